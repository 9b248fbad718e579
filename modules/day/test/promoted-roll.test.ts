import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '@portal/core';
import { anonymousContext, everyFranchiseeContext } from '@portal/kit';
import { academicYears } from '@portal/mod-org/server';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { activeChildren, followBegunPromotions, studentAdmissions } from '@portal/mod-students/server';
import { adminUsers } from '@portal/mod-users/server';
import { checkedIn } from '../shared/contracts.ts';
import { dayPickups } from '../server/schema.ts';

const CENTRE_A = 'franchisee-a@demo.school';
const TEACHER = 'teacher@demo.school';
const PARENT = 'parent@demo.school';

/**
 * A centre promotes its classes before the year ends (February or March, to set up next year's); the children keep
 * coming until its last day. Promotion used to take them off the day's roll at once: the roster lost them and the
 * kiosk refused their parents.
 */
describe('a class promoted before its year ends', () => {
  let t: TestApp;
  let child: number;
  let promotedTo: number;
  let nextYearStart: string;

  const get = (email: string, url: string) => t.as(email, { method: 'GET', url });
  const post = (email: string, url: string, payload: object) => t.as(email, { method: 'POST', url, payload });

  beforeAll(async () => {
    t = await startTestApp();
    const [user] = await t.db.db
      .select({ id: adminUsers.studentAdmissionId })
      .from(adminUsers)
      .where(eq(adminUsers.email, PARENT));
    child = user.id!;
    const [admission] = await t.db.db.select().from(studentAdmissions).where(eq(studentAdmissions.id, child));
    const years = await t.db.db.select().from(academicYears).orderBy(academicYears.startDate);
    const current = years.findIndex((y) => y.id === admission.academicYearId);
    const next = years[current + 1];
    nextYearStart = next.startDate;
    const promoted = await post(CENTRE_A, `/api/student-promotion/${child}`, { toAcademicYearId: next.id });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().outcome).toBe('Promoted');
    promotedTo = promoted.json().newAdmissionId;
  });
  afterAll(() => t.close());

  it('keeps the child on the teacher’s roster and checks them in by the kiosk until the year’s end', async () => {
    const roster = (await get(TEACHER, '/api/day/roster')).json();
    const ids = roster.rows.map((r: { studentAdmissionId: number }) => r.studentAdmissionId);
    expect(ids).toContain(child);
    expect(ids).not.toContain(promotedTo);

    const code = await get(CENTRE_A, '/api/day/kiosk/code');
    expect(code.statusCode, code.body).toBe(200);
    const res = await post(PARENT, '/api/day/check-in', { token: code.json().token });
    expect(res.statusCode, res.body).toBe(200);
    expect(checkedIn.parse(res.json()).children.map((c) => c.studentAdmissionId)).toEqual([child]);
  });

  it('has next year’s admission take the child’s place on the roll from the new year’s first day', async () => {
    const centre = everyFranchiseeContext(anonymousContext(t.db.db));
    const onRoll = async (day: string) =>
      (await activeChildren(centre, { franchiseeId: 2, onRollOn: day })).map((c) => c.studentAdmissionId);
    const lastDay = addDays(nextYearStart, -1);
    expect(lastDay >= todayInIndia()).toBe(true);
    expect(await onRoll(lastDay)).toContain(child);
    expect(await onRoll(lastDay)).not.toContain(promotedTo);
    expect(await onRoll(nextYearStart)).toContain(promotedTo);
    expect(await onRoll(nextYearStart)).not.toContain(child);
  });

  it('gives the new admission the adults allowed to collect the child, from the new year’s first day', async () => {
    const centre = everyFranchiseeContext(anonymousContext(t.db.db));
    // Beside the demo's approved grandparent and driver: one the centre has yet to decide, one it rejected.
    const [seeded] = await t.db.db.select().from(dayPickups).where(eq(dayPickups.studentAdmissionId, child)).limit(1);
    const { id: _id, createdAt: _c, updatedAt: _u, decidedBy: _by, decidedAt: _at, ...like } = seeded;
    await t.db.db.insert(dayPickups).values([
      { ...like, name: 'Meera Iyer', mobile: '+919812300001', status: 'PENDING' },
      { ...like, name: 'Unknown Driver', mobile: '+919812300002', status: 'REJECTED' },
    ]);
    const pickupsOf = async (admission: number) =>
      (await get(CENTRE_A, `/api/day-pickups?studentAdmissionId=${admission}&pageSize=50`))
        .json()
        .rows.map((p: { name: string; status: string }) => `${p.name} ${p.status}`)
        .sort();
    const lastYear = await pickupsOf(child);
    expect(lastYear.length).toBeGreaterThanOrEqual(4);

    expect(await followBegunPromotions(centre, addDays(nextYearStart, -1))).toBe(0);
    expect(await pickupsOf(promotedTo)).toEqual([]);
    expect(await followBegunPromotions(centre, nextYearStart)).toBeGreaterThan(0);
    expect(await pickupsOf(promotedTo)).toEqual(lastYear.filter((p: string) => !p.endsWith('REJECTED')));
    // The parent, moved to the new admission that night, finds them as their child's.
    const parents = (await get(PARENT, '/api/day-pickups?pageSize=50')).json().rows;
    expect(new Set(parents.map((p: { studentAdmissionId: number }) => p.studentAdmissionId))).toEqual(
      new Set([promotedTo]),
    );
    expect(await followBegunPromotions(centre, nextYearStart)).toBe(0);
  });
});
