import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { adminUsers } from '@portal/mod-users/server';
import { sections, studentAdmissions, students } from '@portal/mod-students/server';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { dltForm, dltRefusal, MESSAGES, render } from '../shared/index.ts';
import { jobs } from '@portal/kit';
import {
  commDeliveries,
  commSends,
  DELIVER_JOB,
  setChannels,
  smsGatewayChannel,
  smtpChannel,
} from '../server/index.ts';
import {
  CENTRE_A,
  CENTRE_B,
  centreByCode,
  centreOf,
  childOf,
  MARKETING,
  PARENT,
  runDeliveries,
  startGateway,
  startSmtp,
  templateId,
} from './support.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let centreA: number;
let centreB: number;
beforeAll(async () => {
  t = await startTestApp();
  smtp = await startSmtp({ refuseOnce: ['later@example.in'], refuseAlways: ['gone@example.in'] });
  gateway = await startGateway();
  centreA = await centreOf(t, CENTRE_A);
  centreB = await centreOf(t, CENTRE_B);
});
afterAll(async () => {
  await smtp.close();
  await gateway.close();
  await t.close();
});
afterEach(() => setChannels({}));

function useChannels() {
  setChannels({
    email: smtpChannel(smtp.url, 'Portal <no-reply@demo.school>'),
    sms: smsGatewayChannel({ url: gateway.url, apiKey: 'test', timeoutMs: 300 }),
    callbackToken: 'callback-secret',
    retryDelayMs: 3_600_000,
  });
}

const send = (email: string, payload: object) =>
  t.as(email, { method: 'POST', url: '/api/communications/send', payload });

async function sendCount() {
  return (await t.db.db.select({ id: commSends.id }).from(commSends)).length;
}

async function deliveries(sendId: number) {
  return t.db.db.select().from(commDeliveries).where(eq(commDeliveries.sendId, sendId)).orderBy(commDeliveries.id);
}

