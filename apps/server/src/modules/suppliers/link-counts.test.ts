import { SCORE_LABELS, type ScoreLabel } from '@connector/contracts';
import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../db/client.ts';
import { supplierLinkCounts, suppliers } from '../../db/schema/index.ts';
import { dataOf } from '../../../test/answers.ts';
import { openAppsWorld, type AppsWorld } from '../../../test/apps-world.ts';
import { testDatabases } from '../../../test/databases.ts';
import { DEMO_APP_ID } from '../applications/index.ts';
import { createSuppliersRepository } from './repository/index.ts';

/*
 * The link counts (migration 0033) against the rows they count: whatever a statement does to the
 * suppliers (insert, upsert, update of links and labels, delete, an application deleted with its
 * suppliers) and whenever the counts are folded, the connected list's totals equal a count of
 * the linked suppliers, in all and by compliance score label.
 */
const repository = createSuppliersRepository();
const TENANT = 'default';
const LABELS = [...SCORE_LABELS, 'Very high', null] as const;
const IDS = Array.from({ length: 30 }, (_, i) => `S-${String(i).padStart(2, '0')}`);

type Label = (typeof LABELS)[number];
interface Shape {
  id: string;
  linked: boolean;
  label: Label;
}

const shape = fc.record({ id: fc.constantFrom(...IDS), linked: fc.boolean(), label: fc.constantFrom(...LABELS) });
const row = (appId: string, s: Shape) => ({
  tenantId: TENANT,
  appId,
  supplierId: s.id,
  name: `Supplier ${s.id}`,
  state: s.linked ? ('linked' as const) : ('unmatched' as const),
  bvdId: s.linked ? `GB${s.id}` : null,
  catalystScoreLabel: s.label,
});
const unique = (shapes: Shape[]) => [...new Map(shapes.map((s) => [s.id, s])).values()];

