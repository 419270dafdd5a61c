import { SUPPLIER_MESSAGES, type SupplierDetail } from '@connector/contracts';
import type { SimCompany } from '@connector/contracts/providers/simulator';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suppliers } from '../../db/schema/index.ts';
import { dataOf } from '../../../test/answers.ts';
import { openAppsWorld, type AppsWorld } from '../../../test/apps-world.ts';
import { testDatabases } from '../../../test/databases.ts';
import { until } from '../../../test/jobs.ts';
import { useSimulator } from '../../../test/simulator.ts';
import { DEMO_APP_ID } from '../applications/index.ts';

const sim = useSimulator();
const UNKNOWN_BVD = 'ZZ999999999999';

describe.each(testDatabases)('the Orbis Enhancement of linked suppliers on $name', (database) => {
  let w: AppsWorld;
  let first: SimCompany;
  let second: SimCompany;

  const url = (path: string, app = DEMO_APP_ID) => `/api/apps/${app}${path}`;
  const detail = async (supplierId: string) => dataOf<SupplierDetail>(await w.call('GET', url(`/supplier/${supplierId}`))).data;
  const row = (supplierId: string) =>
    w.db.forTenant('default', async (tx) => {
      const [found] = await tx.select().from(suppliers).where(and(eq(suppliers.appId, DEMO_APP_ID), eq(suppliers.supplierId, supplierId)));
      return found;
    });
  /** Suppliers written straight into the store: no link is recorded, so no enhancement is queued. */
  const seed = (rows: { supplierId: string; bvdId?: string }[]) =>
    w.db.forTenant('default', (tx) =>
      tx.insert(suppliers).values(
        rows.map(({ supplierId, bvdId }) => ({
          tenantId: 'default',
          appId: DEMO_APP_ID,
          supplierId,
          name: `Supplier ${supplierId}`,
          ...(bvdId ? { state: 'linked' as const, bvdId, linkSource: 'manual' as const, linkedAt: new Date() } : { state: 'unmatched' as const }),
        })),
      ),
    );
  const link = (supplierId: string, bvdId: string) => w.call('PUT', url(`/supplier/${supplierId}`), { supplierId, bvdId });
  const answerOf = (entries: { label: string; answer: string }[], label: string) => entries.find((e) => e.label === label)?.answer;

  beforeAll(async () => {
    w = await openAppsWorld(database, { SIM_URL: sim().url });
    const { items } = await sim().companies(0, 2);
    [first, second] = items as [SimCompany, SimCompany];
    await seed([{ supplierId: 'E-WAITING', bvdId: second.bvdId }, { supplierId: 'E-UNKNOWN', bvdId: UNKNOWN_BVD }, { supplierId: 'E-PERSON' }]);
  });
  afterAll(() => w?.close());

  it('shows no answers for a linked supplier until the enhancement has run', async () => {
    expect(await detail('E-WAITING')).toMatchObject({ bvdId: second.bvdId, orbisEnhancement: [] });
  });

  it('queues the enhancement with a person’s link, and fills the supplier’s answers from Orbis as the demo’s active mapping says', async () => {
    expect((await link('E-PERSON', first.bvdId)).statusCode).toBe(200);
    const { orbisEnhancement } = await until(() => detail('E-PERSON'), (d) => d.orbisEnhancement.length > 0);
    expect(orbisEnhancement).toEqual(
      expect.arrayContaining([
        { label: 'Legal name', answer: first.name },
        { label: 'Status', answer: first.status },
        { label: 'Legal form', answer: first.legalForm },
        { label: 'City', answer: first.city },
        { label: 'Country', answer: first.country },
        { label: 'National ID', answer: first.nationalId },
        { label: 'BvD ID', answer: first.bvdId },
      ]),
    );
    expect(orbisEnhancement.every((e) => e.answer.trim() !== '')).toBe(true);
    expect(answerOf(orbisEnhancement, 'Address')).toContain(first.addressLine1);
    expect((await row('E-PERSON'))?.enhancedBvdId).toBe(first.bvdId);
  });

  it('enhances every supplier of the application still waiting, and stores none for a company Orbis does not know', async () => {
    // The run queued by the link above went through the application's whole backlog.
    const waiting = await until(() => detail('E-WAITING'), (d) => d.orbisEnhancement.length > 0);
    expect(answerOf(waiting.orbisEnhancement, 'Legal name')).toBe(second.name);
    const unknown = await row('E-UNKNOWN');
    expect(unknown).toMatchObject({ enhancedBvdId: UNKNOWN_BVD, enhancement: [] });
    expect((await detail('E-UNKNOWN')).orbisEnhancement).toEqual([]);
  });

  it('hides the answers once the supplier is unlinked, and asks again for the company of a new link', async () => {
    const unlinked = await w.call('POST', url('/unlinkSupplier'), { supplierId: 'E-PERSON', bvdId: first.bvdId });
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect((await detail('E-PERSON')).orbisEnhancement).toEqual([]);

    expect((await link('E-PERSON', second.bvdId)).statusCode).toBe(200);
    const relinked = await until(() => detail('E-PERSON'), (d) => answerOf(d.orbisEnhancement, 'Legal name') === second.name);
    expect(answerOf(relinked.orbisEnhancement, 'Status')).toBe(second.status);
  });

  it('answers Supplier Not Found for a supplier of another application, whoever holds it', async () => {
    const other = dataOf<{ appId: string }>(await w.call('POST', '/api/apps', { appName: 'Other_enhanced' }), 201).appId;
    const response = await w.call('GET', url('/supplier/E-PERSON', other));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, message: SUPPLIER_MESSAGES.notFound });
  });
});
