import type { Permission } from '@connector/contracts';
import { hasPermission } from '@connector/contracts';
import { applicationsRoutes } from '../../features/applications/index.ts';
import { auditRoutes } from '../../features/audit/index.ts';
import { companyViewsRoutes } from '../../features/company-views/index.ts';
import { importsRoutes } from '../../features/imports/index.ts';
import { rolesRoutes } from '../../features/roles/index.ts';
import { suppliersRoutes } from '../../features/suppliers/index.ts';
import { tenantsRoutes } from '../../features/tenants/index.ts';
import { usersRoutes } from '../../features/users/index.ts';
import type { FeatureRoute } from '../../lib/routing/index.ts';

/** A menu entry leading to a screen; it needs the screen's own permission. */
export interface MenuLink {
  kind: 'link';
  /** Key of its label under `shell:menu`. */
  id: string;
  route: FeatureRoute;
}

/** A menu entry that opens to show its children. */
export interface MenuGroup {
  kind: 'group';
  id: string;
  permission: Permission;
  children: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

const link = (id: string, route: FeatureRoute): MenuLink => ({ kind: 'link', id, route });

/** The side menu of SHL-4, in its order. */
export const MENU: readonly MenuEntry[] = [
  {
    kind: 'group',
    id: 'search',
    permission: 'Connector.Search.Menu',
    children: [
      link('searchConnectedSuppliers', suppliersRoutes.searchConnected),
      link('searchByBvdId', suppliersRoutes.searchByBvdId),
      link('searchByCriteria', suppliersRoutes.searchByCriteria),
    ],
  },
  link('linkBvd', suppliersRoutes.assignBvd),
  link('tenants', tenantsRoutes.list),
  {
    kind: 'group',
    id: 'configurations',
    permission: 'Connector.Configurations.Menu',
    children: [
      link('myAccount', tenantsRoutes.myAccount),
      link('tenants', tenantsRoutes.list),
      link('applications', applicationsRoutes.list),
      link('activity', suppliersRoutes.activity),
      link('users', usersRoutes.list),
      link('roles', rolesRoutes.list),
      link('importSuppliers', importsRoutes.import),
      link('audit', auditRoutes.log),
    ],
  },
  link('orbis', companyViewsRoutes.orbis),
];

/** The entries a user may see; a group without any visible child is left out as well. */
export function visibleMenu(menu: readonly MenuEntry[], permissions: readonly string[]): MenuEntry[] {
  return menu.flatMap((entry): MenuEntry[] => {
    if (entry.kind === 'link') return hasPermission(permissions, entry.route.permission) ? [entry] : [];
    if (!hasPermission(permissions, entry.permission)) return [];
    const children = entry.children.filter((child) => hasPermission(permissions, child.route.permission));
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}
