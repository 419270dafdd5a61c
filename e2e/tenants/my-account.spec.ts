import { endpoints } from '@connector/contracts';
import { PASSWORD, userWith } from '../support/api.ts';
import { clickMenuEntry } from '../support/shell.ts';
import { signIn } from '../support/sign-in.ts';
import { assertToast, clickSave, fillTenantForm, tenantBody, tenantField, tenantWith } from '../support/tenants.ts';
import { expect, test } from '../support/test.ts';

// Each flow signs in and walks several screens: more than the default half minute on a busy machine.
test('a tenant administrator edits their own tenant in My account', async ({ page, adminApi }) => {
  const tenant = tenantWith();
  await adminApi.createTenant(tenantBody(tenant));
  const admin = userWith(['tenantAdmin'], { tenantId: tenant.tenantId });
  await adminApi.createUser(admin);

  await signIn(page, { email: admin.email, password: PASSWORD }, tenant.tenantId);
  await clickMenuEntry(page, 'Configurations');
  await clickMenuEntry(page, 'My account');
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(tenantField(page, 'Unique name')).toHaveValue(tenant.tenantId);
  await expect(tenantField(page, 'Unique name')).toBeDisabled();

  await fillTenantForm(page, { address: '9 New Road' });
  await clickSave(page);
  await assertToast(page, 'Tenant Updated Successfully');

  await expect(tenantField(page, 'Address')).toHaveValue('9 New Road');
  const { body } = await adminApi.call(endpoints.getTenant, { params: { id: tenant.tenantId } });
  expect(body.data).toMatchObject({ address: '9 New Road', city: tenant.city });
});
