import type { EndpointResult } from '@portal/core';
import { showsFigure } from '@portal/kit';
import { HEALTH_INPUTS, INPUT_FIGURES } from '../shared/constants.ts';
import type { centreHealthOf } from '../shared/contracts.ts';

/** A centre's health shows every figure its inputs read, each beside its declared label. */
export function showHealthFigures() {
  for (const input of HEALTH_INPUTS)
    for (const figure of INPUT_FIGURES[input])
      showsFigure<EndpointResult<typeof centreHealthOf>>({
        figure,
        shownOn: 'Centre health',
        reader: 'headOffice',
        scopes: ['centre'],
        url: (s, p) => `/api/health/centres/${s.franchiseeId}?month=${p.from.slice(0, 7)}`,
        read: ({ inputs }) => {
          const shown = inputs.flatMap((i) => i.figures).find((f) => f.key === figure.key);
          return { value: shown?.value ?? null, label: shown?.label };
        },
      });
}
