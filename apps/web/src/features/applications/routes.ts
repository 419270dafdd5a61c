import { APPLICATIONS_PERMISSION } from '@connector/contracts';
import { defineRoutes } from '../../lib/routing/index.ts';
import { APPLICATION_PATHS } from './paths.ts';

/** The Applications screen (APP-4, MAP-3); every mapping screen's back button returns here. */
export const applicationsRoutes = defineRoutes('applications', APPLICATION_PATHS, {
  list: { permission: APPLICATIONS_PERMISSION, screen: () => import('./components/applications-screen.tsx') },
});
