import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { RequestContext } from '@portal/kit';
import { paymentTestSecrets } from '../schema.ts';
import type { GatewayConfig } from './gateway.ts';

/**
 * How the server takes online payments, decided once at start-up from the environment:
 * live Razorpay keys, an explicit test mode (PAYMENT_TEST_MODE=1), or neither (online
 * payments refused). Test mode is never implied by missing keys, and is refused outright
 * when NODE_ENV=production so a misconfigured server cannot accept payments it signed itself.
 */
export type PaymentSettings =
  | { mode: 'live'; keyId: string; keySecret: string; webhookSecret: string }
  | { mode: 'test' }
  | { mode: 'off' };

const FLAG = /^(1|true|on|yes)$/i;
const NO_FLAG = /^(|0|false|off|no)$/i;

export function paymentSettingsFromEnv(env: Record<string, string | undefined> = process.env): PaymentSettings {
  const flag = env.PAYMENT_TEST_MODE ?? '';
  if (!FLAG.test(flag) && !NO_FLAG.test(flag)) throw new Error('PAYMENT_TEST_MODE must be 1 (on) or 0 (off)');
  if (FLAG.test(flag)) {
    if (env.NODE_ENV === 'production')
      throw new Error(
        'PAYMENT_TEST_MODE=1 is refused with NODE_ENV=production: test payments are signed by the portal itself. ' +
          'Remove PAYMENT_TEST_MODE and set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET.',
      );
    return { mode: 'test' };
  }
  if (env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET)
    return {
      mode: 'live',
      keyId: env.RAZORPAY_KEY_ID,
      keySecret: env.RAZORPAY_KEY_SECRET,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? '',
    };
  return { mode: 'off' };
}

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
