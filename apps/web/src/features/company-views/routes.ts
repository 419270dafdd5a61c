import { defineRoutes } from '../../lib/routing/index.ts';
import { EMBED_PATHS } from './paths.ts';

export const embedRoutes = defineRoutes('embed', EMBED_PATHS, {
  orbis: { permission: 'Connector.OrbisTab', screen: () => import('./components/orbis-screen.tsx') },
});
