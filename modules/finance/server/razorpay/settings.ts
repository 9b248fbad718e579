import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { RequestContext } from '@portal/kit';
import { paymentTestSecrets } from '../schema.ts';
import type { GatewayConfig } from './gateway.ts';
import type { PaymentSettings } from './payment-settings.ts';

export interface PaymentGateway {
  settings: PaymentSettings;
  /** The keys to sign and verify with; call it outside a transaction (test mode may create its secrets). */
  config(ctx: RequestContext): Promise<GatewayConfig>;
}

const TEST_KEY_ID = 'rzp_test_portal_local';
const OFF: GatewayConfig = { enabled: false, testMode: false, keyId: '', keySecret: '', webhookSecret: '' };

/** Test mode's secrets: random, made by the first server of this installation, shared by every node. */
async function testSecrets(ctx: RequestContext) {
  await ctx.db
    .insert(paymentTestSecrets)
    .values({ id: 1, keySecret: randomBytes(32).toString('hex'), webhookSecret: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await ctx.db.select().from(paymentTestSecrets).where(eq(paymentTestSecrets.id, 1));
  return row;
}

export function paymentGateway(settings: PaymentSettings): PaymentGateway {
  let test: GatewayConfig | null = null;
  return {
    settings,
    async config(ctx) {
      if (settings.mode === 'off') return OFF;
      if (settings.mode === 'live') return { enabled: true, testMode: false, ...settings };
      if (!test) {
        const secrets = await testSecrets(ctx);
        test = {
          enabled: true,
          testMode: true,
          keyId: TEST_KEY_ID,
          keySecret: secrets.keySecret,
          webhookSecret: secrets.webhookSecret,
        };
      }
      return test;
    },
  };
}
