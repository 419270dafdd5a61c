import { applicationsRoutes } from '../../features/applications/index.ts';
import { assessmentsRoutes } from '../../features/assessments/index.ts';
import { auditRoutes } from '../../features/audit/index.ts';
import { companyViewsRoutes } from '../../features/company-views/index.ts';
import { importsRoutes } from '../../features/imports/index.ts';
import { mappingsRoutes } from '../../features/mappings/index.ts';
import { rolesRoutes } from '../../features/roles/index.ts';
import { suppliersRoutes } from '../../features/suppliers/index.ts';
import { tenantsRoutes } from '../../features/tenants/index.ts';
import { usersRoutes } from '../../features/users/index.ts';
import type { FeatureRoute } from '../../lib/routing/index.ts';

/** Every console screen under `/admin`, as the features declare them. */
export const featureRoutes: FeatureRoute[] = [
  suppliersRoutes,
  tenantsRoutes,
  usersRoutes,
  rolesRoutes,
  applicationsRoutes,
  mappingsRoutes,
  assessmentsRoutes,
  importsRoutes,
  companyViewsRoutes,
  auditRoutes,
].flatMap((routes) => Object.values(routes));

/** Where `/`, `/admin` and unknown paths lead (SHL-2). */
export const HOME_PATH = `/admin/${suppliersRoutes.assignBvd.path}`;
