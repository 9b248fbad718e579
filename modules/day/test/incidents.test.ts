import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatDateTime, formatTime, todayInIndia } from '@portal/core';
import { outbox } from '@portal/kit';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { adminUsers, userFranchisees } from '@portal/mod-users/server';
import { dayIncidents } from '../server/schema.ts';
import { INCIDENT_MESSAGES, myIncidents, networkIncidents, parentIncident } from '../shared/incidents.ts';
import { grazedKnee } from './samples.ts';

const CENTRE_A = 'franchisee-a@demo.school';
const CENTRE_B = 'franchisee-b@demo.school';
const TEACHER = 'teacher@demo.school';
const PARENT = 'parent@demo.school';
const PARENT2 = 'parent2@demo.school';
const SUPER = 'superadmin@demo.school';
/** Head office's user assigned to centre 002: its area manager. */
const AREA_MANAGER = 'trainer@demo.school';

describe('incident reports: reported, sent by the centre head, acknowledged by a parent', () => {
  let t: TestApp;
  let child: number;
  let otherChild: number;

  const get = (email: string, url: string) => t.as(email, { method: 'GET', url });
  const post = (email: string, url: string, payload: object) => t.as(email, { method: 'POST', url, payload });
  const userOf = async (email: string) =>
    (await t.db.db.select().from(adminUsers).where(eq(adminUsers.email, email)))[0];
  const mailTo = (email: string, subject: string) =>
    t.db.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, email), like(outbox.subject, `${subject}%`)));
  const report = (email: string, body: object = {}) =>
    post(email, '/api/day-incidents', {
      ...grazedKnee(child),
      ...body,
    });
  const mine = async (email: string) => myIncidents.response.parse((await get(email, '/api/day/my-incidents')).json());

  beforeAll(async () => {
    t = await startTestApp();
    child = (await userOf(PARENT)).studentAdmissionId!;
    otherChild = (await userOf(PARENT2)).studentAdmissionId!;
    await t.db.db.insert(userFranchisees).values({ userId: (await userOf(AREA_MANAGER)).id, franchiseeId: 2 });
  });
  afterAll(() => t.close());

  it('keeps the time as given in India’s time, and reads it back 04:05 PM wherever it is read', async () => {
    const yesterday = addDays(todayInIndia(), -1);
    const res = await report(TEACHER, { occurredAt: `${yesterday}T16:05:00+05:30`, place: 'The four o’clock swing' });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    const stored = (await get(CENTRE_A, `/api/day-incidents/${id}`)).json().occurredAt as string;
    expect(new Date(stored).getTime()).toBe(Date.parse(`${yesterday}T10:35:00Z`));
    const sent = await post(CENTRE_A, `/api/day-incidents/${id}/send`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    const told = (await mailTo(PARENT, 'Incident report')).filter((m) => m.body.includes('four o’clock swing'));
    expect(told.length).toBeGreaterThan(0);
    expect(told.every((m) => m.body.includes('04:05 PM'))).toBe(true);
    const seen = (await mine(PARENT)).incidents.find((i) => i.id === id)!;
    expect(seen.occurredAt.getTime()).toBe(Date.parse(`${yesterday}T16:05:00+05:30`));
    // A phone, or a server, whose clock is set to UTC reads the centre's time, not 10:35 AM.
    const zone = process.env.TZ;
    process.env.TZ = 'UTC';
    try {
      const [y, m, d] = yesterday.split('-');
      expect(formatDateTime(stored)).toBe(`${d}-${m}-${y} 04:05 PM`);
      expect(formatTime(seen.occurredAt)).toBe('04:05 PM');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('refuses a time that is not one, or one without its zone, in words', async () => {
    const yesterday = addDays(todayInIndia(), -1);
    const impossible = await report(TEACHER, { occurredAt: `${yesterday}T25:05:00+05:30` });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().message).toContain('When: 25:05 is not a time of day');
    const noZone = await report(TEACHER, { occurredAt: `${yesterday}T16:05:00` });
    expect(noZone.statusCode).toBe(400);
    expect(noZone.json().message).toContain('+05:30');
    const minutes = await report(TEACHER, { occurredAt: `${yesterday}T16:65:00+05:30` });
    expect(minutes.statusCode).toBe(400);
    expect(minutes.json().message).toContain('16:65 is not a time of day');
  });

  it('goes DRAFT → SENT → ACKNOWLEDGED, each step by its own role only', async () => {
    const res = await report(TEACHER);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    expect(res.json().status).toBe('DRAFT');

    // A draft stays with the centre: the parent neither sees nor acknowledges it.
    expect((await mine(PARENT)).incidents.map((i) => i.id)).not.toContain(id);
    expect((await post(PARENT, `/api/day/my-incidents/${id}/acknowledge`, { name: 'Anita' })).statusCode).toBe(404);
    expect((await get(PARENT, `/api/day-incidents/${id}`)).statusCode).toBe(403);

    // The teacher may correct the draft but not send it; the centre head sends it and the parents are told.
    const edit = await t.as(TEACHER, {
      method: 'PUT',
      url: `/api/day-incidents/${id}`,
      payload: { place: 'Sand pit, by the swings' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await post(TEACHER, `/api/day-incidents/${id}/send`, {})).statusCode).toBe(403);
    expect((await post(PARENT, `/api/day-incidents/${id}/send`, {})).statusCode).toBe(403);
    const sent = await post(CENTRE_A, `/api/day-incidents/${id}/send`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().status).toBe('SENT');
    const mails = await mailTo(PARENT, 'Incident report');
    expect(mails.some((m) => m.body.includes('by the swings'))).toBe(true);
    expect((await mailTo(PARENT2, 'Incident report')).length).toBe(0);

    const late = await t.as(CENTRE_A, { method: 'PUT', url: `/api/day-incidents/${id}`, payload: { place: 'Hall' } });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(INCIDENT_MESSAGES.sentAlready);

    // Only a parent of that child reads and acknowledges it.
    expect((await mine(PARENT)).incidents.find((i) => i.id === id)?.status).toBe('SENT');
    expect((await mine(PARENT2)).incidents.map((i) => i.id)).not.toContain(id);
    expect((await post(PARENT2, `/api/day/my-incidents/${id}/acknowledge`, { name: 'Ravi' })).statusCode).toBe(404);
    expect((await post(TEACHER, `/api/day/my-incidents/${id}/acknowledge`, { name: 'Fatima' })).statusCode).toBe(403);
    expect((await post(CENTRE_A, `/api/day/my-incidents/${id}/acknowledge`, { name: 'Head' })).statusCode).toBe(403);
    const noName = await post(PARENT, `/api/day/my-incidents/${id}/acknowledge`, { name: ' ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.body).toContain(INCIDENT_MESSAGES.typeName);

    const ack = await post(PARENT, `/api/day/my-incidents/${id}/acknowledge`, { name: 'Anita Sharma' });
    expect(ack.statusCode, ack.body).toBe(200);
    const acknowledged = parentIncident.parse(ack.json());
    expect(acknowledged).toMatchObject({ status: 'ACKNOWLEDGED', acknowledgedName: 'Anita Sharma' });
    expect(Math.abs(acknowledged.acknowledgedAt!.getTime() - Date.now())).toBeLessThan(60_000);
    const again = await post(PARENT, `/api/day/my-incidents/${id}/acknowledge`, { name: 'Someone' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(INCIDENT_MESSAGES.alreadyAcknowledged('Anita Sharma'));
    expect((await get(CENTRE_A, `/api/day-incidents/${id}`)).json()).toMatchObject({
      status: 'ACKNOWLEDGED',
      acknowledgedName: 'Anita Sharma',
    });
  });

  it('keeps a teacher to the classes they teach, and refuses an incident in the future', async () => {
    expect((await report(TEACHER, { studentAdmissionId: otherChild })).statusCode).toBe(404);
    const future = await report(TEACHER, { occurredAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(INCIDENT_MESSAGES.whenInFuture);
    const theirs = await report(CENTRE_A, { studentAdmissionId: otherChild });
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect((await get(TEACHER, `/api/day-incidents/${theirs.json().id}`)).statusCode).toBe(404);
  });

  it('alerts head office and the centre’s area manager when a serious incident is reported', async () => {
    const before = (await mailTo(AREA_MANAGER, 'Serious incident')).length;
    const res = await report(TEACHER, { serious: true, whatHappened: 'Fell from the climbing frame; hurt the wrist.' });
    expect(res.statusCode, res.body).toBe(201);
    for (const email of [AREA_MANAGER, SUPER]) {
      const mails = await mailTo(email, 'Serious incident');
      expect(mails.length).toBe(before + 1);
      expect(mails.at(-1)!.body).toContain('climbing frame');
    }
    // A head-office user of other centres only hears nothing.
    expect(await mailTo('marketing@demo.school', 'Serious incident')).toHaveLength(0);
    // A draft marked serious later alerts them then.
    const later = await report(TEACHER);
    await t.as(TEACHER, { method: 'PUT', url: `/api/day-incidents/${later.json().id}`, payload: { serious: true } });
    expect((await mailTo(AREA_MANAGER, 'Serious incident')).length).toBe(before + 2);
  });

  it('shows head office the incidents per centre and month, with filters', async () => {
    const all = networkIncidents.response.parse((await get(SUPER, '/api/day/incidents/network')).json());
    expect(all.incidents.length).toBeGreaterThan(3);
    const centre2 = all.months.filter((m) => m.franchiseeId === 2);
    expect(centre2.reduce((n, m) => n + m.count, 0)).toBe(all.incidents.filter((i) => i.franchiseeId === 2).length);
    const serious = networkIncidents.response.parse(
      (await get(SUPER, '/api/day/incidents/network?serious=YES&kind=INJURY&franchiseeID=2')).json(),
    );
    expect(serious.incidents.length).toBe(2);
    expect(serious.incidents.every((i) => i.serious && i.kind === 'INJURY')).toBe(true);
    const month = all.months[0].month;
    const inMonth = networkIncidents.response.parse(
      (await get(AREA_MANAGER, `/api/day/incidents/network?month=${month}`)).json(),
    );
    expect(inMonth.months.every((m) => m.month === month)).toBe(true);
    expect((await get(SUPER, '/api/day/incidents/network?month=2026-13')).statusCode).toBe(400);
    // A centre head sees their own centre only; a parent or a teacher has no such view.
    const own = networkIncidents.response.parse((await get(CENTRE_B, '/api/day/incidents/network')).json());
    expect(own.incidents.every((i) => i.franchiseeId !== 2)).toBe(true);
    expect((await get(PARENT, '/api/day/incidents/network')).statusCode).toBe(403);
    expect((await get(TEACHER, '/api/day/incidents/network')).statusCode).toBe(403);
  });

  it('answers 404 for another centre’s incident, to read, change, send or acknowledge', async () => {
    const created = await report(CENTRE_A);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect((await get(CENTRE_B, `/api/day-incidents/${id}`)).statusCode).toBe(404);
    expect((await post(CENTRE_B, `/api/day-incidents/${id}/send`, {})).statusCode).toBe(404);
    const put = await t.as(CENTRE_B, { method: 'PUT', url: `/api/day-incidents/${id}`, payload: { place: 'Hall' } });
    expect(put.statusCode).toBe(404);
    const theirs = await report(CENTRE_B);
    // Another centre's child is not found for a new report either.
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().fieldErrors.studentAdmissionId).toBe('Child not found');
    const [row] = await t.db.db.select().from(dayIncidents).where(eq(dayIncidents.id, id));
    expect(row).toMatchObject({ status: 'DRAFT', place: 'Sand pit' });
  });
});
