/**
 * Validation messages exactly as the requirements quote them (USR-8, TEN-5, ROL-4). The forms and the
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
  frameAncestor: 'Each site must be an https origin such as https://example.com',
  frameAncestorsMax: 'At most 20 sites may embed the console',
} as const;

/** Why a tenant's single sign-on settings are refused on save (the server reads the metadata; decision 034). */
export const TENANT_SSO_MESSAGES = {
  metadataRequired: 'Add the SSO metadata URL to enable single sign-on',
  metadataUnreachable: 'The SSO metadata URL could not be read',
  metadataMalformed: 'The SSO metadata URL does not answer SAML 2.0 metadata or OpenID Connect discovery',
  metadataInsecure: 'The SSO metadata URL must use https',
  clientIdRequired: 'An OpenID Connect provider needs the app client id',
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

/**
 * What the administration endpoints answer besides validation: success messages (toasts) and
 * refusals. The console translates them through its catalogue, keyed by the English text.
 */
export const TENANT_ANSWERS = {
  created: 'Tenant Created Successfully',
  updated: GENERIC_MESSAGES.tenantUpdated,
  notFound: 'Tenant was not found',
  createOnlyBySuperAdmin: 'Only super administrators can create tenants',
  idTaken: (tenantId: string) => `A tenant with the unique name ${tenantId} already exists`,
} as const;

export const ROLE_ANSWERS = {
  created: 'Role Created Successfully',
  updated: 'Role Updated Successfully',
  notFound: 'Role was not found',
  reserved: 'The superAdmin role is reserved',
  readOnly: 'The superAdmin role is read-only',
  idTaken: (roleId: string) => `A role with the unique name ${roleId} already exists`,
  beyondHeld: (permissions: readonly string[]) => `You cannot grant permissions you do not have: ${permissions.join(', ')}`,
} as const;

export const USER_ANSWERS = {
  created: 'User Created Successfully',
  updated: 'User Updated Successfully',
  enabled: 'User Enabled Successfully',
  disabled: 'User Disabled Successfully',
  deleted: 'User Deleted Successfully',
  temporaryPassword: 'Temporary Password Set Successfully',
  signInUnlocked: 'Sign-in Unlocked Successfully',
  notFound: 'User was not found',
  createOnlyInOwnTenant: 'You can create users only in your own tenant',
  listAllOnlyBySuperAdmin: 'Only super administrators can list every tenant’s users',
  superAdminRoleOnlyBySuperAdmin: 'Only super administrators can assign the superAdmin role',
  superAdminOnlyBySuperAdmin: 'Only super administrators can change a super administrator',
  signInLocksOnlyBySuperAdmin: 'Only super administrators can see or clear sign-in locks',
  notYourself: { disable: 'You cannot disable yourself', delete: 'You cannot delete yourself' },
  emailTaken: (email: string) => `A user with the e-mail ${email} already exists in this tenant`,
} as const;

/** Answers of the HTTP layer itself: sign-in, permission, malformed requests. */
export const HTTP_MESSAGES = {
  signInRequired: 'Sign-in required',
  largeBodiesBusy: 'The server is reading too many large requests; try again in a moment',
  forbidden: 'You do not have permission to do this',
  notFound: 'Not found',
  invalidFields: 'Some fields are not valid',
  invalidValue: 'Invalid value',
  unsupportedContentType: 'Unsupported content type',
  bodyTooLarge: 'Request body is too large',
  emptyBody: 'Request body must not be empty',
  invalidJson: 'Request body is not valid JSON',
  unprocessable: 'The request could not be processed',
  noSuchEndpoint: (method: string, path: string) => `No such endpoint: ${method} ${path}`,
  nulCharacter: 'Must not contain the NUL character',
  jsonTooDeep: (depth: number) => `Request body is nested more than ${depth} levels deep`,
  charsetNotUtf8: 'Request body must be encoded as UTF-8',
  invalidUrl: 'The address is not valid',
  urlTooLong: 'The address is too long',
  headersTooLarge: 'The request headers are too large',
  malformedRequest: 'The request is malformed',
  hostRequired: 'The Host header is required',
  requestTimeout: 'The request took too long to arrive',
  requestGuidNotUuid: (header: string) => `The ${header} header must be a UUID`,
  mustBeUuid: 'Must be a UUID',
  stillWorking: (guid: string) => `The request is still being processed; its result will be at /api/asyncRequest/${guid}`,
  guidTaken: 'This request id is already used by another call',
  noSuchRequest: 'No request with this id',
  databaseUnreachable: 'Database is not reachable',
  migrationsMissing: 'Database migrations are not applied',
} as const;
