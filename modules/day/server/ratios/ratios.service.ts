import { requireAccess, requireUser, type RequestContext } from '@portal/kit';
import { RATIO_MODULES } from '../../shared/ratios.ts';
import { dayToday } from '../check-in.service.ts';
import { centreOf } from '../day-rows.ts';
import { centreName, centreRatios } from './board.service.ts';
import { openBreaches, watchRatios } from './breaches.ts';

/**
 * A centre's ratios now, its breach episodes brought in step (a breach tells the heads once). Called after every
 * arrival and departure of a child or a staff member, and by the screens.
 */
export async function refreshRatios(ctx: RequestContext, franchiseeId: number) {
  const day = dayToday();
  const centre = await centreName(ctx, franchiseeId);
  const figures = await centreRatios(ctx, franchiseeId, day);
  await watchRatios(ctx, franchiseeId, centre, figures.classes, day);
  return { day, franchiseeId, centre, ...figures };
}

/** The centre head's board: each class's children and staff in, with its status in colour and words. */
export async function ratioBoard(ctx: RequestContext, requested?: number) {
  requireUser(ctx);
  return refreshRatios(ctx, centreOf(ctx, requested));
}

/** Head office's view: the classes over their ratio now, across its centres (each centre's figures refreshed). */
export async function currentBreaches(ctx: RequestContext) {
  requireAccess(ctx, RATIO_MODULES.RATIOS, 'GET');
  const day = dayToday();
  const centres = [...new Set((await openBreaches(ctx, day)).map((b) => b.franchiseeId))];
  const boards = [];
  for (const franchiseeId of centres) boards.push(await refreshRatios(ctx, franchiseeId));
  const since = new Map((await openBreaches(ctx, day)).map((b) => [`${b.franchiseeId}:${b.classId}`, b.since]));
  const rows = boards.flatMap((board) =>
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
  return { day, rows };
}
