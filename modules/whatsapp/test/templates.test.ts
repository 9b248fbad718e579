import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, CRON_STATUS } from '@portal/core';
import { anonymousContext, enqueue, everyFranchiseeContext, jobRuns, startWorker } from '@portal/kit';
import { allowStandIn, startTestApp, type TestApp } from '@portal/server/testing';
import { sendDaySummaries } from '@portal/mod-day/server';
import { runAutopay, sendFeeReminders } from '@portal/mod-finance/server';
import { OFFER_JOB, offerJob, setWaitlistClock, waitlistEntries } from '@portal/mod-waitlist/server';
import { adminUsers } from '@portal/mod-users/server';
import { A, approvedPlan, gatewayConfig, system } from '../../finance/test/support.ts';
import { usageAnswer } from '../shared/contracts.ts';
import { whatsappMessages, whatsappOptIns } from '../server/schema.ts';
import { sendsOf } from './sends.ts';
import { APP_SECRET, cloudStandIn, settingsFor, signed, type CloudRequest } from './stand-in.ts';

/** Opts in to WhatsApp (and reads Hindi). */
const PARENT = 'parent@demo.school';
/** The same child's other parent: never opted in, so texted by SMS. */
const OTHER_PARENT = 'parent-teacher@demo.school';
const TEACHER = 'teacher@demo.school';
const CENTRE_A = 'franchisee-a@demo.school';
const MARKETING = 'marketing@demo.school';

let t: TestApp;
let cloud: Awaited<ReturnType<typeof cloudStandIn>>;
let disallow: () => void;
let unset: () => void;
const people: Record<string, { id: number; mobile: string; child: number }> = {};

const { lastJob, lastOutbox, runSends, smsTo } = sendsOf(
  () => t.db.db,
  () => cloud,
);
const params = (r: CloudRequest) => (r.body.template.components[0].parameters as { text: string }[]).map((p) => p.text);
/** The template messages received for a number. */
const toNumber = (sent: CloudRequest[], mobile: string) => sent.filter((r) => r.body.to === `91${mobile}`);

/** What the tests sent, per template: by WhatsApp to the opted-in parent, by SMS to the other parent. */
const seen: Record<string, { whatsapp: number; sms: number }> = {};

/**
 * Runs `act`, then the WhatsApp sends it queued: the opted-in parent gets the message as `template` in Hindi and
 * no SMS, while `smsTo` (not opted in) gets it by SMS and nothing by WhatsApp.
 */
async function expectWhatsappAndSms(template: string, act: () => Promise<unknown>, sms: string) {
  const job = await lastJob();
  const box = await lastOutbox();
  await act();
  const sent = await runSends(job);
  const mine = toNumber(sent, people[PARENT].mobile);
  expect(mine.length, `${template} by WhatsApp`).toBeGreaterThan(0);
  for (const r of mine) expect([r.body.template.name, r.body.template.language.code]).toEqual([template, 'hi']);
  expect(await smsTo(people[PARENT].mobile, box), `no SMS to the opted-in parent for ${template}`).toEqual([]);
  expect(toNumber(sent, sms)).toEqual([]);
  const texts = await smsTo(sms, box);
  expect(texts.length, `${template} by SMS`).toBeGreaterThan(0);
  const tally = (seen[template] ??= { whatsapp: 0, sms: 0 });
  tally.whatsapp += mine.length;
  tally.sms += texts.length;
  return { whatsapp: mine[0], sms: texts };
}

beforeAll(async () => {
  cloud = await cloudStandIn();
  disallow = allowStandIn(cloud.url);
  unset = settingsFor(cloud.url);
  t = await startTestApp();
  for (const email of [PARENT, OTHER_PARENT]) {
    const [row] = await t.db.db.select().from(adminUsers).where(eq(adminUsers.email, email));
    people[email] = { id: row.id, mobile: row.mobile!, child: row.studentAdmissionId! };
  }
  expect(people[OTHER_PARENT].child).toBe(people[PARENT].child);
  expect(people[OTHER_PARENT].mobile).not.toBe(people[PARENT].mobile);
  const chosen = await t.as(PARENT, { method: 'PUT', url: '/api/admin/me/language', payload: { language: 'hi' } });
  expect(chosen.statusCode, chosen.body).toBe(200);
  const optIn = await t.as(PARENT, { method: 'POST', url: '/api/whatsapp/mine', payload: { decision: 'IN' } });
  expect(optIn.statusCode, optIn.body).toBe(200);
}, 120_000);
afterAll(async () => {
  setWaitlistClock(undefined);
  await t?.close();
  await cloud?.close();
  disallow?.();
  unset?.();
});

