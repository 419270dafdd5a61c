import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readTableState, writeTableState, type TableState } from '../lib/table-state.ts';

/** A server-paged table's state, kept in the URL beside the screen's other query parameters. */
export function useTableState<S extends string>(sorts: readonly S[], initial: TableState<S>) {
  const [params, setParams] = useSearchParams();
  // `initial` is a constant of each screen; its fields key the memo so a fresh object each render does no harm.
  const { sort, order, pageSize } = initial;
  const state = useMemo(() => readTableState(params, sorts, { page: 0, pageSize, sort, order }), [params, sorts, pageSize, sort, order]);
  const setState = useCallback(
    (next: TableState<S>) =>
      setParams((current) => writeTableState(current, next, { page: 0, pageSize, sort, order }), { replace: true }),
    [setParams, pageSize, sort, order],
  );
  return [state, setState] as const;
}