describe('templates', () => {
  it('renders variables and derives the registered DLT text', () => {
    const body = 'Dear Parent, fee of Rs {feeDue} for {childName} is due on {date}.';
    expect(render(body, { feeDue: '4,500', childName: 'Aarav', date: '05-12-2026' })).toBe(
      'Dear Parent, fee of Rs 4,500 for Aarav is due on 05-12-2026.',
    );
    expect(dltForm(body)).toBe('Dear Parent, fee of Rs {#var#} for {#var#} is due on {#var#}.');
  });

  it('checks a message against its DLT template: fixed text as registered, each variable at most 30 characters', () => {
    const registered = 'Dear Parent, fee of Rs {#var#} for {#var#} is due on {#var#}.';
    const names = ['feeDue', 'childName', 'date'];
    expect(dltRefusal(registered, 'Dear Parent, fee of Rs 4500 for Aarav is due on 05-12-2026.', names)).toBeNull();
    expect(dltRefusal(registered, 'Dear Parent, fee of Rs 4500 for Aarav is due TODAY on 05-12-2026!', names)).toBe(
      MESSAGES.dltMismatch,
    );
    const long = 'A'.repeat(31);
    expect(dltRefusal(registered, `Dear Parent, fee of Rs 4500 for ${long} is due on 05-12-2026.`, names)).toBe(
      MESSAGES.dltVarTooLong("Child's name", 31),
    );
  });

  it('previews a template with a real child of the centre', async () => {
    const id = await templateId(t, 'Fee reminder (email)');
    const child = await childOf(t, PARENT);
    const res = await t.as(CENTRE_A, {
      method: 'POST',
      url: `/api/communications/templates/${id}/preview`,
      payload: { franchiseeId: centreA, studentAdmissionId: child.id, values: { feeDue: 'Rs 4,500' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [s] = await t.db.db
      .select({ first: students.firstName })
      .from(studentAdmissions)
      .innerJoin(students, eq(students.id, studentAdmissions.studentId))
      .where(eq(studentAdmissions.id, child.id));
    expect(res.json().subject).toContain(s.first);
    expect(res.json().body).toContain('Rs 4,500');
    expect(res.json().recordOf).toContain(s.first);
    // Another centre's child cannot fill a preview.
    const other = await t.as(CENTRE_B, {
      method: 'POST',
      url: `/api/communications/templates/${id}/preview`,
      payload: { franchiseeId: centreB, studentAdmissionId: child.id },
    });
    expect(other.statusCode).toBe(404);
  });

  it('keeps templates with head office and refuses an SMS template without its DLT registration', async () => {
    const body = {
      name: 'Sports day (SMS)',
      userType: 'PARENT',
      type: 'SMS',
      page: 'SEND_SMS',
      body: 'Sports day on {date}.',
    };
    const centre = await t.as(CENTRE_A, { method: 'POST', url: '/api/comm-templates', payload: body });
    expect(centre.statusCode).toBe(403);
    const missing = await t.as(MARKETING, { method: 'POST', url: '/api/comm-templates', payload: body });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MESSAGES.dltMissing);
    const unknown = await t.as(MARKETING, {
      method: 'POST',
      url: '/api/comm-templates',
      payload: { ...body, body: 'Hello {nickname}', dltTemplateId: '1107161234567890999', senderId: 'KIDSPT' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('{nickname}');
    const ok = await t.as(MARKETING, {
      method: 'POST',
      url: '/api/comm-templates',
      payload: { ...body, dltTemplateId: '1107161234567890999', senderId: 'KIDSPT' },
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });
});

describe('audiences', () => {
  it('sends to a class only inside the caller’s centre, and refuses another centre or its section', async () => {
    useChannels();
    const id = await templateId(t, 'Fee reminder (email)');
    const child = await childOf(t, PARENT);
    const before = await sendCount();
    const elsewhere = await send(CENTRE_A, {
      templateId: id,
      audience: { franchiseeId: centreB, kind: 'CENTRE' },
    });
    expect(elsewhere.statusCode).toBe(404);
    const [sectionB] = await t.db.db.select().from(sections).where(eq(sections.franchiseeId, centreB)).limit(1);
    if (sectionB) {
      const foreign = await send(CENTRE_A, {
        templateId: id,
        audience: { franchiseeId: centreA, kind: 'SECTION', sectionId: sectionB.id },
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().message).toBe(MESSAGES.sectionElsewhere);
    }
    expect(await sendCount()).toBe(before);

    const res = await send(CENTRE_A, {
      templateId: id,
      audience: { franchiseeId: centreA, kind: 'CLASS', classId: child.classId },
      values: { feeDue: 'Rs 4,500' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const rows = await deliveries(res.json().id);
    expect(rows.length).toBeGreaterThan(0);
    // Every recipient is a parent of a child of this class at this centre.
    const parents = await t.db.db
      .select({ email: students.parentEmail, account: adminUsers.email })
      .from(studentAdmissions)
      .innerJoin(students, eq(students.id, studentAdmissions.studentId))
      .leftJoin(adminUsers, eq(adminUsers.studentAdmissionId, studentAdmissions.id))
      .where(and(eq(studentAdmissions.classId, child.classId), eq(studentAdmissions.franchiseeId, centreA)));
    const allowed = new Set(parents.flatMap((p) => [p.email?.toLowerCase(), p.account?.toLowerCase()]));
    expect(rows.map((r) => r.address)).toContain(PARENT);
    for (const r of rows) expect(allowed.has(r.address)).toBe(true);
    expect(rows.every((r) => r.franchiseeId === centreA)).toBe(true);
  });

  it('refuses an invalid email address in a list, writing nothing', async () => {
    const before = await sendCount();
    const res = await send(CENTRE_A, {
      templateId: await templateId(t, 'Fee reminder (email)'),
      audience: { franchiseeId: centreA, kind: 'LIST', addresses: ['ok@example.in', 'not-an-address'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.invalidEmail('not-an-address'));
    expect(await sendCount()).toBe(before);
  });
});

describe('email over SMTP', () => {
  it('delivers through the job to the SMTP server, honours opt-outs, retries a passing refusal', async () => {
    useChannels();
    const optOut = await t.as(CENTRE_A, {
      method: 'POST',
      url: '/api/comm-opt-outs',
      payload: { franchiseeId: centreA, channel: 'EMAIL', address: 'Quiet@Example.in' },
    });
    expect(optOut.statusCode, optOut.body).toBe(201);
    const res = await send(CENTRE_A, {
      templateId: await templateId(t, 'Fee reminder (email)'),
      audience: {
        franchiseeId: centreA,
        kind: 'LIST',
        addresses: ['asha@example.in', 'quiet@example.in', 'later@example.in', 'gone@example.in'],
      },
      values: { feeDue: 'Rs 4,500' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'SCHEDULED', recipients: 3, optedOut: 1 });
    const id = res.json().id;

    await runDeliveries(t, id);
    let rows = await deliveries(id);
    const status = (a: string) => rows.find((r) => r.address === a)?.status;
    expect(status('asha@example.in')).toBe('SENT');
    expect(status('quiet@example.in')).toBe('OPTED OUT');
    expect(status('later@example.in')).toBe('RETRYING');
    expect(status('gone@example.in')).toBe('FAILED');
    const mail = smtp.inbox.find((m) => m.to.includes('asha@example.in'))!;
    expect(mail.raw).toContain('Subject: Fee reminder for');
    expect(mail.raw).toContain('Rs 4,500');
    expect(smtp.inbox.some((m) => m.to.includes('quiet@example.in'))).toBe(false);

    // The job queued a second pass after a back-off; run now, it delivers the one the server refused for now.
    const queued = await t.db.db.select().from(jobs).where(eq(jobs.name, DELIVER_JOB));
    expect(queued.some((j) => j.payload.sendId === id && j.runAfter.getTime() > Date.now() + 3_000_000)).toBe(true);
    await runDeliveries(t, id);
    rows = await deliveries(id);
    expect(status('later@example.in')).toBe('SENT');
    expect(rows.find((r) => r.address === 'later@example.in')!.attempts).toBe(2);
    expect(smtp.inbox.some((m) => m.to.includes('later@example.in'))).toBe(true);
    const details = await t.as(CENTRE_A, { method: 'GET', url: `/api/communications/sends/${id}` });
    expect(details.json()).toMatchObject({ status: 'PARTLY SENT', sent: 2, failed: 1 });
    // Another centre does not see the send.
    expect((await t.as(CENTRE_B, { method: 'GET', url: `/api/communications/sends/${id}` })).statusCode).toBe(404);
  });

  it('schedules a send for later', async () => {
    useChannels();
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const res = await send(CENTRE_A, {
      templateId: await templateId(t, 'Fee reminder (email)'),
      audience: { franchiseeId: centreA, kind: 'LIST', addresses: ['later-on@example.in'] },
      sendAt: at,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(new Date(res.json().scheduledAt).toISOString()).toBe(at);
    const list = await t.as(CENTRE_A, { method: 'GET', url: '/api/communications/sends?channel=EMAIL' });
    expect(list.json().rows.find((r: { id: number }) => r.id === res.json().id)).toMatchObject({ status: 'SCHEDULED' });
  });
});

describe('SMS through the gateway adapter', () => {
  it('refuses a message off its DLT template or with an overlong variable before anything is sent', async () => {
    useChannels();
    const id = await templateId(t, 'Fee reminder (SMS)');
    const before = await sendCount();
    const calls = gateway.calls.length;
    const edited = await send(CENTRE_A, {
      templateId: id,
      body: 'URGENT: fee of Rs {feeDue} for {childName} is due on {date}. Please pay at the centre.',
      audience: { franchiseeId: centreA, kind: 'LIST', addresses: ['9876500001'] },
      values: { feeDue: '4500' },
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().message).toBe(MESSAGES.dltMismatch);
    const long = await send(CENTRE_A, {
      templateId: id,
      audience: { franchiseeId: centreA, kind: 'LIST', addresses: ['9876500001'] },
      values: { feeDue: '4500 plus the late fee of Rs 500 and transport' },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(MESSAGES.dltVarTooLong('Fee due', 46));
    const badNumber = await send(CENTRE_A, {
      templateId: id,
      audience: { franchiseeId: centreA, kind: 'LIST', addresses: ['12345'] },
      values: { feeDue: '4500' },
    });
    expect(badNumber.statusCode).toBe(400);
    expect(await sendCount()).toBe(before);
    expect(gateway.calls.length).toBe(calls);
  });

  it('sends with the DLT ids, retries timeouts and 5xx, records refusals and delivery reports', async () => {
    useChannels();
    const res = await send(CENTRE_A, {
      templateId: await templateId(t, 'Fee reminder (SMS)'),
      audience: {
        franchiseeId: centreA,
        kind: 'LIST',
        addresses: ['9876500001', '+91 98765 00002', '9876500003', '09876500004'],
      },
      values: { feeDue: '4500' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id;
    await runDeliveries(t, id);
    let rows = await deliveries(id);
    const by = (n: string) => rows.find((r) => r.address === n)!;
    expect(by('9876500001').status).toBe('SENT');
    expect(by('9876500002')).toMatchObject({ status: 'FAILED', error: 'Number is on the DND registry' });
    expect(by('9876500003')).toMatchObject({ status: 'RETRYING', error: 'The SMS gateway did not answer in time' });
    expect(by('9876500004')).toMatchObject({ status: 'RETRYING', error: 'The SMS gateway answered 503' });
    const call = gateway.calls.find((c) => c.to === '919876500001')!;
    expect(call).toMatchObject({ sender: 'KIDSPT', dlt_template_id: '1107161234567890123' });
    expect(call.message).toMatch(
      /^Dear Parent, fee of Rs 4500 for .* is due on \d\d-\d\d-\d{4}\. Please pay at the centre\.$/,
    );

    await runDeliveries(t, id);
    rows = await deliveries(id);
    expect(by('9876500003').status).toBe('SENT');
    expect(by('9876500004').status).toBe('SENT');

    // The gateway reports delivery by callback; a wrong token changes nothing.
    const ref = by('9876500001').providerRef!;
    const wrong = await t.as(null, {
      method: 'POST',
      url: '/api/communications/sms/delivery-report?token=nope',
      payload: { id: ref, status: 'DELIVERED' },
    });
    expect(wrong.statusCode).toBe(404);
    const report = await t.as(null, {
      method: 'POST',
      url: '/api/communications/sms/delivery-report?token=callback-secret',
      payload: { id: ref, status: 'DELIVERED' },
    });
    expect(report.json()).toEqual({ updated: 1 });
    rows = await deliveries(id);
    expect(by('9876500001').status).toBe('DELIVERED');
    const details = await t.as(CENTRE_A, { method: 'GET', url: `/api/communications/sends/${id}` });
    expect(details.json()).toMatchObject({ status: 'PARTLY SENT', sent: 3, failed: 1 });
  });

  it('gives up on a recipient after three attempts', async () => {
    // No gateway configured: every attempt is a passing failure until the third.
    setChannels({ retryDelayMs: 3_600_000 });
    const res = await send(CENTRE_A, {
      templateId: await templateId(t, 'Holiday notice (SMS)'),
      audience: { franchiseeId: centreA, kind: 'LIST', addresses: ['9876500009'] },
      values: { date: '14-11-2026' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id;
    for (let i = 0; i < 3; i++) await runDeliveries(t, id);
    const [row] = await deliveries(id);
    expect(row).toMatchObject({ status: 'FAILED', attempts: 3 });
    expect((await t.as(CENTRE_A, { method: 'GET', url: `/api/communications/sends/${id}` })).json().status).toBe(
      'FAILED',
    );
  });
});

export { centreByCode };
