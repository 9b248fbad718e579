import { and, asc, eq } from 'drizzle-orm';
import { franchiseeFence, keptRead, mayTouchFranchisee, type RequestContext } from '@portal/kit';
import { classTeachers, placedToday } from './schema.ts';

/**
 * Who teaches which class at a centre (inside the caller's fence), today's cover included: each staff record's
 * classes, lowest first.
 */
export async function classesTaught(ctx: RequestContext, franchiseeId: number) {
  // Asked after every arrival (the centre's ratios): kept until a class's teachers change.
  if (!mayTouchFranchisee(ctx, franchiseeId)) return [];
  return keptRead(ctx.db, `academics:classes-taught:${franchiseeId}`, [classTeachers], () =>
    ctx.db
      .select({ staffId: classTeachers.staffId, userId: classTeachers.userId, classId: classTeachers.classId })
      .from(classTeachers)
      .where(
        and(
          franchiseeFence(ctx, classTeachers.franchiseeId),
          eq(classTeachers.franchiseeId, franchiseeId),
          placedToday,
        ),
      )
      .orderBy(asc(classTeachers.staffId), asc(classTeachers.classId)),
  );
}
