// The centre health score's test helpers: the demo's accounts and centres, a parent's child, a centre's health and
// the check that an input moves with its owning module's data.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { anonymousContext, everyFranchiseeContext, figure } from '@portal/kit';
import { studentAdmissions } from '@portal/mod-students/server';
import { adminUsers } from '@portal/mod-users/server';
import type { TestApp } from '@portal/server/testing';
import { HEALTH_INPUTS, INPUT_FIGURES, type HealthInput } from '../shared/constants.ts';
import { centreHealth } from '../shared/contracts.ts';
import { periodFor } from '../server/score.service.ts';

export const SUPER = 'superadmin@demo.school';
export const OWNER = 'franchisee-a@demo.school';
export const OTHER_OWNER = 'franchisee-b@demo.school';
export const COORDINATOR = 'trainer@demo.school';
export const TEACHER = 'teacher@demo.school';
export const PARENT = 'parent@demo.school';
export const FINANCE = 'finance@demo.school';
export const CENTRE = 2;
export const OTHER = 3;

/** The demo parent's child: its admission, class and year. */
export async function parentsChild(t: TestApp) {
  const [parent] = await t.db.db
    .select({ id: studentAdmissions.id, classId: studentAdmissions.classId, year: studentAdmissions.academicYearId })
    .from(adminUsers)
    .innerJoin(studentAdmissions, eq(studentAdmissions.id, adminUsers.studentAdmissionId))
    .where(eq(adminUsers.email, PARENT));
  return parent;
}

export async function centreHealthOf(t: TestApp, m: string, email = SUPER, centre = CENTRE) {
  const res = await t.as(email, { method: 'GET', url: `/api/health/centres/${centre}?month=${m}` });
  expect(res.statusCode, res.body).toBe(200);
  return centreHealth.parse(res.json());
}
export const inputIn = (h: Awaited<ReturnType<typeof centreHealthOf>>, input: HealthInput) =>
  h.inputs.find((i) => i.input === input)!;

/** Head office weighs one input alone, so the score is that input's points. */
export async function weighOnly(t: TestApp, input: HealthInput) {
  const body = Object.fromEntries(HEALTH_INPUTS.map((k) => [k, k === input ? 100 : 0]));
  const res = await t.as(SUPER, { method: 'PUT', url: '/api/health/weights', payload: body });
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * Changes the owning module's data and checks the input moved: its figures on the screen are what their owner
 * serves, its number changed in the expected direction, and the score (the input weighed alone) is its points.
 */
export async function inputMoves(
  t: TestApp,
  input: HealthInput,
  direction: 'up' | 'down',
  change: () => Promise<void>,
  m: string,
) {
  await weighOnly(t, input);
  const before = await centreHealthOf(t, m);
  await change();
  const after = await centreHealthOf(t, m);
  const [was, now] = [inputIn(before, input), inputIn(after, input)];
  for (const [i, f] of now.figures.entries()) {
    const owned = await figure(
      everyFranchiseeContext(anonymousContext(t.db.db)),
      INPUT_FIGURES[input][i],
      { franchiseeId: CENTRE },
      periodFor(INPUT_FIGURES[input][i], m),
    );
    expect(f.value, f.key).toBe(owned.value);
  }
  expect(now.value, `${input} before ${was.value}`).not.toBeNull();
  if (was.value !== null)
    if (direction === 'up') expect(now.value!).toBeGreaterThan(was.value);
    else expect(now.value!).toBeLessThan(was.value);
  expect(after.score).toBe(Math.round(now.points!));
  expect(after.score).not.toBe(before.score);
  return { was, now };
}

/** A serious incident the centre reports of a child, a minute ago. */
export const seriousIncident = (child: number) => ({
  studentAdmissionId: child,
  kind: 'BEHAVIOUR',
  occurredAt: new Date(Date.now() - 60_000).toISOString(),
  place: 'Art corner',
  whatHappened: 'Bit a classmate on the arm during painting.',
  firstAid: 'Cold compress for the classmate.',
  staffPresent: 'Fatima Shaikh',
  serious: true,
});

/** The n-th walk-in enquiry of a test (its own child and mobile), for a class of the year. */
export const walkIn = (n: number, year: number, classId: number) => ({
  academicYearId: year,
  source: 'Walk-in',
  parentName: 'Farhan Qureshi',
  childName: `${n === 1 ? 'Inaya' : 'Zoya'} Qureshi`,
  childDob: '2022-05-20',
  mobile: `96${String(process.pid % 1000).padStart(3, '0')}${String(n).padStart(5, '0')}`,
  classId,
  pincode: '560038',
});
