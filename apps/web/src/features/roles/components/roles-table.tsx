import type { Role } from '@connector/contracts';
import { Edit, Visibility } from '@mui/icons-material';
import { IconButton, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { toEditRole } from '../paths.ts';
import { isReadOnlyRole } from './role-form-values.ts';

const COLUMNS = ['roleId', 'name', 'description'] as const;

/** The tenant's roles; each row opens its form (read-only for superAdmin). */
export function RolesTable({ roles, canEdit }: { roles: readonly Role[]; canEdit: boolean }) {
  const { t } = useTranslation('roles');
  return (
    <TableContainer component={Paper} sx={{ border: 1, borderColor: 'divider' }}>
      <Table aria-label={t('list.label')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} sx={{ fontWeight: 600 }}>
                {t(`list.columns.${column}`)}
              </TableCell>
            ))}
            {canEdit && (
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {t('list.columns.actions')}
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {roles.length === 0 && (
            <TableRow>
              <TableCell colSpan={COLUMNS.length + 1} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                {t('list.empty')}
              </TableCell>
            </TableRow>
          )}
          {roles.map((role) => {
            const view = isReadOnlyRole(role.roleId);
            const action = t(view ? 'list.view' : 'list.edit');
            return (
              <TableRow key={role.roleId} hover>
                <TableCell>{role.roleId}</TableCell>
                <TableCell>{role.name}</TableCell>
                <TableCell sx={{ color: 'text.secondary' }}>{role.description}</TableCell>
                {canEdit && (
                  <TableCell align="right" sx={{ py: 0.5 }}>
                    <Tooltip title={action}>
                      <IconButton
                        component={RouterLink}
                        to={toEditRole(role.roleId)}
                        aria-label={t(view ? 'list.viewRole' : 'list.editRole', { roleId: role.roleId })}
                      >
                        {view ? <Visibility fontSize="small" /> : <Edit fontSize="small" />}
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
