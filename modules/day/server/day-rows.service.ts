import { and, eq, sql } from 'drizzle-orm';
import {
  assertFranchisee,
  badRequest,
  defaultFranchisee,
  franchiseeFence,
  prepared,
  QueryValues,
  type RequestContext,
} from '@portal/kit';
import type { ChildSummary } from '@portal/mod-students/server';
import { DAY_MESSAGES } from '../shared/constants.ts';
import { dayCheckIns, dayLateFees, dayOneTimePickups, dayPickups } from './schema.ts';

export interface DayRowOut {
  studentAdmissionId: number;
  name: string;
  className: string;
  sectionName: string | null;
  startsOn: string | null;
  inAt: Date | null;
  inMethod: string | null;
  outAt: Date | null;
  collectedBy: string | null;
  lateFee: { id: number; feePaise: number; minutesLate: number; status: 'BILLED' | 'WAIVED' } | null;
}

/** The centre a piece of the day is about: the one asked for (inside the fence), else the user's own. */
export function centreOf(ctx: RequestContext, requested?: number): number {
  if (requested !== undefined) {
    assertFranchisee(ctx, requested);
    return requested;
  }
  const own = defaultFranchisee(ctx);
  if (own === null) throw badRequest(DAY_MESSAGES.noCentre);
  return own;
}

/**
 * The children's check-ins of a day, each child in the order given, with who collected them (built once per shape:
 * the roster, every check-in and the centre's day ask it).
 */
export async function dayRows(ctx: RequestContext, children: readonly ChildSummary[], day: string) {
  if (children.length === 0) return [];
  const v = new QueryValues('day:rows');
  const where = and(
    franchiseeFence(ctx, dayCheckIns.franchiseeId, undefined, v),
    eq(dayCheckIns.day, v.bind(day)),
    v.anyOf(
      dayCheckIns.studentAdmissionId,
      children.map((c) => c.studentAdmissionId),
    ),
  );
  const found = await prepared(ctx.db, v, () =>
    ctx.db
      .select({
        studentAdmissionId: dayCheckIns.studentAdmissionId,
        inAt: dayCheckIns.inAt,
        inMethod: dayCheckIns.inMethod,
        outAt: dayCheckIns.outAt,
        collectedBy: sql<string | null>`coalesce(${dayPickups.name}, ${dayOneTimePickups.name})`,
        lateFeeId: dayLateFees.id,
        lateFeePaise: dayLateFees.feePaise,
        minutesLate: dayLateFees.minutesLate,
        lateFeeStatus: dayLateFees.status,
      })
      .from(dayCheckIns)
      .leftJoin(dayPickups, eq(dayPickups.id, dayCheckIns.pickupId))
      .leftJoin(dayOneTimePickups, eq(dayOneTimePickups.id, dayCheckIns.oneTimePickupId))
      .leftJoin(
        dayLateFees,
        and(eq(dayLateFees.studentAdmissionId, dayCheckIns.studentAdmissionId), eq(dayLateFees.day, dayCheckIns.day)),
      )
      .where(where),
  );
  const byChild = new Map(found.map((f) => [f.studentAdmissionId, f]));
  return children.map((c): DayRowOut => {
    const row = byChild.get(c.studentAdmissionId);
    return {
      studentAdmissionId: c.studentAdmissionId,
      name: c.name,
      className: c.className,
      sectionName: c.sectionName,
      startsOn: c.admissionDate > day ? c.admissionDate : null,
      inAt: row?.inAt ?? null,
      inMethod: row?.inMethod ?? null,
      outAt: row?.outAt ?? null,
      collectedBy: row?.collectedBy ?? null,
      lateFee:
        row?.lateFeeId == null
          ? null
          : {
              id: row.lateFeeId,
              feePaise: row.lateFeePaise!,
              minutesLate: row.minutesLate!,
              status: row.lateFeeStatus as 'BILLED' | 'WAIVED',
            },
    };
  });
}
