import { keepPreviousData } from '@tanstack/react-query';
import { useAccess, useCall, useListRows } from '@portal/ui';
import { useState } from 'react';
import * as C from '../shared/contracts.ts';

export type OrderFilters = {
  kitType?: string;
  status?: string;
  approvalStatus?: string;
  invoiced?: 'true';
  q?: string;
};

/**
 * One page of /api/order-history for the selected centre (all of the user's centres when
 * none is selected); a change of filters goes back to page 1.
 */
export function useOrderPage(filters: OrderFilters, pageSize = 20) {
  const access = useAccess();
  const [state, setState] = useState({ key: '', page: 1 });
  const key = JSON.stringify(filters);
  const page = state.key === key ? state.page : 1;
  const query = useListRows(C.orderHistoryList, {
    ...filters,
    q: filters.q || undefined,
    page,
    pageSize,
    franchiseeID: access.franchiseeId ?? undefined,
  });
  return { ...query, page, setPage: (p: number) => setState({ key, page: p }) };
}

/** The selected centre's children of the selected year with their live uniform indent (GET /api/indent/children). */
export function useIndentChildren(q?: string) {
  const access = useAccess();
  return useCall(
    C.indentChildren,
    {
      query: {
        franchiseeID: access.franchiseeId ?? undefined,
        academicYearID: access.academicYearId ?? undefined,
        q: q || undefined,
      },
    },
    {
      placeholderData: keepPreviousData,
    },
  );
}
