import { SIMULATOR_DEFAULTS as SIM } from '@connector/contracts/providers/defaults';
import { unique } from '../support/api.ts';
import { seedApplication } from '../support/applications.ts';
import { signIn } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';
import { newSuperAdmin, simulatedSupplierCount } from './data.ts';
import { assertRunInProgress, assertSyncDone, barTexts, clickSyncNow, goToActivity, newestRunCount, stateCount, useApplication } from './steps.ts';

/**
 * Connector activity (issue 11 §6) follows a run of its own application: the bars while it goes,
 * then what it did, checked against what the simulated Ariba holds. The first run of a new
 * application pulls every Registered supplier of the realm.
 */
test.describe.configure({ timeout: 300_000 });

test('a running sync shows its progress bars moving, then its counts once it is done', async ({ page, adminApi }) => {
  const app = await seedApplication(adminApi, `Act_${unique()}`);
  const registered = await simulatedSupplierCount(SIM.ariba.realms[0], 'Registered');
  const total = new Intl.NumberFormat('en').format(registered);
  await signIn(page, await newSuperAdmin(adminApi));
  await useApplication(page, app.label);
  await goToActivity(page);
  await expect(page.getByRole('region', { name: 'Sync in progress' })).toHaveCount(0);

  await clickSyncNow(page);
  await expect(page.getByRole('button', { name: 'Sync running' })).toBeDisabled();
  const running = await assertRunInProgress(page);
  // The screen reads the run again every 2 s: the bars are seen moving, matching under way once
  // every supplier is pulled.
  await expect
    .poll(() => barTexts(running), { timeout: 120_000 })
    .toEqual({ 'Pulled from Ariba': `${total} of ${total}`, 'Matched with Orbis': expect.stringMatching(new RegExp(`^[1-9][\\d,]* of ${total}$`)) });

  await assertSyncDone(page);
  await expect(page.getByRole('region', { name: 'Sync in progress' })).toHaveCount(0);
  expect(await newestRunCount(page, 'Pulled')).toBe(registered);
  const linked = await newestRunCount(page, 'Linked automatically');
  const waiting = await newestRunCount(page, 'Waiting for a person');
  expect(linked).toBeGreaterThan(0);
  expect(waiting).toBeGreaterThan(0);
  expect(await newestRunCount(page, 'Failed')).toBe(0);
  expect(linked + waiting).toBe(registered);
  // The cards count the application's suppliers, which are this run's alone.
  expect(await stateCount(page, 'Linked')).toBe(linked);
  expect(await stateCount(page, 'Waiting for a person')).toBe(waiting);
  expect(await stateCount(page, 'Waiting for matching')).toBe(0);
});
