import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { loadConfig } from '@portal/server/config';

/**
 * Configuration warnings (here: training meetings on the development Jitsi secret) go to the System area for
 * super admins only, and the meeting host is the one origin besides the portal that its pages may frame.
 */
describe('configuration warnings and the meeting host', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ meetings: loadConfig({ JITSI_BASE_URL: 'https://meet.example.in/' }).meetings });
  });
  afterAll(() => t.close());

  it('lists the warnings for a super admin and refuses everyone else', async () => {
    const answer = await t.as('superadmin@demo.school', { method: 'GET', url: '/api/system/configuration-warnings' });
    expect(answer.statusCode).toBe(200);
    // The test server runs with the development meeting secret, generated push keys and no WhatsApp: all are told.
    expect(answer.json().rows.map((r: { setting: string }) => r.setting)).toEqual([
      'JITSI_APP_SECRET',
      'VAPID_PUBLIC_KEY',
      'WHATSAPP_API_URL',
    ]);
    const teacher = await t.as('teacher@demo.school', { method: 'GET', url: '/api/system/configuration-warnings' });
    expect(teacher.statusCode).toBe(403);
  });

  it('lets pages frame the configured meeting host, and nothing else', async () => {
    // Pages carry the full policy; JSON answers and hashed files a short one that frames nothing.
    const res = await t.app.inject({ method: 'GET', url: '/training/online-meeting' });
    const frameSrc = String(res.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('frame-src'));
    expect(frameSrc).toBe("frame-src 'self' https://meet.example.in");
  });
});
