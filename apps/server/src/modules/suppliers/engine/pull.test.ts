import { ARIBA_QUESTIONNAIRE_TITLES } from '@connector/contracts/providers/ariba';
import { describe, expect, it } from 'vitest';
import type { AribaVendor, VendorPage } from '../../../providers/index.ts';
import type { Database } from '../../../db/client.ts';
import type { AppRuntime, AppRuntimes } from '../../applications/index.ts';
import type { SuppliersRepository } from '../repository/index.ts';
import type { RunProgress, RunRow, RunsRepository } from '../runs-repository.ts';
import type { VendorFields } from '../vendor-fields.ts';
import { EngineCancel, EngineStop } from './parts.ts';
import { createPull } from './pull.ts';

const vendor = (n: number): AribaVendor => ({
  smVendorId: `S-${n}`,
  erpVendorId: null,
  supplierName: `Supplier ${n}`,
  addressLine1: '1 Road',
  city: 'Leeds',
  regionCode: null,
  postalCode: 'LS1',
  countryCode: 'GB',
  taxId: null,
  registrationStatus: n === 3 ? 'InQualificationReview' : 'Registered',
  qualificationStatus: 'Qualified',
  lastUpdated: new Date('2026-11-01T00:00:00.000Z'),
  questionnaires: [
    { questionnaireId: `Doc2${n}`, title: 'Orbis Company Data', workspaceId: `WS${n}`, workspaceType: 'SupplierRegistration' },
    { questionnaireId: `Doc3${n}`, title: 'Compliance Catalyst Assessment', workspaceId: null, workspaceType: null },
  ],
});

/** A run as the store keeps it, with only what the pull reads and writes. */
const newRun = (fields: Partial<RunRow> = {}): RunRow =>
  ({ runId: 'R-1', state: 'running', since: null, registrationStatuses: null, checkpoint: { skip: 0 }, total: null, pulled: 0, changed: 0, ...fields }) as RunRow;

/**
 * The pull over an in-memory store: Ariba answers `pages` in order of `$skip`, each vendor is new
 * unless listed in `unchanged`, and every transaction is seen by `writes`.
 */
function world(pages: Map<number, VendorPage>, options: { run?: RunRow; enabled?: () => boolean; unchanged?: Set<string> } = {}) {
  let run = options.run ?? newRun();
  const asked: { skip: number; count: boolean | undefined; body: unknown }[] = [];
  const stored: VendorFields[] = [];
  const writes: { vendors: string[]; checkpoint: unknown; total?: unknown }[] = [];
  let statistics = 0;
  const app = {
    tenantId: 'default',
    appId: 'A-1',
    sync: { registrationStatuses: ['Registered'], fullSync: true, from: null, pageSize: 2 },
    questionnaireTitles: ARIBA_QUESTIONNAIRE_TITLES,
    supplierData: () => ({
      vendorPage: async (body: unknown, { skip, count }: { skip: number; count?: boolean }) => {
        asked.push({ skip, count, body });
        const page = pages.get(skip);
        if (!page) throw new Error(`no page at ${skip}`);
        return page;
      },
    }),
  } as unknown as AppRuntime;
  const db = { forTenant: (_tenant: string, work: (tx: never) => unknown) => work({} as never) } as unknown as Database;
  const repository = {
    upsertVendors: async (_tx: unknown, _tenant: string, _app: string, vendors: VendorFields[]) => {
      stored.push(...vendors);
      return vendors.filter((v) => !options.unchanged?.has(v.supplierId)).map((v) => ({ supplierId: v.supplierId, state: 'pending' }));
    },
    refreshStatistics: async () => void (statistics += 1),
  } as unknown as SuppliersRepository;
  const runs = {
    progress: async (_tx: unknown, _tenant: string, _runId: string, added: RunProgress, set: Partial<RunRow>) => {
      writes.push({ vendors: stored.slice(-(added.pulled ?? 0)).map((v) => v.supplierId), checkpoint: set.checkpoint, ...(set.total !== undefined ? { total: set.total } : {}) });
      run = { ...run, ...set, pulled: run.pulled + (added.pulled ?? 0), changed: run.changed + (added.changed ?? 0) };
    },
    find: async () => run,
  } as unknown as RunsRepository;
  const runtimes = { load: async () => ({ enabled: options.enabled?.() ?? true }) } as unknown as AppRuntimes;
  const pull = createPull({ db, repository, runs, runtimes });
  return { pull: (signal = new AbortController().signal) => pull(app, run, signal), asked, stored, writes, statistics: () => statistics };
}

