import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { anonymousContext, outbox } from '@portal/kit';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { checkoutSignature, hmacHex, paymentGateway } from '@portal/mod-finance/server';
import { devProspectStages, devProspects, devTokenPayments } from '../server/schema.ts';
import { act, addDeveloper, CENTRE_A, DEVELOPER, newProspect, toMeeting, upload } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await addDeveloper(t);
  // The disclosure document the prospects acknowledge.
  const fileId = await upload(t);
  const doc = await t.as(DEVELOPER, {
    method: 'POST',
    url: '/api/dev-disclosures',
    payload: { title: 'Disclosure document', fileId },
  });
  expect(doc.statusCode, doc.body).toBe(201);
});
afterAll(() => t.close());

const TOKEN = 2_00_000_00;
const tokenOf = (link: string) => link.split('/').pop()!;
const pub = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, remoteAddress: '198.51.100.9' });
const gateway = () => paymentGateway(t.config.payments).config({ ...anonymousContext(t.db.db), franchisees: 'all' });
const sendLink = (id: number, amount = TOKEN, as = DEVELOPER) =>
  t.as(as, { method: 'POST', url: `/api/development/prospects/${id}/token-link`, payload: { amount } });

/** A prospect who acknowledged the disclosure through their link; with `site`, their site approved too. */
async function acknowledgedProspect(site = true) {
  const p = await newProspect(t);
  await toMeeting(t, p.id);
  const sent = await act(t, p.id, 'sendDisclosure');
  expect(sent.statusCode, sent.body).toBe(200);
  const ack = await pub('POST', `/api/public/disclosure/${tokenOf(sent.json().link)}/acknowledge`, { confirm: true });
  expect(ack.statusCode, ack.body).toBe(200);
  if (site) expect((await act(t, p.id, 'approveSite')).statusCode).toBe(200);
  return p;
}

async function linkFor(id: number) {
  const res = await sendLink(id);
  expect(res.statusCode, res.body).toBe(201);
  return { token: tokenOf(res.json().link), id: res.json().id as number };
}

function webhook(orderId: string, paymentId: string, eventId: string, secret?: string, amount = TOKEN) {
  const body = JSON.stringify({
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, order_id: orderId, amount } } },
  });
  return gateway().then((cfg) =>
    t.app.inject({
      method: 'POST',
      url: '/api/public/development/razorpay/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmacHex(secret ?? cfg.webhookSecret, body),
        'x-razorpay-event-id': eventId,
      },
      payload: body,
    }),
  );
}

const prospect = async (id: number) => (await t.db.db.select().from(devProspects).where(eq(devProspects.id, id)))[0];
const paidRows = async (id: number) =>
  (await t.db.db.select().from(devTokenPayments).where(eq(devTokenPayments.prospectId, id))).filter(
    (r) => r.status === 'PAID',
  );

