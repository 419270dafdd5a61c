import type { Tx } from '../../db/client.ts';
import { notFound } from '../../errors/index.ts';
import type { AppRuntime, AppRuntimes } from '../applications/index.ts';

/** The application, or the 404 of one the tenant does not have. */
export async function appOf(runtimes: AppRuntimes, tx: Tx, tenantId: string, appId: string): Promise<AppRuntime> {
  const app = await runtimes.load(tx, tenantId, appId);
  if (!app) throw notFound();
  return app;
}

/** Where the application's suppliers live in Ariba, as the lists and the detail answer it. */
export const placeOf = (app: AppRuntime) => ({ realm: app.realm, region: app.region, siteUrl: app.siteUrl, supplier360Template: app.supplier360Template });
