import { ROLE_PICKER_PERMISSIONS } from '@connector/contracts';
import { describe, expect, it } from 'vitest';
import { groupsFor, PICKER_GROUPS } from './permission-groups.ts';

describe('permission groups', () => {
  it('offer exactly the permissions of ROL-6, each once', () => {
    const offered = PICKER_GROUPS.flatMap((group) => group.permissions);
    expect([...offered].sort()).toEqual([...ROLE_PICKER_PERMISSIONS].sort());
  });

  it('add the permissions a role holds beyond the offered list, so saving keeps them', () => {
    expect(groupsFor(['Connector.AssignBvd']).map((group) => group.id)).not.toContain('other');
    expect(groupsFor(['Connector.AssignBvd', 'Connector.Roles.Edit']).at(-1)).toEqual({
      id: 'other',
      permissions: ['Connector.Roles.Edit'],
    });
  });
});
