import type { Role } from '@connector/contracts';
import { Edit, Visibility } from '@mui/icons-material';
import { TableCell, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ListTable, listTexts, RowLinkAction } from '../../../components/list-table.tsx';
import { toEditRole } from '../paths.ts';
import { isReadOnlyRole } from '../lib/role-form-values.ts';

const COLUMNS = ['roleId', 'name', 'description'] as const;

/** The tenant's roles; each row opens its form (read-only for superAdmin). */
export function RolesTable({ roles, canEdit }: { roles: readonly Role[]; canEdit: boolean }) {
  const { t } = useTranslation('roles');
  return (
    <ListTable {...listTexts(t, COLUMNS, canEdit)} rowCount={roles.length}>
      {roles.map((role) => {
        const view = isReadOnlyRole(role.roleId);
        return (
          <TableRow key={role.roleId} hover>
            <TableCell>{role.roleId}</TableCell>
            <TableCell>{role.name}</TableCell>
            <TableCell sx={{ color: 'text.secondary' }}>{role.description}</TableCell>
            {canEdit && (
              <RowLinkAction
                to={toEditRole(role.roleId)}
                title={t(view ? 'list.view' : 'list.edit')}
                label={t(view ? 'list.viewRole' : 'list.editRole', { roleId: role.roleId })}
                icon={view ? <Visibility fontSize="small" /> : <Edit fontSize="small" />}
              />
            )}
          </TableRow>
        );
      })}
    </ListTable>
  );
}
