import { readFileSync } from 'node:fs';
import { endpoints, MAPPING_TYPES } from '@connector/contracts';
import type { ConsoleApi } from '../support/api.ts';
import { connectedOf } from '../suppliers/data.ts';

/** What the browser tests need of a console route (apps/web/src/lib/routing/feature-route.ts). */
interface FeatureRoute {
  path: string;
}

const WEB_SRC = new URL('../../apps/web/src/', import.meta.url);

/**
 * Every console screen, read from the console's own route table: each feature listed in
 * `featureRoutes` and every route it declares, so a new screen is checked without touching this
 * file. The features' `routes.ts` are plain modules; the table itself pulls in the whole console
 * (bundler-only imports), so its list of features is read from its source.
 */
export async function consoleRoutes(): Promise<string[]> {
  const table = readFileSync(new URL('app/routes/feature-routes.ts', WEB_SRC), 'utf8');
  const features = [...table.matchAll(/import \{ (\w+Routes) \} from '\.\.\/\.\.\/features\/([\w-]+)\/index\.ts'/g)];
  if (features.length === 0) throw new Error('no feature found in feature-routes.ts: its imports have changed shape');
  const paths: string[] = [];
  for (const [, name, folder] of features) {
    const module = (await import(new URL(`features/${folder}/routes.ts`, WEB_SRC).href)) as Record<string, Record<string, FeatureRoute>>;
    const routes = module[name as string];
    if (!routes) throw new Error(`features/${folder}/routes.ts exports no ${name}`);
    paths.push(...Object.values(routes).map((route) => route.path));
  }
  return paths;
}

/** Values for the path parameters and queries of the screens that need an object to show. */
export interface DemoIds {
  roleId: string;
  tenantId: string;
  userId: string;
  /** A supplier of the application the screens are looked at with, linked to an Orbis company. */
  supplierId: string;
  bvdId: string;
}

/**
 * Ids of objects the stack holds: a user, its tenant and role, and a linked supplier of `appId`
 * (an application the caller has synced: the demo application holds no supplier).
 */
export async function demoIds(api: ConsoleApi, appId: string): Promise<DemoIds> {
  const users = await api.call(endpoints.listAllUsers, {});
  if (users.status !== 200) throw new Error(`listing users answered ${users.status}: ${JSON.stringify(users.body)}`);
  const [admin] = (users.body.data as { rows: { userId: string; tenantId: string; roles: string[] }[] }).rows;
  if (!admin) throw new Error('the stack lists no user');
  const [linked] = await connectedOf(api, appId);
  if (!linked) throw new Error(`application ${appId} has no linked supplier: its sync linked none`);
  return { roleId: admin.roles[0] as string, tenantId: admin.tenantId, userId: admin.userId, supplierId: linked.supplierId, bvdId: linked.bvdId };
}

/** The queries of the screens that read what they show from the address (each link builder's in `paths.ts`). */
const QUERIES: Record<string, (ids: DemoIds) => Record<string, string>> = {
  supplier: ({ supplierId }) => ({ id: supplierId }),
  catalystAssesments: ({ supplierId }) => ({ supplierId }),
  supplyChainAssessments: ({ supplierId }) => ({ supplierId }),
  orbis: ({ bvdId }) => ({ bvdId }),
};

/**
 * The URLs (below the console's origin) of one route: its parameters filled from the demo data,
 * its query from `QUERIES`, one URL per mapping type for the mapping screen.
 */
export function routeUrls(path: string, ids: DemoIds): string[] {
  const single: Record<string, string> = { roleId: ids.roleId, userId: ids.userId, tenantId: ids.tenantId, id: ids.tenantId };
  const fill = (mappingType?: string) =>
    path.replace(/:(\w+)/g, (_, name: string) => {
      const value = name === 'mappingType' ? mappingType : single[name];
      if (value === undefined) throw new Error(`no demo value for :${name} of ${path}: add one to routeUrls`);
      return encodeURIComponent(value);
    });
  if (path.includes(':mappingType')) return MAPPING_TYPES.map((type) => `/admin/${fill(type)}`);
  const query = QUERIES[path];
  return [`/admin/${fill()}${query ? `?${new URLSearchParams(query(ids))}` : ''}`];
}
