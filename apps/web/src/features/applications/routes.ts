import type { FeatureRoute } from '../../lib/routing/index.ts';
import { APPLICATIONS_PERMISSION } from './lib/permission.ts';

/** The Applications screen (spec 2 §2.1); every mapping screen's back button returns here. */
export const applicationsRoutes = {
  list: {
    path: 'configurations',
    permission: APPLICATIONS_PERMISSION,
    title: 'applications:titles.list',
    screen: () => import('./components/applications-screen.tsx'),
  },
} satisfies Record<string, FeatureRoute>;
