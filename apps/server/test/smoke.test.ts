import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('server', () => {
  it('answers health without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');
  });
  it('signs in a demo user and answers /api/admin/me', async () => {
    const res = await t.as('franchisee-a@demo.school', { method: 'GET', url: '/api/admin/me' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'franchisee-a@demo.school',
      superAdmin: false,
      roles: [{ role: 'FRANCHISEE_USER_1' }],
    });
  });
});