describe('the portal’s messages to families by WhatsApp, where the number opted in', () => {
  it('sends the sign-in code as its template, by SMS to a number not opted in', async () => {
    const request = (username: string, ip: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/otp/request', payload: { username }, remoteAddress: ip });
    const { whatsapp, sms } = await expectWhatsappAndSms(
      'portal_sign_in_code',
      async () => {
        expect((await request(PARENT, '10.8.0.1')).statusCode).toBe(200);
        expect((await request(OTHER_PARENT, '10.8.0.2')).statusCode).toBe(200);
      },
      people[OTHER_PARENT].mobile,
    );
    expect(params(whatsapp)).toEqual([expect.stringMatching(/^\d{6}$/)]);
    expect(sms[0].body).toMatch(/^\d{6} is your one-time password/);
    // The code was recorded with its SMS words, to fall back to.
    const [row] = await t.db.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.message, 'SIGN_IN_CODE'))
      .orderBy(desc(whatsappMessages.id))
      .limit(1);
    expect(row.smsText).toContain(params(whatsapp)[0]);
  });

  it('sends an incident report sent to the parents as its template', async () => {
    const child = people[PARENT].child;
    const { whatsapp, sms } = await expectWhatsappAndSms(
      'portal_incident_sent',
      async () => {
        const reported = await t.as(TEACHER, {
          method: 'POST',
          url: '/api/day-incidents',
          payload: {
            studentAdmissionId: child,
            kind: 'INJURY',
            occurredAt: new Date(Date.now() - 3_600_000).toISOString(),
            place: 'Sand pit',
            whatHappened: 'Tripped over a bucket and grazed the left knee.',
            firstAid: 'Washed and covered with a plaster.',
            staffPresent: 'Fatima Shaikh',
            serious: false,
          },
        });
        expect(reported.statusCode, reported.body).toBe(201);
        const sent = await t.as(CENTRE_A, {
          method: 'POST',
          url: `/api/day-incidents/${reported.json().id}/send`,
          payload: {},
        });
        expect(sent.statusCode, sent.body).toBe(200);
      },
      people[OTHER_PARENT].mobile,
    );
    expect(params(whatsapp)).toHaveLength(4);
    expect(sms[0].body).toMatch(/incident/i);
  });

  it('sends the evening summary as its template', async () => {
    const child = people[PARENT].child;
    const checkIn = await t.as(TEACHER, {
      method: 'POST',
      url: '/api/day/roster/check-in',
      payload: { studentAdmissionId: child },
    });
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    const { whatsapp, sms } = await expectWhatsappAndSms(
      'portal_evening_summary',
      () => sendDaySummaries(everyFranchiseeContext(anonymousContext(t.db.db))),
      people[OTHER_PARENT].mobile,
    );
    expect(params(whatsapp)[0]).toBe(sms[0].body.split('’s day')[0]);
  });

  it('sends fee reminders, AutoPay notices and receipts as FEE_DUE and FEE_RECEIPT', async () => {
    const child = people[PARENT].child;
    const planId = await approvedPlan(t, A, 'Hybrid annual plan');
    const assigned = await t.as(A, {
      method: 'POST',
      url: `/api/fee-plans/${planId}/assign`,
      payload: { studentAdmissionId: child },
    });
    expect(assigned.statusCode, assigned.body).toBe(201);
    const plan = (
      await t.as(null, { method: 'GET', url: `/api/public/admission-payments/${assigned.json().referenceId}` })
    ).json();
    const [first, second] = (plan.installments as { dueDate: string; outstandingPaise: number }[]).filter(
      (i) => i.outstandingPaise > 0,
    );
    const at = (day: string, time = '10:00') => new Date(`${day}T${time}:00+05:30`);

    const reminder = await expectWhatsappAndSms(
      'portal_fee_due',
      () => sendFeeReminders(system(t), at(first.dueDate)),
      people[OTHER_PARENT].mobile,
    );
    expect(params(reminder.whatsapp)).toHaveLength(4);

    // AutoPay on: the notice before the debit is a fee due, the debit's receipt a receipt.
    const setup = await t.as(PARENT, {
      method: 'POST',
      url: '/api/autopay/mandates',
      payload: { studentFeePlanId: assigned.json().id, method: 'UPI_INTENT' },
    });
    expect(setup.statusCode, setup.body).toBe(201);
    const mandate = setup.json().id;
    const approval = await t.as(PARENT, {
      method: 'POST',
      url: `/api/autopay/mandates/${mandate}/test-authorise`,
      payload: { vpa: 'success@razorpay' },
    });
    const on = await t.as(PARENT, {
      method: 'POST',
      url: `/api/autopay/mandates/${mandate}/authorise`,
      payload: approval.json(),
    });
    expect(on.statusCode, on.body).toBe(200);
    const config = await gatewayConfig(t);
    await expectWhatsappAndSms(
      'portal_fee_due',
      () => runAutopay(system(t), config, at(addDays(second.dueDate, -2), '09:00')),
      people[OTHER_PARENT].mobile,
    );
    const receipt = await expectWhatsappAndSms(
      'portal_fee_receipt',
      () => runAutopay(system(t), config, at(second.dueDate, '09:00')),
      people[OTHER_PARENT].mobile,
    );
    expect(receipt.sms[0].body).toContain(params(receipt.whatsapp)[3]);
  });

  it('sends a seat offer as its template to a waitlisted family’s number that opted in', async () => {
    const [next] = await t.db.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.status, 'WAITING'))
      .orderBy(waitlistEntries.position)
      .limit(1);
    const [open] = await t.db.db
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.status, 'OFFERED'), eq(waitlistEntries.classId, next.classId)));
    await t.db.db.insert(whatsappOptIns).values({ mobile: next.mobile, decision: 'IN', via: 'ACCOUNT' });
    setWaitlistClock(new Date(open.offerExpiresAt!.getTime() + 3_600_000));
    const job = await lastJob();
    const box = await lastOutbox();
    const worker = await startWorker({ db: t.db.db, jobs: [offerJob], pollMs: 20, heartbeatMs: 200 });
    try {
      const { runId } = await enqueue(t.db.db, OFFER_JOB);
      let done = false;
      for (let i = 0; i < 400 && !done; i++) {
        const [run] = await t.db.db.select().from(jobRuns).where(eq(jobRuns.id, runId));
        done = run.status === CRON_STATUS.COMPLETED;
        if (!done) await new Promise((r) => setTimeout(r, 25));
      }
      expect(done).toBe(true);
    } finally {
      await worker.stop();
    }
    const sent = toNumber(await runSends(job), next.mobile);
    expect(sent.map((r) => r.body.template.name)).toEqual(['portal_seat_offer']);
    expect(params(sent[0])[3]).toMatch(/\/seat-offer\/[\w-]{20,}/);
    expect(await smsTo(next.mobile, box)).toEqual([]);
  });
});

