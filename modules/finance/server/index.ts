import { defineServerModule, resourceRoutes } from '@portal/kit';
import { setFinancePorts, type FinancePorts } from './ports.ts';
import { publicPaymentRoutes } from './payments/public-routes.ts';
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

export * from './schema.ts';
export * from './resources.ts';
export type { AdmissionInfo, ExternalPaymentRequest, FinancePorts } from './ports.ts';
export { confirmPayment } from './payments/confirm.ts';
export { gatewayConfig, checkoutSignature, hmacHex } from './razorpay/gateway.ts';
export { scheduleFor, addMonths } from './plans/schedule.ts';
export { concessionAmount } from './concessions/concessions.ts';

export interface FinanceModuleOptions {
  ports: FinancePorts;
  /** Requests per IP per minute on the public payment pages. */
  publicLimitPerMinute?: number;
}

/** Fees, concessions and payments; the admissions side is reached only through the ports. */
export function financeModule(opts: FinanceModuleOptions) {
  setFinancePorts(opts.ports);
  return defineServerModule({
    name: 'finance',
    access: financeAccess,
    seed: seedFinance,
    register(app) {
      for (const res of [
        feeTypeResource,
        bankDetailsResource,
        concessionTypeResource,
        taxSettingResource,
        feeSettingResource,
        feePlanResource,
      ])
        resourceRoutes(app, res);
      financeRoutes(app);
      publicPaymentRoutes(app, opts.publicLimitPerMinute ?? 120);
    },
  });
}
export { admissionPorts } from './adapters/admissions.ts';
