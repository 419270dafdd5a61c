import type { FeatureRoute } from '../../lib/routing/index.ts';

/** The Applications screen (spec 2 §2.1); every mapping screen's back button returns here. */
export const applicationsRoutes = {
  list: { path: 'configurations', permission: 'Connector.Configurations.Applications', title: 'applications:titles.list' },
} satisfies Record<string, FeatureRoute>;
