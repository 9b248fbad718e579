import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { sections, studentAdmissions } from '@portal/mod-students/server';
import { adminUsers } from '@portal/mod-users/server';
import { onlineClassRow } from '../shared/media.ts';
import { setLearningClock } from '../server/index.ts';
import { parentSection } from './parent-section.ts';

const CENTRE_A = 'franchisee-a@demo.school';
const CENTRE_B = 'franchisee-b@demo.school';
const PARENT = 'parent@demo.school';
const PARENT_2 = 'parent2@demo.school';
const TEACHER = 'teacher@demo.school';
const at = (time: string) => new Date(`2030-06-10T${time}:00+05:30`);

describe('live online classes', () => {
  let t: TestApp;
  let sectionId: number;
  let classId: number;
  let reference: string;

  beforeAll(async () => {
    t = await startTestApp();
    sectionId = await parentSection(t, PARENT);
  });
  afterEach(() => setLearningClock(undefined));
  afterAll(() => t.close());

  it('schedules a class for a section and invites its teachers and parents, personal references', async () => {
    setLearningClock(at('08:00'));
    const res = await t.as(CENTRE_A, {
      method: 'POST',
      url: '/api/online-class/schedule-class',
      payload: { sectionId, title: 'Rhyme time', date: '2030-06-10', fromTime: '10:00', toTime: '11:00' },
    });
    expect(res.statusCode, res.body).toBe(201);
    classId = res.json().id;
    expect(res.json().invited).toBeGreaterThanOrEqual(2);
    const list = await t.as(CENTRE_A, { method: 'GET', url: '/api/online-class' });
    const row = onlineClassRow.partial().parse(list.json().rows.find((r: { id: number }) => r.id === classId));
    expect(row).toMatchObject({ title: 'Rhyme time', invited: res.json().invited, joined: 0 });
    const mine = (await t.as(PARENT, { method: 'GET', url: '/api/online-class/my-classes' })).json().rows;
    const entry = mine.find((r: { id: number }) => r.id === classId);
    expect(entry).toMatchObject({ role: 'PARENT', title: 'Rhyme time' });
    expect(entry.opensAt).toBe(at('09:50').toISOString());
    expect(entry.startsAt).toBe(at('10:00').toISOString());
    reference = entry.referenceID;
    const teacher = (await t.as(TEACHER, { method: 'GET', url: '/api/online-class/my-classes' })).json().rows;
    expect(teacher.find((r: { id: number }) => r.id === classId)).toMatchObject({ role: 'TEACHER' });
    expect(teacher.find((r: { id: number }) => r.id === classId).referenceID).not.toBe(reference);
    // A parent of another class's child is not invited.
    const other = (await t.as(PARENT_2, { method: 'GET', url: '/api/online-class/my-classes' })).json().rows;
    expect(other.find((r: { id: number }) => r.id === classId)).toBeUndefined();
  });

  it('refuses bad schedules with a message', async () => {
    setLearningClock(at('08:00'));
    const past = await t.as(CENTRE_A, {
      method: 'POST',
      url: '/api/online-class/schedule-class',
      payload: { sectionId, title: 'Late', date: '2030-06-09', fromTime: '10:00', toTime: '11:00' },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('Schedule the class for a time that has not passed');
    const backwards = await t.as(CENTRE_A, {
      method: 'POST',
      url: '/api/online-class/schedule-class',
      payload: { sectionId, title: 'Odd', date: '2030-06-10', fromTime: '11:00', toTime: '10:00' },
    });
    expect(backwards.statusCode).toBe(400);
    // Another centre's section is not found.
    const foreign = await t.as(CENTRE_B, {
      method: 'POST',
      url: '/api/online-class/schedule-class',
      payload: { sectionId, title: 'Not ours', date: '2030-06-10', fromTime: '10:00', toTime: '11:00' },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('shows a centre only its own classes', async () => {
    const theirs = (await t.as(CENTRE_B, { method: 'GET', url: '/api/online-class' })).json();
    expect(theirs.rows.find((r: { id: number }) => r.id === classId)).toBeUndefined();
    expect((await t.as(CENTRE_B, { method: 'GET', url: `/api/online-class/${classId}` })).statusCode).toBe(404);
  });

  it('opens the class only from 10 minutes before its start to its end', async () => {
    setLearningClock(at('09:49'));
    const early = await t.app.inject({ method: 'GET', url: `/api/public/online-class/${reference}` });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('The class opens 10 minutes before it starts (10-06-2030 10:00 AM)');
    setLearningClock(at('09:51'));
    const open = await t.app.inject({ method: 'GET', url: `/api/public/online-class/${reference}` });
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json()).toMatchObject({ title: 'Rhyme time', provider: 'jitsi', issuedTo: expect.any(String) });
    expect(open.json().url).toMatch(/\/class-[a-f0-9]{24}\?jwt=/);
    setLearningClock(at('11:00'));
    const late = await t.app.inject({ method: 'GET', url: `/api/public/online-class/${reference}` });
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe('This class is over; its link has expired');
  });

  it('records attendance from joins and names whom each link was issued to', async () => {
    setLearningClock(at('10:15'));
    const signedIn = await t.as(PARENT, { method: 'GET', url: `/api/online-class/join/${reference}` });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const detail = (await t.as(CENTRE_A, { method: 'GET', url: `/api/online-class/${classId}` })).json();
    // The class has more than one family: the invite is the one whose link this parent used.
    const parentInvite = detail.invites.find(
      (i: { role: string; name: string }) => i.role === 'PARENT' && i.name === signedIn.json().issuedTo,
    );
    expect(parentInvite.joins).toBe(2);
    expect(Math.abs(Date.parse(parentInvite.firstJoinedAt) - at('09:51').getTime())).toBeLessThan(1000);
    expect(signedIn.json().issuedTo).toBe(parentInvite.name);
    const list = (await t.as(CENTRE_A, { method: 'GET', url: '/api/online-class' })).json();
    expect(list.rows.find((r: { id: number }) => r.id === classId).joined).toBe(1);
  });

  it('refuses someone who is not in the section', async () => {
    setLearningClock(at('10:15'));
    // Another parent signed in with a forwarded link.
    const forwarded = await t.as(PARENT_2, { method: 'GET', url: `/api/online-class/join/${reference}` });
    expect(forwarded.statusCode).toBe(403);
    expect(forwarded.json().message).toBe(
      'This link was issued to someone else; open the class from your own My classes',
    );
    // The child moved to another section: the parent's link no longer opens the class.
    const [parent] = await t.db.db.select().from(adminUsers).where(eq(adminUsers.email, PARENT));
    const [other] = await t.db.db.select().from(sections).where(eq(sections.franchiseeId, 2));
    const otherSection = other.id === sectionId ? other.id + 1 : other.id;
    await t.db.db
      .update(studentAdmissions)
      .set({ sectionId: otherSection })
      .where(eq(studentAdmissions.id, parent.studentAdmissionId!));
    const moved = await t.app.inject({ method: 'GET', url: `/api/public/online-class/${reference}` });
    expect(moved.statusCode).toBe(403);
    expect(moved.json().message).toBe('You are not in this class section');
    await t.db.db
      .update(studentAdmissions)
      .set({ sectionId })
      .where(eq(studentAdmissions.id, parent.studentAdmissionId!));
    const unknown = await t.app.inject({ method: 'GET', url: '/api/public/online-class/AAAAAAAAAAAAAAAAAAAAAA' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This class link is not valid');
  });
});
