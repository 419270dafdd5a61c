import { ServerPagination } from '../../../../components/server-pagination.tsx';
import { PAGE_SIZE_VALUES, type TableState } from '../../lib/table-state.ts';

interface PagingProps<S extends string> {
  state: TableState<S>;
  total: number;
  onChange(state: TableState<S>): void;
}

/** Pages of 5, 10, 25 or All (spec 1 §9), paged on the server. */
export function Paging<S extends string>({ state, total, onChange }: PagingProps<S>) {
  return (
    <ServerPagination
      page={state.page}
      pageSize={state.pageSize}
      pageSizes={PAGE_SIZE_VALUES}
      total={total}
      onChange={(page, pageSize) => onChange({ ...state, page, pageSize })}
      namespace="suppliers"
    />
  );
}
