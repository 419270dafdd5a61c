import type { ConnectedPage } from '@connector/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suppliers } from '../../db/schema/index.ts';
import { dataOf } from '../../../test/answers.ts';
import { openAppsWorld, type AppsWorld } from '../../../test/apps-world.ts';
import { testDatabases } from '../../../test/databases.ts';
import { DEMO_APP_ID } from '../applications/index.ts';

/** Linked suppliers in an order their names do not come in, one of them unlinked. */
const NAMES = ['zeta works', 'Éclair SA', 'Alpha Ltd', 'beta GmbH', 'alpha Two', 'Zeta Sub'];

describe.each(testDatabases)('pages of the connected suppliers on $name', (database) => {
  let w: AppsWorld;
  const page = async (query: string) =>
    dataOf<ConnectedPage>(await w.call('GET', `/api/apps/${DEMO_APP_ID}/suppliers?${query}`));
  const names = (answer: ConnectedPage) => answer.data.map((row) => row.supplierName);

  beforeAll(async () => {
    w = await openAppsWorld(database);
    await w.db.forTenant('default', (tx) =>
      tx.insert(suppliers).values([
        ...NAMES.map((name, i) => ({
          tenantId: 'default',
          appId: DEMO_APP_ID,
          supplierId: `S-${i}`,
          name,
          state: 'linked' as const,
          bvdId: `GB00000${i}`,
          linkSource: 'manual' as const,
          linkedAt: new Date(),
        })),
        { tenantId: 'default', appId: DEMO_APP_ID, supplierId: 'S-9', name: 'Alpha Unlinked', state: 'unmatched' as const },
      ]),
    );
  });
  afterAll(() => w?.close());

  it('orders names ignoring case, by code point (accented letters after z), either way', async () => {
    expect(names(await page('pageSize=10'))).toEqual(['Alpha Ltd', 'alpha Two', 'beta GmbH', 'Zeta Sub', 'zeta works', 'Éclair SA']);
    expect(names(await page('pageSize=10&order=desc'))).toEqual(['Éclair SA', 'zeta works', 'Zeta Sub', 'beta GmbH', 'alpha Two', 'Alpha Ltd']);
  });

  it('tells the total on a full page, on the last one and past the end', async () => {
    const first = await page('pageSize=2');
    expect(first).toMatchObject({ total: 6 });
    expect(names(first)).toEqual(['Alpha Ltd', 'alpha Two']);
    const last = await page('pageSize=4&page=1');
    expect(last).toMatchObject({ total: 6 });
    expect(names(last)).toEqual(['zeta works', 'Éclair SA']);
    expect(await page('pageSize=4&page=5')).toMatchObject({ data: [], total: 6 });
  });

  it('tells the total of a filtered first page that is not full, and of one that is', async () => {
    const alpha = await page('supplierName=ALPHA&pageSize=5');
    expect(alpha).toMatchObject({ total: 2 });
    expect(names(alpha)).toEqual(['Alpha Ltd', 'alpha Two']);
    expect(await page('supplierName=z&pageSize=1')).toMatchObject({ total: 2 });
    expect(await page('supplierName=nobody&pageSize=5')).toMatchObject({ data: [], total: 0 });
  });
});
