import { defineServerModule, resourceRoutes } from '@portal/kit';
import { overpaymentRoutes } from './payments/overpayment-routes.ts';
import { publicPaymentRoutes } from './payments/public-routes.ts';
import type { PaymentSettings } from './razorpay/payment-settings.ts';
import { paymentGateway } from './razorpay/settings.ts';
import {
  bankDetailsResource,
  concessionTypeResource,
  feePlanResource,
  feeSettingResource,
  feeTypeResource,
  taxSettingResource,
} from './resources.ts';
import { financeRoutes } from './routes.ts';
import { financeAccess } from './access.ts';
import { seedFinance } from './seed.ts';
import { serveMoneyFigures } from './money/figures.ts';
import { showFinanceFigures } from './figure-readouts.ts';
import { autopayRoutes } from './autopay/routes.ts';
import { useAutopayGateway } from './autopay/sweeps.service.ts';
import { taxCertificateRoutes } from './tax-certificate/routes.ts';
import { tallyRoutes } from './tally/routes.ts';
import { centreFormFee } from './payments/form-fees.ts';
import { provideCentreFormFee } from '@portal/mod-enquiry/server';

// An enquiry's forms carry the centre's fees, which this module keeps.
provideCentreFormFee(centreFormFee);

export * from './schema.ts';
export * from './resources.ts';
export { confirmPayment } from './payments/confirm.service.ts';
export { formFeePaymentConfirmed, type FormFeeOutcome } from './workflows/payment-confirmed.service.ts';
export { checkoutSignature, hmacHex, type GatewayConfig } from './razorpay/gateway.ts';
export { razorpayWebhookBody } from './razorpay/webhook-body.ts';
export { paymentGateway, type PaymentGateway } from './razorpay/settings.ts';
export { paymentSettingsFromEnv, type PaymentSettings } from './razorpay/payment-settings.ts';
export { scheduleFor, addMonths } from './plans/schedule.service.ts';
export { assignPlan } from './plans/assign.service.ts';
export { feePlanOfTypes, feePlansOfTypes } from './plans/of-type.service.ts';
export { installmentLine, planAccount } from './plans/account.service.ts';
export { concessionAmount } from './concessions/concessions.service.ts';
export * from './money/index.ts';
export { failTestDebits, interruptTestDebit } from './razorpay/recurring.ts';
export { sendNotices, takeDueDebits } from './autopay/debits.service.ts';
export { runAutopay } from './autopay/run.service.ts';
export { reconcileStuckDebits, RELEASED_REASON, STUCK_AFTER_MS } from './autopay/reconcile.service.ts';
export {
  ORDER_CLOSED_AFTER_MS,
  ORDER_CLOSED_REASON,
  ORDER_UNSETTLED_AFTER_MS,
  reconcileOpenOrders,
} from './payments/reconcile.service.ts';
export { sendFeeReminders } from './autopay/reminders.service.ts';
export { setFeeClock } from './autopay/clock.ts';
export { AUTOPAY_JOB, FEE_REMINDERS_JOB, autopayJob, feeRemindersJob } from './autopay/sweeps.service.ts';
export {
  activeFeeHeadId,
  chargeChild,
  childCharges,
  reverseCharge,
  type ChargeInput,
  type StudentCharge,
} from './charges/charges.service.ts';

export interface FinanceModuleOptions {
  /** Live keys, explicit test mode or off (paymentSettingsFromEnv). */
  payments: PaymentSettings;
  /** Requests per IP per minute on the public payment pages. */
  publicLimitPerMinute?: number;
}

/** Fees, concessions and payments; form fees settle through the payment-confirmed workflow. */
export function financeModule(opts: FinanceModuleOptions) {
  const gateway = paymentGateway(opts.payments);
  useAutopayGateway(gateway);
  return defineServerModule({
    name: 'finance',
    access: financeAccess,
    // Test mode is the portal's own (no outside service); off sends nothing.
    processors: () =>
      opts.payments.mode === 'live'
        ? [
            {
              name: 'Razorpay',
              service: 'Payment gateway',
              receives: 'The payer’s name, mobile, email and the amount paid',
              purpose: 'Taking fee payments online',
              location: 'India',
              setting: 'RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET',
            },
          ]
        : [],
    seed: seedFinance,
    register(app) {
      serveMoneyFigures();
      showFinanceFigures();
      for (const res of [
        feeTypeResource,
        bankDetailsResource,
        concessionTypeResource,
        taxSettingResource,
        feeSettingResource,
        feePlanResource,
      ])
        resourceRoutes(app, res);
      financeRoutes(app, gateway);
      autopayRoutes(app, gateway);
      overpaymentRoutes(app);
      taxCertificateRoutes(app);
      tallyRoutes(app);
      publicPaymentRoutes(app, opts.publicLimitPerMinute ?? 120, gateway);
    },
  });
}
