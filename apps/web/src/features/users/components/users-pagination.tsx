import { ALL_ROWS } from '@connector/contracts';
import { TablePagination } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_VALUES, type UsersTableState } from '../lib/table-state.ts';

/** MUI's pagination marks "All" as -1; the list endpoints take 0. */
const MUI_ALL = -1;

interface UsersPaginationProps {
  state: UsersTableState;
  total: number;
  onChange(state: UsersTableState): void;
}

export function UsersPagination({ state, total, onChange }: UsersPaginationProps) {
  const { t } = useTranslation('users');
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
