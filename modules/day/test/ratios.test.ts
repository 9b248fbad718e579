import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '@portal/kit';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { staff } from '@portal/mod-staff/server';
import { adminUsers } from '@portal/mod-users/server';
import { ratioBoard, ratioStatus, type RatioClass } from '../shared/ratios.ts';
import { setDayClock } from '../server/clock.ts';
import { dayRatios } from '../server/schema.ts';

const CENTRE_A = 'franchisee-a@demo.school';
const CENTRE_B = 'franchisee-b@demo.school';
const HEAD_OFFICE = 'trainer@demo.school';
const TEACHER = 'teacher@demo.school';
const TEACHER2 = 'teacher2@demo.school';
const PARENT = 'parent@demo.school';

describe('the ratio status', () => {
  it('is amber at the limit and one child short of it, red past it', () => {
    // One staff member, ten children each: ten places.
    expect(ratioStatus(8, 1, 10)).toBe('OK');
    expect(ratioStatus(9, 1, 10)).toBe('AT_LIMIT');
    expect(ratioStatus(10, 1, 10)).toBe('AT_LIMIT');
    expect(ratioStatus(11, 1, 10)).toBe('BREACH');
    expect(ratioStatus(1, 0, 10)).toBe('BREACH');
    expect(ratioStatus(0, 0, 10)).toBe('OK');
    expect(ratioStatus(5, 1, null)).toBe('NO_RULE');
  });
});

