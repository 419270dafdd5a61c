import { unique } from '../support/api.ts';
import {
  clearFaults,
  clickApplication,
  clickTestConnection,
  goToApplications,
  injectFault,
  openErrorDetails,
  openSection,
  seedApplication,
} from '../support/applications.ts';
import { signIn } from '../support/sign-in.ts';
import { ADMIN } from '../support/stack.ts';
import { expect, test } from '../support/test.ts';

test('tests connections against the simulators, and shows the error of a failing one', async ({ page, adminApi }) => {
  const app = await seedApplication(adminApi, `Conn_${unique()}`);
  await signIn(page, ADMIN);
  await goToApplications(page);
  await clickApplication(page, app.label);

  const approval = await openSection(page, 'External Approval API');
  await clickTestConnection(approval);
  await expect(approval.getByRole('button', { name: 'Connected' })).toBeVisible();

  const orbis = await openSection(page, 'Orbis Configurations');
  await injectFault('supplychain');
  try {
    await clickTestConnection(orbis);
    await expect(orbis.getByRole('button', { name: 'Connection Error' })).toBeVisible();
  } finally {
    await clearFaults();
  }
  const details = await openErrorDetails(orbis);
  await expect(details).toContainText('invalid_request');
  await details.getByRole('button', { name: 'Close' }).click();

  // Healthy again, the same section connects.
  await clickTestConnection(orbis);
  await expect(orbis.getByRole('button', { name: 'Connected' })).toBeVisible();
});
