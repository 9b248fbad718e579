import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { max } from 'drizzle-orm';
import { auditLog, findResource } from '@portal/kit';
import { bodyWith, dateFields, encodeHostile, isDateKey, operationsOf, type Operation } from './openapi-walk.ts';
import { DEMO_PASSWORD, startTestApp, type TestApp } from './support.ts';

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

/**
 * The newest audit row's id: the log is only ever appended to, so a refused request that wrote one moves it. Read
 * from the key's index where a count read the whole log, some ten thousand times a run (6.5 of the walk's 14 s).
 */
const lastAuditId = async () => Number((await t.db.db.select({ id: max(auditLog.id) }).from(auditLog))[0].id ?? 0);

describe('hostile input', () => {
  it('never answers 500 and never writes on refusal', async () => {
    // Signing in and out is not what this walks: a logout would leave every later request anonymous.
    const routes = t.app.routeTable.filter((r) => !r.url.includes('/auth/') && r.url !== '/api/logout');
    // The log's newest id as of the request before: read once after each request (a refused one must not have moved
    // it, an accepted one may have), where reading it before and after each read it twice.
    let newest = await lastAuditId();
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
            const res = await t.as('superadmin@demo.school', {
              method: route.method as 'POST',
              url,
              query: query as Record<string, string>,
              ...(route.method === 'GET' || route.method === 'DELETE'
                ? {}
                : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
            });
            const where = `${route.method} ${url} ${res.statusCode} ${res.body.slice(0, 300)}`;
            const before = newest;
            newest = await lastAuditId();
            expect(res.statusCode, where).toBeLessThan(500);
            if (res.statusCode >= 400) {
              expect(typeof res.json().message, where).toBe('string');
              expect(newest, where).toBe(before);
            }
          },
        ),
        { numRuns: 3, seed: 20261123 },
      );
    }
    // Every route's body fuzzed: 246 s at a load of 14 on two cores (the budget was 300 s); a hang still ends here.
  }, 600_000);

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

/** Text a database cannot store, and dates a calendar cannot hold: each must be a 400 with a message. */
const UNSTORABLE_TEXT = ['Asha\u0000Rao', 'Asha\uD800Rao\uDC00'];
const IMPOSSIBLE_DATES = ['2026-13-45', '2026-02-30', '0000-00-00'];
type Part = 'path' | 'query' | 'body';

/**
 * The request that puts `value` in one part of an operation: every path id, every query parameter
 * or every body string, or with `only` in that one parameter or field while the rest stay plausible.
 */
function attack(op: Operation, part: Part, value: string, only?: string) {
  const hostile = encodeHostile(value);
  // Id 3 exists on most tables and is not the signed-in actor (id 1), whom a DELETE would archive.
  const path = op.path.replace(/:[A-Za-z]+/g, part === 'path' ? hostile : '3').replace(/\*$/, 'x');
  const keys = part !== 'query' ? [] : only ? [only] : op.queryParams;
  const query = keys.map((k) => `${k}=${hostile}`).join('&');
  const withBody = part === 'body' || (op.method !== 'GET' && op.method !== 'DELETE');
  const body = part === 'body' ? bodyWith(op.body, value, only) : bodyWith(op.body, 'Plain text', '\0none');
  return {
    method: op.method as 'POST',
    url: query ? `${path}?${query}` : path,
    payload: withBody ? JSON.stringify(body) : undefined,
    headers: withBody ? { 'content-type': 'application/json' } : {},
  };
}

/** Each attack on an operation: unstorable text in each part at once, each impossible date in each date slot alone. */
function attacksOn(op: Operation): [Part, string, string?][] {
  const out: [Part, string, string?][] = [];
  const parts = (['path', 'query', 'body'] as const).filter((part) =>
    part === 'path' ? op.pathParams.length : part === 'query' ? op.queryParams.length : op.body,
  );
  for (const part of parts) for (const value of UNSTORABLE_TEXT) out.push([part, value]);
  const dateSlots: [Part, string | undefined][] = [
    ...op.pathParams.map((): [Part, undefined] => ['path', undefined]).slice(0, 1),
    ...op.queryParams.filter(isDateKey).map((k): [Part, string] => ['query', k]),
    ...dateFields(op.body).map((k): [Part, string] => ['body', k]),
    ...(op.body ? [['body', undefined] as [Part, undefined]] : []),
  ];
  for (const [part, only] of dateSlots) for (const value of IMPOSSIBLE_DATES) out.push([part, value, only]);
  return out;
}

