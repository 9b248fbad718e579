import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '@portal/kit';
import { allowStandIn, startTestApp, type TestApp } from '@portal/server/testing';
import { dayCheckIns } from '@portal/mod-day/server';
import { setMessagesClock, threadMessages } from '@portal/mod-messages/server';
import { thread } from '@portal/mod-messages/shared';
import { adminUsers } from '@portal/mod-users/server';
import { NOTIFICATION_KINDS, NOTIFICATION_MESSAGES } from '@portal/mod-notifications/shared';
import { whatsappMessages, whatsappReplies, whatsappTemplates } from '../server/schema.ts';
import { sendsOf } from './sends.ts';
import { APP_SECRET, cloudStandIn, settingsFor, signed } from './stand-in.ts';

/** Opts in to WhatsApp and reads Hindi. */
const PARENT = 'parent@demo.school';
/** A parent of another class: never opted in. */
const PARENT2 = 'parent2@demo.school';
const TEACHER = 'teacher@demo.school';
const CENTRE_A = 'franchisee-a@demo.school';

/** 11:00 AM and 09:00 PM in India on a working day (the conversation's clock; quiet hours 07:00 PM to 08:00 AM). */
const DAYTIME = new Date('2026-11-24T11:00:00+05:30');
const EVENING = new Date('2026-11-24T21:00:00+05:30');

let t: TestApp;
let cloud: Awaited<ReturnType<typeof cloudStandIn>>;
let disallow: () => void;
let unset: () => void;
const people: Record<string, { id: number; mobile: string; child: number }> = {};

const { lastJob, lastOutbox, runSends, smsTo } = sendsOf(
  () => t.db.db,
  () => cloud,
);
const emailsAfter = (after: number) =>
  t.db.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, 'email'), gt(outbox.id, after)));

const choose = (email: string, kind: string, channel: string | null) =>
  t.as(email, { method: 'PUT', url: '/api/notifications/channels', payload: { kind, channel } });

