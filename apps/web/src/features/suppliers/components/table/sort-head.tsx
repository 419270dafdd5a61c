import { TableCell, TableHead, TableRow, TableSortLabel, type Theme } from '@mui/material';
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

/**
 * The actions cell of a wide table: from `md` up, pinned to the right edge, over the columns that
 * scroll under it. On a narrow screen the actions would take most of its width, so they scroll
 * with the rest and the first column stays in view instead (the theme's table scroll area).
 */
export const STICKY_ACTIONS = (theme: Theme) => ({
  [theme.breakpoints.up('md')]: {
    position: 'sticky',
    right: 0,
    zIndex: 1,
    backgroundColor: theme.palette.background.paper,
    boxShadow: `inset 1px 0 0 ${theme.palette.divider}`,
  },
});

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
          <TableCell align="right" sx={[{ fontWeight: 600 }, stickyActions && STICKY_ACTIONS]}>
            {t('table.actions')}
          </TableCell>
        )}
      </TableRow>
    </TableHead>
  );
}
