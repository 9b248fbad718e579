import { showsFigure } from '@portal/kit';
import type { EndpointResult } from '@portal/core';
import type { financeDashboard } from '../shared/contracts.ts';
import { FEES_COLLECTED } from '../shared/figures.ts';

/** The finance dashboard's collections chart shows 'fees.collected' per centre and month (all centres summed). */
export function showFinanceFigures() {
  showsFigure<EndpointResult<typeof financeDashboard>>({
    figure: FEES_COLLECTED,
    shownOn: 'Finance dashboard, collections chart',
    reader: 'finance',
    scopes: ['centre', 'network'],
    url: (s) => `/api/finance/dashboard${s.franchiseeId ? `?franchiseeID=${s.franchiseeId}` : ''}`,
    read: (answer, s, p) => ({
      value: answer.collections
        .filter(
          (c) => c.month === p.from.slice(0, 7) && (s.franchiseeId === undefined || c.franchiseeId === s.franchiseeId),
        )
        .reduce((a, c) => a + c.collectedPaise, 0),
      label: answer.collectedLabel,
    }),
  });
}
