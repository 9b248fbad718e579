import { serveFigure, type FigureCompute } from '@portal/kit';
import {
  collectionRate,
  FEES_BILLED,
  FEES_COLLECTED,
  FEES_COLLECTION_RATE,
  FEES_CONCESSION,
  FEES_OUTSTANDING,
  FEES_OVERDUE,
} from '../../shared/figures.ts';
import { childMoney } from './child.service.ts';
import { collectedTotal } from './collected.service.ts';
import { fallenDueTotal, overdueTotal } from './owed.service.ts';

/** Finance serves its money figures from the money service; a child's come from the child's fee account. */
export function serveMoneyFigures() {
  serveFigure(FEES_COLLECTED, (ctx, s, p) =>
    collectedTotal(ctx, { franchiseeIds: s.franchiseeId, studentAdmissionId: s.studentAdmissionId, ...p }),
  );
  serveFigure(FEES_COLLECTION_RATE, async (ctx, s, p) =>
    collectionRate(
      await collectedTotal(ctx, { franchiseeIds: s.franchiseeId, ...p }),
      await fallenDueTotal(ctx, { franchiseeIds: s.franchiseeId, ...p }),
    ),
  );
  serveFigure(FEES_OVERDUE, (ctx, s, p) =>
    overdueTotal(ctx, { franchiseeIds: s.franchiseeId, before: p.from, studentAdmissionId: s.studentAdmissionId }),
  );
  const ofChild =
    (pick: (money: Awaited<ReturnType<typeof childMoney>>) => number): FigureCompute =>
    async (ctx, s) =>
      pick(await childMoney(ctx, s.studentAdmissionId!));
  serveFigure(
    FEES_BILLED,
    ofChild((m) => m.billedPaise),
  );
  serveFigure(
    FEES_CONCESSION,
    ofChild((m) => m.concessionPaise),
  );
  serveFigure(
    FEES_OUTSTANDING,
    ofChild((m) => m.outstandingPaise),
  );
}
