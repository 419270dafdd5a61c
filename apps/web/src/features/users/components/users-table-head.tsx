import { TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { useTranslation } from 'react-i18next';
import type { UserSort, UsersTableState } from '../lib/table-state.ts';

/** The table's columns in the order of USR-2, each sorted on the server by its key. */
export const USER_COLUMNS: readonly { sort: UserSort; label: string }[] = [
  { sort: 'userId', label: 'table.id' },
  { sort: 'name', label: 'table.name' },
  { sort: 'email', label: 'table.email' },
  { sort: 'tenantId', label: 'table.tenant' },
  { sort: 'role', label: 'table.role' },
  { sort: 'status', label: 'table.status' },
];

interface UsersTableHeadProps {
  state: UsersTableState;
  onSort(sort: UserSort): void;
  withActions: boolean;
}

export function UsersTableHead({ state, onSort, withActions }: UsersTableHeadProps) {
  const { t } = useTranslation('users');
  return (
    <TableHead>
      <TableRow>
        {USER_COLUMNS.map(({ sort, label }) => {
          const active = state.sort === sort;
          return (
            <TableCell key={sort} sortDirection={active ? state.order : false} sx={{ fontWeight: 600 }}>
              <TableSortLabel active={active} direction={active ? state.order : 'asc'} onClick={() => onSort(sort)}>
                {t(label)}
                {active && (
                  <span style={visuallyHidden}>{t(state.order === 'asc' ? 'table.sortedAsc' : 'table.sortedDesc')}</span>
                )}
              </TableSortLabel>
            </TableCell>
          );
        })}
        {withActions && (
          <TableCell align="right" sx={{ fontWeight: 600 }}>
            <span style={visuallyHidden}>{t('table.actions')}</span>
          </TableCell>
        )}
      </TableRow>
    </TableHead>
  );
}
