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
  it("writes every public route's path parameters and every declared capability as [redacted]", async () => {
    const routes = logged.routeTable.filter((r) => (r.public && r.url.includes(':')) || r.capabilities.length > 0);
    // The kinds of capability link the portal issues, each walked below.
    for (const url of [
      '/api/public/online-class/:referenceID',
      '/api/online-class/join/:referenceID',
      '/api/public/videoplayer/:videoName/:urlPath/stream',
      '/api/teacher-training/join/:referenceID',
      '/api/public/receipts/:token',
    ])
      expect(routes.map((r) => r.url)).toContain(url);
    for (const route of routes) {
      lines.length = 0;
      const secrets: string[] = [];
      const url = route.url.replace(/:(\w+)/g, (_, name: string) => {
        const value = `cap${secrets.length}z${Math.random().toString(36).slice(2, 10)}`;
        if (route.public || route.capabilities.includes(name)) secrets.push(value);
        return value;
      });
      const token = route.public ? undefined : await t.token('superadmin@demo.school');
      await logged.inject({
        method: route.method as 'GET',
        url,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      const log = lines.join('\n');
      expect(log, `${route.method} ${route.url}`).toContain('[redacted]');
      for (const secret of secrets) expect(log, `${route.method} ${route.url}`).not.toContain(secret);
    }
  });

  it("redacts the web app's token pages too, and nothing but tokens in a path", () => {
    expect(redactUrl('/payments/pay/ref-1a2b3c?step=2')).toBe('/payments/pay/[redacted]?step=[redacted]');
    expect(redactUrl('/application-form/ref-9f8e')).toBe('/application-form/[redacted]');
    expect(redactUrl('/api/teacher-training/join/ref-77aa')).toBe('/api/teacher-training/join/[redacted]');
    expect(redactUrl('/api/webhooks/google/k3y-s3cret')).toBe('/api/webhooks/google/[redacted]');
    expect(redactUrl('/online-class/join/ref-55cc')).toBe('/online-class/join/[redacted]');
    expect(redactUrl('/videoplayer/colours/sig-0a1b')).toBe('/videoplayer/colours/[redacted]');
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
