import { SIMULATOR_DEFAULTS as SIM } from '@connector/contracts/providers/defaults';
import { unique } from '../support/api.ts';
import { seedApplication } from '../support/applications.ts';
import { awaitEvent, DEADLINE, TEST_TIMEOUT } from '../support/deadlines.ts';
import { signIn } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';
import { newSuperAdmin, simulatedSupplierCount } from './data.ts';
import {
  assertRunInProgress,
  assertSyncDone,
  clickSyncNow,
  goToActivity,
  newestRunCount,
  recordRunBars,
  stateCount,
  useApplication,
  type BarTexts,
} from './steps.ts';

/**
 * Connector activity (issue 11 §6) follows a run of its own application: the bars while it goes,
 * then what it did, checked against what the simulated Ariba holds. The first run of a new
 * application pulls every Registered supplier of the realm. Its job may first wait for a run the
 * other test worker started: one run at a time goes through the queue.
 */
test.describe.configure({ timeout: TEST_TIMEOUT.withSync });

test('a running sync shows its progress bars moving, then its counts once it is done', async ({ page, adminApi }) => {
  const app = await seedApplication(adminApi, `Act_${unique()}`);
  const registered = await simulatedSupplierCount(SIM.ariba.realms[0], 'Registered');
  const total = new Intl.NumberFormat('en').format(registered);
  await signIn(page, await newSuperAdmin(adminApi));
  await useApplication(page, app.label);
  await goToActivity(page);
  await expect(page.getByRole('region', { name: 'Sync in progress' })).toHaveCount(0);

  // Every state of the bars is kept from here on, however briefly the screen shows it.
  const barsSeen = await recordRunBars(page);
  await clickSyncNow(page);
  await expect(page.getByRole('button', { name: 'Sync running' })).toBeDisabled();
  await assertRunInProgress(page);

  // The screen reads the run again every 2 s: the bars are seen moving, matching under way once
  // every supplier is pulled.
  const pulledAll = `${total} of ${total}`;
  const matchedSome = new RegExp(`^[1-9][\\d,]* of ${total}$`);
  const isUnderWay = (bars: BarTexts) => bars['Pulled from Ariba'] === pulledAll && matchedSome.test(bars['Matched with Orbis'] ?? '');
  let seen: BarTexts[] = [];
  await awaitEvent(
    `the run's job to pull all ${total} Registered suppliers and match some of them, as the run's bars show it`,
    async () => {
      seen = await barsSeen();
      const found = seen.find(isUnderWay);
      // Over without showing it: waiting longer cannot help.
      if (!found && (await page.getByRole('button', { name: 'Sync now' }).count()) > 0) {
        throw new Error(`The run ended before its bars showed matching under way; they showed, in order: ${JSON.stringify(seen)}`);
      }
      return found ?? seen.at(-1);
    },
    DEADLINE.sync,
  ).toEqual({ 'Pulled from Ariba': pulledAll, 'Matched with Orbis': expect.stringMatching(matchedSome) });
  await test.info().attach('run bars seen', { body: JSON.stringify(seen, null, 1), contentType: 'application/json' });

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
