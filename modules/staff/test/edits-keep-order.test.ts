import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@portal/server/testing';

/** An edit keeps the rules a new entry keeps: times in order, a leave's days free and at most 180 of them. */
const A = 'franchisee-a@demo.school';
const TEACHER = 'teacher@demo.school';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const api = (email: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.as(email, { method, url, payload: payload as object });

describe('edits of attendance and leave', () => {
  it('refuses an attendance edit that puts the out time before the in time, and changes nothing', async () => {
    const me = (await api(TEACHER, 'GET', '/api/staff-me')).json();
    const marked = await api(A, 'POST', '/api/staff-attendance', {
      staffId: me.id,
      attendanceDate: '2026-02-09',
      attendanceStatus: 'PRESENT',
      inTime: '09:00',
      outTime: '13:00',
    });
    expect(marked.statusCode, marked.body).toBe(201);
    const id = marked.json().id;
    const backwards = await api(A, 'PUT', `/api/staff-attendance/${id}`, { inTime: '14:00' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fieldErrors).toEqual({ outTime: 'Out time must be after the in time' });
    const same = await api(A, 'PUT', `/api/staff-attendance/${id}`, { outTime: '09:00' });
    expect(same.json().fieldErrors).toEqual({ outTime: 'Out time must be after the in time' });
    const future = await api(A, 'PUT', `/api/staff-attendance/${id}`, { attendanceDate: '2099-01-05' });
    expect(future.json().fieldErrors).toEqual({ attendanceDate: 'Attendance cannot be given for a future date' });
    expect((await api(A, 'GET', `/api/staff-attendance/${id}`)).json()).toMatchObject({
      attendanceDate: '2026-02-09',
      inTime: expect.stringMatching(/^09:00/),
      outTime: expect.stringMatching(/^13:00/),
    });
    // A stored 13:00:00 and a typed 13:00 are the same minute.
    const meet = await api(A, 'PUT', `/api/staff-attendance/${id}`, { inTime: '13:00' });
    expect(meet.json().fieldErrors).toEqual({ outTime: 'Out time must be after the in time' });
    expect((await api(A, 'PUT', `/api/staff-attendance/${id}`, { outTime: '13:30' })).statusCode).toBe(200);
  });

  it('refuses a leave edit onto days another application holds, backwards or longer than 180 days', async () => {
    const me = (await api(TEACHER, 'GET', '/api/staff-me')).json();
    const apply = (fromDate: string, toDate: string) =>
      api(TEACHER, 'POST', '/api/staff-leaves', {
        staffId: me.id,
        leaveType: 'Casual Leave',
        fromDate,
        toDate,
        reason: 'Family function',
      });
    const first = await apply('2032-03-02', '2032-03-03');
    const second = await apply('2032-03-10', '2032-03-11');
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const id = second.json().id;
    const onto = await api(TEACHER, 'PUT', `/api/staff-leaves/${id}`, { fromDate: '2032-03-03' });
    expect(onto.json()).toMatchObject({
      statusCode: 409,
      message: 'A leave application already covers some of these days',
    });
    const backwards = await api(TEACHER, 'PUT', `/api/staff-leaves/${id}`, { toDate: '2032-03-09' });
    expect(backwards.json().fieldErrors).toEqual({ toDate: 'To date must not be before the from date' });
    const long = await api(TEACHER, 'PUT', `/api/staff-leaves/${id}`, { toDate: '2032-12-31' });
    expect(long.json().fieldErrors).toEqual({ toDate: 'A leave may last at most 180 days' });
    expect((await api(TEACHER, 'GET', `/api/staff-leaves/${id}`)).json()).toMatchObject({
      fromDate: '2032-03-10',
      toDate: '2032-03-11',
      days: 2,
    });
    // Moving within its own days is no clash with itself.
    const moved = await api(TEACHER, 'PUT', `/api/staff-leaves/${id}`, { toDate: '2032-03-12' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ days: 3 });
  });
});
