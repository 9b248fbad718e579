import type { EndpointResult } from '@portal/core';
import { showsFigure } from '@portal/kit';
import type { today } from '../shared/contracts.ts';
import { DAY_CHECKED_IN, DAY_HEADCOUNT } from '../shared/figures.ts';

type Today = EndpointResult<typeof today>;

/** The centre's Today list counts its children in and on roll. */
export function showDayFigures() {
  for (const [figure, pick] of [
    [DAY_CHECKED_IN, (a: Today) => a.totals.in],
    [DAY_HEADCOUNT, (a: Today) => a.totals.children],
  ] as const)
    showsFigure<Today>({
      figure,
      shownOn: 'Today list',
      reader: 'centre',
      scopes: ['centre'],
      url: (s) => `/api/day/today?franchiseeID=${s.franchiseeId}`,
      read: (a) => ({ value: pick(a) }),
    });
}
