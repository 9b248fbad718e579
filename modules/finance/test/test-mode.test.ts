import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, repoRoot } from '@portal/server/config';
import { serverMainArgs, startTestApp, type TestApp } from '@portal/server/testing';
import { DEVELOPMENT_JITSI_SECRET } from '@portal/mod-training/server';
import { checkoutSignature, hmacHex, paymentGateway, paymentSettingsFromEnv } from '../server/index.ts';
import { assignHybrid, system } from './support.ts';

/** The secrets the source once carried: no server may accept them again. */
const OLD_KEY_SECRET = 'portal-local-test-key-secret';
const OLD_WEBHOOK_SECRET = 'portal-local-test-webhook-secret';

describe('payment test mode is off unless asked for', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The server as it starts with nothing set: no gateway keys, no PAYMENT_TEST_MODE.
    t = await startTestApp({ payments: loadConfig({}).payments });
  });
  afterAll(() => t.close());

  it('has no signing endpoint, opens no order and refuses webhooks signed with the old source secret', async () => {
    expect(loadConfig({}).payments).toEqual({ mode: 'off' });
    const cfg = (await t.as(null, { method: 'GET', url: '/api/public/payment-config' })).json();
    expect(cfg).toMatchObject({ enabled: false, testMode: false });

    const signing = await t.as(null, {
      method: 'POST',
      url: '/api/public/payments/test-checkout',
      payload: { orderId: 'order_anything' },
    });
    expect(signing.statusCode).toBe(404);

    const plan = await assignHybrid(t);
    const order = await t.as(null, {
      method: 'POST',
      url: '/api/public/payments/order',
      payload: { referenceId: plan.referenceId, installmentId: plan.installments[0].id },
    });
    expect(order.statusCode).toBe(409);
    expect(order.json().message).toBe('Online payment is not available on this portal; please pay at the centre');

    const body = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_forged', order_id: 'order_forged', amount: 100 } } },
    });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      payload: body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmacHex(OLD_WEBHOOK_SECRET, body),
        'x-razorpay-event-id': 'evt_forged',
      },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('The webhook signature does not match');
  });

  it('when switched on, signs with secrets generated for this installation, never the old source ones', async () => {
    const ctx = system(t);
    const a = await paymentGateway({ mode: 'test' }).config(ctx);
    const b = await paymentGateway({ mode: 'test' }).config(ctx);
    expect(a).toMatchObject({ enabled: true, testMode: true });
    expect(a.keySecret).toMatch(/^[0-9a-f]{64}$/);
    expect(a.webhookSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(a.keySecret).not.toBe(a.webhookSecret);
    expect([a.keySecret, a.webhookSecret]).not.toContain(OLD_KEY_SECRET);
    expect([a.keySecret, a.webhookSecret]).not.toContain(OLD_WEBHOOK_SECRET);
    // Every server process of the installation reads the same secrets.
    expect(b).toEqual(a);
    expect(checkoutSignature(a, 'order_x', 'pay_x')).not.toBe(
      checkoutSignature({ ...a, keySecret: OLD_KEY_SECRET }, 'order_x', 'pay_x'),
    );
  });
});

describe('secrets written in the source are refused in production', () => {
  const production = { NODE_ENV: 'production', JITSI_APP_SECRET: 'a-secret-of-this-deployment' };

  it('refuses payment test mode with NODE_ENV=production', () => {
    expect(paymentSettingsFromEnv({ PAYMENT_TEST_MODE: '1' })).toEqual({ mode: 'test' });
    expect(paymentSettingsFromEnv({ PAYMENT_TEST_MODE: '0' })).toEqual({ mode: 'off' });
    expect(() => paymentSettingsFromEnv({ PAYMENT_TEST_MODE: 'maybe' })).toThrow(
      'PAYMENT_TEST_MODE must be 1 (on) or 0 (off)',
    );
    expect(() => loadConfig({ ...production, PAYMENT_TEST_MODE: '1' })).toThrow(
      /^PAYMENT_TEST_MODE=1 is refused with NODE_ENV=production/,
    );
    expect(() => loadConfig({ ...production, PAYMENT_TEST_MODE: 'true', RAZORPAY_KEY_ID: 'k' })).toThrow(/refused/);
    expect(loadConfig({ ...production, RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 's' }).payments).toEqual({
      mode: 'live',
      keyId: 'rzp_live_x',
      keySecret: 's',
      webhookSecret: '',
    });
  });

  it('refuses the meeting provider’s development secret with NODE_ENV=production', () => {
    expect(loadConfig({}).meetings.usingDevelopmentSecret).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /^JITSI_APP_SECRET must be set with NODE_ENV=production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', JITSI_APP_SECRET: DEVELOPMENT_JITSI_SECRET })).toThrow(
      /JITSI_APP_SECRET must be set/,
    );
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        MEETING_PROVIDER: 'bbb',
        BBB_URL: 'https://b/api',
        BBB_SECRET: DEVELOPMENT_JITSI_SECRET,
      }),
    ).toThrow(/BBB_SECRET must be a secret of its own/);
    expect(loadConfig(production).meetings.usingDevelopmentSecret).toBe(false);
  });

  // Checked before the database is opened (apps/server/src/module-start-settings.ts): the refused start makes no
  // data folder, where it once made and opened a whole database first.
  it.each([
    [{ PAYMENT_TEST_MODE: '1' }, 'PAYMENT_TEST_MODE=1 is refused with NODE_ENV=production'],
    [{ PAYMENT_TEST_MODE: '', JITSI_APP_SECRET: '' }, 'JITSI_APP_SECRET must be set with NODE_ENV=production'],
  ])(
    'the server does not start in production with %o, says why and makes no data folder',
    async (env, said) => {
      const work = mkdtempSync(path.join(tmpdir(), 'portal-refused-'));
      const dataDir = path.join(work, 'data');
      const child = spawn(process.execPath, serverMainArgs(), {
        cwd: repoRoot,
        env: { ...process.env, ...production, ...env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      const made = existsSync(dataDir);
      rmSync(work, { recursive: true, force: true });
      // 78: a setting the portal cannot use (the supervisor of npm start stops instead of starting it again).
      expect(code).toBe(78);
      expect(stderr).toContain(`The portal did not start: ${said}`);
      expect(made).toBe(false);
    },
    60_000,
  );
});
