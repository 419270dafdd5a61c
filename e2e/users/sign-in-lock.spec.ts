import { userWith } from '../support/api.ts';
import { assertAccessible } from '../support/accessibility.ts';
import { assertInConsole, clickSignIn, fillCredentials, goToConsole, signIn } from '../support/sign-in.ts';
import { TEST_TIMEOUT } from '../support/deadlines.ts';
import { ADMIN } from '../support/stack.ts';
import { expect, test } from '../support/test.ts';
import { assertToast, clickUserAction, goToUsers } from '../support/users.ts';

test('a super administrator sees a user refused after wrong passwords and unlocks sign-in', async ({ page, browser, adminApi }) => {
  // Two sign-ins and three console screens, each checked with axe: minutes on a busy machine.
  test.setTimeout(TEST_TIMEOUT.long);
  const target = userWith(['userBvd']);
  await adminApi.createUser(target);
  const context = await browser.newContext();
  const guesser = await context.newPage();

  await test.step('five wrong passwords refuse this address for the user', async () => {
    await goToConsole(guesser);
    // Typed without the accessibility check of each refusal: the sign-in specs check those pages.
    for (let i = 0; i < 5; i++) {
      await guesser.getByLabel('Email').fill(target.email);
      await guesser.getByLabel('Password').fill(`Wrong-pass${i}`);
      await clickSignIn(guesser);
      // The answer is a new page, its password field empty; the refusal text alone was on the last one too.
      await expect(guesser.getByLabel('Password')).toHaveValue('');
      await expect(guesser.getByText(i < 4 ? 'Invalid email or password.' : /^Too many failed attempts\. Try again in \d+ minutes\.$/)).toBeVisible();
    }
  });

  await test.step('the edit screen says so, and Unlock sign-in lifts it', async () => {
    await signIn(page, ADMIN);
    await goToUsers(page);
    await clickUserAction(page, target.email, 'Edit User');
    const notice = page.getByRole('alert').filter({ hasText: 'Sign-in is refused from 1 address after too many wrong passwords.' });
    await expect(notice).toBeVisible();
    await assertAccessible(page, 'the edit screen with its sign-in lock');
    await notice.getByRole('button', { name: 'Unlock sign-in' }).click();
    await assertToast(page, 'Sign-in Unlocked Successfully');
    await expect(page.getByRole('button', { name: 'Unlock sign-in' })).toHaveCount(0);
  });

  await test.step('the user signs in from the same address', async () => {
    await fillCredentials(guesser, target);
    await clickSignIn(guesser);
    await assertInConsole(guesser);
  });
  await context.close();
});
