import { ALL_ROWS } from '@connector/contracts';
import { TablePagination } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_VALUES, type TableState } from '../../lib/table-state.ts';

/** MUI's pagination marks "All" as -1; the list endpoints take 0. */
const MUI_ALL = -1;

interface PagingProps<S extends string> {
  state: TableState<S>;
  total: number;
  onChange(state: TableState<S>): void;
}

/** Pages of 5, 10, 25 or All (spec 1 §9), paged on the server. */
export function Paging<S extends string>({ state, total, onChange }: PagingProps<S>) {
  const { t } = useTranslation('suppliers');
  const options = PAGE_SIZE_VALUES.map((size) => (size === ALL_ROWS ? { label: t('table.all'), value: MUI_ALL } : size));
  return (
    <TablePagination
      component="div"
      count={total}
      page={state.pageSize === ALL_ROWS ? 0 : state.page}
      rowsPerPage={state.pageSize === ALL_ROWS ? MUI_ALL : state.pageSize}
      rowsPerPageOptions={options}
      onPageChange={(_, page) => onChange({ ...state, page })}
      onRowsPerPageChange={(event) => {
        const size = Number(event.target.value);
        onChange({ ...state, page: 0, pageSize: size === MUI_ALL ? ALL_ROWS : size });
      }}
      labelRowsPerPage={t('table.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) => t('table.displayedRows', { from, to, count })}
      getItemAriaLabel={(type) => t(`table.${type}Page`)}
      showFirstButton
      showLastButton
    />
  );
}