/** The teacher checks the parent's child in, on a fresh day. */
async function checkIn() {
  await t.db.db.delete(dayCheckIns).where(eq(dayCheckIns.studentAdmissionId, people[PARENT].child));
  const res = await t.as(TEACHER, {
    method: 'POST',
    url: '/api/day/roster/check-in',
    payload: { studentAdmissionId: people[PARENT].child },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const webhook = (value: object) => {
  const { payload, signature } = signed(APP_SECRET, value);
  return t.app.inject({
    method: 'POST',
    url: '/api/whatsapp/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
  });
};
const textFrom = (mobile: string, id: string, body: string) => ({
  messages: [{ id, from: `91${mobile}`, type: 'text', text: { body } }],
});
const conversation = async (email: string) => {
  const res = await t.as(email, { method: 'GET', url: `/api/messages/children/${people[PARENT].child}` });
  expect(res.statusCode, res.body).toBe(200);
  return thread.response.parse(res.json());
};
/** The teacher answers in the child's conversation. */
const answer = async (text: string) => {
  const res = await t.as(TEACHER, {
    method: 'POST',
    url: `/api/messages/children/${people[PARENT].child}`,
    payload: { text },
  });
  expect(res.statusCode, res.body).toBe(201);
};

beforeAll(async () => {
  cloud = await cloudStandIn();
  disallow = allowStandIn(cloud.url);
  unset = settingsFor(cloud.url);
  t = await startTestApp();
  for (const email of [PARENT, PARENT2]) {
    const [row] = await t.db.db.select().from(adminUsers).where(eq(adminUsers.email, email));
    people[email] = { id: row.id, mobile: row.mobile!, child: row.studentAdmissionId! };
  }
  const chosen = await t.as(PARENT, { method: 'PUT', url: '/api/admin/me/language', payload: { language: 'hi' } });
  expect(chosen.statusCode, chosen.body).toBe(200);
}, 120_000);
afterAll(async () => {
  setMessagesClock(undefined);
  await t?.close();
  await cloud?.close();
  disallow?.();
  unset?.();
});

describe('the channel a family chooses per kind of message', () => {
  it('offers every kind with its usual way, and refuses what cannot be chosen, in words', async () => {
    const res = await t.as(PARENT, { method: 'GET', url: '/api/notifications/preferences' });
    expect(res.statusCode, res.body).toBe(200);
    const kinds = res.json().kinds as { kind: string; channel: string | null; required: string | null }[];
    expect(kinds.map((k) => k.kind)).toEqual(Object.keys(NOTIFICATION_KINDS));
    expect(kinds.every((k) => k.channel === null)).toBe(true);
    expect(res.json().whatsapp).toBe(false);

    // Sign-in codes and incident reports cannot be turned off, by the new choice nor by the old switch.
    const signIn = await choose(PARENT, 'sign-in', 'NONE');
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json().message).toBe(NOTIFICATION_KINDS['sign-in'].required);
    const incidents = await choose(PARENT, 'incidents', 'NONE');
    expect(incidents.statusCode).toBe(400);
    expect(incidents.json().message).toMatch(/cannot be turned off/);
    const switched = await t.as(PARENT, {
      method: 'PUT',
      url: '/api/notifications/preferences',
      payload: { kind: 'sign-in', enabled: false },
    });
    expect(switched.statusCode).toBe(400);

    // WhatsApp only for a number that opted in; marketing only with the family's consent to it.
    const whatsapp = await choose(PARENT, 'day.arrivals', 'WHATSAPP');
    expect(whatsapp.statusCode).toBe(400);
    expect(whatsapp.json().message).toBe(NOTIFICATION_MESSAGES.whatsappFirst);
    const marketing = await choose(PARENT, 'marketing', 'EMAIL');
    expect(marketing.statusCode).toBe(400);
    expect(marketing.json().message).toBe(NOTIFICATION_MESSAGES.marketingConsent);
    const notOffered = await choose(PARENT, 'trainings', 'SMS');
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().message).toBe('Trainings cannot be sent by SMS');
    const unknown = await choose(PARENT, 'day.arrivals', 'PIGEON');
    expect(unknown.statusCode).toBe(400);
  });

  it('sends the arrival by WhatsApp once the number opted in and WhatsApp is chosen', async () => {
    const optIn = await t.as(PARENT, { method: 'POST', url: '/api/whatsapp/mine', payload: { decision: 'IN' } });
    expect(optIn.statusCode, optIn.body).toBe(200);
    const chosen = await choose(PARENT, 'day.arrivals', 'WHATSAPP');
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().kinds.find((k: { kind: string }) => k.kind === 'day.arrivals').channel).toBe('WHATSAPP');
    const job = await lastJob();
    const box = await lastOutbox();
    await checkIn();
    const sent = await runSends(job);
    expect(sent.map((r) => [r.body.template.name, r.body.template.language.code])).toEqual([['portal_arrival', 'hi']]);
    expect(await smsTo(people[PARENT].mobile, box)).toEqual([]);
  });

  it('sends the arrival by SMS, not WhatsApp, when the family chose SMS for it', async () => {
    expect((await choose(PARENT, 'day.arrivals', 'SMS')).statusCode).toBe(200);
    const job = await lastJob();
    const box = await lastOutbox();
    await checkIn();
    expect(await runSends(job)).toEqual([]);
    const sms = await smsTo(people[PARENT].mobile, box);
    expect(sms).toHaveLength(1);
    expect(sms[0].body).toMatch(/सेंटर पहुँच गए हैं/);
  });

  it('sends nothing of a kind the family turned to none: no WhatsApp, no SMS', async () => {
    expect((await choose(PARENT, 'day.arrivals', 'NONE')).statusCode).toBe(200);
    const job = await lastJob();
    const box = await lastOutbox();
    await checkIn();
    expect(await runSends(job)).toEqual([]);
    expect(await smsTo(people[PARENT].mobile, box)).toEqual([]);
    const prefs = await t.as(PARENT, { method: 'GET', url: '/api/notifications/preferences' });
    expect(prefs.json().kinds.find((k: { kind: string }) => k.kind === 'day.arrivals')).toMatchObject({
      channel: 'NONE',
      enabled: false,
    });
    expect((await choose(PARENT, 'day.arrivals', null)).statusCode).toBe(200);
  });

  it('sends the sign-in code by the channel chosen for it', async () => {
    expect((await choose(PARENT, 'sign-in', 'SMS')).statusCode).toBe(200);
    const job = await lastJob();
    const box = await lastOutbox();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/otp/request',
      payload: { username: PARENT },
      remoteAddress: '10.9.0.1',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await runSends(job)).toEqual([]);
    const sms = await smsTo(people[PARENT].mobile, box);
    expect(sms).toHaveLength(1);
    expect(sms[0].body).toMatch(/\b\d{6}\b/);
    expect((await choose(PARENT, 'sign-in', null)).statusCode).toBe(200);
  });
});

