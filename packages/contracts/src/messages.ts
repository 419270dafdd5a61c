/**
 * Validation messages exactly as the specification writes them (spec 1 §5). The forms and the
 * server use these constants; the console translates them through its catalogue, keyed by the
 * English text.
 */
export const USER_MESSAGES = {
  firstName: 'Please Add First Name *',
  lastName: 'Please Add Last Name *',
  email: 'Please Add Email *',
  password: 'Please Add Password *',
  role: 'Please Select Role *',
  tenantId: 'Please Select Tenant *',
  language: 'Please Select Language *',
  country: 'Please Select Country *',
  locale: 'Select Locale',
} as const;

export const TENANT_MESSAGES = {
  name: 'Please Add Tenant Name*',
  tenantId: 'Please Add Tenant Unique Name*',
  city: 'Please Add City*',
  address: 'Please Add Address*',
  email: 'Please Add Email*',
  webSiteUrl: 'Please Add Web Site Url*',
  language: 'Please Select Language*',
  nameHint: 'Upper case letters, spaces and special characters are not allowed on tenant name and unique name',
} as const;

export const ROLE_MESSAGES = {
  roleId: 'Please Add Unique Name *',
  name: 'Please Add Name *',
  description: 'Please Add Description *',
  permissions: 'Please Select Permissions *',
} as const;

export const GENERIC_MESSAGES = {
  somethingWrong: 'Something went wrong, try again',
  tenantUpdated: 'Tenant Updated Successfully',
} as const;
