import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, outbox } from '@portal/kit';
import { fileForm, startTestApp, type TestApp } from '@portal/server/testing';
import { adminUsers } from '@portal/mod-users/server';
import { dayMessage } from '../server/messages.ts';
import { grazedKnee } from './samples.ts';

const CENTRE_A = 'franchisee-a@demo.school';
const TEACHER = 'teacher@demo.school';
const PARENT = 'parent@demo.school';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('what the centre’s day sends a parent, in the parent’s language', () => {
  let t: TestApp;
  let child: number;
  let parentId: number;

  const post = (email: string, url: string, payload: object) => t.as(email, { method: 'POST', url, payload });
  const lastJobId = async () =>
    (await t.db.db.select({ id: jobs.id }).from(jobs)).reduce((m, r) => Math.max(m, r.id), 0);
  const pushesAfter = (id: number) =>
    t.db.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.name, 'notifications.push'), gt(jobs.id, id)));

  beforeAll(async () => {
    t = await startTestApp();
    const [parent] = await t.db.db.select().from(adminUsers).where(eq(adminUsers.email, PARENT));
    child = parent.studentAdmissionId!;
    parentId = parent.id;
    const chosen = await t.as(PARENT, { method: 'PUT', url: '/api/admin/me/language', payload: { language: 'hi' } });
    expect(chosen.statusCode, chosen.body).toBe(200);
  });
  afterAll(() => t.close());

  it('pushes the arrival in Hindi to a parent who chose Hindi', async () => {
    const before = await lastJobId();
    await post(TEACHER, '/api/day/roster/check-out', { studentAdmissionId: child });
    const res = await post(TEACHER, '/api/day/roster/check-in', { studentAdmissionId: child });
    expect(res.statusCode, res.body).toBe(200);
    const pushes = (await pushesAfter(before)).map((p) => p.payload as { userIds: number[]; title: string });
    const toParent = pushes.find((p) => p.userIds.includes(parentId));
    expect(toParent?.title).toMatch(/सेंटर पहुँच गए हैं$/);
  });

  it('mails the incident report in Hindi', async () => {
    const reported = await post(TEACHER, '/api/day-incidents', grazedKnee(child));
    expect(reported.statusCode, reported.body).toBe(201);
    const sent = await post(CENTRE_A, `/api/day-incidents/${reported.json().id}/send`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    const mails = await t.db.db.select().from(outbox).where(eq(outbox.recipient, PARENT));
    const report = mails.find((m) => m.subject?.includes('घटना की रिपोर्ट'));
    expect(report?.body).toContain('चोट');
    expect(report?.body).toContain('Sand pit');
    expect(mails.some((m) => m.subject?.startsWith('Incident report'))).toBe(false);
  });

  it('mails a refused pickup in Hindi, the reason too', async () => {
    const photo = await t.as(PARENT, { method: 'POST', url: '/api/files', ...(await fileForm(PNG, 'photo.png')) });
    expect(photo.statusCode, photo.body).toBe(201);
    const added = await post(PARENT, '/api/day-pickups', {
      name: 'Meera Nair',
      relation: 'AUNT',
      mobile: '9812345678',
      photoFileId: photo.json().id,
    });
    expect(added.statusCode, added.body).toBe(201);
    await post(TEACHER, '/api/day/roster/check-in', { studentAdmissionId: child });
    const refused = await post(TEACHER, '/api/day/roster/check-out', {
      studentAdmissionId: child,
      pickupId: added.json().id,
    });
    expect(refused.statusCode, refused.body).toBe(403);
    const mails = await t.db.db.select().from(outbox).where(eq(outbox.recipient, PARENT));
    const told = mails.find((m) => m.subject?.endsWith('को ले जाने नहीं दिया गया'));
    expect(told?.body).toContain('Meera Nair');
    expect(told?.body).toContain('उन्हें बच्चे को ले जाने की मंज़ूरी नहीं है');
    expect(told?.body).not.toMatch(/approved pickup|Pickup refused/);
    expect(mails.some((m) => m.subject?.startsWith('Pickup refused'))).toBe(false);
  });
});

describe('the day’s messages to parents, in each language', () => {
  const values = { child: 'Aarav', time: '09:05 AM' };

  it('has every message in every language, English only as the fallback', () => {
    expect(dayMessage('en', 'arrivedTitle', values)).toBe('Aarav is at the centre');
    expect(dayMessage('hi', 'arrivedTitle', values)).toBe('Aarav सेंटर पहुँच गए हैं');
    expect(dayMessage('kn', 'arrivedTitle', values)).toBe('Aarav ಕೇಂದ್ರಕ್ಕೆ ಬಂದಿದ್ದಾರೆ');
    expect(dayMessage('ta', 'arrivedTitle', values)).toBe('Aarav மையத்திற்கு வந்துவிட்டார்');
    expect(dayMessage(null, 'collectedBody', values)).toBe('Checked out at 09:05 AM');
  });

  it('names the kind of incident in the parent’s words', () => {
    const incident = { centre: 'Sunrise', child: 'Aarav', date: '25-11-2026', time: '10:40 AM', place: 'Hall' };
    expect(dayMessage('hi', 'incidentBody', { ...incident, kind: 'ILLNESS' })).toContain('तबीयत ख़राब');
    expect(dayMessage('kn', 'incidentBody', { ...incident, kind: 'INJURY' })).toContain('ಗಾಯ');
    expect(dayMessage('ta', 'incidentBody', { ...incident, kind: 'BEHAVIOUR' })).toContain('நடத்தை');
  });

  it('says why a pickup was refused in the parent’s words', () => {
    expect(dayMessage('en', 'pickupRefusedReason', { reason: 'WRONG_CODE' })).toBe(
      'the one-time pickup code was wrong',
    );
    expect(dayMessage('kn', 'pickupRefusedReason', { reason: 'NOT_APPROVED' })).toContain('ಒಪ್ಪಿಗೆ ಇಲ್ಲ');
    expect(dayMessage('ta', 'pickupRefusedReason', { reason: 'WRONG_CODE' })).toContain('குறியீடு தவறு');
  });
});
