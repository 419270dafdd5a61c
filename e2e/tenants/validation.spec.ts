import { TENANT_MESSAGES } from '@connector/contracts';
import { signIn } from '../support/sign-in.ts';
import { ADMIN } from '../support/stack.ts';
import {
  assertFieldError,
  clickSave,
  fillTenantForm,
  goToCreateTenant,
  tenantWith,
  type TenantInput,
} from '../support/tenants.ts';
import { expect, test } from '../support/test.ts';

// One sign-in, then a dozen submissions of the form: minutes rather than seconds on a busy machine.
/** TEN-5, tenant form: one broken rule per row, everything else valid. */
const CASES: { rule: string; input: Partial<TenantInput>; field: string; message: string }[] = [
  { rule: 'unique name required', input: { tenantId: '' }, field: 'Unique name', message: TENANT_MESSAGES.tenantId },
  { rule: 'unique name at most 16', input: { tenantId: 'u'.repeat(17) }, field: 'Unique name', message: TENANT_MESSAGES.tenantId },
  { rule: 'unique name without only special characters', input: { tenantId: '!!' }, field: 'Unique name', message: TENANT_MESSAGES.tenantId },
  { rule: 'name required', input: { name: '' }, field: 'Name', message: TENANT_MESSAGES.name },
  { rule: 'name at most 16', input: { name: 'n'.repeat(17) }, field: 'Name', message: TENANT_MESSAGES.name },
  { rule: 'address required', input: { address: '' }, field: 'Address', message: TENANT_MESSAGES.address },
  { rule: 'address at most 50', input: { address: 'a'.repeat(51) }, field: 'Address', message: TENANT_MESSAGES.address },
  { rule: 'city required', input: { city: '' }, field: 'City', message: TENANT_MESSAGES.city },
  { rule: 'city at most 16', input: { city: 'c'.repeat(17) }, field: 'City', message: TENANT_MESSAGES.city },
  { rule: 'email a valid e-mail', input: { email: 'someone@' }, field: 'Email', message: TENANT_MESSAGES.email },
  { rule: 'web site a valid URL', input: { webSiteUrl: 'www example' }, field: 'Web Site Url', message: TENANT_MESSAGES.webSiteUrl },
];

test('each rule of the tenant form names its field with its message', async ({ page }) => {
  await signIn(page, ADMIN);
  await goToCreateTenant(page);
  await test.step(`language required: "${TENANT_MESSAGES.language}"`, async () => {
    const { language: _language, ...rest } = tenantWith();
    await fillTenantForm(page, rest);
    await clickSave(page);
    await expect(page.getByText(TENANT_MESSAGES.language)).toBeVisible();
  });
  // The same form throughout: each case fills every field again, valid but for one.
  for (const { rule, input, field, message } of CASES) {
    await test.step(`${rule}: "${message}"`, async () => {
      await fillTenantForm(page, { ...tenantWith(), ...input });
      await clickSave(page);
      await assertFieldError(page, field, message);
      await expect(page).toHaveURL(/\/admin\/tenants\/create$/);
    });
  }
});