describe('what the texts cost', () => {
  /** This month in India's time. */
  const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
  const usageAs = (email: string, m = month) => t.as(email, { method: 'GET', url: `/api/whatsapp/usage?month=${m}` });

  it('counts each centre’s texts of the month per kind and channel, as sent, with the estimated cost', async () => {
    // WhatsApp reports the messages delivered, but the sign-in code failed (it went by SMS instead).
    const sent = await t.db.db.select().from(whatsappMessages).where(eq(whatsappMessages.state, 'SENT'));
    for (const m of sent) {
      const status = m.message === 'SIGN_IN_CODE' ? 'failed' : 'delivered';
      const { payload, signature } = signed(APP_SECRET, { statuses: [{ id: m.providerId, status }] });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/whatsapp/webhook',
        payload,
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const res = await usageAs(MARKETING);
    expect(res.statusCode, res.body).toBe(200);
    const answer = usageAnswer.parse(res.json());
    expect(answer.paisePer100).toEqual({ UTILITY: 1150, AUTHENTICATION: 1150 });
    const [parent] = await t.db.db.select().from(adminUsers).where(eq(adminUsers.email, PARENT));
    const rowOf = (message: string) =>
      answer.rows.find((r) => r.franchiseeId === parent.franchiseeId && r.message === message)!;

    const code = rowOf('SIGN_IN_CODE');
    expect(code).toMatchObject({ delivered: 0, failed: 1, fellBack: 1, sms: seen.portal_sign_in_code.sms });
    expect(code.category).toBe('AUTHENTICATION');
    for (const [template, exact] of [
      ['INCIDENT_SENT', true],
      ['EVENING_SUMMARY', true],
      ['FEE_DUE', false],
      ['FEE_RECEIPT', false],
    ] as const) {
      const row = rowOf(template);
      const tally = seen[`portal_${template.toLowerCase()}`];
      expect(row.delivered, template).toBe(tally.whatsapp);
      expect([row.pending, row.failed, row.fellBack], template).toEqual([0, 0, 0]);
      // Fee sweeps may text other families of the centre too; the rest reach this child's parents alone.
      if (exact) expect(row.sms, template).toBe(tally.sms);
      else expect(row.sms, template).toBeGreaterThanOrEqual(tally.sms);
      expect(row.costPaise, template).toBe(Math.round(row.delivered * 11.5));
    }
    expect(answer.totals.delivered).toBe(answer.rows.reduce((n, r) => n + r.delivered, 0));
    expect(answer.totals.costPaise).toBe(answer.rows.reduce((n, r) => n + r.costPaise, 0));

    // Another month has none of them.
    const before = usageAnswer.parse((await usageAs(MARKETING, '2020-01')).json());
    expect(before.rows).toEqual([]);
  });

  it('exports the month as CSV', async () => {
    const res = await t.as(MARKETING, { method: 'GET', url: `/api/whatsapp/usage/csv?month=${month}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'Centre,Message,WhatsApp delivered,WhatsApp pending,WhatsApp failed,WhatsApp fell back to SMS,SMS,' +
        'Estimated WhatsApp cost (₹)',
    );
    expect(lines.some((l) => l.includes(',Sign-in code,0,0,1,1,'))).toBe(true);
  });

  it('is head office’s: a centre head, a teacher and a parent are refused; a bad month is a 400', async () => {
    for (const email of [CENTRE_A, TEACHER, PARENT]) expect((await usageAs(email)).statusCode, email).toBe(403);
    const bad = await usageAs(MARKETING, '2026-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/YYYY-MM/);
  });
});
