import { and, eq } from 'drizzle-orm';
import { formatTime } from '@portal/core';
import { keptRead, prepared, QueryValues, type RequestContext } from '@portal/kit';
import { classesTaught } from '@portal/mod-academics/server';
import { classes, franchisees } from '@portal/mod-org/server';
import { staffPresence } from '@portal/mod-staff/server';
import { activeChildIdsByClass } from '@portal/mod-students/server';
import { ratioStatus, type RatioClass } from '../../shared/ratios.ts';
import { dayRatios, dayStaffClasses } from '../schema.ts';
import { childrenInAndOpenBreaches } from './breaches.service.ts';
import { eligibleStaff } from './eligibility.service.ts';

/**
 * The class each staff member of a centre is with on a day: the one chosen at check-in, else the first class they
 * teach, else none (they count for no class).
 */
export async function staffClasses(
  ctx: RequestContext,
  franchiseeId: number,
  day: string,
  moved?: readonly { staffId: number; classId: number }[],
) {
  // Every arrival counts the centre's ratios again: the queries behind them are built once, or read with the
  // children in (`childrenInAndOpenBreaches`).
  const v = new QueryValues('day:staff-classes');
  const where = and(eq(dayStaffClasses.franchiseeId, v.bind(franchiseeId)), eq(dayStaffClasses.day, v.bind(day)));
  const chosen =
    moved ??
    (await prepared(ctx.db, v, () =>
      ctx.db
        .select({ staffId: dayStaffClasses.staffId, classId: dayStaffClasses.classId })
        .from(dayStaffClasses)
        .where(where),
    ));
  const classOf = new Map<number, number>();
  for (const t of await classesTaught(ctx, franchiseeId))
    if (!classOf.has(t.staffId)) classOf.set(t.staffId, t.classId);
  for (const c of chosen) classOf.set(c.staffId, c.classId);
  return classOf;
}

/**
 * A centre's classes now: the children checked in and not yet collected (the day's own check-ins) against the
 * staff checked in and not gone (the staff module's attendance), with head office's ratio for each class's
 * category. Only the people in count, and of the staff only those the register says may (police-verified, trained).
 */
export async function centreRatios(ctx: RequestContext, franchiseeId: number, day: string) {
  // Counted, not listed: the centre's children by class (ids only) against those in and not yet collected.
  const byClass = await activeChildIdsByClass(ctx, franchiseeId);
  // The one statement an arrival's count sends: who is in now, and the breach episodes open (breaches.ts).
  const { here, open, moved } = await childrenInAndOpenBreaches(ctx, franchiseeId, day);
  const presence = await staffPresence(ctx, franchiseeId, day);
  const classOf = await staffClasses(ctx, franchiseeId, day, moved);
  // Only staff whose vetting is current count toward a class's places; the others still show as in.
  const eligible = await eligibleStaff(ctx, franchiseeId, day);

  const childrenIn = new Map<number, number>();
  for (const [classId, ids] of byClass) {
    const n = ids.filter((id) => here.has(id)).length;
    if (n) childrenIn.set(classId, n);
  }
  const staffIn = new Map<number, string[]>();
  for (const p of presence) {
    const classId = classOf.get(p.staffId);
    if (p.outTime || classId === undefined || (eligible && !eligible.has(p.staffId))) continue;
    staffIn.set(classId, [...(staffIn.get(classId) ?? []), p.name]);
  }

  const classIds = [...new Set([...byClass.keys(), ...staffIn.keys()])].sort((a, b) => a - b);
  // The classes and head office's ratios change seldom: kept until they do.
  const v = new QueryValues('day:ratio-classes');
  const inClasses = v.anyOf(classes.id, classIds);
  const info = classIds.length
    ? await keptRead(ctx.db, `day:ratio-classes:${classIds.join(',')}`, [classes], () =>
        prepared(ctx.db, v, () =>
          ctx.db
            .select({ id: classes.id, name: classes.name, category: classes.classCategory, sort: classes.sort })
            .from(classes)
            .where(inClasses),
        ),
      )
    : [];
  const ratioRules = await keptRead(ctx.db, 'day:ratios', [dayRatios], () =>
    prepared(ctx.db, new QueryValues('day:ratios'), () => ctx.db.select().from(dayRatios)),
  );
  const rules = new Map(ratioRules.map((r) => [r.classCategory, r.childrenPerStaff] as const));
  const classRows = [...info]
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .map((c): RatioClass => {
      const perStaff = rules.get(c.category) ?? null;
      const count = childrenIn.get(c.id) ?? 0;
      const names = staffIn.get(c.id) ?? [];
      return {
        classId: c.id,
        className: c.name,
        classCategory: c.category,
        childrenPerStaff: perStaff,
        children: count,
        staff: names.length,
        staffNames: names,
        placesLeft: perStaff === null ? null : names.length * perStaff - count,
        status: ratioStatus(count, names.length, perStaff),
      };
    });
  const className = new Map(info.map((c) => [c.id, c.name]));
  const staff = presence.map((p) => {
    const classId = classOf.get(p.staffId) ?? null;
    return {
      staffId: p.staffId,
      name: p.name,
      inTime: formatTime(p.inTime),
      outTime: p.outTime ? formatTime(p.outTime) : null,
      present: !p.outTime,
      classId,
      className: classId === null ? null : (className.get(classId) ?? null),
    };
  });
  return { classes: classRows, staff, eligible, open };
}

/** A centre's name as its people know it. */
export async function centreName(ctx: RequestContext, franchiseeId: number): Promise<string> {
  const v = new QueryValues('day:centre-name');
  const where = eq(franchisees.id, v.bind(franchiseeId));
  const [row] = await keptRead(ctx.db, `day:centre-name:${franchiseeId}`, [franchisees], () =>
    prepared(ctx.db, v, () => ctx.db.select({ name: franchisees.companyName }).from(franchisees).where(where)),
  );
  return row?.name ?? '';
}
