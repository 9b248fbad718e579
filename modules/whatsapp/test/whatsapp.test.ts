import { createHmac } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, outbox } from '@portal/kit';
import { allowStandIn, startTestApp, type TestApp } from '@portal/server/testing';
import { dayCheckIns, dayPickups } from '@portal/mod-day/server';
import { adminUsers } from '@portal/mod-users/server';
import { myWhatsapp } from '../shared/contracts.ts';
import { fallBackToSms, whatsappSendJob } from '../server/index.ts';
import { whatsappMessages, whatsappOptIns, whatsappTemplates } from '../server/schema.ts';
import { APP_SECRET, cloudStandIn, settingsFor, signed } from './stand-in.ts';

const PARENT = 'parent@demo.school';
const TEACHER = 'teacher@demo.school';
const MARKETING = 'marketing@demo.school';

let t: TestApp;
let cloud: Awaited<ReturnType<typeof cloudStandIn>>;
let disallow: () => void;
let unset: () => void;
let parent: { id: number; mobile: string; child: number };
/** An approved pickup of the child, who collects them each day. */
let pickupId: number;

const log = { info() {}, warn() {}, error() {} };
/** Runs the send jobs queued since `after`, as the worker would. */
async function runSends(after: number) {
  const queued = await t.db.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.name, whatsappSendJob.name), gt(jobs.id, after)));
  for (const { payload } of queued)
    await whatsappSendJob.handler({ db: t.db.db, payload, log } as unknown as Parameters<
      typeof whatsappSendJob.handler
    >[0]);
  return queued.length;
}
const lastJob = async () => (await t.db.db.select({ id: jobs.id }).from(jobs)).reduce((m, r) => Math.max(m, r.id), 0);
const lastSms = async () =>
  (await t.db.db.select().from(outbox).where(eq(outbox.recipient, parent.mobile)).orderBy(desc(outbox.id))).filter(
    (m) => m.channel === 'sms',
  );
const messagesToParent = () =>
  t.db.db.select().from(whatsappMessages).where(eq(whatsappMessages.userId, parent.id)).orderBy(whatsappMessages.id);

/** A fresh day for the child: the teacher checks them in and out, and the parents hear of both. */
async function arrivalAndPickup() {
  await t.db.db.delete(dayCheckIns).where(eq(dayCheckIns.studentAdmissionId, parent.child));
  const inOut = [
    { url: '/api/day/roster/check-in', payload: { studentAdmissionId: parent.child } },
    { url: '/api/day/roster/check-out', payload: { studentAdmissionId: parent.child, pickupId } },
  ];
  for (const { url, payload } of inOut) {
    const res = await t.as(TEACHER, { method: 'POST', url, payload });
    expect(res.statusCode, res.body).toBe(200);
  }
}
const optInOrOut = (decision: 'IN' | 'OUT') =>
  t.as(PARENT, { method: 'POST', url: '/api/whatsapp/mine', payload: { decision } });
const webhook = (value: object, secret = APP_SECRET) => {
  const { payload, signature } = signed(secret, value);
  return t.app.inject({
    method: 'POST',
    url: '/api/whatsapp/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
  });
};

beforeAll(async () => {
  cloud = await cloudStandIn();
  disallow = allowStandIn(cloud.url);
  unset = settingsFor(cloud.url);
  t = await startTestApp();
  const [row] = await t.db.db.select().from(adminUsers).where(eq(adminUsers.email, PARENT));
  parent = { id: row.id, mobile: row.mobile!, child: row.studentAdmissionId! };
  const [pickup] = await t.db.db
    .insert(dayPickups)
    .values({
      franchiseeId: row.franchiseeId!,
      studentAdmissionId: parent.child,
      name: 'Meera Nair',
      relation: 'AUNT',
      mobile: '9812345678',
      photoFileId: 'no-photo',
      status: 'APPROVED',
    })
    .returning({ id: dayPickups.id });
  pickupId = pickup.id;
  const chosen = await t.as(PARENT, { method: 'PUT', url: '/api/admin/me/language', payload: { language: 'hi' } });
  expect(chosen.statusCode, chosen.body).toBe(200);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await cloud?.close();
  disallow?.();
  unset?.();
});

