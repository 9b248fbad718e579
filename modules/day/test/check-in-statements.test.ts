import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '@portal/core';
import { pgliteOf, tallyPglite, withTally, type QueryTally } from '@portal/db';
import { outbox } from '@portal/kit';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { studentAttendance } from '@portal/mod-students/server';
import { adminUsers } from '@portal/mod-users/server';
import { setDayClock } from '../server/clock.ts';
import { dayCheckIns, dayRatios } from '../server/schema.ts';

const TEACHER = 'teacher@demo.school';
const CENTRE_A = 'franchisee-a@demo.school';
const HEAD_OFFICE = 'trainer@demo.school';
const PARENT = 'parent@demo.school';

/** Issue 69: the arrival, the attendance, the announcement and the ratio of one tap, in this many statements. */
const MOST_STATEMENTS = 8;

describe('a check-in from the roster', () => {
  let t: TestApp;
  let child: number;
  const wasTallied = process.env.DB_TALLY;

  const roster = async () => {
    const res = await t.as(TEACHER, { method: 'GET', url: '/api/day/roster' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { classId: number; rows: { studentAdmissionId: number; inAt: string | null }[] };
  };
  /** One check-in, counting the statements it sends (their texts name what was sent, should the count be over). */
  const checkIn = async (studentAdmissionId: number, as = TEACHER) => {
    await t.token(as);
    const tally: QueryTally = { queries: 0, rows: 0, texts: [] };
    const res = await withTally(tally, () =>
      t.as(as, { method: 'POST', url: '/api/day/roster/check-in', payload: { studentAdmissionId } }),
    );
    expect(res.statusCode, res.body).toBe(200);
    return { res, tally };
  };
  const setHybridRatio = async (childrenPerStaff: number) => {
    const [rule] = await t.db.db.select().from(dayRatios).where(eq(dayRatios.classCategory, 'Hybrid'));
    const res = await t.as(HEAD_OFFICE, {
      method: 'PUT',
      url: `/api/day-ratios/${rule!.id}`,
      payload: { childrenPerStaff },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** A child of the teacher's class (not `except`), not yet in today: the demo has most of the class in. */
  const notYetIn = async (...except: number[]) => {
    const res = await t.as(CENTRE_A, { method: 'GET', url: '/api/day/today' });
    const rows = res.json().rows as { studentAdmissionId: number }[];
    const row = rows.find((r) => !except.includes(r.studentAdmissionId))!;
    await t.db.db.delete(dayCheckIns).where(eq(dayCheckIns.studentAdmissionId, row.studentAdmissionId));
    return row.studentAdmissionId;
  };
  const breachNotices = async () =>
    (await t.db.db.select().from(outbox).where(eq(outbox.recipient, CENTRE_A))).filter((m) =>
      m.subject.startsWith('Over the child-to-staff ratio'),
    );
  const announcements = async (studentAdmissionId: number) => {
    const { rows } = (await t.db.db.execute(
      sql`select kind from live_events where payload->>'studentAdmissionId' = ${String(studentAdmissionId)}`,
    )) as unknown as { rows: { kind: string }[] };
    return rows.map((r) => r.kind);
  };

  beforeAll(async () => {
    // The statements of each request are counted (as the benchmarks' profiles count them).
    process.env.DB_TALLY = '1';
    t = await startTestApp();
    if (t.db.kind === 'pglite') tallyPglite(pgliteOf(t.db));
    const [parent] = await t.db.db
      .select({ id: adminUsers.studentAdmissionId })
      .from(adminUsers)
      .where(eq(adminUsers.email, PARENT));
    child = parent!.id!;
  });
  afterEach(() => setDayClock(undefined));
  afterAll(async () => {
    if (wasTallied === undefined) delete process.env.DB_TALLY;
    else process.env.DB_TALLY = wasTallied;
    await t.close();
  });

  it(`arrives, is present, is announced and counted in ≤ ${MOST_STATEMENTS} statements`, async () => {
    // The first arrival of the morning reads what the node then keeps (the calendar, the staff in, the ratios) and
    // may open a breach episode or queue the figures' refresh (which the next write reads once): the rush's taps
    // after them are counted.
    const first = await notYetIn(child);
    await checkIn(first, CENTRE_A);
    await checkIn(await notYetIn(child, first), CENTRE_A);
    // The parent's child: the arrival's push to the parent's phone is counted too.
    const arriving = child;
    await t.db.db.delete(dayCheckIns).where(eq(dayCheckIns.studentAdmissionId, arriving));
    const { res, tally } = await checkIn(arriving, CENTRE_A);
    expect(res.json()).toMatchObject({ studentAdmissionId: arriving, inMethod: 'ROSTER' });
    expect(res.json().inAt).not.toBeNull();
    expect(
      tally.queries,
      `${tally.queries} statements:\n${tally.texts!.map((s) => s.replace(/\s+/g, ' ').slice(0, 150)).join('\n')}`,
    ).toBeLessThanOrEqual(MOST_STATEMENTS);
    expect(res.headers['x-db-tally']).toBe(`${tally.queries} ${tally.rows}`);
  });

  it('marks the child present, announces the arrival once, and a second tap changes nothing', async () => {
    await t.db.db.delete(dayCheckIns).where(eq(dayCheckIns.studentAdmissionId, child));
    await t.db.db
      .delete(studentAttendance)
      .where(and(eq(studentAttendance.studentAdmissionId, child), eq(studentAttendance.date, todayInIndia())));
    const told = (await announcements(child)).length;
    const { res } = await checkIn(child);
    const first = res.json().inAt as string;
    const [mark] = await t.db.db
      .select({ status: studentAttendance.status })
      .from(studentAttendance)
      .where(and(eq(studentAttendance.studentAdmissionId, child), eq(studentAttendance.date, todayInIndia())));
    expect(mark?.status).toBe('Present');
    expect((await announcements(child)).slice(told)).toEqual(['day.check-in']);
    const again = await checkIn(child);
    expect(again.res.json().inAt).toBe(first);
    expect(await announcements(child)).toHaveLength(told + 1);
    const rows = await t.db.db.select().from(dayCheckIns).where(eq(dayCheckIns.studentAdmissionId, child));
    expect(rows).toHaveLength(1);
  });

  it('tells the centre’s heads when the arrival puts a class over its ratio', async () => {
    await setHybridRatio(1);
    const before = (await breachNotices()).length;
    const inClass = (await roster()).rows[0]!.studentAdmissionId;
    await t.db.db.delete(dayCheckIns).where(eq(dayCheckIns.studentAdmissionId, inClass));
    await checkIn(inClass);
    const after = await breachNotices();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)!.body).toContain('is over its child-to-staff ratio');
    await setHybridRatio(10);
  });
});
