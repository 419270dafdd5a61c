import { ROLE_MESSAGES } from '@connector/contracts';
import type { CreateRoleBody } from '@connector/contracts';
import { signIn } from '../support/sign-in.ts';
import { ADMIN } from '../support/stack.ts';
import { clickSave, fillRoleForm, goToCreateRole, roleField } from '../support/roles.ts';
import { expect, test } from '../support/test.ts';

// One sign-in, then several submissions of the form: minutes rather than seconds on a busy machine.
const VALID = { roleId: 'auditor', name: 'Auditor', description: 'Reads assessments' };

/** ROL-4, role form: one broken rule per row, everything else valid. */
const CASES: { rule: string; input: Partial<CreateRoleBody>; field: string; message: string }[] = [
  { rule: 'unique name required', input: { roleId: '' }, field: 'Unique name', message: ROLE_MESSAGES.roleId },
  { rule: 'name required', input: { name: '' }, field: 'Name', message: ROLE_MESSAGES.name },
  { rule: 'name at most 16', input: { name: 'n'.repeat(17) }, field: 'Name', message: ROLE_MESSAGES.name },
  { rule: 'description required', input: { description: '' }, field: 'Description', message: ROLE_MESSAGES.description },
];

test('each rule of the role form names its field with its message', async ({ page }) => {
  await signIn(page, ADMIN);
  await goToCreateRole(page);
  await test.step(`permissions required: "${ROLE_MESSAGES.permissions}"`, async () => {
    await fillRoleForm(page, VALID);
    await clickSave(page);
    await expect(page.getByRole('group', { name: /Permissions/ })).toHaveAccessibleDescription(ROLE_MESSAGES.permissions);
  });
  // The same form throughout: each case fills every field again, valid but for one.
  await fillRoleForm(page, { permissions: ['Connector.OrbisTab'] });
  for (const { rule, input, field, message } of CASES) {
    await test.step(`${rule}: "${message}"`, async () => {
      await fillRoleForm(page, { ...VALID, ...input });
      await clickSave(page);
      await expect(roleField(page, field)).toHaveAttribute('aria-invalid', 'true');
      await expect(roleField(page, field)).toHaveAccessibleDescription(message);
      await expect(page).toHaveURL(/\/admin\/roles\/create$/);
    });
  }
});
