// Read from the environment alone, without the rest of the module: a start checks it before the database is opened
// (apps/server/src/module-start-settings.ts), so a wrong value is refused in a moment and nothing is written.

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
