import { defineRoutes } from '../../lib/routing/index.ts';
import { COMPANY_VIEWS_PATHS } from './paths.ts';

export const companyViewsRoutes = defineRoutes('company-views', COMPANY_VIEWS_PATHS, {
  orbis: { permission: 'Connector.OrbisTab', screen: () => import('./components/orbis-screen.tsx') },
});
