import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '@portal/core';
import { HAPPENED_BEFORE_TODAY, QUEUE_HEADERS, startOfIndiaDay } from '@portal/kit';
import { classTeachers } from '@portal/mod-academics/server';
import { adminUsers } from '@portal/mod-users/server';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { DEVICE_MESSAGES, DEVICE_TOKEN_HEADER } from '../shared/constants.ts';

const HEAD = 'franchisee-a@demo.school';
const OTHER_CENTRE = 'franchisee-b@demo.school';
const TEACHER = 'teacher@demo.school';
const PARENT = 'parent@demo.school';

describe('room devices', () => {
  let t: TestApp;
  let classId: number;
  let classmate: number;
  let deviceId: number;
  let deviceToken: string;
  let teacherId: number;
  let turn: string;

  const onDevice = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { [DEVICE_TOKEN_HEADER]: deviceToken } });
  const asTurn = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${turn}` } });

  beforeAll(async () => {
    t = await startTestApp();
    const roster = (await t.as(TEACHER, { method: 'GET', url: '/api/day/roster' })).json();
    classId = roster.classId;
    classmate = roster.rows.find((r: { inAt: string | null }) => r.inAt).studentAdmissionId;
  });
  afterAll(() => t.close());

  it('is enrolled by the centre head for one class, and listed for the centre only', async () => {
    expect(
      (await t.as(TEACHER, { method: 'POST', url: '/api/devices', payload: { classId, name: 'X' } })).statusCode,
    ).toBe(403);
    const res = await t.as(HEAD, { method: 'POST', url: '/api/devices', payload: { classId, name: 'Nursery tablet' } });
    expect(res.statusCode, res.body).toBe(201);
    deviceId = res.json().device.id;
    deviceToken = res.json().token;
    expect(res.json().device).toMatchObject({ name: 'Nursery tablet', classId, revokedAt: null });
    const list = (await t.as(HEAD, { method: 'GET', url: '/api/devices' })).json();
    expect(list.rows.map((r: { id: number }) => r.id)).toContain(deviceId);
    const other = await t.as(OTHER_CENTRE, { method: 'GET', url: '/api/devices' });
    expect(other.json().rows.map((r: { id: number }) => r.id)).not.toContain(deviceId);
    expect((await t.as(OTHER_CENTRE, { method: 'POST', url: `/api/devices/${deviceId}/revoke` })).statusCode).toBe(404);
    expect((await t.as(PARENT, { method: 'GET', url: '/api/devices' })).statusCode).toBe(403);
  });

  it('lets a member of staff with a PIN switch in, and refuses a wrong PIN', async () => {
    const set = await t.as(TEACHER, {
      method: 'PUT',
      url: '/api/devices/my-pin',
      payload: { pin: '4821', confirm: '4821' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const room = await onDevice('GET', '/api/devices/room');
    expect(room.statusCode, room.body).toBe(200);
    const teacher = room.json().staff.find((s: { name: string }) => s.name.length > 0);
    expect(teacher).toBeDefined();
    teacherId = teacher.id;
    const wrong = await onDevice('POST', '/api/devices/room/switch', { userId: teacherId, pin: '0000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(DEVICE_MESSAGES.wrongPin);
    const right = await onDevice('POST', '/api/devices/room/switch', { userId: teacherId, pin: '4821' });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().classId).toBe(classId);
    turn = right.json().token;
    expect((await t.app.inject({ method: 'GET', url: '/api/devices/room' })).statusCode).toBe(401);
  });

  it('reaches only its class’s day, and nothing of the office', async () => {
    const roster = await asTurn('GET', '/api/day/roster');
    expect(roster.statusCode, roster.body).toBe(200);
    expect(roster.json().classId).toBe(classId);
    const note = await asTurn('POST', '/api/day/care-events', {
      studentAdmissionId: classmate,
      kind: 'NOTE',
      text: 'Sang',
    });
    expect(note.statusCode, note.body).toBe(201);
    for (const url of ['/api/devices', '/api/day/today', '/api/admin/me', '/api/enquiry']) {
      const res = await asTurn('GET', url);
      expect([403, 404], `${url}: ${res.body}`).toContain(res.statusCode);
    }
    const otherClass = await asTurn('GET', `/api/day/roster?classId=${classId + 1}`);
    expect(otherClass.statusCode).toBe(403);
    expect(otherClass.json().message).toBe(DEVICE_MESSAGES.otherClass);
  });

  it('narrows whoever switches in to its class: a centre head on the tablet reaches that class only', async () => {
    const [head] = await t.db.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, HEAD));
    await t.as(HEAD, { method: 'PUT', url: '/api/devices/my-pin', payload: { pin: '7316', confirm: '7316' } });
    const switched = await onDevice('POST', '/api/devices/room/switch', { userId: head.id, pin: '7316' });
    expect(switched.statusCode, switched.body).toBe(200);
    const headTurn = { authorization: `Bearer ${switched.json().token}` };
    const atDesk = (await t.as(HEAD, { method: 'GET', url: '/api/day/roster' })).json();
    expect(atDesk.classes.length).toBeGreaterThan(1);
    const onTablet = await t.app.inject({ method: 'GET', url: '/api/day/roster', headers: headTurn });
    expect(onTablet.statusCode, onTablet.body).toBe(200);
    expect(onTablet.json().classes.map((c: { id: number }) => c.id)).toEqual([classId]);
  });

  it('is revoked from the office in one tap: its token and its turns stop working at once', async () => {
    expect((await asTurn('GET', '/api/day/roster')).statusCode).toBe(200);
    const revoked = await t.as(HEAD, { method: 'POST', url: `/api/devices/${deviceId}/revoke` });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().revokedAt).not.toBeNull();
    expect((await asTurn('GET', '/api/day/roster')).statusCode).toBe(401);
    const queued = await asTurn('POST', '/api/day/care-events', {
      studentAdmissionId: classmate,
      kind: 'NOTE',
      text: 'x',
    });
    expect(queued.statusCode).toBe(401);
    const room = await onDevice('GET', '/api/devices/room');
    expect(room.statusCode).toBe(401);
    expect(room.json().message).toBe(DEVICE_MESSAGES.unknownDevice);
    expect((await onDevice('POST', '/api/devices/room/switch', { userId: teacherId, pin: '4821' })).statusCode).toBe(
      401,
    );
  });
});

describe('a turn is a placement', () => {
  let t: TestApp;
  /** teacher@'s class, and another class of her centre with children. */
  let ownClass: number;
  let otherClass: number;
  let otherChild: number;
  let teacherId: number;
  let token: string;

  const onDevice = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { [DEVICE_TOKEN_HEADER]: token } });
  const userId = async (email: string) =>
    (await t.db.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, email)))[0].id;
  const setPin = async (email: string, pin: string) => {
    const res = await t.as(email, { method: 'PUT', url: '/api/devices/my-pin', payload: { pin, confirm: pin } });
    expect(res.statusCode, `${email}: ${res.body}`).toBe(200);
  };
  const asTurn = (turn: string, method: 'GET' | 'POST', url: string, payload?: object, at?: Date) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: {
        authorization: `Bearer ${turn}`,
        ...(at ? { [QUEUE_HEADERS.key]: randomUUID(), [QUEUE_HEADERS.happenedAt]: at.toISOString() } : {}),
      },
    });

  beforeAll(async () => {
    t = await startTestApp();
    ownClass = (await t.as(TEACHER, { method: 'GET', url: '/api/day/roster' })).json().classId;
    const atDesk = (await t.as(HEAD, { method: 'GET', url: '/api/day/roster' })).json();
    for (const c of atDesk.classes as { id: number }[]) {
      if (c.id === ownClass) continue;
      const rows = (await t.as(HEAD, { method: 'GET', url: `/api/day/roster?classId=${c.id}` })).json().rows;
      if (rows.length) {
        otherClass = c.id;
        otherChild = rows[0].studentAdmissionId;
        break;
      }
    }
    expect(otherClass).toBeDefined();
    teacherId = await userId(TEACHER);
    const enrolled = await t.as(HEAD, {
      method: 'POST',
      url: '/api/devices',
      payload: { classId: otherClass, name: 'Other class tablet' },
    });
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    token = enrolled.json().token;
    await setPin(TEACHER, '4821');
  }, 120_000);
  afterAll(() => t.close());

  it('refuses at switch-in, in words, a teacher of another class and a parent who teaches', async () => {
    const teacher = await onDevice('POST', '/api/devices/room/switch', { userId: teacherId, pin: '4821' });
    expect(teacher.statusCode, teacher.body).toBe(403);
    expect(teacher.json().message).toBe(DEVICE_MESSAGES.notPlaced);
    await setPin('parent-teacher@demo.school', '5930');
    const parentTeacher = await userId('parent-teacher@demo.school');
    const refused = await onDevice('POST', '/api/devices/room/switch', { userId: parentTeacher, pin: '5930' });
    expect([400, 403], refused.body).toContain(refused.statusCode);
    expect(refused.json().token).toBeUndefined();
    // The tablet offers neither.
    const room = (await onDevice('GET', '/api/devices/room')).json();
    expect(room.staff.map((s: { id: number }) => s.id)).not.toContain(teacherId);
    expect(room.staff.map((s: { id: number }) => s.id)).not.toContain(parentTeacher);
  });

  it('lets cover for today, placed by the centre head, switch in and write everything the turn shows', async () => {
    const [own] = await t.db.db
      .select({ staffId: classTeachers.staffId })
      .from(classTeachers)
      .where(and(eq(classTeachers.userId, teacherId), eq(classTeachers.classId, ownClass)));
    const past = await t.as(HEAD, {
      method: 'POST',
      url: '/api/class-teachers',
      payload: { classId: otherClass, staffId: own.staffId, coverOn: '2020-01-01' },
    });
    expect(past.statusCode, past.body).toBe(400);
    const cover = await t.as(HEAD, {
      method: 'POST',
      url: '/api/class-teachers',
      payload: { classId: otherClass, staffId: own.staffId, coverOn: todayInIndia() },
    });
    expect(cover.statusCode, cover.body).toBe(201);
    const switched = await onDevice('POST', '/api/devices/room/switch', { userId: teacherId, pin: '4821' });
    expect(switched.statusCode, switched.body).toBe(200);
    const turn = switched.json().token as string;
    const roster = await asTurn(turn, 'GET', '/api/day/roster');
    expect(roster.json().classId).toBe(otherClass);
    const checkIn = await asTurn(turn, 'POST', '/api/day/roster/check-in', { studentAdmissionId: otherChild });
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    const note = await asTurn(
      turn,
      'POST',
      '/api/day/care-events',
      { studentAdmissionId: otherChild, kind: 'NOTE', text: 'Painted a kite' },
      new Date(),
    );
    expect(note.statusCode, note.body).toBe(201);

    // A write dated on an earlier day, or before this turn began, is refused in words.
    const yesterday = new Date(startOfIndiaDay(new Date()).getTime() - 3_600_000);
    const old = await asTurn(
      turn,
      'POST',
      '/api/day/care-events',
      { studentAdmissionId: otherChild, kind: 'NOTE', text: 'Sang' },
      yesterday,
    );
    expect(old.statusCode, old.body).toBe(400);
    expect(old.json().message).toBe(HAPPENED_BEFORE_TODAY);
    const beforeTurn = new Date(Date.now() - 30 * 60_000);
    if (beforeTurn >= startOfIndiaDay(new Date())) {
      const early = await asTurn(
        turn,
        'POST',
        '/api/day/care-events',
        { studentAdmissionId: otherChild, kind: 'NOTE', text: 'Sang' },
        beforeTurn,
      );
      expect(early.statusCode, early.body).toBe(400);
      expect(early.json().message).toBe(DEVICE_MESSAGES.beforeTurn);
    }
  });
});
