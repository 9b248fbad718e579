import { formatDate, jsonValue } from '@portal/core';
import { sql } from 'drizzle-orm';
import { conflict, inTransaction, liveEventRow, liveEventsCtes, noteWrite, type RequestContext } from '@portal/kit';
import {
  activeChildren,
  arrivalsMarked,
  presentOnArrivalCtes,
  refuseDaysOff,
  refuseUnmarked,
  type ChildSummary,
} from '@portal/mod-students/server';
import { adminUsers } from '@portal/mod-users/server';
import { DAY_LIVE, DAY_MESSAGES, type CheckInMethod } from '../shared/constants.ts';
import { dayToday, now } from './clock.ts';
import { dayRows, type DayRowOut } from './day-rows.service.ts';
import { dayEvent, tellParents, type ParentToTell } from './live.service.ts';
import { refreshRatios } from './ratios/ratios.service.ts';
import { dayCheckIns } from './schema.ts';

interface Arrival {
  studentAdmissionId: number;
  marked: number;
  parents: ParentToTell[] | string;
}

/**
 * Checks children in for today and marks them present through the students module's attendance, in one
 * transaction: a day the centre does not work refuses both. A child already in keeps their first arrival.
 *
 * A morning's busiest write (issue 69), so it is one statement: the arrivals, their attendance marks and audit
 * row, their live events with the NOTIFY that announces them, and the parents to tell, each part written only for
 * the children who were not in yet. The centre's ratios are then counted in one more (`refreshRatios`).
 */
export async function checkIn(ctx: RequestContext, children: readonly ChildSummary[], method: CheckInMethod) {
  const day = dayToday();
  const none: DayRowOut[] = [];
  if (children.length === 0) return { day, children: none };
  await refuseDaysOff(
    ctx,
    children.map((c) => c.franchiseeId),
    day,
  );
  const at = now();
  const asked = children.map((child) => {
    const event = liveEventRow(dayEvent(DAY_LIVE.checkIn, child));
    return {
      franchisee_id: child.franchiseeId,
      student_admission_id: child.studentAdmissionId,
      kind: event.kind,
      keys: event.keys,
      payload: event.payload,
    };
  });
  // Only the children who were not in yet are announced.
  const announced = sql`select a.kind, a.franchisee_id, a.keys, a.payload
    from asked a join arrived r using (student_admission_id)`;
  const arrivals = await inTransaction(ctx, async (tx) => {
    const written = (await tx.db.execute(sql`with asked as (
        select * from jsonb_to_recordset(${JSON.stringify(asked)}::jsonb)
          as x(franchisee_id int, student_admission_id int, kind text, keys text[], payload jsonb)
      ), arrived as (
        insert into ${dayCheckIns} (franchisee_id, student_admission_id, day, in_at, in_method, in_by)
        select franchisee_id, student_admission_id, ${day}::date, ${at.toISOString()}::timestamptz, ${method},
          ${tx.user?.id ?? null}::int
          from asked
        on conflict do nothing
        returning student_admission_id, franchisee_id
      ), ${presentOnArrivalCtes(tx, sql`arrived`, day)},
      ${liveEventsCtes(announced, at)}
      select r.student_admission_id as "studentAdmissionId",
        (select count(*) from marked m where m.student_admission_id = r.student_admission_id)::int as marked,
        (select count(*) from live_told)::int as told,
        (select coalesce(json_agg(json_build_object('id', u.id, 'language', u.language, 'mobile', u.mobile)
            order by u.id), '[]'::json)
          from ${adminUsers} u where u.student_admission_id = r.student_admission_id) as parents
        from arrived r`)) as unknown as { rows: Arrival[] };
    const rows = written.rows.map((r) => ({ ...r, studentAdmissionId: Number(r.studentAdmissionId) }));
    refuseUnmarked(rows.length, rows.filter((r) => Number(r.marked) > 0).length);
    if (rows.length === 0) return rows;
    noteWrite(tx.db, dayCheckIns);
    await arrivalsMarked(tx);
    const byId = new Map(children.map((c) => [c.studentAdmissionId, c]));
    for (const r of rows) {
      const parents = jsonValue<ParentToTell[]>(r.parents);
      await tellParents(tx, DAY_LIVE.checkIn, byId.get(r.studentAdmissionId)!, parents);
    }
    return rows;
  });
  // A second tap on a child already in changes no ratio: only centres with a new arrival are counted again.
  const arrived = new Set(arrivals.map((a) => a.studentAdmissionId));
  const centres = new Set(children.filter((c) => arrived.has(c.studentAdmissionId)).map((c) => c.franchiseeId));
  for (const franchiseeId of centres) await refreshRatios(ctx, franchiseeId);
  // A new arrival's row is what was written; a child already in is read back (collected, a late fee).
  const before = await dayRows(
    ctx,
    children.filter((c) => !arrived.has(c.studentAdmissionId)),
    day,
  );
  const earlier = new Map(before.map((r) => [r.studentAdmissionId, r]));
  return {
    day,
    children: children.map(
      (c): DayRowOut =>
        earlier.get(c.studentAdmissionId) ?? {
          studentAdmissionId: c.studentAdmissionId,
          name: c.name,
          className: c.className,
          sectionName: c.sectionName,
          startsOn: null,
          inAt: at,
          inMethod: method,
          outAt: null,
          collectedBy: null,
          lateFee: null,
        },
    ),
  };
}

/**
 * The children linked to a set of admissions at one centre (Active ones on the roll today, inside the user's fence):
 * a family's kiosk or PIN check-in brings in a child admitted for a later day no sooner than that day, and a family
 * whose children there all start later is told when the first does.
 */
export async function childrenAt(ctx: RequestContext, franchiseeId: number, studentAdmissionIds: readonly number[]) {
  const here = (await activeChildren(ctx, { studentAdmissionIds })).filter((c) => c.franchiseeId === franchiseeId);
  const today = dayToday();
  const onRoll = here.filter((c) => c.admissionDate <= today);
  const [first] = here.toSorted((a, b) => a.admissionDate.localeCompare(b.admissionDate));
  if (!onRoll.length && first) throw conflict(DAY_MESSAGES.notStartedYet(first.name, formatDate(first.admissionDate)));
  return onRoll;
}
