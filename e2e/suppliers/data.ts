import {
  getSupplier,
  getSupplierActivity,
  listConnectedSuppliers,
  listMissingSuppliers,
  startSupplierSync,
  type AppListEntry,
  type ConnectedPage,
  type ConnectedSupplier,
  type EndpointSpec,
  type MissingPage,
  type Supplier,
  type SupplierActivity,
  type SyncRun,
} from '@connector/contracts';
import { SIM_CONTROL_PREFIX, type SimCompaniesPage, type SimCompany, type SimSuppliersPage } from '@connector/contracts/providers/simulator';
import { expect, request } from '@playwright/test';
import { PASSWORD, unique, userWith, type ConsoleApi } from '../support/api.ts';
import { seedApplication } from '../support/applications.ts';
import { awaitEvent, DEADLINE } from '../support/deadlines.ts';
import type { Credentials } from '../support/sign-in.ts';
import { simulatorUrl } from '../support/stack.ts';

/** Data for the supplier flows, seeded and read through the API and the simulators' control surface. */

/** A super administrator of the default tenant with a complete record, so the chosen application is remembered. */
export async function newSuperAdmin(api: ConsoleApi): Promise<Credentials> {
  const user = userWith(['superAdmin']);
  await api.createUser(user);
  return { email: user.email, password: PASSWORD };
}

/** The catalogue call with a query string; the catalogue's paths carry none. */
const withQuery = (endpoint: EndpointSpec, query: Record<string, string>): EndpointSpec => ({
  ...endpoint,
  path: `${endpoint.path}?${new URLSearchParams(query)}` as EndpointSpec['path'],
});

export async function activityOf(api: ConsoleApi, appId: string): Promise<SupplierActivity> {
  const { status, body } = await api.call(getSupplierActivity, { params: { appId } });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as SupplierActivity;
}

/** Sync now through the API; resolves with the run once it is over, which must be Done. */
export async function syncThroughApi(api: ConsoleApi, appId: string): Promise<SyncRun> {
  const started = await api.call(startSupplierSync, { params: { appId } });
  expect(started.status, JSON.stringify(started.body)).toBeLessThan(300);
  const { runId } = started.body.data as SyncRun;
  let run: SyncRun | undefined;
  await awaitEvent(
    `sync run ${runId} of application ${appId} to end (its job may first wait for another application's run, then pulls and matches the realm)`,
    async () => {
      run = (await activityOf(api, appId)).runs.find((candidate) => candidate.runId === runId);
      return run && { state: run.state, pulled: run.pulled, matched: run.matched };
    },
    DEADLINE.sync,
  ).toMatchObject({ state: expect.not.stringMatching(/^running$/) });
  expect(run?.state, `sync run ${runId} ended ${run?.state}: ${run?.error ?? ''}`).toBe('done');
  return run as SyncRun;
}

/** An application of its own wired to the simulators, its suppliers synced and matched. */
export async function syncedApplication(api: ConsoleApi, prefix: string): Promise<AppListEntry> {
  const app = await seedApplication(api, `${prefix}_${unique()}`);
  await syncThroughApi(api, app.value);
  return app;
}

export async function supplierOf(api: ConsoleApi, appId: string, supplierId: string): Promise<Supplier> {
  const { status, body } = await api.call(getSupplier, { params: { appId, supplierId } });
  expect(status, JSON.stringify(body)).toBe(200);
  return (body.data as { data: Supplier }).data;
}

/** Connected suppliers, all of them or those the filter finds. */
export async function connectedOf(
  api: ConsoleApi,
  appId: string,
  filter: { supplierName?: string; bvdId?: string } = {},
): Promise<ConnectedSupplier[]> {
  const { status, body } = await api.call(withQuery(listConnectedSuppliers, { pageSize: '1000', ...filter }), { params: { appId } });
  expect(status, JSON.stringify(body)).toBe(200);
  return (body.data as ConnectedPage).data;
}

/** Suppliers waiting for a person that have a city and a country, the criteria search needs both; `count` of them. */
export async function waitingWithPlace(api: ConsoleApi, appId: string, count: number): Promise<Supplier[]> {
  const { status, body } = await api.call(withQuery(listMissingSuppliers, { pageSize: '100' }), { params: { appId } });
  expect(status, JSON.stringify(body)).toBe(200);
  const found: Supplier[] = [];
  for (const row of (body.data as MissingPage).rows) {
    if (row.state !== 'unmatched') continue;
    const supplier = await supplierOf(api, appId, row.supplierId);
    if (supplier.supplierCityName && supplier.supplierCountryName) found.push(supplier);
    if (found.length === count) return found;
  }
  throw new Error(`Fewer than ${count} waiting suppliers have a city and a country`);
}

async function simulatorGet<T>(path: string): Promise<T> {
  const http = await request.newContext();
  const response = await http.get(`${simulatorUrl()}${SIM_CONTROL_PREFIX}${path}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as T;
  await http.dispose();
  return body;
}

/** Companies of the simulated Orbis, as the simulator made them. */
export async function simulatedCompanies(limit: number): Promise<SimCompany[]> {
  return (await simulatorGet<SimCompaniesPage>(`/companies?limit=${limit}`)).items;
}

/** Suppliers of an Ariba realm with a registration status, as the simulator holds them now. */
export async function simulatedSupplierCount(realm: string, registrationStatus: string): Promise<number> {
  let count = 0;
  for (let offset = 0; ; offset += 1000) {
    const page = await simulatorGet<SimSuppliersPage>(`/suppliers?realm=${encodeURIComponent(realm)}&offset=${offset}&limit=1000`);
    count += page.items.filter((supplier) => supplier.registrationStatus === registrationStatus).length;
    if (offset + page.limit >= page.total) return count;
  }
}
