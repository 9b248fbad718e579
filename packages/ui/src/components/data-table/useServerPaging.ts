import { useState } from 'react';
import type { ServerPaging } from './types.ts';

/**
 * A server-paged list's page and page size: `query` goes into the list's call and its query key, `paging(total)`
 * to the table, and `restart()` back to the first page when a filter or the search changes.
 */
export function useServerPaging(initialPageSize = 20) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialPageSize);
  return {
    query: { page, pageSize },
    restart: () => setPage(1),
    paging: (total: number | undefined): ServerPaging => ({
      page,
      pageSize,
      total: total ?? 0,
      onPageChange: setPage,
      onPageSizeChange: (size) => {
        setPageSize(size);
        setPage(1);
      },
    }),
  };
}
