import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { formatDate, formatPaise } from '@portal/core';
import {
  AppError,
  assertMayWrite,
  audit,
  badRequest,
  conflict,
  findByLink,
  inTransaction,
  loadRecord,
  notFound,
  outboundClient,
  parseWebhookBody,
  queueMessage,
  type RequestContext,
} from '@portal/kit';
import {
  checkoutSignature,
  hmacHex,
  razorpayWebhookBody,
  type GatewayConfig,
  type PaymentGateway,
} from '@portal/mod-finance/server';
import { TOKEN_LINK_DAYS, type TokenPageView } from '../../shared/token.ts';
import { prospectResource } from '../resources.ts';
import { devProspects, devTokenPayments, devTokenWebhookEvents } from '../schema.ts';
import { assertDisclosureAcknowledged, assertStage, enterStage } from '../stages.service.ts';
import { prospectShape } from '../../shared/resources.ts';

type TokenPayment = typeof devTokenPayments.$inferSelect;
const DAY_MS = 86_400_000;
const LINK_INVALID = 'This payment link is not valid or has expired. Please ask us for a new one.';
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Constant-time comparison of two hex signatures. */
function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Razorpay's API, and nothing else, through the outbound gate. */
const razorpay = outboundClient({ chosenBy: 'operator', hosts: () => ['api.razorpay.com'], timeoutMs: 15_000 });