describe('the LOI token by payment link', () => {
  it('is sent only once the site is approved and the disclosure acknowledged, by head office only', async () => {
    const early = await acknowledgedProspect(false);
    const refused = await sendLink(early.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('"Site approved"');
    const unacknowledged = await newProspect(t);
    await toMeeting(t, unacknowledged.id);
    await act(t, unacknowledged.id, 'sendDisclosure');
    const gate = await sendLink(unacknowledged.id);
    expect(gate.statusCode).toBe(409);
    expect(gate.json().message).toContain('acknowledgement of the current disclosure document');
    const p = await acknowledgedProspect();
    expect((await sendLink(p.id, TOKEN, CENTRE_A)).statusCode).toBe(403);
    const sent = await sendLink(p.id);
    expect(sent.statusCode, sent.body).toBe(201);
    const [sms] = await t.db.db.select().from(outbox).where(eq(outbox.recipient, p.mobile)).orderBy(desc(outbox.id));
    expect(sms.body).toContain(sent.json().link);
    expect(sms.body).toContain('₹2,00,000.00');
  });

  it('pays once through Checkout: the stage moves with the payment recorded, a second payment is refused', async () => {
    const p = await acknowledgedProspect();
    const { token } = await linkFor(p.id);
    const page = await pub('GET', `/api/public/franchise-token/${token}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ name: 'Harish Shetty', amount: TOKEN, status: 'LINK_SENT', testMode: true });
    const result = (await pub('POST', `/api/public/franchise-token/${token}/test-checkout`)).json();
    const paid = await pub('POST', `/api/public/franchise-token/${token}/verify`, result);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'PAID', reference: result.razorpay_payment_id });
    const after = await prospect(p.id);
    expect(after).toMatchObject({
      stage: 'LOI_TOKEN_PAID',
      tokenAmount: TOKEN,
      tokenReference: result.razorpay_payment_id,
    });
    const history = await t.db.db.select().from(devProspectStages).where(eq(devProspectStages.prospectId, p.id));
    expect(history.map((h) => h.toStage)).toContain('LOI_TOKEN_PAID');

    // The same result again answers the paid link; another payment of it is refused.
    const again = await pub('POST', `/api/public/franchise-token/${token}/verify`, result);
    expect(again.statusCode).toBe(200);
    const second = (await pub('POST', `/api/public/franchise-token/${token}/test-checkout`)).json();
    const twice = await pub('POST', `/api/public/franchise-token/${token}/verify`, second);
    expect(twice.statusCode).toBe(409);
    expect(await paidRows(p.id)).toHaveLength(1);
    // Its webhook afterwards records nothing more.
    const hook = await webhook(result.razorpay_order_id, result.razorpay_payment_id, `evt_${p.id}_a`);
    expect(hook.json().status).toBe('already-paid');
    expect((await prospect(p.id)).tokenReference).toBe(result.razorpay_payment_id);
    // A new link for a paid prospect is refused; the record shows the paid link.
    expect((await sendLink(p.id)).statusCode).toBe(409);
    const links = (
      await t.as(DEVELOPER, { method: 'GET', url: `/api/development/prospects/${p.id}/token-links` })
    ).json();
    expect(links.rows[0]).toMatchObject({ status: 'PAID', paidVia: 'CHECKOUT', amount: TOKEN });
  });

  it('refuses a forged checkout result and a forged webhook', async () => {
    const p = await acknowledgedProspect();
    const { token } = await linkFor(p.id);
    const page = (await pub('GET', `/api/public/franchise-token/${token}`)).json();
    const forged = await pub('POST', `/api/public/franchise-token/${token}/verify`, {
      razorpay_order_id: page.orderId,
      razorpay_payment_id: 'pay_forged000001',
      razorpay_signature: 'a'.repeat(64),
    });
    expect(forged.statusCode).toBe(400);
    const badHook = await webhook(page.orderId, 'pay_forged000002', `evt_${p.id}_forged`, 'not-the-secret');
    expect(badHook.statusCode).toBe(400);
    expect(badHook.json().message).toContain('signature does not match');
    // A checkout result signed for another order does not pay this one.
    const cfg = await gateway();
    const other = await pub('POST', `/api/public/franchise-token/${token}/verify`, {
      razorpay_order_id: page.orderId,
      razorpay_payment_id: 'pay_other0000001',
      razorpay_signature: checkoutSignature(cfg, 'order_someoneelse', 'pay_other0000001'),
    });
    expect(other.statusCode).toBe(400);
    expect((await prospect(p.id)).stage).toBe('SITE_APPROVED');
    expect(await paidRows(p.id)).toHaveLength(0);
  });

  it('answers 400 with what is wrong to a signed webhook body of another shape', async () => {
    const cfg = await gateway();
    const shapes = [
      'null',
      '[]',
      '"payment.captured"',
      '{}',
      '{"event":{"name":"payment.captured"}}',
      '{"event":"payment.captured","payload":null}',
      '{"event":"payment.captured","payload":{"payment":{"entity":null}}}',
      '{"event":"payment.captured","payload":{"payment":{"entity":{"id":{"x":1},"order_id":"order_1"}}}}',
      '{"event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_1","order_id":["order_1"]}}}}',
      '{"event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_1","amount":"100"}}}}',
    ];
    for (const [i, body] of shapes.entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/public/development/razorpay/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmacHex(cfg.webhookSecret, body),
          'x-razorpay-event-id': `evt_dev_shape_${i}`,
        },
        payload: body,
      });
      expect(res.statusCode, `${body}: ${res.body}`).toBe(400);
      expect(res.json().message, body).toMatch(/^The webhook body is not as Razorpay sends it \(.+\)$/);
    }
  });

  it('pays by webhook once, however often the gateway delivers it, and moves the stage', async () => {
    const p = await acknowledgedProspect();
    const { token } = await linkFor(p.id);
    const { orderId } = (await pub('GET', `/api/public/franchise-token/${token}`)).json();
    const wrongAmount = await webhook(orderId, 'pay_hook00000001', `evt_${p.id}_amount`, undefined, TOKEN - 1);
    expect(wrongAmount.json().status).toBe('amount-mismatch');
    expect((await prospect(p.id)).stage).toBe('SITE_APPROVED');
    const first = await webhook(orderId, 'pay_hook00000002', `evt_${p.id}_1`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().status).toBe('paid');
    const redelivered = await webhook(orderId, 'pay_hook00000002', `evt_${p.id}_1`);
    expect(redelivered.json().status).toBe('duplicate');
    const anotherEvent = await webhook(orderId, 'pay_hook00000003', `evt_${p.id}_2`);
    expect(anotherEvent.json().status).toBe('paid-elsewhere');
    expect(await paidRows(p.id)).toHaveLength(1);
    expect(await prospect(p.id)).toMatchObject({ stage: 'LOI_TOKEN_PAID', tokenReference: 'pay_hook00000002' });
    // Checkout's own result arriving after the webhook paid it with another payment is refused.
    const late = (await pub('POST', `/api/public/franchise-token/${token}/test-checkout`)).json();
    expect((await pub('POST', `/api/public/franchise-token/${token}/verify`, late)).statusCode).toBe(409);
  });

  it('keeps the agreement behind the disclosure gate after the token is paid by link', async () => {
    const p = await acknowledgedProspect();
    const { token } = await linkFor(p.id);
    const result = (await pub('POST', `/api/public/franchise-token/${token}/test-checkout`)).json();
    expect((await pub('POST', `/api/public/franchise-token/${token}/verify`, result)).statusCode).toBe(200);
    // A newer disclosure version closes the gate again: the agreement waits for its acknowledgement.
    const fileId = await upload(t);
    await t.as(DEVELOPER, { method: 'POST', url: '/api/dev-disclosures', payload: { title: 'Revised', fileId } });
    const refused = await act(t, p.id, 'signAgreement');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Signing the agreement needs the prospect');
    const sent = await act(t, p.id, 'sendDisclosure');
    await pub('POST', `/api/public/disclosure/${tokenOf(sent.json().link)}/acknowledge`, { confirm: true });
    expect((await act(t, p.id, 'signAgreement')).statusCode).toBe(200);
  });

  it('voids an open link when the token is recorded by hand, and a replaced link pays nothing', async () => {
    const p = await acknowledgedProspect();
    const old = await linkFor(p.id);
    const fresh = await linkFor(p.id);
    const stale = (await pub('POST', `/api/public/franchise-token/${old.token}/test-checkout`)).json();
    expect((await pub('POST', `/api/public/franchise-token/${old.token}/verify`, stale)).statusCode).toBe(409);
    expect((await act(t, p.id, 'payToken', { amount: TOKEN, reference: 'NEFT-778899' })).statusCode).toBe(200);
    const late = (await pub('POST', `/api/public/franchise-token/${fresh.token}/test-checkout`)).json();
    expect((await pub('POST', `/api/public/franchise-token/${fresh.token}/verify`, late)).statusCode).toBe(409);
    expect(await prospect(p.id)).toMatchObject({ stage: 'LOI_TOKEN_PAID', tokenReference: 'NEFT-778899' });
  });
});
