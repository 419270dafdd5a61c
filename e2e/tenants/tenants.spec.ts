import { PASSWORD, userWith } from '../support/api.ts';
import { signIn } from '../support/sign-in.ts';
import { ADMIN } from '../support/stack.ts';
import {
  assertFieldError,
  assertTenantRow,
  assertToast,
  clickAddTenant,
  clickEditTenant,
  clickRevealSecret,
  clickSave,
  clientSecretField,
  fillClientSecret,
  fillTenantForm,
  goToCreateTenant,
  goToEditTenant,
  goToTenants,
  tenantBody,
  tenantField,
  tenantWith,
} from '../support/tenants.ts';
import { expect, test } from '../support/test.ts';

// Each flow signs in and walks several screens: more than the default half minute on a busy machine.
test('a super administrator creates a tenant whose users can then sign in', async ({ page, adminApi }) => {
  const tenant = tenantWith();
  await signIn(page, ADMIN);
  await goToTenants(page);
  await clickAddTenant(page);

  await fillTenantForm(page, { ...tenant, tenantId: '' });
  // Typed in capitals with spaces, it reads as the host name it will be.
  await tenantField(page, 'Unique name').pressSequentially(`${tenant.tenantId.toUpperCase()} !`);
  await expect(tenantField(page, 'Unique name')).toHaveValue(tenant.tenantId);
  await clickSave(page);

  await assertToast(page, 'Tenant Created Successfully');
  await assertTenantRow(page, [tenant.tenantId, tenant.name, tenant.city, tenant.email, 'Enabled']);

  const member = userWith(['tenantAdmin'], { tenantId: tenant.tenantId });
  await adminApi.createUser(member);
  await signIn(page, { email: member.email, password: PASSWORD }, tenant.tenantId);
});

test('a super administrator edits a tenant and reveals its client secret', async ({ page, adminApi }) => {
  const tenant = tenantWith();
  await adminApi.createTenant(tenantBody(tenant));
  await signIn(page, ADMIN);
  await goToTenants(page);
  await clickEditTenant(page, tenant.tenantId);

  await expect(tenantField(page, 'Unique name')).toBeDisabled();
  await expect(tenantField(page, 'Name')).toBeDisabled();
  await fillTenantForm(page, { city: 'Sevilla' });
  await fillClientSecret(page, 'Sh4red-secret');
  await clickSave(page);

  await assertToast(page, 'Tenant Updated Successfully');
  await assertTenantRow(page, [tenant.tenantId, tenant.name, 'Sevilla']);

  await goToEditTenant(page, tenant.tenantId);
  await expect(clientSecretField(page)).toHaveValue('');
  await expect(clientSecretField(page)).toHaveAttribute('type', 'password');
  await clickRevealSecret(page);
  await expect(clientSecretField(page)).toHaveValue('Sh4red-secret');
  await expect(clientSecretField(page)).toHaveAttribute('type', 'text');
});

test('a second tenant with the same unique name is refused on that field', async ({ page, adminApi }) => {
  const tenant = tenantWith();
  await adminApi.createTenant(tenantBody(tenant));
  await signIn(page, ADMIN);
  await goToCreateTenant(page);

  await fillTenantForm(page, tenant);
  await clickSave(page);

  const message = `A tenant with the unique name ${tenant.tenantId} already exists`;
  await assertToast(page, message);
  await assertFieldError(page, 'Unique name', message);
  await expect(page.getByRole('button', { name: 'Error!' })).toBeVisible();
});
