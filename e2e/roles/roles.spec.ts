import { signIn } from '../support/sign-in.ts';
import { ADMIN } from '../support/stack.ts';
import {
  assertRoleReadOnly,
  assertRoleRow,
  assertToast,
  clickAddRole,
  clickEditRole,
  clickSave,
  clickViewRole,
  fillRoleForm,
  goToRoles,
  permissionBox,
  roleField,
  roleWith,
} from '../support/roles.ts';
import { expect, test } from '../support/test.ts';

// Each flow signs in and walks several screens: more than the default half minute on a busy machine.
test('a super administrator creates a role and finds it in the list', async ({ page }) => {
  const role = roleWith({ permissions: ['Connector.Search.Menu', 'Connector.Search.ByBvD'] });
  await signIn(page, ADMIN);
  await goToRoles(page);
  await clickAddRole(page);

  await fillRoleForm(page, role);
  await clickSave(page);

  await assertToast(page, 'Role Created Successfully');
  await assertRoleRow(page, [role.roleId, role.name, role.description]);
});

test('a super administrator edits a role', async ({ page, adminApi }) => {
  const role = roleWith();
  await adminApi.createRole(role);
  await signIn(page, ADMIN);
  await goToRoles(page);
  await clickEditRole(page, role.roleId);

  await expect(roleField(page, 'Unique name')).toBeDisabled();
  await expect(permissionBox(page, 'Connector.CatalystAssesments')).toBeChecked();
  await fillRoleForm(page, { description: 'Reads every assessment', permissions: ['Connector.SupplyChainAssessments'] });
  await clickSave(page);

  await assertToast(page, 'Role Updated Successfully');
  await assertRoleRow(page, [role.roleId, role.name, 'Reads every assessment']);
  await clickEditRole(page, role.roleId);
  await expect(permissionBox(page, 'Connector.SupplyChainAssessments')).toBeChecked();
});

test('the superAdmin role is shown read-only, without a save button', async ({ page }) => {
  await signIn(page, ADMIN);
  await goToRoles(page);
  await clickViewRole(page, 'superAdmin');
  await expect(roleField(page, 'Unique name')).toHaveValue('superAdmin');
  await assertRoleReadOnly(page);
});
