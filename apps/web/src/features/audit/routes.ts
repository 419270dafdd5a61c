import { defineRoutes } from '../../lib/routing/index.ts';
import { AUDIT_PATHS } from './paths.ts';

export const auditRoutes = defineRoutes('audit', AUDIT_PATHS, {
  log: { permission: 'Connector.Audit.View', screen: () => import('./components/audit-screen.tsx') },
});
