import { defineRoutes } from '../../lib/routing/index.ts';
import { ASSESSMENT_PERMISSIONS } from './lib/products.ts';
import { ASSESSMENT_PATHS } from './paths.ts';

/** The two assessment screens (ASM-1), each behind its product's permission. */
export const assessmentsRoutes = defineRoutes('assessments', ASSESSMENT_PATHS, {
  catalyst: { permission: ASSESSMENT_PERMISSIONS.catalyst, screen: () => import('./components/catalyst-screen.tsx') },
  supplyChain: { permission: ASSESSMENT_PERMISSIONS.supplyChain, screen: () => import('./components/supply-chain-screen.tsx') },
});