describe('WhatsApp to a family who opted in', () => {
  it('sends nothing by WhatsApp to a number that did not opt in', async () => {
    const before = await lastJob();
    await arrivalAndPickup();
    expect(await runSends(before)).toBe(0);
    expect(await messagesToParent()).toHaveLength(0);
  });

  it('records the opt-in: who, when and how', async () => {
    const res = await optInOrOut('IN');
    expect(res.statusCode, res.body).toBe(200);
    const answer = myWhatsapp.parse(res.json());
    expect(answer).toMatchObject({ available: true, optedIn: true, decidedVia: 'ACCOUNT' });
    expect(answer.mobileEnding).toBe(parent.mobile.slice(-4));
    const [record] = await t.db.db.select().from(whatsappOptIns).orderBy(desc(whatsappOptIns.id)).limit(1);
    expect(record).toMatchObject({ mobile: parent.mobile, decision: 'IN', via: 'ACCOUNT', decidedBy: parent.id });
    // Another person's account cannot opt a parent's number in: a teacher has no such route.
    expect(
      (await t.as(TEACHER, { method: 'POST', url: '/api/whatsapp/mine', payload: { decision: 'IN' } })).statusCode,
    ).toBe(403);
  });

  it('sends the arrival and the pickup as templates in the family’s language, not by SMS', async () => {
    const before = await lastJob();
    const smsBefore = (await lastSms()).length;
    await arrivalAndPickup();
    expect(await runSends(before)).toBe(2);
    const sent = cloud.received.slice(-2);
    expect(sent.map((r) => r.body.template.name)).toEqual(['portal_arrival', 'portal_pickup']);
    for (const r of sent) {
      expect(r.path).toBe('/v21.0/1055501/messages');
      expect(r.authorization).toBe('Bearer token-for-tests');
      expect(r.body.to).toBe(`91${parent.mobile}`);
      expect(r.body.template.language.code).toBe('hi');
      expect(r.body.template.components[0].parameters[1].text).toMatch(/^\d\d:\d\d (AM|PM)$/);
    }
    const rows = await messagesToParent();
    expect(rows.slice(-2).map((m) => [m.message, m.language, m.state])).toEqual([
      ['ARRIVAL', 'hi', 'SENT'],
      ['PICKUP', 'hi', 'SENT'],
    ]);
    expect(rows.at(-1)!.providerId).toMatch(/^wamid\./);
    expect((await lastSms()).length).toBe(smsBefore);
  });

  it('falls back to SMS while the template is paused, and head office alone changes its state', async () => {
    const [arrival] = await t.db.db
      .select()
      .from(whatsappTemplates)
      .where(and(eq(whatsappTemplates.message, 'ARRIVAL'), eq(whatsappTemplates.language, 'hi')));
    const pause = (email: string) =>
      t.as(email, { method: 'PUT', url: `/api/whatsapp-templates/${arrival.id}`, payload: { state: 'PAUSED' } });
    expect((await pause(PARENT)).statusCode).toBe(403);
    const paused = await pause(MARKETING);
    expect(paused.statusCode, paused.body).toBe(200);
    const listed = await t.as(MARKETING, { method: 'GET', url: '/api/whatsapp-templates?state=PAUSED' });
    expect(listed.json().rows.map((i: { id: number }) => i.id)).toEqual([arrival.id]);

    const before = await lastJob();
    const smsBefore = (await lastSms()).length;
    await arrivalAndPickup();
    expect(await runSends(before)).toBe(1);
    expect(cloud.received.at(-1)!.body.template.name).toBe('portal_pickup');
    const sms = await lastSms();
    expect(sms.length).toBe(smsBefore + 1);
    expect(sms[0].body).toMatch(/सेंटर पहुँच गए हैं/);

    await t.as(MARKETING, {
      method: 'PUT',
      url: `/api/whatsapp-templates/${arrival.id}`,
      payload: { state: 'APPROVED' },
    });
  });

  it('falls back to SMS once when WhatsApp refuses or reports a failure', async () => {
    cloud.refuseWith({ status: 400, message: 'Template paused' });
    let before = await lastJob();
    let smsBefore = (await lastSms()).length;
    await arrivalAndPickup();
    await runSends(before);
    cloud.refuseWith(undefined);
    let rows = (await messagesToParent()).slice(-2);
    expect(rows.map((m) => [m.state, m.error])).toEqual([
      ['FAILED', 'Template paused'],
      ['FAILED', 'Template paused'],
    ]);
    expect((await lastSms()).length).toBe(smsBefore + 2);

    // Delivered by the Cloud API, then reported failed: the SMS goes once, whatever comes after.
    before = await lastJob();
    await arrivalAndPickup();
    await runSends(before);
    rows = (await messagesToParent()).slice(-2, -1);
    smsBefore = (await lastSms()).length;
    const failed = await webhook({
      statuses: [{ id: rows[0].providerId, status: 'failed', errors: [{ title: 'Message undeliverable' }] }],
    });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json()).toEqual({ statuses: 1, optedOut: 0, replies: 0 });
    const [after] = await t.db.db.select().from(whatsappMessages).where(eq(whatsappMessages.id, rows[0].id));
    expect(after).toMatchObject({ state: 'FAILED', error: 'Message undeliverable' });
    expect(after.fellBackAt).not.toBeNull();
    expect(await fallBackToSms(t.db.db, rows[0].id)).toBe(false);
    const sms = await lastSms();
    expect(sms.length).toBe(smsBefore + 1);
    expect(sms[0].body).toMatch(/सेंटर पहुँच गए हैं/);
  });

  it('records delivered and read, never moving a message back', async () => {
    const before = await lastJob();
    await arrivalAndPickup();
    await runSends(before);
    const [m] = (await messagesToParent()).slice(-1);
    expect((await webhook({ statuses: [{ id: m.providerId, status: 'read' }] })).statusCode).toBe(200);
    expect((await webhook({ statuses: [{ id: m.providerId, status: 'delivered' }] })).statusCode).toBe(200);
    const [after] = await t.db.db.select().from(whatsappMessages).where(eq(whatsappMessages.id, m.id));
    expect(after.state).toBe('READ');
  });
});

