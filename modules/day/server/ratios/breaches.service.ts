import { jsonValue } from '@portal/core';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { franchiseeFence, prepared, QueryValues, type RequestContext } from '@portal/kit';
import { centreHeads } from '@portal/mod-users/server';
import { tellEach } from '@portal/mod-notifications/server';
import type { RatioClass } from '../../shared/ratios.ts';
import { now, timeInIndia } from '../clock.ts';
import { dayCheckIns, dayRatioBreaches, dayStaffClasses } from '../schema.ts';

/** What the centre's heads read when a class goes over its ratio. */
function breachNotice(centre: string, c: RatioClass, at: Date, cover: readonly string[]) {
  const staff = `${c.staff} staff member${c.staff === 1 ? '' : 's'}`;
  const children = `${c.children} ${c.children === 1 ? 'child' : 'children'}`;
  return {
    subject: `Over the child-to-staff ratio: ${c.className}`,
    body:
      `${centre}: ${c.className} is over its child-to-staff ratio at ${timeInIndia(at)}: ` +
      `${children} checked in with ${staff} (1:${c.childrenPerStaff} allowed). ` +
      'Please send another adult to the class or move children to another room. ' +
      (cover.length
        ? `Who can cover: ${cover.join(', ')}.`
        : 'No police-verified, trained staff member is free to cover.'),
  };
}

/**
 * Keeps the breach episodes of a centre's day in step with its classes now: a class newly over its ratio opens an
 * episode and tells the centre's heads once (email, and SMS where the account has a mobile); a class back within
 * it closes its episode, so the next breach tells them again. Two requests at once open one episode (the partial
 * unique index), and only the one that opened it sends the notice.
 */
export async function watchRatios(
  ctx: RequestContext,
  franchiseeId: number,
  centre: string,
  classes: readonly RatioClass[],
  day: string,
  cover: readonly string[] = [],
  opened?: readonly OpenBreach[],
) {
  const open = opened ?? (await openBreachesAt(ctx, franchiseeId, day));
  const openByClass = new Map(open.map((o) => [o.classId, o.id]));
  const cleared = classes.filter((c) => c.status !== 'BREACH' && openByClass.has(c.classId));
  if (cleared.length)
    await ctx.db
      .update(dayRatioBreaches)
      .set({ clearedAt: now() })
      .where(
        inArray(
          dayRatioBreaches.id,
          cleared.map((c) => openByClass.get(c.classId)!),
        ),
      );
  for (const c of classes.filter((c) => c.status === 'BREACH' && !openByClass.has(c.classId))) {
    const at = now();
    await ctx.db.transaction(async (tx) => {
      const [opened] = await tx
        .insert(dayRatioBreaches)
        .values({ franchiseeId, day, classId: c.classId, children: c.children, staff: c.staff, startedAt: at })
        .onConflictDoNothing()
        .returning({ id: dayRatioBreaches.id });
      if (!opened) return;
      const notice = breachNotice(centre, c, at, cover);
      // At once, on their phones too: the heads may be away from the desk.
      await tellEach(tx, await centreHeads({ db: tx }, franchiseeId), () => notice, {
        kind: 'incidents',
        url: '/day/ratios',
      });
    });
  }
}

export interface OpenBreach {
  id: number;
  classId: number;
}

/** A centre's breach episodes open on a day. */
async function openBreachesAt(ctx: RequestContext, franchiseeId: number, day: string): Promise<OpenBreach[]> {
  const v = new QueryValues('day:open-breaches');
  const where = and(
    eq(dayRatioBreaches.franchiseeId, v.bind(franchiseeId)),
    eq(dayRatioBreaches.day, v.bind(day)),
    isNull(dayRatioBreaches.clearedAt),
  );
  return prepared(ctx.db, v, () =>
    ctx.db.select({ id: dayRatioBreaches.id, classId: dayRatioBreaches.classId }).from(dayRatioBreaches).where(where),
  );
}

/** The class a member of staff chose at check-in (`staffClasses`). */
interface StaffClass {
  staffId: number;
  classId: number;
}

/** A json column: parsed by one driver, text from another. */
type Json<T> = T | string | null;

const parsed = <T>(value: Json<T> | undefined): T | null => jsonValue(value ?? null);

/**
 * The children of a centre checked in on a day and not yet collected (their admissions, inside the fence) and the
 * centre's breach episodes open that day and the classes its staff chose, in one statement: every arrival and
 * departure counts the ratios again.
 */
export async function childrenInAndOpenBreaches(ctx: RequestContext, franchiseeId: number, day: string) {
  const { rows } = (await ctx.db.execute(sql`select
    (select array_agg(${dayCheckIns.studentAdmissionId}) from ${dayCheckIns}
      where ${franchiseeFence(ctx, dayCheckIns.franchiseeId, franchiseeId)} and ${dayCheckIns.day} = ${day}
        and ${dayCheckIns.outAt} is null) as here,
    (select json_agg(json_build_object('id', ${dayRatioBreaches.id}, 'classId', ${dayRatioBreaches.classId}))
      from ${dayRatioBreaches}
      where ${dayRatioBreaches.franchiseeId} = ${franchiseeId} and ${dayRatioBreaches.day} = ${day}
        and ${dayRatioBreaches.clearedAt} is null) as open,
    (select json_agg(json_build_object('staffId', ${dayStaffClasses.staffId}, 'classId', ${dayStaffClasses.classId}))
      from ${dayStaffClasses}
      where ${dayStaffClasses.franchiseeId} = ${franchiseeId}
        and ${dayStaffClasses.day} = ${day}) as moved`)) as unknown as {
    rows: { here: number[] | null; open: Json<OpenBreach[]>; moved: Json<StaffClass[]> }[];
  };
  const [row] = rows;
  return {
    here: new Set((row?.here ?? []).map(Number)),
    open: parsed(row?.open) ?? [],
    moved: parsed(row?.moved) ?? [],
  };
}

/** The open breach episodes of a day across the centres the user reaches, oldest first. */
export async function openBreaches(ctx: RequestContext, day: string) {
  return ctx.db
    .select({
      franchiseeId: dayRatioBreaches.franchiseeId,
      classId: dayRatioBreaches.classId,
      since: dayRatioBreaches.startedAt,
    })
    .from(dayRatioBreaches)
    .where(
      and(
        franchiseeFence(ctx, dayRatioBreaches.franchiseeId),
        eq(dayRatioBreaches.day, day),
        isNull(dayRatioBreaches.clearedAt),
      ),
    )
    .orderBy(asc(dayRatioBreaches.startedAt));
}
