// Head office's network-wide reads (dashboards, reports) run on a pool of their own when no replica takes them, so a
// centre's requests never wait behind them for a connection of the primary.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support.ts';

describe.skipIf(!process.env.TEST_DATABASE_URL)("head office's reads on PostgreSQL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  /** Connections the pool of head office's reads has opened so far (it opens them when first asked). */
  const opened = () => (t.db.network as unknown as { $client: pg.Pool } | undefined)?.$client.totalCount;

  it('take a pool of their own; a centre’s read stays on the main pool', async () => {
    expect(opened()).toBe(0);
    for (const email of ['franchisee-a@demo.school', 'teacher@demo.school']) {
      const res = await t.as(email, { method: 'GET', url: '/api/dashboard/widgets' });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(opened()).toBe(0);
    const res = await t.as('superadmin@demo.school', { method: 'GET', url: '/api/dashboard/widgets' });
    expect(res.statusCode, res.body).toBe(200);
    expect(opened()).toBeGreaterThan(0);
  });
});
