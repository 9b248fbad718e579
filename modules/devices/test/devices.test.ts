import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
