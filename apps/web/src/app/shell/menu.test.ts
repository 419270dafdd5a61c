import { PERMISSIONS } from '@connector/contracts';
import { describe, expect, it } from 'vitest';
import { MENU, visibleMenu, type MenuEntry } from './menu.ts';

const ids = (entries: MenuEntry[]) => entries.map((entry) => entry.id);
const childrenOf = (entries: MenuEntry[], id: string) => {
  const group = entries.find((entry) => entry.id === id);
  return group?.kind === 'group' ? group.children.map((child) => child.id) : [];
};

describe('visibleMenu', () => {
  it('shows a super administrator every entry, in order', () => {
    const entries = visibleMenu(MENU, [...PERMISSIONS]);
    expect(ids(entries)).toEqual(['search', 'linkBvd', 'tenants', 'configurations', 'orbis']);
    expect(childrenOf(entries, 'configurations')).toEqual([
      'myAccount',
      'tenants',
      'applications',
      'activity',
      'users',
      'roles',
      'importSuppliers',
      'audit',
    ]);
  });

  it('honours wildcard grants', () => {
    expect(ids(visibleMenu(MENU, ['Connector.*']))).toEqual(['search', 'linkBvd', 'tenants', 'configurations', 'orbis']);
    expect(childrenOf(visibleMenu(MENU, ['Connector.Search.*']), 'search')).toEqual([
      'searchConnectedSuppliers',
      'searchByBvdId',
      'searchByCriteria',
    ]);
  });

  it('shows a narrow user only what it may open', () => {
    expect(ids(visibleMenu(MENU, ['Connector.AssignBvd']))).toEqual(['linkBvd']);
    expect(ids(visibleMenu(MENU, []))).toEqual([]);
  });

  it('filters the children of a group', () => {
    const entries = visibleMenu(MENU, ['Connector.Configurations.Menu', 'Connector.Users.List', 'Connector.Roles.List']);
    expect(ids(entries)).toEqual(['configurations']);
    expect(childrenOf(entries, 'configurations')).toEqual(['users', 'roles']);
  });

  it('leaves out a group without its own permission or without any child', () => {
    expect(ids(visibleMenu(MENU, ['Connector.Users.List']))).toEqual([]);
    expect(ids(visibleMenu(MENU, ['Connector.Configurations.Menu']))).toEqual([]);
  });
});
