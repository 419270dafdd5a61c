import type { FeatureRoute } from '../../lib/routing/index.ts';

/** The embedded company report (spec 2 §2.4), opened as `/admin/orbis?bvdId=…`. */
export const embedRoutes = {
  orbis: { path: 'orbis', permission: 'Connector.OrbisTab', title: 'embed:titles.orbis' },
} satisfies Record<string, FeatureRoute>;
