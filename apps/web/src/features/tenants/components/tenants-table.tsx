import type { Tenant } from '@connector/contracts';
import { Edit } from '@mui/icons-material';
import { Chip, IconButton, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { toEditTenant } from '../paths.ts';

const COLUMNS = ['tenantId', 'name', 'city', 'email', 'status'] as const;

/** Every tenant with its status; each row leads to its edit form when the user may edit. */
export function TenantsTable({ tenants, canEdit }: { tenants: readonly Tenant[]; canEdit: boolean }) {
  const { t } = useTranslation('tenants');
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
          {tenants.length === 0 && (
            <TableRow>
              <TableCell colSpan={COLUMNS.length + 1} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                {t('list.empty')}
              </TableCell>
            </TableRow>
          )}
          {tenants.map((tenant) => (
            <TableRow key={tenant.tenantId} hover>
              <TableCell>{tenant.tenantId}</TableCell>
              <TableCell>{tenant.name}</TableCell>
              <TableCell>{tenant.city}</TableCell>
              <TableCell>{tenant.email}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={tenant.enabled ? 'success' : 'default'}
                  label={t(tenant.enabled ? 'status.enabled' : 'status.disabled')}
                />
              </TableCell>
              {canEdit && (
                <TableCell align="right" sx={{ py: 0.5 }}>
                  <Tooltip title={t('list.edit')}>
                    <IconButton component={RouterLink} to={toEditTenant(tenant.tenantId)} aria-label={t('list.editTenant', { tenantId: tenant.tenantId })}>
                      <Edit fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