/** One statement on the suppliers, as the connector's writes come: each a batch. */
const operation = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), rows: fc.array(shape, { maxLength: 8 }) }),
  fc.record({ kind: fc.constant('upsert' as const), rows: fc.array(shape, { maxLength: 8 }) }),
  fc.record({ kind: fc.constant('relabel' as const), ids: fc.subarray(IDS), label: fc.constantFrom(...LABELS) }),
  fc.record({ kind: fc.constant('unlink' as const), ids: fc.subarray(IDS) }),
  fc.record({ kind: fc.constant('touch' as const), ids: fc.subarray(IDS) }),
  fc.record({ kind: fc.constant('delete' as const), ids: fc.subarray(IDS, { maxLength: 5 }) }),
  fc.record({ kind: fc.constant('fold' as const) }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

async function apply(w: AppsWorld, appId: string, op: Operation): Promise<void> {
  const ofApp = (ids: readonly string[]) => and(eq(suppliers.tenantId, TENANT), eq(suppliers.appId, appId), inArray(suppliers.supplierId, [...ids]));
  await w.db.forTenant(TENANT, async (tx) => {
    switch (op.kind) {
      case 'insert':
        if (op.rows.length) await tx.insert(suppliers).values(unique(op.rows).map((s) => row(appId, s))).onConflictDoNothing();
        return;
      case 'upsert':
        if (op.rows.length) {
          await tx
            .insert(suppliers)
            .values(unique(op.rows).map((s) => row(appId, s)))
            .onConflictDoUpdate({
              target: [suppliers.tenantId, suppliers.appId, suppliers.supplierId],
              set: { bvdId: sql`excluded.bvd_id`, catalystScoreLabel: sql`excluded.catalyst_score_label` },
            });
        }
        return;
      case 'relabel':
        if (op.ids.length) await tx.update(suppliers).set({ catalystScoreLabel: op.label }).where(ofApp(op.ids));
        return;
      case 'unlink':
        if (op.ids.length) await tx.update(suppliers).set({ bvdId: null, state: 'unmatched' }).where(ofApp(op.ids));
        return;
      case 'touch':
        if (op.ids.length) await tx.update(suppliers).set({ processingDate: new Date() }).where(ofApp(op.ids));
        return;
      case 'delete':
        if (op.ids.length) await tx.delete(suppliers).where(ofApp(op.ids));
        return;
      case 'fold':
        return;
    }
  });
  if (op.kind === 'fold') await w.db.allTenants((tx) => repository.foldLinkCounts(tx));
}

/** The linked suppliers counted row by row, in all and by label. */
async function counted(tx: Tx, appId: string, label?: ScoreLabel): Promise<number> {
  const [found] = await tx
    .select({ n: count() })
    .from(suppliers)
    .where(and(eq(suppliers.tenantId, TENANT), eq(suppliers.appId, appId), isNotNull(suppliers.bvdId), label ? eq(suppliers.catalystScoreLabel, label) : undefined));
  return found?.n ?? 0;
}

async function expectCountsTrue(w: AppsWorld, appId: string): Promise<void> {
  await w.db.forTenant(TENANT, async (tx) => {
    for (const label of [undefined, ...SCORE_LABELS]) {
      expect({ label, total: await repository.linkedCount(tx, TENANT, appId, label) }).toEqual({ label, total: await counted(tx, appId, label) });
    }
  });
}

describe.each(testDatabases)('link counts on $name', (database) => {
  let w: AppsWorld;
  beforeAll(async () => {
    w = await openAppsWorld(database);
  });
  afterAll(() => w?.close());

  it('equal the linked suppliers, in all and by label, after any statements and folds', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (operations) => {
        await w.db.forTenant(TENANT, (tx) => tx.delete(suppliers).where(eq(suppliers.appId, DEMO_APP_ID)));
        for (const op of operations) {
          await apply(w, DEMO_APP_ID, op);
          await expectCountsTrue(w, DEMO_APP_ID);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('fold into one row per application, and a statement that changes no link or label appends none', async () => {
    await w.db.forTenant(TENANT, (tx) => tx.delete(suppliers).where(eq(suppliers.appId, DEMO_APP_ID)));
    await apply(w, DEMO_APP_ID, { kind: 'insert', rows: IDS.slice(0, 6).map((id, i) => ({ id, linked: i % 2 === 0, label: 'High' })) });
    await apply(w, DEMO_APP_ID, { kind: 'relabel', ids: IDS.slice(0, 2), label: 'Low' });
    await w.db.allTenants((tx) => repository.foldLinkCounts(tx));
    const rowsOf = () => w.db.forTenant(TENANT, (tx) => tx.select().from(supplierLinkCounts).where(eq(supplierLinkCounts.appId, DEMO_APP_ID)));
    expect(await rowsOf()).toMatchObject([{ linked: 3, low: 1, medium: 0, high: 2 }]);
    await apply(w, DEMO_APP_ID, { kind: 'touch', ids: IDS.slice(0, 6) });
    await apply(w, DEMO_APP_ID, { kind: 'relabel', ids: IDS.slice(2, 4), label: 'High' });
    expect(await rowsOf()).toHaveLength(1);
  });

  it('leave nothing behind an application deleted with its suppliers', async () => {
    const appId = dataOf<{ appId: string }>(await w.call('POST', '/api/apps', { appName: 'Counted then gone' }), 201).appId;
    await apply(w, appId, { kind: 'insert', rows: IDS.slice(0, 4).map((id) => ({ id, linked: true, label: 'Medium' })) });
    await expectCountsTrue(w, appId);
    await w.db.allTenants((tx) => tx.execute(sql`delete from applications where app_id = ${appId}`));
    const left = await w.db.allTenants((tx) => tx.select().from(supplierLinkCounts).where(eq(supplierLinkCounts.appId, appId)));
    expect(left).toEqual([]);
  });
});
