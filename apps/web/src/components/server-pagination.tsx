import { ALL_ROWS } from '@connector/contracts';
import { TablePagination, tablePaginationClasses } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** MUI's pagination marks "All" as -1; the list endpoints take 0. */
const MUI_ALL = -1;
/** MUI's count of a list whose end is not known: Next stays, Last goes. */
const MUI_UNKNOWN = -1;

/** Where a list paged on the server stands: the page and its size, with whatever else it keeps. */
export interface PagedState {
  page: number;
  /** Rows per page; `ALL_ROWS` (0) for all. */
  pageSize: number;
}

export interface ServerPaginationProps<S extends PagedState> {
  state: S;
  /** The sizes offered, `ALL_ROWS` for All (API-15: 5, 10, 25, All). */
  pageSizes: readonly number[];
  total: number;
  /**
   * More than `total` rows: the list was not counted to its end (a users search, decision 008).
   * The pager then says "more than", keeps Next and has no Last ("All" shows what it got: no
   * pages). Its text is the namespace's `table.displayedRowsMoreThan`, needed only by lists that
   * can say so.
   */
  moreThanTotal?: boolean;
  /** The state with the page or its size changed, the rest kept. */
  onChange(state: NoInfer<S>): void;
  /** The catalogue whose `table.*` texts label it. */
  namespace: string;
}

/**
 * Below `md` the page size, the count and the four buttons do not fit on one line: they wrap, the
 * buttons under the rest at the end, instead of scrolling out of sight.
 */
const WRAP_ON_A_PHONE = {
  [`& .${tablePaginationClasses.toolbar}`]: { flexWrap: { xs: 'wrap', md: 'nowrap' }, justifyContent: 'flex-end' },
  [`& .${tablePaginationClasses.spacer}`]: { display: { xs: 'none', md: 'block' } },
} as const;

/** Pages of a list paged on the server. */
export function ServerPagination<S extends PagedState>({ state, pageSizes, total, moreThanTotal = false, onChange, namespace }: ServerPaginationProps<S>) {
  const { page, pageSize } = state;
  const { t } = useTranslation(namespace);
  const options = pageSizes.map((size) => (size === ALL_ROWS ? { label: t('table.all'), value: MUI_ALL } : size));
  return (
    <TablePagination
      component="div"
      count={moreThanTotal && pageSize !== ALL_ROWS ? MUI_UNKNOWN : total}
      page={pageSize === ALL_ROWS ? 0 : page}
      rowsPerPage={pageSize === ALL_ROWS ? MUI_ALL : pageSize}
      rowsPerPageOptions={options}
      onPageChange={(_, next) => onChange({ ...state, page: next })}
      onRowsPerPageChange={(event) => {
        const size = Number(event.target.value);
        onChange({ ...state, page: 0, pageSize: size === MUI_ALL ? ALL_ROWS : size });
      }}
      labelRowsPerPage={t('table.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) =>
        moreThanTotal ? t('table.displayedRowsMoreThan', { from, to, total }) : t('table.displayedRows', { from, to, count })
      }
      getItemAriaLabel={(type) => t(`table.${type}Page`)}
      showFirstButton
      showLastButton
      sx={WRAP_ON_A_PHONE}
    />
  );
}
