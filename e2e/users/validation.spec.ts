import { USER_MESSAGES as M, PASSWORD_CHECKLIST_MESSAGE } from '@connector/contracts';
import { expect } from '../support/test.ts';
import {
  assertFieldMessage,
  clickSaveUser,
  fillUserForm,
  goToCreateUser,
  newUserInput,
  usersTest as test,
  type UserFormInput,
} from '../support/users.ts';

/** Each rule of the user form (USR-8): one input that breaks it, and the message it shows. */
const CASES: { broken: string; input: UserFormInput; message: string }[] = [
  { broken: 'an empty first name', input: { firstName: '' }, message: M.firstName },
  { broken: 'a first name of 17 characters', input: { firstName: 'a'.repeat(17) }, message: M.firstName },
  { broken: 'an empty last name', input: { lastName: '' }, message: M.lastName },
  { broken: 'a last name of 17 characters', input: { lastName: 'b'.repeat(17) }, message: M.lastName },
  { broken: 'an empty email', input: { email: '' }, message: M.email },
  { broken: 'a malformed email', input: { email: 'nora.example.com' }, message: M.email },
  { broken: 'an empty password', input: { password: '' }, message: M.password },
  { broken: 'a password missing the checklist', input: { password: 'lowercase1!' }, message: PASSWORD_CHECKLIST_MESSAGE },
  { broken: 'no role', input: { role: undefined }, message: M.role },
  { broken: 'no tenant', input: { tenant: undefined }, message: M.tenantId },
  { broken: 'no language', input: { language: undefined }, message: M.language },
  { broken: 'no country', input: { country: undefined }, message: M.country },
  { broken: 'no locale', input: { locale: undefined }, message: M.locale },
];

test.describe('the user form', () => {
  test.beforeEach(async ({ adminPage }) => {
    // Nine fields filled through real widgets.
    test.slow();
    await goToCreateUser(adminPage);
  });

  for (const { broken, input, message } of CASES) {
    test(`refuses ${broken} with "${message}"`, async ({ adminPage: page }) => {
      await fillUserForm(page, { ...newUserInput({ tenant: 'default' }), ...input });
      await clickSaveUser(page);
      await assertFieldMessage(page, message);
      await expect(page).toHaveURL(/\/admin\/users\/create$/);
    });
  }
});