/** The gateway order the link pays (test mode: a local id in Razorpay's shape, as the finance module's orders). */
async function openGatewayOrder(cfg: GatewayConfig, amountPaise: number, receipt: string, prospectId: number) {
  if (cfg.testMode) return `order_${randomBytes(7).toString('hex')}`;
  const res = await razorpay.request('https://api.razorpay.com/v1/orders', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`${cfg.keyId}:${cfg.keySecret}`).toString('base64')}`,
    },
    body: JSON.stringify({
      amount: amountPaise,
      currency: 'INR',
      receipt,
      notes: { purpose: 'LOI token', prospectId: String(prospectId) },
    }),
  });
  const body = res.json<{ id?: string; error?: { description?: string } }>() ?? {};
  if (res.status >= 300 || !body.id)
    throw badRequest(
      `The payment gateway could not open the payment: ${body.error?.description ?? `it answered ${res.status}`}`,
    );
  return body.id;
}

/**
 * Head office sends the prospect a link to pay the LOI token: only once the site is approved and the current
 * disclosure is acknowledged (the gate holds here as for a token recorded by hand). A newer link replaces an
 * unpaid one. The prospect gets it by SMS and email; the screen gets it once (only its hash is kept).
 */
export async function sendTokenLink(ctx: RequestContext, gateway: PaymentGateway, id: number, amountPaise: number) {
  // Outside the transaction: in test mode the first call creates this installation's secrets.
  const cfg = await gateway.config(ctx);
  if (!cfg.enabled) throw conflict('Online payment is not set up on this portal: record the token by hand');
  return inTransaction(ctx, async (ctx) => {
    const prospect = await loadRecord(ctx, prospectResource, id, { forUpdate: true });
    assertMayWrite(ctx, prospectResource.writeRule);
    await assertDisclosureAcknowledged(ctx, prospect.id, 'The LOI token');
    assertStage(prospect.stage, 'SITE_APPROVED', 'The LOI token');
    const token = randomBytes(24).toString('base64url');
    const expiresAt = new Date(Date.now() + TOKEN_LINK_DAYS * DAY_MS);
    const orderId = await openGatewayOrder(cfg, amountPaise, `loi-${prospect.id}-${Date.now()}`, prospect.id);
    await ctx.db
      .update(devTokenPayments)
      .set({ status: 'CANCELLED', updatedAt: new Date() })
      .where(and(eq(devTokenPayments.prospectId, prospect.id), eq(devTokenPayments.status, 'LINK_SENT')));
    const [row] = await ctx.db
      .insert(devTokenPayments)
      .values({
        prospectId: prospect.id,
        amountPaise,
        linkTokenHash: hashOf(token),
        linkExpiresAt: expiresAt,
        gatewayOrderId: orderId,
        createdBy: ctx.user?.id ?? null,
      })
      .returning();
    const path = `/franchise-token/${token}`;
    const link = `${process.env.PUBLIC_URL?.replace(/\/$/, '') ?? ''}${path}`;
    const body =
      `Dear ${prospect.name}, please pay the LOI token of ${formatPaise(amountPaise)} for your franchise at ` +
      `${link}. The link is open until ${formatDate(expiresAt)}.`;
    await queueMessage(ctx.db, { channel: 'sms', to: prospect.mobile, body });
    if (prospect.email)
      await queueMessage(ctx.db, { channel: 'email', to: prospect.email, subject: 'LOI token payment', body });
    await audit(ctx, {
      resource: prospectShape,
      recordId: prospect.id,
      action: 'sendTokenLink',
      changes: { amountPaise, gatewayOrderId: orderId, tokenPaymentId: row.id },
    });
    return { id: row.id, link: path, amount: amountPaise, expiresAt };
  });
}

export async function tokenLinks(ctx: RequestContext, id: number) {
  const prospect = await loadRecord(ctx, prospectResource, id);
  const rows = await ctx.db
    .select()
    .from(devTokenPayments)
    .where(eq(devTokenPayments.prospectId, prospect.id))
    .orderBy(desc(devTokenPayments.id));
  return {
    rows: rows.map((r) => ({
      id: r.id,
      amount: r.amountPaise,
      status: r.status as 'LINK_SENT' | 'PAID' | 'CANCELLED',
      gatewayPaymentId: r.gatewayPaymentId,
      paidVia: r.paidVia,
      paidAt: r.paidAt,
      expiresAt: r.linkExpiresAt,
      createdAt: r.createdAt,
    })),
  };
}

// ---- the prospect's link ----

async function paymentOfLink(ctx: RequestContext, token: string): Promise<TokenPayment> {
  const found = await findByLink(ctx.db, { secret: 'development.token', ip: ctx.ip }, async () => {
    const [row] = await ctx.db
      .select()
      .from(devTokenPayments)
      .where(eq(devTokenPayments.linkTokenHash, hashOf(token)));
    return row;
  });
  // A paid link stays readable (its receipt); an unpaid one only until it expires.
  if (!found || (found.status !== 'PAID' && found.linkExpiresAt < new Date())) throw new AppError(404, LINK_INVALID);
  return found;
}

async function view(ctx: RequestContext, cfg: GatewayConfig, payment: TokenPayment): Promise<TokenPageView> {
  const [prospect] = await ctx.db
    .select({ name: devProspects.name })
    .from(devProspects)
    .where(eq(devProspects.id, payment.prospectId));
  return {
    name: prospect?.name ?? '',
    amount: payment.amountPaise,
    status: payment.status,
    paidAt: payment.paidAt,
    reference: payment.gatewayPaymentId,
    orderId: payment.gatewayOrderId,
    keyId: cfg.keyId,
    testMode: cfg.testMode,
  };
}

export async function tokenPage(ctx: RequestContext, gateway: PaymentGateway, token: string) {
  const cfg = await gateway.config(ctx);
  return view(ctx, cfg, await paymentOfLink(ctx, token));
}

/** Test mode only: what Checkout hands back after a successful payment of the link's order. */
export async function tokenTestCheckout(ctx: RequestContext, gateway: PaymentGateway, token: string) {
  const cfg = await gateway.config(ctx);
  if (!cfg.testMode) throw notFound('Test payment');
  const payment = await paymentOfLink(ctx, token);
  const paymentId = `pay_${randomBytes(7).toString('hex')}`;
  return {
    razorpay_order_id: payment.gatewayOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: checkoutSignature(cfg, payment.gatewayOrderId, paymentId),
  };
}

type Outcome = 'paid' | 'already-paid' | 'cancelled' | 'paid-elsewhere';

/**
 * Records the token as paid, once: the link's row is locked, a second payment of a paid link is refused and the
 * same payment again changes nothing. A prospect waiting at "Site approved" moves to "LOI token paid" with the
 * amount and the gateway's reference; the stage history and the audit log keep who and when.
 */
async function recordPaid(
  ctx: RequestContext,
  paymentRowId: number,
  gatewayPaymentId: string,
  via: 'CHECKOUT' | 'WEBHOOK',
): Promise<Outcome> {
  const [payment] = await ctx.db
    .select()
    .from(devTokenPayments)
    .where(eq(devTokenPayments.id, paymentRowId))
    .for('update');
  if (payment.status === 'PAID')
    return payment.gatewayPaymentId === gatewayPaymentId ? 'already-paid' : 'paid-elsewhere';
  if (payment.status === 'CANCELLED') return 'cancelled';
  const [prospect] = await ctx.db
    .select()
    .from(devProspects)
    .where(eq(devProspects.id, payment.prospectId))
    .for('update');
  const paidAt = new Date();
  await ctx.db
    .update(devTokenPayments)
    .set({ status: 'PAID', gatewayPaymentId, paidVia: via, paidAt, updatedAt: paidAt })
    .where(eq(devTokenPayments.id, payment.id));
  const moves = prospect.stage === 'SITE_APPROVED';
  const stamp = moves ? await enterStage(ctx, prospect, 'LOI_TOKEN_PAID') : {};
  await ctx.db
    .update(devProspects)
    .set({
      ...stamp,
      ...(moves ? { stage: 'LOI_TOKEN_PAID' } : {}),
      tokenAmount: payment.amountPaise,
      tokenReference: gatewayPaymentId,
      updatedAt: paidAt,
    })
    .where(eq(devProspects.id, prospect.id));
  await audit(ctx, {
    resource: prospectShape,
    recordId: prospect.id,
    action: 'payToken',
    changes: {
      tokenAmount: payment.amountPaise,
      tokenReference: gatewayPaymentId,
      via,
      ...(moves ? { stage: ['SITE_APPROVED', 'LOI_TOKEN_PAID'] } : {}),
    },
  });
  return 'paid';
}

/**
 * Checkout's result for the link: the signature is checked against the order id we stored (never the one the
 * browser sends alone). Repeating it answers the paid link; another payment of a paid link is refused (409).
 */
export async function tokenVerify(
  ctx: RequestContext,
  gateway: PaymentGateway,
  token: string,
  input: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
) {
  const cfg = await gateway.config(ctx);
  const found = await paymentOfLink(ctx, token);
  if (
    !cfg.enabled ||
    input.razorpay_order_id !== found.gatewayOrderId ||
    !sameSignature(checkoutSignature(cfg, found.gatewayOrderId, input.razorpay_payment_id), input.razorpay_signature)
  )
    throw badRequest('The payment signature does not match; the token was not recorded');
  return inTransaction(ctx, async (ctx) => {
    const outcome = await recordPaid(ctx, found.id, input.razorpay_payment_id, 'CHECKOUT');
    if (outcome === 'paid-elsewhere') throw conflict('This LOI token is already paid');
    if (outcome === 'cancelled') throw conflict('This link was replaced by a newer one: please use the latest link');
    const [now] = await ctx.db.select().from(devTokenPayments).where(eq(devTokenPayments.id, found.id));
    return view(ctx, cfg, now);
  });
}

/**
 * The gateway's webhook for token links: the signature over the raw body with the webhook secret, the event id
 * kept in the same transaction as its effect (a redelivery is acknowledged without acting twice), and a captured
 * payment of an order that is not a token link's, or of another amount, left alone.
 */
export async function tokenWebhook(
  ctx: RequestContext,
  gateway: PaymentGateway,
  raw: Buffer,
  signature: string | undefined,
  eventId: string | undefined,
) {
  const cfg = await gateway.config(ctx);
  if (!signature || !cfg.webhookSecret || !sameSignature(hmacHex(cfg.webhookSecret, raw), signature))
    throw badRequest('The webhook signature does not match');
  const body = parseWebhookBody(razorpayWebhookBody, raw, 'Razorpay');
  const id = eventId && eventId.length <= 100 ? eventId : null;
  if (!id) throw badRequest('The webhook has no event id');
  const event = body.event;
  const entity = body.payload?.payment?.entity;
  return inTransaction(ctx, async (ctx) => {
    const fresh = await ctx.db
      .insert(devTokenWebhookEvents)
      .values({ eventId: id, event, orderId: entity?.order_id ?? null })
      .onConflictDoNothing()
      .returning({ eventId: devTokenWebhookEvents.eventId });
    if (fresh.length === 0) return { status: 'duplicate' };
    if (!entity?.order_id || !entity.id || (event !== 'payment.captured' && event !== 'order.paid'))
      return { status: 'ignored' };
    const [payment] = await ctx.db
      .select()
      .from(devTokenPayments)
      .where(eq(devTokenPayments.gatewayOrderId, entity.order_id));
    if (!payment) return { status: 'ignored' };
    if (entity.amount !== undefined && entity.amount !== payment.amountPaise) return { status: 'amount-mismatch' };
    return { status: await recordPaid(ctx, payment.id, entity.id, 'WEBHOOK') };
  });
}
