import { useState } from 'react';

const DEFAULT_PAGE_SIZE = 25;

/**
 * Where the reader is in the log: the cursors of the pages walked so far (the first page has
 * none), so Newer goes back one page and Older asks for the page after the last event shown. A
 * new filter (`filterKey`) starts again from the newest events.
 */
export function useLogPages(filterKey: string) {
  const [state, setState] = useState({ filterKey, pageSize: DEFAULT_PAGE_SIZE, cursors: [] as string[] });
  const current = state.filterKey === filterKey ? state : { filterKey, pageSize: state.pageSize, cursors: [] };
  if (current !== state) setState(current);
  const { pageSize, cursors } = current;
  return {
    page: cursors.length,
    pageSize,
    cursor: cursors.at(-1),
    first: () => setState({ ...current, cursors: [] }),
    newer: () => setState({ ...current, cursors: cursors.slice(0, -1) }),
    older: (cursor: string) => setState({ ...current, cursors: [...cursors, cursor] }),
    setPageSize: (size: number) => setState({ ...current, pageSize: size, cursors: [] }),
  };
}
