import { showsFigure } from '@portal/kit';
import { FEES_OUTSTANDING } from '@portal/mod-finance/shared';
import { HOME_PATHS } from '../shared/constants.ts';
import type { ParentHome } from '../shared/contracts.ts';

/** The parent's home card of fees: what the family still owes for the child, as the fee account counts it. */
export function showHomeFigures() {
  showsFigure<ParentHome>({
    figure: FEES_OUTSTANDING,
    shownOn: 'Parent home, fees card',
    reader: 'parent',
    scopes: ['child'],
    url: (s) => `${HOME_PATHS.PARENT}?studentAdmissionID=${s.studentAdmissionId}`,
    read: (home) => ({ value: home.fees.outstandingPaise }),
  });
}
