import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@portal/kit';
import { DEMO_PASSWORD, startTestApp, type TestApp } from '@portal/server/testing';
import { roleEndPoints, roles, systemEndPoints } from '@portal/mod-system/server';
import { adminUsers, userRoles } from '@portal/mod-users/server';
import { onlineClasses, setLearningClock } from '../server/index.ts';
import { parentSection } from './parent-section.ts';

const CENTRE_A = 'franchisee-a@demo.school';
const CENTRE_B = 'franchisee-b@demo.school';
const PARENT = 'parent@demo.school';
const TEACHER = 'teacher@demo.school';
const VIEWER = 'counsellor@demo.school';
const DAY = '2030-07-15';
const at = (time: string) => new Date(`${DAY}T${time}:00+05:30`);
const REASON = 'The teacher is unwell';

describe('cancelling a scheduled online class', () => {
  let t: TestApp;
  let sectionId: number;

  const schedule = async (title: string, fromTime = '10:00', toTime = '11:00') => {
    setLearningClock(at('08:00'));
    const res = await t.as(CENTRE_A, {
      method: 'POST',
      url: '/api/online-class/schedule-class',
      payload: { sectionId, title, date: DAY, fromTime, toTime },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const cancel = (who: string, id: number, payload?: object) =>
    t.as(who, { method: 'POST', url: `/api/online-class/${id}/cancel`, payload });
  const stored = async (id: number) => (await t.db.db.select().from(onlineClasses).where(eq(onlineClasses.id, id)))[0];
  const mine = async (who: string, id: number) =>
    (await t.as(who, { method: 'GET', url: '/api/online-class/my-classes' }))
      .json()
      .rows.find((r: { id: number }) => r.id === id);

  beforeAll(async () => {
    t = await startTestApp();
    sectionId = await parentSection(t, PARENT);
  });
  afterEach(() => setLearningClock(undefined));
  afterAll(() => t.close());

  it('cancels a class that has not started, storing who, when and why, and audits it', async () => {
    const id = await schedule('Music and movement');
    setLearningClock(at('09:00'));
    const res = await cancel(CENTRE_A, id, { reason: `  ${REASON}  ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'CANCELLED', cancelReason: REASON });
    const cancelledAt = res.json().cancelledAt as string;
    expect(Math.abs(Date.parse(cancelledAt) - at('09:00').getTime())).toBeLessThan(1000);
    const [centre] = await t.db.db.select().from(adminUsers).where(eq(adminUsers.email, CENTRE_A));
    expect(await stored(id)).toMatchObject({
      status: 'CANCELLED',
      cancelledBy: centre.id,
      cancelledAt: new Date(cancelledAt),
      cancelReason: REASON,
    });
    const [entry, ...more] = await t.db.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.resource, 'online-classes'), eq(auditLog.recordId, String(id)), eq(auditLog.action, 'cancel')),
      );
    expect(more).toHaveLength(0);
    expect(entry.changes).toMatchObject({ status: ['SCHEDULED', 'CANCELLED'], reason: REASON });

    // The centre's list and the class itself show it cancelled, with the reason and who cancelled it.
    const list = (await t.as(CENTRE_A, { method: 'GET', url: '/api/online-class' })).json();
    expect(list.rows.find((r: { id: number }) => r.id === id)).toMatchObject({
      status: 'CANCELLED',
      cancelReason: REASON,
    });
    const detail = (await t.as(CENTRE_A, { method: 'GET', url: `/api/online-class/${id}` })).json();
    expect(detail).toMatchObject({
      status: 'CANCELLED',
      cancelReason: REASON,
      cancelledAt,
      cancelledBy: `${centre.firstName} ${centre.lastName}`,
    });
    // The invited parent and teacher still see it in their classes, as cancelled and why.
    expect(await mine(PARENT, id)).toMatchObject({ status: 'CANCELLED', cancelReason: REASON, role: 'PARENT' });
    expect(await mine(TEACHER, id)).toMatchObject({ status: 'CANCELLED', cancelReason: REASON, role: 'TEACHER' });
  });

  it("refuses the invitees' personal references afterwards, saying the class was cancelled", async () => {
    const id = await schedule('Shapes around us');
    const parentRef = (await mine(PARENT, id)).referenceID as string;
    const teacherRef = (await mine(TEACHER, id)).referenceID as string;
    setLearningClock(at('09:52'));
    // The link worked before the class was cancelled.
    expect((await t.app.inject({ method: 'GET', url: `/api/public/online-class/${parentRef}` })).statusCode).toBe(200);
    // Minutes before the start, it is cancelled.
    expect((await cancel(CENTRE_A, id, { reason: 'Power cut at the centre' })).statusCode).toBe(200);
    const message = 'This class was cancelled: Power cut at the centre';
    setLearningClock(at('10:15'));
    const open = await t.app.inject({ method: 'GET', url: `/api/public/online-class/${parentRef}` });
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toBe(message);
    const signedIn = await t.as(TEACHER, { method: 'GET', url: `/api/online-class/join/${teacherRef}` });
    expect(signedIn.statusCode).toBe(409);
    expect(signedIn.json().message).toBe(message);
    const parent = await t.as(PARENT, { method: 'GET', url: `/api/online-class/join/${parentRef}` });
    expect(parent.json().message).toBe(message);
  });

  it('requires a reason, with a message, and changes nothing without one', async () => {
    const id = await schedule('Colours of the garden');
    setLearningClock(at('09:00'));
    const none = await cancel(CENTRE_A, id);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Give a reason for cancelling the class');
    for (const payload of [{}, { reason: '   ' }, { reason: 42 }]) {
      const res = await cancel(CENTRE_A, id, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fieldErrors.reason).toMatch(/^Give a reason for cancelling the class/);
    }
    const long = await cancel(CENTRE_A, id, { reason: 'x'.repeat(301) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors.reason).toBe('Keep the reason under 300 characters');
    const extra = await cancel(CENTRE_A, id, { reason: REASON, status: 'SCHEDULED' });
    expect(extra.statusCode).toBe(400);
    expect(await stored(id)).toMatchObject({ status: 'SCHEDULED', cancelReason: null, cancelledAt: null });
  });

  it('cancels a class only once and only before it starts (409 with a message)', async () => {
    const id = await schedule('Counting songs');
    setLearningClock(at('09:00'));
    expect((await cancel(CENTRE_A, id, { reason: REASON })).statusCode).toBe(200);
    const again = await cancel(CENTRE_A, id, { reason: 'Once more' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This class was already cancelled');
    expect((await stored(id)).cancelReason).toBe(REASON);

    const running = await schedule('Clay play');
    setLearningClock(at('10:00'));
    const started = await cancel(CENTRE_A, running, { reason: REASON });
    expect(started.statusCode).toBe(409);
    expect(started.json().message).toBe('This class has already started; it can no longer be cancelled');
    setLearningClock(at('11:30'));
    const over = await cancel(CENTRE_A, running, { reason: REASON });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('This class is over; it can no longer be cancelled');
    expect(await stored(running)).toMatchObject({ status: 'SCHEDULED', cancelReason: null });
  });

  it('answers 404 to another centre, which cannot cancel the class', async () => {
    const id = await schedule('Animal sounds');
    setLearningClock(at('09:00'));
    const foreign = await cancel(CENTRE_B, id, { reason: 'Not ours to cancel' });
    expect(foreign.statusCode).toBe(404);
    expect(await stored(id)).toMatchObject({ status: 'SCHEDULED', cancelReason: null });
    expect((await cancel(CENTRE_A, 999_999, { reason: REASON })).statusCode).toBe(404);
  });

  it('answers 403 to roles that may not schedule classes, even when they may read them', async () => {
    const id = await schedule('Story time');
    setLearningClock(at('09:00'));
    expect((await cancel(TEACHER, id, { reason: REASON })).statusCode).toBe(403);
    expect((await cancel(PARENT, id, { reason: REASON })).statusCode).toBe(403);

    // A role with read-only access to online classes sees the list but cannot cancel.
    const db = t.db.db;
    const [read] = await db
      .select({ id: systemEndPoints.id })
      .from(systemEndPoints)
      .where(and(eq(systemEndPoints.module, 'onlineClass'), eq(systemEndPoints.method, 'GET')));
    const [viewer] = await db.insert(roles).values({ role: 'CLASS_VIEWER', description: 'Class viewer' }).returning();
    await db.insert(roleEndPoints).values({ roleId: viewer.id, endPointId: read.id });
    const [user] = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, VIEWER));
    await db.insert(userRoles).values({ userId: user.id, roleId: viewer.id });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: VIEWER, password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const list = await t.app.inject({ method: 'GET', url: '/api/online-class', headers });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().rows.map((r: { id: number }) => r.id)).toContain(id);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/online-class/${id}/cancel`,
      headers,
      payload: { reason: REASON },
    });
    expect(refused.statusCode).toBe(403);
    expect(await stored(id)).toMatchObject({ status: 'SCHEDULED', cancelReason: null });
  });
});
