import { ROLE } from '@portal/core';
import { holdsOutside, requireAccess, requireUser, seesEveryFranchisee, type RequestContext } from '@portal/kit';
import { classesTaught } from '@portal/mod-academics/server';
import { RATIO_MODULES } from '../../shared/ratios.ts';
import { dayToday } from '../clock.ts';
import { centreOf } from '../day-rows.service.ts';
import { centreName, centreRatios } from './board.service.ts';
import { openBreaches, watchRatios } from './breaches.service.ts';

/**
 * A centre's ratios now, its breach episodes brought in step (a breach tells the heads once). Called after every
 * arrival and departure of a child or a staff member, and by the screens.
 */
export async function refreshRatios(ctx: RequestContext, franchiseeId: number) {
  const day = dayToday();
  const centre = await centreName(ctx, franchiseeId);
  const figures = await centreRatios(ctx, franchiseeId, day);
  await watchRatios(ctx, franchiseeId, centre, figures.classes, day, whoCanCover(figures), figures.open);
  return { day, franchiseeId, centre, classes: figures.classes, staff: figures.staff };
}

/**
 * Staff in who may count (police-verified, trained) and could leave their room without putting it over: those with
 * no class, or with a class whose children would still fit the places of the staff left with it.
 */
function whoCanCover(figures: Awaited<ReturnType<typeof centreRatios>>) {
  const { eligible } = figures;
  const classes = new Map(figures.classes.map((c) => [c.classId, c]));
  return figures.staff
    .filter((s) => s.present && (!eligible || eligible.has(s.staffId)))
    .filter((s) => {
      const c = s.classId === null ? undefined : classes.get(s.classId);
      return !c || (c.childrenPerStaff !== null && (c.staff - 1) * c.childrenPerStaff >= c.children);
    })
    .map((s) => s.name);
}

const RIGHT = { module: RATIO_MODULES.RATIOS, method: 'GET' };

/** A teacher reads the ratios of the classes they teach; the centre's heads and head office every class's. */
function teachesOnly(ctx: RequestContext): boolean {
  return ctx.roleNames.includes(ROLE.TEACHER) && !seesEveryFranchisee(ctx) && !holdsOutside(ctx, RIGHT, [ROLE.TEACHER]);
}

/** The centre's board as this reader sees it: a teacher's, their own classes and the staff with them. */
async function boardFor(ctx: RequestContext, franchiseeId: number) {
  const board = await refreshRatios(ctx, franchiseeId);
  if (!teachesOnly(ctx)) return board;
  const own = new Set(
    (await classesTaught(ctx, franchiseeId)).filter((t) => t.userId === ctx.user?.id).map((t) => t.classId),
  );
  return {
    ...board,
    classes: board.classes.filter((c) => own.has(c.classId)),
    staff: board.staff.filter((s) => s.classId !== null && own.has(s.classId)),
  };
}

/** The centre head's board: each class's children and staff in, with its status in colour and words. */
export async function ratioBoard(ctx: RequestContext, requested?: number) {
  requireUser(ctx);
  return boardFor(ctx, centreOf(ctx, requested));
}

/** The classes over their ratio now, across the reader's centres (a teacher: their own classes). */
export async function currentBreaches(ctx: RequestContext) {
  requireAccess(ctx, RATIO_MODULES.RATIOS, 'GET');
  const day = dayToday();
  if (teachesOnly(ctx)) {
    const board = await boardFor(ctx, centreOf(ctx));
    const since = new Map((await openBreaches(ctx, day)).map((b) => [`${b.franchiseeId}:${b.classId}`, b.since]));
    return { day, rows: breachRows([board], since) };
  }
  const centres = [...new Set((await openBreaches(ctx, day)).map((b) => b.franchiseeId))];
  const boards = [];
  for (const franchiseeId of centres) boards.push(await refreshRatios(ctx, franchiseeId));
  const since = new Map((await openBreaches(ctx, day)).map((b) => [`${b.franchiseeId}:${b.classId}`, b.since]));
  return { day, rows: breachRows(boards, since) };
}

type Board = Awaited<ReturnType<typeof refreshRatios>>;

/** The classes of the boards over their ratio, with since when. */
function breachRows(boards: Board[], since: Map<string, Date>) {
  return boards.flatMap((board) =>
    board.classes
      .filter((c) => c.status === 'BREACH' && since.has(`${board.franchiseeId}:${c.classId}`))
      .map((c) => ({
        franchiseeId: board.franchiseeId,
        centre: board.centre,
        classId: c.classId,
        className: c.className,
        children: c.children,
        staff: c.staff,
        childrenPerStaff: c.childrenPerStaff!,
        since: since.get(`${board.franchiseeId}:${c.classId}`)!,
      })),
  );
}
