import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { adminUsers } from '@portal/mod-users/server';
import { getParentHome, getTeacherHome } from '../shared/contracts.ts';

const PARENT = 'parent@demo.school';
const PARENT2 = 'parent2@demo.school';
const TEACHER = 'teacher@demo.school';
const CENTRE_A = 'franchisee-a@demo.school';

describe('the parent’s and the teacher’s homes', () => {
  let t: TestApp;
  let child: number;
  let otherChild: number;

  const get = (email: string, url: string) => t.as(email, { method: 'GET', url });
  const linkedAdmission = async (email: string) => {
    const [user] = await t.db.db
      .select({ id: adminUsers.studentAdmissionId })
      .from(adminUsers)
      .where(eq(adminUsers.email, email));
    return user.id!;
  };

  beforeAll(async () => {
    t = await startTestApp();
    child = await linkedAdmission(PARENT);
    otherChild = await linkedAdmission(PARENT2);
  });
  afterAll(() => t.close());

  it('gives the parent their child’s day, fees, unread news and next event in one answer', async () => {
    const res = await get(PARENT, '/api/home/parent');
    expect(res.statusCode, res.body).toBe(200);
    const home = getParentHome.response.parse(res.json());
    expect(home.children.map((c) => c.studentAdmissionId)).toEqual([child]);
    expect(home.child?.studentAdmissionId).toBe(child);
    expect(home.child?.className).toMatch(/\S/);
    expect(home.fees.outstandingPaise).toBeGreaterThan(0);
    expect(home.unread.messages).toBeGreaterThan(0);
    expect(home.homeworkDue.length).toBeGreaterThan(0);
  });

  it('the parent’s figures are the fee account’s and the inbox’s own', async () => {
    const home = getParentHome.response.parse(
      (await get(PARENT, `/api/home/parent?studentAdmissionID=${child}`)).json(),
    );
    const dash = (await get(PARENT, `/api/student/dashboard/${child}`)).json();
    expect(home.fees.outstandingPaise).toBe(dash.fees.outstandingPaise);
    const unread = (await get(PARENT, '/api/messages/unread')).json();
    expect(home.unread.messages).toBe(unread.total);
  });

  it('refuses another family’s child', async () => {
    const res = await get(PARENT, `/api/home/parent?studentAdmissionID=${otherChild}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBeTruthy();
  });

  it('is only the parent’s and the teacher’s: a centre owner is refused both', async () => {
    expect((await get(CENTRE_A, '/api/home/parent')).statusCode).toBe(403);
    expect((await get(CENTRE_A, '/api/home/teacher')).statusCode).toBe(403);
    expect((await get(PARENT, '/api/home/teacher')).statusCode).toBe(403);
    expect((await get(TEACHER, '/api/home/parent')).statusCode).toBe(403);
  });

  it('gives the teacher only their own classes, named with the section, and their invitations', async () => {
    const res = await get(TEACHER, '/api/home/teacher');
    expect(res.statusCode, res.body).toBe(200);
    const home = getTeacherHome.response.parse(res.json());
    expect(home.classes.length).toBeGreaterThan(0);
    const roster = (await get(TEACHER, '/api/day/roster')).json();
    const taught = new Set<number>(roster.classes.map((c: { id: number }) => c.id));
    for (const c of home.classes) expect(taught.has(c.classId)).toBe(true);
    const everyone = home.classes.flatMap((c) => c.rows.map((r) => r.studentAdmissionId));
    expect(everyone).not.toContain(otherChild);
    expect(home.classes[0].checkedIn).toBe(home.classes[0].rows.filter((r) => r.inAt).length);
  });
});
