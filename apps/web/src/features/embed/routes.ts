import { defineRoutes } from '../../lib/routing/index.ts';
import { EMBED_PATHS } from './paths.ts';

/** The report screen is still to come. */
export const embedRoutes = defineRoutes('embed', EMBED_PATHS, {
  orbis: { permission: 'Connector.OrbisTab' },
});
