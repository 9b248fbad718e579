import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { count } from 'drizzle-orm';
import { auditLog, findResource } from '@portal/kit';
import { startTestApp, type TestApp } from './support.ts';

/**
 * Hostile input on every route: whatever arrives in the path, query or body, the answer
 * is never a 500, a refusal carries a message, and a refused request writes nothing.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const hostileString = fc.oneof(
  fc.constantFrom(
    "' or 1=1 --",
    "'; drop table franchisees; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '\u0000',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ✓ हिन्दी',
    '1e309',
    'NaN',
    '-0',
    '2026-02-30',
    '9999-99-99',
    '__proto__',
    'constructor',
    '',
  ),
  fc.string({ maxLength: 40 }),
  fc.constant('x'.repeat(6000)),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, -100_00, 0.5, Number.MAX_SAFE_INTEGER, 2 ** 31, -(2 ** 31)),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'a'), hostileString, { maxKeys: 2 }),
);

function bodyKeys(url: string): string[] {
  const res = findResource(url.split('/')[2] ?? '');
  return res ? Object.keys(res.fields) : [];
}

const auditRows = async () => Number((await t.db.db.select({ n: count() }).from(auditLog))[0].n);

describe('hostile input', () => {
  it('never answers 500 and never writes on refusal', async () => {
    const routes = t.app.routeTable.filter((r) => !r.url.includes('/auth/'));
    for (const route of routes) {
      const keys = [...bodyKeys(route.url), 'page', 'pageSize', 'sort', 'q', 'id', 'status', 'name'];
      await fc.assert(
        fc.asyncProperty(
          fc.array(hostileString, { minLength: 3, maxLength: 3 }),
          fc.dictionary(fc.constantFrom(...keys), hostileString, { maxKeys: 4 }),
          fc.oneof(
            fc.dictionary(fc.constantFrom(...keys, '__proto__', 'constructor'), hostileValue, { maxKeys: 6 }),
            hostileValue,
          ),
          async (params, query, body) => {
            let i = 0;
            const url = route.url.replace(/:[A-Za-z]+\??/g, () => encodeURIComponent(params[i++] ?? 'x'));
            const before = await auditRows();
            const res = await t.as('superadmin@demo.school', {
              method: route.method as 'POST',
              url,
              query: query as Record<string, string>,
              ...(route.method === 'GET' || route.method === 'DELETE'
                ? {}
                : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
            });
            const where = `${route.method} ${url} ${res.statusCode} ${res.body.slice(0, 300)}`;
            expect(res.statusCode, where).toBeLessThan(500);
            if (res.statusCode >= 400) {
              expect(typeof res.json().message, where).toBe('string');
              expect(await auditRows(), where).toBe(before);
            }
          },
        ),
        { numRuns: 6, seed: 20261123 },
      );
    }
  }, 300_000);

  it('refuses prototype-pollution keys without touching objects', async () => {
    const res = await t.as('superadmin@demo.school', {
      method: 'POST',
      url: '/api/city',
      payload: '{"name":"Mysuru","state":"Karnataka","__proto__":{"isAdmin":true}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});
