import { COMPANY_VIEW_MESSAGES, REPORT_BVD_ID_PLACEHOLDER, contextRenewalTime, reportUrlFor, type OrbisCompany, type OrbisContext } from '@connector/contracts';
import type { SimCompany } from '@connector/contracts/providers/simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../../test/answers.ts';
import { openAppsWorld, type AppsWorld } from '../../../test/apps-world.ts';
import { testDatabases } from '../../../test/databases.ts';
import { bearer, clientCredentials, signIn } from '../../../test/sign-in.ts';
import { useSimulator } from '../../../test/simulator.ts';
import { createTestUser } from '../../../test/test-app.ts';
import { DEMO_APP_ID, demoApp } from '../applications/index.ts';

const sim = useSimulator();
const PASSWORD = 'Str0ng!pass';

describe.each(testDatabases)('the company report and the BvD ID check against the Orbis simulator on $name', (database) => {
  let w: AppsWorld;
  let company: SimCompany;
  const url = (path: string, app = DEMO_APP_ID) => `/api/apps/${app}${path}`;

  /** A user of default whose one role grants only `permissions`. */
  async function holderOf(roleId: string, permissions: string[]) {
    const role = await w.call('POST', '/api/roles', { roleId, name: roleId.toLowerCase(), description: 'Test role', permissions });
    expect(role.statusCode, role.body).toBeLessThan(300);
    const email = `${roleId.toLowerCase()}@default.local`;
    await createTestUser(w.db, { tenantId: 'default', email, password: PASSWORD, roles: [roleId] });
    const tokens = await signIn(w.app, { email, password: PASSWORD });
    return (path: string) => w.app.inject({ method: 'GET', url: url(path), headers: bearer(tokens) });
  }

  beforeAll(async () => {
    w = await openAppsWorld(database, { SIM_URL: sim().url });
    company = (await sim().companies(0, 1)).items[0] as SimCompany;
  });
  afterAll(() => w?.close());

  it('answers a context that opens the report in the simulator, and the simulator refuses any other', async () => {
    const before = Date.now();
    const context = dataOf<OrbisContext>(await w.call('GET', url('/orbis/context')));
    expect(context.context).not.toBe('');
    expect(context.expiresIn).toBeGreaterThan(0);
    const expiresAt = Date.parse(context.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + context.expiresIn * 1000);
    // `expiresIn` is the whole seconds left when answered.
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + (context.expiresIn + 1) * 1000);
    expect(contextRenewalTime(context)).toBeLessThan(expiresAt);
    expect(context.origin).toBe(new URL(sim().url).origin);
    expect(context.reportUrl.startsWith(`${sim().base.orbis}/`)).toBe(true);
    expect(context.reportUrl).toContain(REPORT_BVD_ID_PLACEHOLDER);

    const report = await fetch(reportUrlFor(context, company.bvdId));
    expect(report.status).toBe(200);
    expect(await report.text()).toContain(company.bvdId);

    const forged = await fetch(reportUrlFor({ reportUrl: context.reportUrl.replace(context.context, 'made-up') }, company.bvdId));
    expect(forged.status).toBe(401);
    await forged.body?.cancel();
  });

  it('answers the kept context while it has time left, with the life it has left', async () => {
    const first = dataOf<OrbisContext>(await w.call('GET', url('/orbis/context')));
    const second = dataOf<OrbisContext>(await w.call('GET', url('/orbis/context')));
    expect(second.context).toBe(first.context);
    expect(second.expiresAt).toBe(first.expiresAt);
    expect(second.expiresIn).toBeLessThanOrEqual(first.expiresIn);
  });

  it('confirms a BvD ID Orbis knows, in any case, with the company’s name', async () => {
    const found = dataOf<OrbisCompany>(await w.call('GET', url(`/orbis/company/${company.bvdId.toLowerCase()}`)));
    expect(found).toEqual({ bvdId: company.bvdId, name: company.name, status: company.status, city: company.city, country: company.country });
  });

  it('answers 404 with a clear message for a well-formed BvD ID Orbis does not know', async () => {
    const response = await w.call('GET', url('/orbis/company/ZZ999999999999'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: COMPANY_VIEW_MESSAGES.companyNotFound('ZZ999999999999') });
  });

  it('opens to the Orbis tab or the BvD ID search, either one, and to nothing else', async () => {
    const orbisTab = await holderOf('orbisTabOnly', ['Connector.OrbisTab']);
    const byBvd = await holderOf('byBvdOnly', ['Connector.Search.ByBvD']);
    const detailOnly = await holderOf('detailOnly', ['Connector.OrbisAssesments', 'Connector.Search.ConnectedSuppliers']);
    for (const path of ['/orbis/context', `/orbis/company/${company.bvdId}`]) {
      expect((await orbisTab(path)).statusCode).toBe(200);
      expect((await byBvd(path)).statusCode).toBe(200);
      expect((await detailOnly(path)).statusCode).toBe(403);
    }
  });

  it('lets the application’s own credentials ask, and only for itself', async () => {
    const other = dataOf<{ appId: string }>(await w.call('POST', '/api/apps', { appName: 'Other_views' }), 201).appId;
    const generated = await w.call('POST', '/api/tenants/appClient', { appId: DEMO_APP_ID, tenantId: 'default' });
    const { appClient } = dataOf<{ appClient: { clientId: string; clientSecret: string } }>(generated);
    const token = await clientCredentials(w.app, { clientId: appClient.clientId, clientSecret: appClient.clientSecret });
    const headers = bearer({ access_token: token.json().access_token as string });
    const own = await w.app.inject({ method: 'GET', url: url('/orbis/context'), headers });
    expect(dataOf<OrbisContext>(own).context).not.toBe('');
    const elsewhere = await w.app.inject({ method: 'GET', url: url('/orbis/context', other), headers });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('answers 503 with the adapter’s message when Orbis keeps failing, never a 500', async () => {
    // An application that asked for nothing yet: nothing kept stands in for Orbis.
    const fresh = dataOf<{ appId: string }>(await w.call('POST', '/api/apps', { appName: 'Failing_views' }), 201).appId;
    const saved = await w.call('PUT', `/api/apps/${fresh}`, demoApp(sim().url));
    expect(saved.statusCode, saved.body).toBe(200);
    await sim().setFaults({ orbis: { errorRate: 1 } });
    for (const path of ['/orbis/context', `/orbis/company/${company.bvdId}`]) {
      const response = await w.call('GET', url(path, fresh));
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json()).toMatchObject({ success: false, message: expect.stringContaining('Orbis') });
    }
  });
});
