import { TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../../components/visually-hidden.ts';
import type { SortOrder } from '../../lib/table-state.ts';

export interface SortColumn<S extends string> {
  /** The sort key; null for a column that is not sorted on. */
  sort: S | null;
  label: string;
}

interface SortHeadProps<S extends string> {
  columns: readonly SortColumn<S>[];
  sort: S;
  order: SortOrder;
  onSort(sort: S): void;
  /** Cells before the columns (an expand toggle) and after them (the actions). */
  leading?: boolean;
  actions?: boolean;
  /** Keeps the actions in view while a wide table scrolls sideways. */
  stickyActions?: boolean;
}

/** The actions cell of a wide table: pinned to the right edge, over the columns that scroll under it. */
export const STICKY_ACTIONS = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: (theme: { palette: { divider: string } }) => `inset 1px 0 0 ${theme.palette.divider}`,
} as const;

/** A header row whose sortable columns announce their order to screen readers. */
export function SortHead<S extends string>({ columns, sort, order, onSort, leading = false, actions = false, stickyActions = false }: SortHeadProps<S>) {
  const { t } = useTranslation('suppliers');
  return (
    <TableHead>
      <TableRow>
        {leading && (
          <TableCell padding="checkbox">
            <span style={visuallyHidden}>{t('table.details')}</span>
          </TableCell>
        )}
        {columns.map((column) => {
          const active = column.sort !== null && column.sort === sort;
          return (
            <TableCell key={column.label} sortDirection={active ? order : false} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {column.sort === null ? (
                column.label
              ) : (
                <TableSortLabel active={active} direction={active ? order : 'asc'} onClick={() => onSort(column.sort as S)}>
                  {column.label}
                  {active && <span style={visuallyHidden}>{t(order === 'asc' ? 'table.sortedAsc' : 'table.sortedDesc')}</span>}
                </TableSortLabel>
              )}
            </TableCell>
          );
        })}
        {actions && (
          <TableCell align="right" sx={{ fontWeight: 600, ...(stickyActions ? STICKY_ACTIONS : {}) }}>
            {t('table.actions')}
          </TableCell>
        )}
      </TableRow>
    </TableHead>
  );
}