describe('unstorable text and impossible dates on every OpenAPI operation', () => {
  it('refuses a fee plan whose schedule runs past the year 9999, and writes nothing', async () => {
    const A = 'franchisee-a@demo.school';
    const [year] = (
      await t.as(A, { method: 'GET', url: '/api/franchiseeAcademicYears?isCurrentAcademicYear=true' })
    ).json().rows;
    const feeTypes = await t.as(A, { method: 'GET', url: '/api/fee-type?q=Tuition' });
    const [feeType] = feeTypes.json().rows ?? [];
    expect(feeType, feeTypes.body).toBeDefined();
    const plan = (firstDueDate: string) =>
      t.as(A, {
        method: 'POST',
        url: '/api/fee-plan',
        academicYearId: year.id,
        payload: {
          academicYearId: year.id,
          name: `Late plan ${firstDueDate}`,
          classCategory: 'Hybrid',
          feeTypeId: feeType.id,
          totalPaise: 12_000_00,
          installmentCount: 12,
          firstDueDate,
          intervalMonths: 12,
        },
      });
    const before = await lastAuditId();
    const late = await plan('9990-06-10');
    expect(late.statusCode, late.body).toBe(400);
    expect(late.json().message).toMatch(/past the year 9999/);
    expect(await lastAuditId()).toBe(before);
    expect((await plan('9999-02-30')).statusCode).toBe(400);
    expect((await plan('2026-06-10')).statusCode).toBe(201);
  });

  it('answers 400 with a message, never 5xx, signed in as head office and anonymously', async () => {
    const ops = operationsOf(t.app);
    expect(ops.length).toBeGreaterThan(100);
    expect(ops.filter((op) => op.public).length).toBeGreaterThan(10);
    const failures: string[] = [];
    let tried = 0;
    // A session of its own, whatever earlier tests did to the shared one.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'superadmin@demo.school', password: DEMO_PASSWORD },
    });
    const authorization = `Bearer ${login.json().token}`;
    const send = async (who: string | null, op: Operation, [part, value, only]: [Part, string, string?]) => {
      const req = attack(op, part, value, only);
      const res = await t.app.inject({ ...req, headers: { ...req.headers, ...(who ? { authorization } : {}) } });
      tried++;
      const slot = `${part}${only ? `.${only}` : ''}=${JSON.stringify(value)}`;
      const answer = `${res.statusCode} ${res.body.slice(0, 200)}`;
      const where = `${who ?? 'anonymous'} ${op.method} ${op.path} ${slot} → ${answer}`;
      if (res.statusCode >= 500 || (res.statusCode >= 400 && typeof res.json().message !== 'string'))
        failures.push(where);
      // The walk only means something while the actor stays signed in (a 401 may also be a route's own credential
      // missing, a room device's token: the session is asked whether it still holds).
      if (who && res.statusCode === 401 && !op.path.startsWith('/api/auth/')) {
        const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { authorization } });
        if (me.statusCode === 401) failures.push(`signed out: ${where}`);
      }
    };
    for (const op of ops) {
      const attacks = attacksOn(op);
      if (op.path !== '/api/logout') for (const a of attacks) await send('superadmin@demo.school', op, a);
      // Without a token a non-public route answers 401 before it reads anything: one try proves it.
      for (const a of op.public ? attacks : attacks.slice(0, 1)) await send(null, op, a);
    }
    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThan(2000);
    // Every operation twice over: 238 s at loads of 12 to 20 on two cores; a hang still ends here.
  }, 600_000);
});
