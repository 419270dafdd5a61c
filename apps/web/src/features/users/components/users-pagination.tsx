import { ServerPagination } from '../../../components/server-pagination.tsx';
import { PAGE_SIZE_VALUES, type UsersTableState } from '../lib/table-state.ts';

interface UsersPaginationProps {
  state: UsersTableState;
  total: number;
  onChange(state: UsersTableState): void;
}

export function UsersPagination({ state, total, onChange }: UsersPaginationProps) {
  return (
    <ServerPagination
      page={state.page}
      pageSize={state.pageSize}
      pageSizes={PAGE_SIZE_VALUES}
      total={total}
      onChange={(page, pageSize) => onChange({ ...state, page, pageSize })}
      namespace="users"
    />
  );
}
