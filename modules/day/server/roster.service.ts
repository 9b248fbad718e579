import {
  actsOnEveryRow,
  assertOwns,
  loadRecord,
  notFound,
  ownValues,
  requireUser,
  type RequestContext,
} from '@portal/kit';
import { teacherOfClassRule } from '@portal/mod-academics/server';
import { lastBusLogs } from '@portal/mod-transport/server';
import { activeChildren, studentAdmissionResource, type ChildSummary } from '@portal/mod-students/server';
import { DAY_MODULES as M } from '../shared/constants.ts';
import { checkIn } from './check-in.service.ts';
import { dayToday } from './clock.ts';
import { centreOf, dayRows } from './day-rows.service.ts';
import { dayFigures } from './figures.ts';

/**
 * A child the user may check in or out from the roster (or log a care event for, with `module`): inside the
 * fence, and for a teacher a child of a class they teach (the centre's heads and head office reach every class).
 * Anything else is not found.
 */
export async function rosterChild(
  ctx: RequestContext,
  studentAdmissionId: number,
  method: string,
  module: string = M.ROSTER,
) {
  requireUser(ctx);
  const admission = await loadRecord(ctx, studentAdmissionResource, studentAdmissionId);
  await assertOwns(ctx, teacherOfClassRule, { module, method }, admission.classId, () => notFound('Student admission'));
  const [child] = await activeChildren(ctx, { studentAdmissionIds: [studentAdmissionId] });
  if (!child) throw notFound('Student admission');
  return child;
}

/** Today's class: the classes the user teaches (every class of the centre for its heads) and one class's day. */
export async function classRoster(ctx: RequestContext, q: { classId?: number; franchiseeID?: number }) {
  const franchiseeId = centreOf(ctx, q.franchiseeID);
  const right = { module: M.ROSTER, method: 'GET' };
  const classIds = actsOnEveryRow(ctx, teacherOfClassRule, right)
    ? undefined
    : (await ownValues(ctx, teacherOfClassRule)).map(Number);
  const day = dayToday();
  const children = await activeChildren(ctx, { franchiseeId, classIds, onRollOn: day });
  const classes = [...new Map(children.map((c) => [c.classId, { id: c.classId, name: c.className }])).values()];
  if (q.classId !== undefined && !classes.some((c) => c.id === q.classId)) throw notFound('Class');
  const classId = q.classId ?? classes[0]?.id ?? null;
  const inClass: ChildSummary[] = children.filter((c) => c.classId === classId);
  return { day, classes, classId, rows: await dayRows(ctx, inClass, day) };
}

/** One tap on the roster: the child is in (and present). */
export async function rosterCheckIn(ctx: RequestContext, studentAdmissionId: number) {
  const child = await rosterChild(ctx, studentAdmissionId, 'POST');
  const { children } = await checkIn(ctx, [child], 'ROSTER');
  return children[0];
}

/** The centre's children today, with their arrivals and departures. */
export async function centreToday(ctx: RequestContext, requested?: number) {
  const franchiseeId = centreOf(ctx, requested);
  const day = dayToday();
  // The totals are the figures 'day.headcount' and 'day.checkedIn', counted from these very rows.
  const { rows, headcount, checkedIn } = await dayFigures(ctx, { franchiseeId }, day);
  const bus = await lastBusLogs(ctx, franchiseeId, day);
  return {
    day,
    rows: rows.map((r) => ({ ...r, bus: r.inAt ? null : (bus.get(r.studentAdmissionId) ?? null) })),
    totals: { children: headcount, in: checkedIn, out: rows.filter((r) => r.outAt).length },
  };
}
