import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { redactUrl, serializeError } from '../src/logging.ts';
import { startTestApp, type TestApp } from './support.ts';

/** What reaches the server log, and what a browser or proxy may keep. */
let t: TestApp;
let logged: FastifyInstance;
const lines: string[] = [];
beforeAll(async () => {
  t = await startTestApp();
  // A second app on the same database with its log captured.
  logged = await buildApp({ db: t.db, config: t.config, logger: { stream: { write: (line) => lines.push(line) } } });
  await logged.ready();
});
afterAll(async () => {
  await logged.close();
  await t.close();
});

describe('the log', () => {
  it("keeps a failed query's code and message but not its parameters", async () => {
    const failed = (await t.db.db.execute(sql`select ${'Asha Rao'}::int, ${'9876543210'}::text`).then(
      () => null,
      (e: unknown) => e,
    )) as Error & { params: unknown[] };
    const text = JSON.stringify(serializeError(failed));
    expect(JSON.stringify(failed.params)).toContain('Asha Rao');
    expect(text).not.toContain('Asha');
    expect(text).not.toContain('9876543210');
    expect(text).toContain('"code":"22P02"');
    expect(text).toContain('Failed query: select $1::int, $2::text');
  });

  it('writes payment-link, form and receipt references and query values as [redacted]', async () => {
    lines.length = 0;
    const secrets = ['pay-ref-7f3a9c21', 'form-ref-91bd77e0', 'rcpt-0c5e1d9a44'];
    await logged.inject({ method: 'GET', url: `/api/public/admission-payments/${secrets[0]}` });
    await logged.inject({ method: 'GET', url: `/api/public/forms/${secrets[1]}?name=Asha` });
    await logged.inject({ method: 'GET', url: `/api/public/receipts/${secrets[2]}` });
    await logged.inject({ method: 'GET', url: `/api/payment-links/reference/${secrets[0]}` });
    const log = lines.join('\n');
    expect(log).toContain('/api/public/receipts/[redacted]');
    expect(log).toContain('/api/payment-links/reference/[redacted]');
    expect(log).toContain('/api/public/forms/[redacted]?name=[redacted]');
    for (const secret of [...secrets, 'Asha']) expect(log).not.toContain(secret);
  });
  it("redacts the web app's token pages too, and nothing but tokens in a path", () => {
    expect(redactUrl('/payments/pay/ref-1a2b3c?step=2')).toBe('/payments/pay/[redacted]?step=[redacted]');
    expect(redactUrl('/application-form/ref-9f8e')).toBe('/application-form/[redacted]');
    expect(redactUrl('/api/teacher-training/join/ref-77aa')).toBe('/api/teacher-training/join/[redacted]');
    expect(redactUrl('/api/webhooks/google/k3y-s3cret')).toBe('/api/webhooks/google/[redacted]');
    expect(redactUrl('/api/enquiry/42')).toBe('/api/enquiry/42');
  });
});

describe('Cache-Control', () => {
  it('is no-store on signed-in answers, exports and errors', async () => {
    for (const url of ['/api/admin/me', '/api/city?pageSize=1', '/api/city/export?format=csv', '/api/city/999999']) {
      const res = await t.as('superadmin@demo.school', { method: 'GET', url });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });
});
