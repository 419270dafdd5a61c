import type { Page } from '@playwright/test';
import { userWith, type ConsoleApi } from '../support/api.ts';
import { assertSignInRefused, clickSignIn, fillCredentials, goToConsole, signIn } from '../support/sign-in.ts';
import { TEST_TIMEOUT } from '../support/deadlines.ts';
import { ADMIN } from '../support/stack.ts';
import { expect, test } from '../support/test.ts';
import {
  assertNoUserRow,
  assertToast,
  assertUserRow,
  clickAddUser,
  clickSaveUser,
  clickUserAction,
  confirmDeleteUser,
  fillUserForm,
  goToUsers,
  newUserInput,
  seedTenant,
  setTemporaryPassword,
  signInChangingPassword,
  type UserFormInput,
} from '../support/users.ts';

interface Actor {
  title: string;
  /** Signs the administrator in and returns the tenant they manage (undefined: the default). */
  signInAdmin(fixtures: { page: Page; adminApi: ConsoleApi }): Promise<string | undefined>;
  /** What the form needs besides the user's own fields. */
  extra(tenant: string | undefined): UserFormInput;
}

const ACTORS: Actor[] = [
  {
    title: 'a super administrator',
    signInAdmin: async ({ page }) => {
      await signIn(page, ADMIN);
      return undefined;
    },
    extra: () => ({ tenant: 'default' }),
  },
  {
    title: 'a tenant administrator',
    signInAdmin: async ({ page, adminApi }) => {
      const tenant = await seedTenant(adminApi);
      const admin = userWith(['tenantAdmin'], { tenantId: tenant });
      await adminApi.createUser(admin);
      await signIn(page, admin, tenant);
      return tenant;
    },
    extra: () => ({}),
  },
];

for (const actor of ACTORS) {
  test(`${actor.title} creates, edits, disables, enables, resets and deletes a user`, async ({ page, browser, adminApi }) => {
    // Six stages, two of them signing the user in elsewhere.
    test.setTimeout(TEST_TIMEOUT.long);
    const tenant = await actor.signInAdmin({ page, adminApi });
    const input = newUserInput(actor.extra(tenant));
    const email = input.email;
    const tenantId = tenant ?? 'default';
    const asNewUser = async (work: (userPage: Page) => Promise<void>) => {
      const context = await browser.newContext();
      await work(await context.newPage());
      await context.close();
    };

    await test.step('create', async () => {
      await goToUsers(page, tenant);
      await clickAddUser(page);
      await fillUserForm(page, input);
      await clickSaveUser(page);
      await assertToast(page, 'User Created Successfully');
      await expect(page).toHaveURL(/\/admin\/users$/);
      await assertUserRow(page, email, { name: `${input.firstName} ${input.lastName}`, tenant: tenantId, role: 'userBvd', status: 'Enabled' });
    });

    await test.step('edit', async () => {
      await clickUserAction(page, email, 'Edit User');
      await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly', '');
      await expect(page.getByRole('combobox', { name: 'Tenant' })).toHaveCount(0);
      await fillUserForm(page, { firstName: 'Noelia', role: 'tenantAdmin' });
      await clickSaveUser(page);
      await assertToast(page, 'User Updated Successfully');
      await assertUserRow(page, email, { name: `Noelia ${input.lastName}`, role: 'tenantAdmin' });
    });

    await test.step('disable: sign-in is refused', async () => {
      await clickUserAction(page, email, 'Disable User');
      await assertToast(page, 'User Disabled Successfully');
      await assertUserRow(page, email, { status: 'Disabled' });
      await asNewUser(async (userPage) => {
        await goToConsole(userPage, tenant);
        await fillCredentials(userPage, { email, password: input.password });
        await clickSignIn(userPage);
        await assertSignInRefused(userPage, 'Invalid email or password.');
      });
    });

    await test.step('enable', async () => {
      await clickUserAction(page, email, 'Enable User');
      await assertToast(page, 'User Enabled Successfully');
      await assertUserRow(page, email, { status: 'Enabled' });
    });

    await test.step('temporary password: changed at the next sign-in', async () => {
      await clickUserAction(page, email, 'Set Temporary Password');
      await setTemporaryPassword(page, 'Temp-pass9');
      await assertToast(page, 'Temporary Password Set Successfully');
      await asNewUser((userPage) => signInChangingPassword(userPage, { email, password: 'Temp-pass9' }, 'Own-pass77', tenant));
    });

    await test.step('delete, after confirmation', async () => {
      await clickUserAction(page, email, 'Delete User');
      await confirmDeleteUser(page);
      await assertToast(page, 'User Deleted Successfully');
      await assertNoUserRow(page, email);
    });
  });
}