describe('the webhook', () => {
  it('refuses a forged signature and a replayed message id', async () => {
    const [m] = (await messagesToParent()).slice(-1);
    const body = { statuses: [{ id: m.providerId, status: 'failed' }] };
    const forged = await webhook(body, 'not-the-secret');
    expect(forged.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      payload: signed(APP_SECRET, body).payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    const [still] = await t.db.db.select().from(whatsappMessages).where(eq(whatsappMessages.id, m.id));
    expect(still.state).toBe('READ');

    const read = { statuses: [{ id: m.providerId, status: 'read' }] };
    expect((await webhook(read)).statusCode).toBe(409);
  });

  it('answers 400 with what is wrong to a signed body of another shape, and keeps nothing of it', async () => {
    const signedRaw = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/whatsapp/webhook',
        payload,
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': `sha256=${createHmac('sha256', APP_SECRET).update(payload).digest('hex')}`,
        },
      });
    const shapes = [
      'null',
      '[]',
      '{"entry":[null]}',
      '{"entry":{"changes":[]}}',
      '{"entry":[{"changes":[null]}]}',
      '{"entry":[{"changes":[{"value":{"statuses":[{"id":{"x":1},"status":"read"}]}}]}]}',
      '{"entry":[{"changes":[{"value":{"messages":[{"id":{"x":1},"from":"919000000010"}]}}]}]}',
      '{"entry":[{"changes":[{"value":{"messages":[{"id":"wamid.x","from":12345}]}}]}]}',
      '{"entry":[{"changes":[{"value":{"messages":[{"id":"wamid.y","from":"919000000010","text":{"body":7}}]}}]}]}',
    ];
    for (const payload of shapes) {
      const res = await signedRaw(payload);
      expect(res.statusCode, `${payload}: ${res.body}`).toBe(400);
      expect(res.json().message, payload).toMatch(/^The webhook body is not as WhatsApp sends it \(.+\)$/);
    }
    expect((await signedRaw('{"entry":[{"changes":[]}]}')).statusCode).toBe(200);
  });

  it('answers WhatsApp’s check with the challenge, only with the verify token', async () => {
    const check = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
      });
    const ok = await check('verify-me');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.body).toBe('1158201444');
    expect((await check('guess')).statusCode).toBe(400);
  });

  it('opts the number out on a STOP reply: nothing more goes by WhatsApp', async () => {
    const res = await webhook({
      messages: [{ id: 'wamid.reply-1', from: `91${parent.mobile}`, type: 'text', text: { body: ' stop ' } }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ statuses: 0, optedOut: 1, replies: 0 });
    const mine = myWhatsapp.parse((await t.as(PARENT, { method: 'GET', url: '/api/whatsapp/mine' })).json());
    expect(mine).toMatchObject({ optedIn: false, decidedVia: 'REPLY' });
    const [record] = await t.db.db.select().from(whatsappOptIns).orderBy(desc(whatsappOptIns.id)).limit(1);
    expect(record).toMatchObject({ mobile: parent.mobile, decision: 'OUT', via: 'REPLY', decidedBy: parent.id });

    const before = await lastJob();
    await arrivalAndPickup();
    expect(await runSends(before)).toBe(0);
  });

  it('sends by SMS what was queued before the number opted out', async () => {
    expect((await optInOrOut('IN')).statusCode).toBe(200);
    const before = await lastJob();
    await arrivalAndPickup();
    expect((await optInOrOut('OUT')).statusCode).toBe(200);
    const smsBefore = (await lastSms()).length;
    const sentBefore = cloud.received.length;
    expect(await runSends(before)).toBe(2);
    expect(cloud.received.length).toBe(sentBefore);
    const rows = (await messagesToParent()).slice(-2);
    expect(rows.map((m) => [m.state, m.error])).toEqual([
      ['FAILED', 'The number opted out'],
      ['FAILED', 'The number opted out'],
    ]);
    expect((await lastSms()).length).toBe(smsBefore + 2);
  });
});
