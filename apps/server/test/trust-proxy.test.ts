import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { DEMO_PASSWORD, startTestApp } from './support.ts';

/** The address a sign-in from behind a proxy is recorded with. */
async function signInAddress(trustProxy: ReturnType<typeof loadConfig>['trustProxy']): Promise<string> {
  const t = await startTestApp({ trustProxy });
  try {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '203.0.113.9' },
      payload: { username: 'superadmin@demo.school', password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.db.db.execute(sql`select ip from sessions order by id desc limit 1`);
    return (rows as unknown as { rows: { ip: string }[] }).rows[0].ip;
  } finally {
    await t.close();
  }
}

describe('TRUST_PROXY', () => {
  it('reads none, any, a hop count or a list of proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it("records the client's address from a trusted proxy's header, and ignores the header otherwise", async () => {
    expect(await signInAddress(['10.0.0.0/8'])).toBe('203.0.113.9');
    expect(await signInAddress(false)).toBe('10.0.0.2');
  }, 120_000);
});