describe('child-to-staff ratios', () => {
  let t: TestApp;
  let child: number;
  let nurseryId: number;

  const get = (email: string, url: string) => t.as(email, { method: 'GET', url });
  const post = (email: string, url: string, payload: object = {}) => t.as(email, { method: 'POST', url, payload });
  const board = async (email = CENTRE_A) => {
    const res = await get(email, '/api/day/ratios');
    expect(res.statusCode, res.body).toBe(200);
    return ratioBoard.response.parse(res.json());
  };
  const nursery = async (): Promise<RatioClass> => (await board()).classes.find((c) => c.classId === nurseryId)!;
  const notices = async () =>
    (await t.db.db.select().from(outbox).where(eq(outbox.recipient, CENTRE_A))).filter((m) =>
      m.subject.startsWith('Over the child-to-staff ratio'),
    );
  const staffIdOf = async (email: string) => {
    const [row] = await t.db.db
      .select({ id: staff.id })
      .from(staff)
      .innerJoin(adminUsers, eq(adminUsers.id, staff.userId))
      .where(eq(adminUsers.email, email));
    return row!.id;
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

  beforeAll(async () => {
    t = await startTestApp();
    const [parent] = await t.db.db
      .select({ id: adminUsers.studentAdmissionId })
      .from(adminUsers)
      .where(eq(adminUsers.email, PARENT));
    child = parent!.id!;
    const roster = (await get(TEACHER, '/api/day/roster')).json();
    nurseryId = roster.classId;
  });
  afterEach(() => setDayClock(undefined));
  afterAll(() => t.close());

  it('lets only head office change the ratios', async () => {
    const [rule] = await t.db.db.select().from(dayRatios).where(eq(dayRatios.classCategory, 'Hybrid'));
    for (const email of [TEACHER, CENTRE_A]) {
      const res = await t.as(email, {
        method: 'PUT',
        url: `/api/day-ratios/${rule!.id}`,
        payload: { childrenPerStaff: 30 },
      });
      expect(res.statusCode, res.body).toBe(403);
    }
    const half = await t.as(HEAD_OFFICE, {
      method: 'PUT',
      url: `/api/day-ratios/${rule!.id}`,
      payload: { childrenPerStaff: 4.5 },
    });
    expect(half.statusCode, half.body).toBe(400);
    expect(half.body).toContain('whole number');
    const [after] = await t.db.db.select().from(dayRatios).where(eq(dayRatios.id, rule!.id));
    expect(after!.childrenPerStaff).toBe(10);
  });

  it('counts only the children and staff who are in, for the class they are with', async () => {
    const before = await nursery();
    expect(before.classCategory).toBe('Hybrid');
    expect(before.childrenPerStaff).toBe(10);
    // The demo: teacher@ with the Nursery, her colleague with the Playgroup today.
    expect(before.staff).toBe(1);

    const inRes = await post(TEACHER, '/api/day/roster/check-in', { studentAdmissionId: child });
    expect(inRes.statusCode, inRes.body).toBe(200);
    expect((await nursery()).children).toBe(before.children + 1);

    // Her colleague joins the Nursery: two staff; then leaves: one again.
    const moved = await post(TEACHER2, '/api/day/staff/check-out');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().present).toBe(false);
    const back = await post(TEACHER2, '/api/day/staff/check-in', { classId: nurseryId });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ present: true, classId: nurseryId, className: 'Nursery' });
    expect((await nursery()).staff).toBe(2);
    expect((await post(TEACHER2, '/api/day/staff/check-in')).statusCode).toBe(409);
    await post(TEACHER2, '/api/day/staff/check-out');
    expect((await nursery()).staff).toBe(1);
    expect((await board()).staff.find((s) => s.name.startsWith('Fatima'))).toMatchObject({ present: false });
  });

  it('tells the centre’s heads once per breach episode, and again after it cleared', async () => {
    await setHybridRatio(1);
    const start = (await notices()).length;
    const now = await nursery();
    expect(now.children).toBeGreaterThan(1);
    expect(now).toMatchObject({ status: 'BREACH', staff: 1 });
    await board();
    await board();
    expect((await notices()).length).toBe(start + 1);
    const [notice] = (await notices()).slice(-1);
    expect(notice!.body).toContain(`Nursery is over its child-to-staff ratio`);
    // Head office sees it across its centres.
    const across = (await get(HEAD_OFFICE, '/api/day/ratios/breaches')).json();
    expect(across.rows).toEqual(expect.arrayContaining([expect.objectContaining({ classId: nurseryId })]));

    // Cleared: the ratio loosens; a new breach tells them again.
    await setHybridRatio(30);
    expect((await nursery()).status).not.toBe('BREACH');
    const still = (await get(HEAD_OFFICE, '/api/day/ratios/breaches')).json().rows;
    expect(still.filter((r: { classId: number }) => r.classId === nurseryId)).toEqual([]);
    await setHybridRatio(1);
    await board();
    expect((await notices()).length).toBe(start + 2);
    await setHybridRatio(10);
  });

  it("shows a teacher the ratios of the classes they teach, not the centre's other classes", async () => {
    const own = await board(TEACHER);
    expect(own.classes.map((c) => c.classId)).toEqual([nurseryId]);
    expect(own.staff.every((s) => s.classId === nurseryId)).toBe(true);
    const whole = await board(CENTRE_A);
    expect(whole.classes.length).toBeGreaterThan(1);
    const breaches = await get(TEACHER, '/api/day/ratios/breaches');
    expect(breaches.statusCode, breaches.body).toBe(200);
    expect(breaches.json().rows.every((r: { classId: number }) => r.classId === nurseryId)).toBe(true);
    expect((await get(PARENT, '/api/day/ratios')).statusCode).toBe(403);
  });

  it('keeps a teacher to themselves and another centre to its own', async () => {
    const colleague = await staffIdOf(TEACHER2);
    expect((await post(TEACHER, '/api/day/staff/check-in', { staffId: colleague })).statusCode).toBe(404);
    expect((await post(CENTRE_B, '/api/day/staff/check-in', { staffId: colleague })).statusCode).toBe(404);
    expect((await post(CENTRE_B, '/api/day/staff/check-out', { staffId: colleague })).statusCode).toBe(404);
    const res = await get(CENTRE_B, '/api/day/ratios?franchiseeID=2');
    expect([403, 404]).toContain(res.statusCode);
    // The centre head checks a colleague in.
    const inRes = await post(CENTRE_A, '/api/day/staff/check-in', { staffId: colleague });
    expect(inRes.statusCode, inRes.body).toBe(200);
    const [row] = await t.db.db
      .select()
      .from(staff)
      .where(and(eq(staff.id, colleague)));
    expect(row).toBeDefined();
  });
});
