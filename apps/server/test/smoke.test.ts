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
  // A HEAD twin of every GET doubled the router and the routes' registration at every start (app.ts).
  it('answers HEAD for health, and no GET of the API has a HEAD twin', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/api/health' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(t.app.hasRoute({ method: 'GET', url: '/api/admin/me' })).toBe(true);
    expect(t.app.hasRoute({ method: 'HEAD', url: '/api/admin/me' })).toBe(false);
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