describe('a family’s WhatsApp reply in the child’s conversation', () => {
  it('lands in the thread as the parent’s message, seen by the teacher and the centre head, once', async () => {
    setMessagesClock(DAYTIME);
    const body = textFrom(people[PARENT].mobile, 'wamid.in-1', 'Aarav has a cough, please keep him indoors');
    const res = await webhook(body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ statuses: 0, optedOut: 0, replies: 1 });

    const mine = await conversation(PARENT);
    const last = mine.messages.at(-1)!;
    expect(last).toMatchObject({ text: 'Aarav has a cough, please keep him indoors', mine: true, heldUntil: null });
    expect(last.sender.role).toBe('PARENT');
    for (const staff of [TEACHER, CENTRE_A])
      expect((await conversation(staff)).messages.at(-1)!.text).toBe('Aarav has a cough, please keep him indoors');
    const [kept] = await t.db.db.select().from(whatsappReplies).where(eq(whatsappReplies.providerId, 'wamid.in-1'));
    expect(kept).toMatchObject({ userId: people[PARENT].id, mobile: people[PARENT].mobile, threadMessageId: last.id });

    // WhatsApp sends the same reply again: refused, and the thread keeps one message.
    expect((await webhook(body)).statusCode).toBe(409);
    const same = await t.db.db
      .select({ n: sql<number>`count(*)::integer` })
      .from(threadMessages)
      .where(eq(threadMessages.text, 'Aarav has a cough, please keep him indoors'));
    expect(same[0].n).toBe(1);
  });

  it('holds the staff notice of a reply in the quiet hours, as for a message written in the portal', async () => {
    setMessagesClock(EVENING);
    const res = await webhook(textFrom(people[PARENT].mobile, 'wamid.in-2', 'Thank you, goodnight'));
    expect(res.json().replies).toBe(1);
    const last = (await conversation(PARENT)).messages.at(-1)!;
    expect(last.text).toBe('Thank you, goodnight');
    expect(last.heldUntil).not.toBeNull();
    setMessagesClock(DAYTIME);
  });

  it('keeps nothing of a text from a number not opted in or held by no parent, and acknowledges it', async () => {
    const before = await t.db.db.select({ id: threadMessages.id }).from(threadMessages);
    // A parent's number that never opted in (the seed leaves parent2's mobile empty, which is no sender at all).
    const notOptedIn = people[PARENT2].mobile ?? '9811100202';
    await t.db.db.update(adminUsers).set({ mobile: notOptedIn }).where(eq(adminUsers.id, people[PARENT2].id));
    for (const [mobile, id] of [
      [notOptedIn, 'wamid.in-3'],
      ['9000000001', 'wamid.in-4'],
    ]) {
      const res = await webhook(textFrom(mobile, id, 'Hello?'));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ statuses: 0, optedOut: 0, replies: 0 });
    }
    expect(await t.db.db.select({ id: threadMessages.id }).from(threadMessages)).toHaveLength(before.length);
    const kept = await t.db.db
      .select()
      .from(whatsappReplies)
      .where(sql`${whatsappReplies.providerId} in ('wamid.in-3', 'wamid.in-4')`);
    expect(kept).toEqual([]);
  });

  it('takes a foreign number ending in a parent’s digits for no one: no reply, and STOP keeps her on', async () => {
    const before = await t.db.db.select({ id: threadMessages.id }).from(threadMessages);
    const digits = people[PARENT].mobile;
    for (const [n, country] of ['1', '44', '971'].entries()) {
      const said = await webhook({
        messages: [{ id: `wamid.foreign-text-${n}`, from: `${country}${digits}`, type: 'text', text: { body: 'Hi' } }],
      });
      expect(said.statusCode, said.body).toBe(200);
      expect(said.json()).toEqual({ statuses: 0, optedOut: 0, replies: 0 });
      const stop = await webhook({
        messages: [
          { id: `wamid.foreign-stop-${n}`, from: `${country}${digits}`, type: 'text', text: { body: 'STOP' } },
        ],
      });
      expect(stop.statusCode, stop.body).toBe(200);
      expect(stop.json()).toEqual({ statuses: 0, optedOut: 0, replies: 0 });
    }
    expect(await t.db.db.select({ id: threadMessages.id }).from(threadMessages)).toHaveLength(before.length);
    const mine = (await t.as(PARENT, { method: 'GET', url: '/api/whatsapp/mine' })).json();
    expect(mine).toMatchObject({ optedIn: true });
  });

  it('answers by free text inside the 24 hours after the family’s last WhatsApp message', async () => {
    const job = await lastJob();
    const box = await lastOutbox();
    await answer('We will keep him indoors today.');
    const sent = await runSends(job);
    expect(sent).toHaveLength(1);
    expect(sent[0].body.type).toBe('text');
    expect(sent[0].body.to).toBe(`91${people[PARENT].mobile}`);
    expect(sent[0].body.text!.body).toContain('We will keep him indoors today.');
    expect(await smsTo(people[PARENT].mobile, box)).toEqual([]);
    expect((await emailsAfter(box)).length).toBeGreaterThan(0);
    const [row] = await t.db.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.userId, people[PARENT].id))
      .orderBy(desc(whatsappMessages.id))
      .limit(1);
    expect(row).toMatchObject({ message: 'NEW_MESSAGE', state: 'SENT' });
    expect(row.freeText).toContain('We will keep him indoors today.');
  });

  it('answers by the template outside that window, and in the portal only when no template fits', async () => {
    const dayAgo = new Date(Date.now() - 25 * 3_600_000);
    await t.db.db
      .update(whatsappReplies)
      .set({ receivedAt: dayAgo })
      .where(eq(whatsappReplies.mobile, people[PARENT].mobile));
    let job = await lastJob();
    let box = await lastOutbox();
    await answer('The photos of the day are up.');
    const sent = await runSends(job);
    expect(sent).toHaveLength(1);
    expect(sent[0].body.type).toBe('template');
    expect([sent[0].body.template.name, sent[0].body.template.language.code]).toEqual(['portal_new_message', 'hi']);
    expect(sent[0].body.template.components[0].parameters.map((p) => p.text)[1]).toMatch(/^Lakshmi/);
    expect(JSON.stringify(sent[0].body)).not.toContain('The photos of the day are up.');
    expect(await smsTo(people[PARENT].mobile, box)).toEqual([]);

    await t.db.db
      .update(whatsappTemplates)
      .set({ state: 'PAUSED' })
      .where(and(eq(whatsappTemplates.message, 'NEW_MESSAGE'), eq(whatsappTemplates.language, 'hi')));
    job = await lastJob();
    box = await lastOutbox();
    await answer('See you tomorrow.');
    expect(await runSends(job)).toEqual([]);
    expect(await smsTo(people[PARENT].mobile, box)).toEqual([]);
    expect((await conversation(PARENT)).messages.at(-1)!.text).toBe('See you tomorrow.');
    await t.db.db
      .update(whatsappTemplates)
      .set({ state: 'APPROVED' })
      .where(eq(whatsappTemplates.message, 'NEW_MESSAGE'));
  });
});
