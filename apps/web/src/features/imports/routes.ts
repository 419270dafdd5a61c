import type { FeatureRoute } from '../../lib/routing/index.ts';

export const importsRoutes = {
  import: { path: 'import', permission: 'Connector.ImportSuppliers', title: 'imports:titles.import' },
} satisfies Record<string, FeatureRoute>;
