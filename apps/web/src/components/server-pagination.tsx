import { ALL_ROWS } from '@connector/contracts';
import { TablePagination } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** MUI's pagination marks "All" as -1; the list endpoints take 0. */
const MUI_ALL = -1;

export interface ServerPaginationProps {
  page: number;
  /** Rows per page; `ALL_ROWS` (0) for all. */
  pageSize: number;
  /** The sizes offered, `ALL_ROWS` for All (spec 1 §9: 5, 10, 25, All). */
  pageSizes: readonly number[];
  total: number;
  onChange(page: number, pageSize: number): void;
  /** The catalogue whose `table.*` texts label it. */
  namespace: string;
}

/** Pages of a list paged on the server. */
export function ServerPagination({ page, pageSize, pageSizes, total, onChange, namespace }: ServerPaginationProps) {
  const { t } = useTranslation(namespace);
  const options = pageSizes.map((size) => (size === ALL_ROWS ? { label: t('table.all'), value: MUI_ALL } : size));
  return (
    <TablePagination
      component="div"
      count={total}
      page={pageSize === ALL_ROWS ? 0 : page}
      rowsPerPage={pageSize === ALL_ROWS ? MUI_ALL : pageSize}
      rowsPerPageOptions={options}
      onPageChange={(_, next) => onChange(next, pageSize)}
      onRowsPerPageChange={(event) => {
        const size = Number(event.target.value);
        onChange(0, size === MUI_ALL ? ALL_ROWS : size);
      }}
      labelRowsPerPage={t('table.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) => t('table.displayedRows', { from, to, count })}
      getItemAriaLabel={(type) => t(`table.${type}Page`)}
      showFirstButton
      showLastButton
    />
  );
}
