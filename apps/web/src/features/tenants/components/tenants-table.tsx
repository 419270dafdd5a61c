import type { Tenant } from '@connector/contracts';
import { Edit } from '@mui/icons-material';
import { Chip, TableCell, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ListTable, listTexts, RowLinkAction } from '../../../components/list-table.tsx';
import { toEditTenant } from '../paths.ts';

const COLUMNS = ['tenantId', 'name', 'city', 'email', 'status'] as const;

/** Every tenant with its status; each row leads to its edit form when the user may edit. */
export function TenantsTable({ tenants, canEdit }: { tenants: readonly Tenant[]; canEdit: boolean }) {
  const { t } = useTranslation('tenants');
  return (
    <ListTable {...listTexts(t, COLUMNS, canEdit)} rowCount={tenants.length}>
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
            <RowLinkAction
              to={toEditTenant(tenant.tenantId)}
              title={t('list.edit')}
              label={t('list.editTenant', { tenantId: tenant.tenantId })}
              icon={<Edit fontSize="small" />}
            />
          )}
        </TableRow>
      ))}
    </ListTable>
  );
}
