import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '@portal/core';
import { outbox } from '@portal/kit';
import { ratioBoard } from '@portal/mod-day/shared';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { staff } from '@portal/mod-staff/server';
import { studentAdmissions } from '@portal/mod-students/server';
import { adminUsers } from '@portal/mod-users/server';
import { rotaWeekAnswer } from '../shared/rota-contracts.ts';
import { mondayOf } from '../shared/week.ts';

const CENTRE_A = 'franchisee-a@demo.school';
const CENTRE_B = 'franchisee-b@demo.school';
const TEACHER = 'teacher@demo.school';
const OWN = 2;

describe('the staff rota and the ratio', () => {
  let t: TestApp;
  const weekStart = addDays(mondayOf(todayInIndia()), 14);
  /** The week's first working day: the demo's Diwali closure, 12 to 14 days after the seed, may take its Monday. */
  let firstWorkingDay = weekStart;
  const get = (email: string, url: string) => t.as(email, { method: 'GET', url });
  const week = async () => {
    const res = await get(CENTRE_A, `/api/rota/week?franchiseeId=${OWN}&weekStart=${weekStart}`);
    expect(res.statusCode, res.body).toBe(200);
    return rotaWeekAnswer.parse(res.json());
  };
  const publish = () =>
    t.as(CENTRE_A, { method: 'POST', url: '/api/rota/week/publish', payload: { franchiseeId: OWN, weekStart } });
  const shift = (classId: number, staffId: number, day: string) =>
    t.as(CENTRE_A, {
      method: 'POST',
      url: '/api/rota-shifts',
      payload: { franchiseeId: OWN, classId, staffId, day, startsAt: '08:30', endsAt: '13:30' },
    });
  const staffIdOf = async (email: string) => {
    const [row] = await t.db.db
      .select({ id: staff.id })
      .from(staff)
      .innerJoin(adminUsers, eq(adminUsers.id, staff.userId))
      .where(eq(adminUsers.email, email));
    return row.id;
  };
  /** Puts a staff member's police verification out of date from `day` (it was valid until the day before). */
  const expireVerification = async (staffId: number, day: string) => {
    const items = (
      await get(CENTRE_A, `/api/staff-safety-items?staffId=${staffId}&itemKind=POLICE_VERIFICATION`)
    ).json().rows;
    const res = await t.as(CENTRE_A, {
      method: 'PUT',
      url: `/api/staff-safety-items/${items[0].id}`,
      payload: { expiresOn: addDays(day, -1) },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  const verifiedNewcomer = async () => {
    const res = await t.as(CENTRE_A, {
      method: 'POST',
      url: '/api/staff',
      payload: {
        franchiseeId: OWN,
        firstName: 'Rekha',
        lastName: 'Nair',
        mobile: '9812345670',
        staffCategory: 'TEACHER',
        designation: 'Teacher',
        joiningDate: todayInIndia(),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const staffId = res.json().id as number;
    for (const itemKind of ['POLICE_VERIFICATION', 'POCSO_AWARENESS']) {
      const item = await t.as(CENTRE_A, {
        method: 'POST',
        url: '/api/staff-safety-items',
        payload: { franchiseeId: OWN, staffId, itemKind, doneOn: todayInIndia() },
      });
      expect(item.statusCode, item.body).toBe(201);
    }
    return staffId;
  };

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('refuses to publish naming the room-hour below ratio, counts only verified staff, then publishes', async () => {
    const empty = await week();
    expect(empty.gaps.length).toBeGreaterThan(0);
    const refused = await publish();
    expect(refused.statusCode).toBe(400);
    const first = empty.gaps[0];
    expect(refused.json().message).toContain(`The rota cannot be published: ${first.className} on `);
    expect(refused.json().message).toMatch(/\d\d-\d\d-\d{4}, 09:00 AM to 10:00 AM has \d+ children expected/);

    // Every class and day of the week gets the staff it needs, from the centre's verified staff; a staff member
    // may be in one room at a time, so each takes one class.
    const members = (await get(CENTRE_A, `/api/staff?franchiseeId=${OWN}`)).json().rows as { id: number }[];
    const teacher = await staffIdOf(TEACHER);
    const unverified = members.find((m) => m.id !== teacher)!.id;
    await expireVerification(unverified, weekStart);
    const needs = new Map<number, number>();
    for (const g of empty.gaps) needs.set(g.classId, Math.max(needs.get(g.classId) ?? 0, g.staffNeeded));
    const days = [...new Set(empty.gaps.map((g) => g.day))];
    firstWorkingDay = days[0];
    const pool = [teacher, ...members.map((m) => m.id).filter((id) => id !== teacher && id !== unverified)];
    const assigned: [number, number][] = [];
    for (const [classId, n] of needs) for (let i = 0; i < n; i++) assigned.push([classId, pool.shift()!]);
    const [lastClass] = assigned.pop()!;
    for (const [classId, staffId] of assigned)
      for (const day of days) expect((await shift(classId, staffId, day)).statusCode).toBe(201);
    // The unverified member on the last class's shifts does not count.
    for (const day of days) expect((await shift(lastClass, unverified, day)).statusCode).toBe(201);
    const stillShort = await week();
    expect(stillShort.gaps.every((g) => g.classId === lastClass)).toBe(true);
    expect(stillShort.gaps[0].notCounted).toHaveLength(1);
    const again = await publish();
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain('on shift but not counted: police verification or POCSO training');

    // A new staff member, police-verified and POCSO-trained, takes the last class: the week publishes.
    const added = await verifiedNewcomer();
    for (const day of days) expect((await shift(lastClass, added, day)).statusCode).toBe(201);
    const published = await publish();
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ status: 'PUBLISHED', gaps: [] });

    // The teacher sees her shifts; another centre sees none of this rota.
    const mine = (await get(TEACHER, '/api/rota/my-shifts')).json().rows;
    expect(mine.length).toBe(days.filter((d) => d >= todayInIndia()).length);
    const theirs = await get(CENTRE_B, `/api/rota/week?franchiseeId=${OWN}&weekStart=${weekStart}`);
    expect(theirs.statusCode).toBe(404);
    expect((await get(TEACHER, '/api/rota-shifts')).statusCode).toBe(403);
  });

  it('expects a child in a room only from their admission date', async () => {
    const later = addDays(weekStart, 7);
    const gapsOf = async () => {
      const res = await get(CENTRE_A, `/api/rota/week?franchiseeId=${OWN}&weekStart=${later}`);
      expect(res.statusCode, res.body).toBe(200);
      return rotaWeekAnswer.parse(res.json()).gaps;
    };
    const before = await gapsOf();
    const { classId } = before.find((g) => g.children >= 2)!;
    const days = [...new Set(before.filter((g) => g.classId === classId).map((g) => g.day))].sort();
    const childrenOn = (gaps: typeof before, day: string) => gaps.find((g) => g.classId === classId && g.day === day)!;
    const [admission] = await t.db.db
      .select({ id: studentAdmissions.id, admissionDate: studentAdmissions.admissionDate })
      .from(studentAdmissions)
      .where(
        and(
          eq(studentAdmissions.franchiseeId, OWN),
          eq(studentAdmissions.classId, classId),
          eq(studentAdmissions.status, 'Active'),
        ),
      )
      .limit(1);
    const which = eq(studentAdmissions.id, admission.id);
    // Admitted from the week's last working day: not expected in the room before it.
    await t.db.db
      .update(studentAdmissions)
      .set({ admissionDate: days.at(-1)! })
      .where(which);
    try {
      const after = await gapsOf();
      expect(childrenOn(after, days[0]).children).toBe(childrenOn(before, days[0]).children - 1);
      expect(childrenOn(after, days.at(-1)!).children).toBe(childrenOn(before, days.at(-1)!).children);
    } finally {
      await t.db.db.update(studentAdmissions).set({ admissionDate: admission.admissionDate }).where(which);
    }
  });

  it('sends a published week back to draft when a shift changes', async () => {
    const rows = (await get(CENTRE_A, `/api/rota-shifts?franchiseeId=${OWN}&day=${firstWorkingDay}`)).json().rows;
    const res = await t.as(CENTRE_A, {
      method: 'PUT',
      url: `/api/rota-shifts/${rows[0].id}`,
      payload: { endsAt: '12:00' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await week()).status).toBe('DRAFT');
  });

  it('alerts the centre head when a room goes over what its verified staff allow', async () => {
    const today = todayInIndia();
    const board = async () => ratioBoard.response.parse((await get(CENTRE_A, '/api/day/ratios')).json());
    const before = await board();
    const withStaff = before.classes.find((c) => c.staff > 0 && c.children > 0)!;
    expect(withStaff.status).not.toBe('BREACH');
    const named = before.staff.filter((s) => s.classId === withStaff.classId && s.present);
    // Their verification lapsed yesterday: from today they no longer count, and the room is over.
    for (const s of named) await expireVerification(s.staffId, today);
    const after = (await board()).classes.find((c) => c.classId === withStaff.classId)!;
    expect(after).toMatchObject({ status: 'BREACH', staff: 0 });
    const notices = await t.db.db.select().from(outbox).where(eq(outbox.recipient, CENTRE_A));
    expect(notices.some((m) => m.subject.startsWith('Over the child-to-staff ratio'))).toBe(true);
  });
});
