/**
 * Data of the connected-suppliers filter benchmark: tenants, each with its administrator and one
 * application made through the API, then the application's suppliers written in one INSERT … SELECT
 * in the tenant's scope (row-level security applies), and the filters the load will ask for.
 */
import {
  bearer,
  buildTestApp,
  createTestUser,
  signIn,
  testTenant,
  TEST_ADMIN,
  type Database,
  type Tokens,
} from '@connector/server/test-kit';

export const PASSWORD = 'Bench!passw0rd';
const WORDS = ['amber', 'birch', 'cedar', 'delta', 'ember', 'fjord', 'grove', 'heath', 'iris', 'juniper', 'kestrel', 'larch', 'maple', 'nectar', 'oak', 'pine', 'quartz', 'river', 'aspen', 'willow'];
const FORMS = ['Ltd', 'GmbH', 'SA', 'SRL', 'BV', 'Inc', 'AB', 'Oy'];
const COUNTRIES = ['GB', 'DE', 'ES', 'FR', 'IT', 'NL', 'SE', 'US'];
/** One supplier in eleven has no BvD ID (unmatched), the rest are linked; 11 shares no factor with the 20 words. */
const UNLINKED_EVERY = 11;
/** Compliance score labels of linked suppliers by supplier number modulo 20: 10 % none, 45 % Low, 30 % Medium, 15 % High. */
export const SCORE_LABELS = ['Low', 'Medium', 'High'] as const;
const LABEL_OF = `CASE WHEN g % 20 < 2 THEN NULL WHEN g % 20 < 11 THEN 'Low' WHEN g % 20 < 17 THEN 'Medium' ELSE 'High' END`;
const ALERTS_OF = `CASE WHEN g % 20 < 2 THEN NULL WHEN g % 20 < 11 THEN g % 2 WHEN g % 20 < 17 THEN 1 + g % 4 ELSE 3 + g % 7 END`;

export interface BenchTenant {
  tenantId: string;
  host: string;
  appId: string;
  admin: { email: string; password: string; host: string };
}

/** Words of the names as the filter sees them: the first keystrokes of a person looking for a supplier. */
export const NAME_WORDS = WORDS;

