import { serveFigure, type FigureScope, type RequestContext } from '@portal/kit';
import { activeChildren } from '@portal/mod-students/server';
import { DAY_CHECKED_IN, DAY_HEADCOUNT } from '../shared/figures.ts';
import { dayRows } from './day-rows.ts';

/**
 * The centre's day in figures: the children on roll and those in (checked in, not yet out), from the same rows
 * the Today list and the roster show; the owner's home and dashboard ask for these, not for register marks.
 */
export async function dayFigures(ctx: RequestContext, scope: FigureScope, day: string) {
  const children = await activeChildren(ctx, {
    franchiseeId: scope.franchiseeId,
    classIds: scope.classId === undefined ? undefined : [scope.classId],
  });
  const rows = await dayRows(ctx, children, day);
  return { rows, headcount: rows.length, checkedIn: rows.filter((r) => r.inAt && !r.outAt).length };
}

export function serveDayFigures() {
  serveFigure(DAY_HEADCOUNT, async (ctx, s, p) => (await dayFigures(ctx, s, p.from)).headcount);
  serveFigure(DAY_CHECKED_IN, async (ctx, s, p) => (await dayFigures(ctx, s, p.from)).checkedIn);
}
