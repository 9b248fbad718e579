import {
  defineDailySweep,
  everyFranchiseeContext,
  forbidden,
  notFound,
  seesEveryFranchisee,
  type RequestContext,
} from '@portal/kit';
import { todayInIndia } from '@portal/core';
import { paymentSettingsFromEnv } from '../razorpay/payment-settings.ts';
import { paymentGateway, type PaymentGateway } from '../razorpay/settings.ts';
import { chargeLateFees } from '../charges/late-fees.service.ts';
import { feeNow } from './clock.ts';
import { runAutopay } from './run.service.ts';
import { sendFeeReminders } from './reminders.service.ts';

export const AUTOPAY_JOB = 'finance.autopay';
export const FEE_REMINDERS_JOB = 'finance.fee-reminders';

/** The gateway the server was started with (the finance module sets it); the environment's otherwise. */
let gateway: PaymentGateway | null = null;
export function useAutopayGateway(g: PaymentGateway): void {
  gateway = g;
}

const autopay = defineDailySweep({
  name: AUTOPAY_JOB,
  // Run twice? No: it debits money or sends notices.
  mayRunTwice: false,
  at: '09:00',
  what: 'AutoPay debit(s), notice(s) and payment(s) in flight settled',
  async sweep(ctx) {
    gateway ??= paymentGateway(paymentSettingsFromEnv());
    const { debited, noticed, orders } = await runAutopay(ctx, await gateway.config(ctx), feeNow());
    return debited + noticed + orders;
  },
  today: () => todayInIndia(feeNow()),
});

/**
 * After the day's debits: a failed or skipped debit is reminded of the same day; an installment past its grace is
 * charged the centre's late fee first, so the reminder sent with it asks for the fee too.
 */
const reminders = defineDailySweep({
  name: FEE_REMINDERS_JOB,
  // Run twice? No: it sends reminders.
  mayRunTwice: false,
  at: '10:00',
  what: 'late fee(s) and fee reminder(s)',
  sweep: async (ctx) => (await chargeLateFees(ctx, feeNow())) + (await sendFeeReminders(ctx, feeNow())),
  today: () => todayInIndia(feeNow()),
});

/** Every morning at 09:00 AM in India: the day's AutoPay debits, then the pre-debit notices. */
export const autopayJob = autopay.job;
export const scheduleAutopay = autopay.schedule;
/** Every morning at 10:00 AM in India: the centres' fee reminders. */
export const feeRemindersJob = reminders.job;
export const scheduleFeeReminders = reminders.schedule;

/** Test mode only: head office runs the AutoPay sweep as if it were `at` (a browser flow cannot wait a day). */
export async function testSweep(ctx: RequestContext, at: string, g: PaymentGateway) {
  const cfg = await g.config(ctx);
  if (!cfg.testMode) throw notFound('Test sweep');
  if (!seesEveryFranchisee(ctx)) throw forbidden('Only head office runs the AutoPay sweep');
  return runAutopay(everyFranchiseeContext(ctx), cfg, new Date(at));
}