const sqlArray = (values: readonly string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

/**
 * `count` suppliers of one application. Names read `Cedar 3f9a1c Ltd` (the first word one of 20, so
 * a word prefix matches about 5 % of them, the second from md5 so a longer prefix narrows to a few);
 * BvD IDs follow the supplier number, so tenants share BvD IDs as real ones share companies; score
 * labels and alert counts too (`LABEL_OF`, `ALERTS_OF`).
 */
async function seedSuppliers(db: Database, tenant: BenchTenant, count: number): Promise<void> {
  const { tenantId, appId } = tenant;
  await db.forTenant(tenantId, (tx) =>
    tx.execute(`
      INSERT INTO suppliers (tenant_id, app_id, supplier_id, name, postal_code, city, country, national_id,
                             registration_status, ariba_updated_at, source_hash, state, processing_date,
                             bvd_id, link_source, link_score, linked_at, catalyst_score_label, catalyst_alerts)
      SELECT '${tenantId}', '${appId}', 'S' || lpad(g::text, 9, '0'),
             initcap((${sqlArray(WORDS)})[1 + g % 20]) || ' ' || substr(md5('${tenantId}' || g), 1, 6) || ' ' || (${sqlArray(FORMS)})[1 + g % 8],
             lpad((g % 99999)::text, 5, '0'), 'City ' || (g % 500), (${sqlArray(COUNTRIES)})[1 + g % 8], 'VAT' || g,
             'Registered', now(), md5(g::text),
             CASE WHEN g % ${UNLINKED_EVERY} = 0 THEN 'unmatched' ELSE 'linked' END, now(),
             CASE WHEN g % ${UNLINKED_EVERY} = 0 THEN NULL ELSE (${sqlArray(COUNTRIES)})[1 + g % 8] || lpad(g::text, 9, '0') END,
             CASE WHEN g % ${UNLINKED_EVERY} = 0 THEN NULL ELSE 'auto' END,
             CASE WHEN g % ${UNLINKED_EVERY} = 0 THEN NULL ELSE 90 END,
             CASE WHEN g % ${UNLINKED_EVERY} = 0 THEN NULL ELSE now() END,
             CASE WHEN g % ${UNLINKED_EVERY} = 0 THEN NULL ELSE ${LABEL_OF} END,
             CASE WHEN g % ${UNLINKED_EVERY} = 0 THEN NULL ELSE ${ALERTS_OF} END
      FROM generate_series(1, ${count}) AS g`),
  );
}

/**
 * Creates `tenants` tenants (`bench001`, …), each with a tenant administrator and one application
 * made through the API, and `perApp` suppliers in each application. Runs the server in-process on
 * `db`; the benchmark then serves the same database from the server process. Answers the tenants
 * and their administrators' tokens, signed in after the seeding (an access token lives 15 minutes).
 */
export async function seedTenants(
  db: Database,
  env: Record<string, string>,
  { tenants, perApp, log }: { tenants: number; perApp: number; log: (line: string) => void },
): Promise<{ made: BenchTenant[]; tokens: Map<string, Tokens>; transactionsPerFilter: number }> {
  const { app } = await buildTestApp(db, env);
  try {
    const admin = await signIn(app, TEST_ADMIN);
    const made: BenchTenant[] = [];
    let started = performance.now();
    for (let i = 1; i <= tenants; i++) {
      const tenantId = `bench${String(i).padStart(3, '0')}`;
      const host = `${tenantId}.localhost`;
      const created = await app.inject({ method: 'POST', url: '/api/tenants', headers: bearer(admin), payload: testTenant(tenantId) });
      if (created.statusCode !== 201) throw new Error(`tenant ${tenantId} not created: ${created.body}`);
      const user = { email: `admin@${tenantId}.local`, password: PASSWORD, host };
      await createTestUser(db, { tenantId, email: user.email, password: user.password, roles: ['tenantAdmin'] });
      const tokens = await signIn(app, user);
      const application = await app.inject({ method: 'POST', url: '/api/apps', headers: bearer(tokens, host), payload: { appName: 'Suppliers' } });
      if (application.statusCode !== 201) throw new Error(`application of ${tenantId} not created: ${application.body}`);
      made.push({ tenantId, host, appId: application.json<{ data: { appId: string } }>().data.appId, admin: user });
    }
    log(`  ${tenants} tenants, their administrators and applications in ${seconds(started)}`);
    started = performance.now();
    for (const tenant of made) await seedSuppliers(db, tenant, perApp);
    log(`  ${(tenants * perApp).toLocaleString('en')} suppliers in ${seconds(started)}`);
    const tokens = new Map<string, Tokens>();
    for (const tenant of made) tokens.set(tenant.tenantId, await signIn(app, tenant.admin));
    // What one filter request costs the database, to read the latencies with.
    const [first] = made;
    const before = db.transactionsOpened();
    if (first) {
      const probe = await app.inject({ url: `/api/apps/${first.appId}/suppliers?supplierName=cedar&pageSize=5`, headers: bearer(tokens.get(first.tenantId) as Tokens, first.host) });
      if (probe.statusCode !== 200) throw new Error(`filter answered ${probe.statusCode}: ${probe.body}`);
    }
    return { made, tokens, transactionsPerFilter: db.transactionsOpened() - before };
  } finally {
    await app.close();
  }
}

/** Filters the load asks for, taken from the seeded rows so every one finds something. */
export interface Samples {
  /** Prefixes of a few characters more than the first word: a handful of suppliers each. */
  narrow: Map<string, string[]>;
  bvdIds: Map<string, string[]>;
}

export async function sampleFilters(db: Database, tenants: readonly BenchTenant[], perTenant: number): Promise<Samples> {
  const samples: Samples = { narrow: new Map(), bvdIds: new Map() };
  for (const { tenantId, appId } of tenants) {
    const rows = await db.forTenant(tenantId, (tx) =>
      tx.execute(`
        SELECT left(search_name, length(split_part(search_name, ' ', 1)) + 4) AS narrow, bvd_id
        FROM suppliers WHERE tenant_id = '${tenantId}' AND app_id = '${appId}' AND bvd_id IS NOT NULL
        ORDER BY md5(supplier_id) LIMIT ${perTenant}`),
    );
    const found = rows.rows as { narrow: string; bvd_id: string }[];
    samples.narrow.set(tenantId, found.map((r) => r.narrow));
    samples.bvdIds.set(tenantId, found.map((r) => r.bvd_id));
  }
  return samples;
}

export const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
