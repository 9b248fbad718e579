import { showsFigure } from '@portal/kit';
import type { EndpointResult } from '@portal/core';
import type { royaltyList } from '../../shared/contracts.ts';
import { ROYALTY_BASE } from '../../shared/figures.ts';

/** The royalty report's collected column is the royalty base of its centre and month. */
export function showRoyaltyFigures() {
  showsFigure<EndpointResult<typeof royaltyList>>({
    figure: ROYALTY_BASE,
    shownOn: 'Royalty report',
    reader: 'finance',
    scopes: ['centre'],
    url: (s, p) => `/api/royalty/list?months=${p.from.slice(0, 7)}&franchiseeID=${s.franchiseeId}`,
    read: ({ rows }, s, p) => ({
      value:
        rows.find((r) => r.franchiseeId === s.franchiseeId && r.month === p.from.slice(0, 7))?.collectedPaise ?? null,
    }),
  });
}