const page = (from: number, to: number, nextToken: number | null, count?: number): VendorPage => ({
  vendors: Array.from({ length: to - from }, (_, i) => vendor(from + i)),
  nextToken,
  ...(count !== undefined ? { count } : {}),
});

describe('the pull', () => {
  it('writes every page with the checkpoint of the next one, and counts the total once', async () => {
    const { pull, asked, writes, stored } = world(new Map([[0, page(0, 2, 2, 5)], [2, page(2, 4, 4, 5)], [4, page(4, 5, null, 5)]]));
    const run = await pull();
    expect(asked.map((a) => [a.skip, a.count])).toEqual([[0, true], [2, false], [4, false]]);
    expect(writes).toEqual([
      { vendors: ['S-0', 'S-1'], checkpoint: { skip: 2 }, total: 5 },
      { vendors: ['S-2', 'S-3'], checkpoint: { skip: 4 } },
      { vendors: ['S-4'], checkpoint: { skip: 4, pulled: true } },
    ]);
    expect(stored[0]).toMatchObject({ supplierId: 'S-0', name: 'Supplier 0', country: 'GB', orbisQuestionnaireId: 'WS0/Doc20', catalystQuestionnaireId: null });
    // A status no list names is kept as Ariba sent it.
    expect(stored[3]).toMatchObject({ supplierId: 'S-3', registrationStatus: 'InQualificationReview' });
    expect(run).toMatchObject({ pulled: 5, changed: 5, total: 5, checkpoint: { skip: 4, pulled: true } });
  });

  it('asks Ariba for the run’s statuses, with the vendors’ questionnaires, changed since the run’s start point', async () => {
    const since = new Date('2026-11-20T08:00:00.000Z');
    const { pull, asked } = world(new Map([[0, page(0, 1, null)]]), { run: newRun({ since, registrationStatuses: ['Approved'] }) });
    await pull();
    expect(asked[0]?.body).toEqual({ withQuestionnaire: true, registrationStatusList: ['Approved'], updated: { from: since } });
  });

  it('goes on from the page after the last one written, and does nothing once every page is in', async () => {
    const resumed = world(new Map([[4, page(4, 5, null)]]), { run: newRun({ checkpoint: { skip: 4 }, total: 5, pulled: 4, changed: 4 }) });
    const run = await resumed.pull();
    expect(resumed.asked.map((a) => a.skip)).toEqual([4]);
    expect(run).toMatchObject({ pulled: 5, changed: 5 });

    const done = world(new Map(), { run: newRun({ checkpoint: { skip: 4, pulled: true } }) });
    await done.pull();
    expect(done.asked).toEqual([]);
  });

  it('counts as changed only what the store wrote', async () => {
    const { pull } = world(new Map([[0, page(0, 2, null)]]), { unchanged: new Set(['S-1']) });
    expect(await pull()).toMatchObject({ pulled: 2, changed: 1 });
  });

  it('stops the run when a page token does not move forward', async () => {
    const { pull, writes } = world(new Map([[0, page(0, 2, 2)], [2, page(2, 4, 2)]]));
    await expect(pull()).rejects.toThrow(new EngineStop('Ariba sent a page token that does not move forward'));
    expect(writes).toHaveLength(1);
  });

  it('is called off between pages once the application is disabled', async () => {
    let pages = 0;
    const { pull, asked } = world(new Map([[0, page(0, 2, 2)], [2, page(2, 4, null)]]), { enabled: () => pages++ < 1 });
    await expect(pull()).rejects.toBeInstanceOf(EngineCancel);
    expect(asked.map((a) => a.skip)).toEqual([0]);
  });

  it('stops at once when its job is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const { pull, asked } = world(new Map([[0, page(0, 2, null)]]));
    await expect(pull(controller.signal)).rejects.toThrow();
    expect(asked).toEqual([]);
  });

  it('refreshes the planner’s statistics after a large pull only', async () => {
    const small = world(new Map([[0, page(0, 2, null)]]));
    await small.pull();
    expect(small.statistics()).toBe(0);
    const large = world(new Map([[0, page(0, 500, null)]]));
    await large.pull();
    expect(large.statistics()).toBe(1);
  });

  it('stops when the application has no supplier data credentials', async () => {
    const app = { tenantId: 'default', appId: 'A-1', supplierData: () => null } as unknown as AppRuntime;
    const bare = createPull({ db: {} as Database, repository: {} as SuppliersRepository, runs: {} as RunsRepository, runtimes: {} as AppRuntimes });
    await expect(bare(app, newRun(), new AbortController().signal)).rejects.toThrow(new EngineStop('The Supplier Data With Pagination section is not filled'));
  });
});
