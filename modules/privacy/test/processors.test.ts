import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { meetingSettingsFromEnv } from '@portal/mod-training/server';
import { notice } from '../shared/contracts.ts';

const PARENT = 'parent@demo.school';
const WHATSAPP = {
  WHATSAPP_API_URL: 'https://graph.facebook.com/v21.0',
  WHATSAPP_TOKEN: 'token',
  WHATSAPP_PHONE_NUMBER_ID: '1234',
  WHATSAPP_APP_SECRET: 'secret',
};

/** The processors register is made from the configuration the server runs with, not written by hand. */
describe('the processors register', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
    for (const k of Object.keys(WHATSAPP)) delete process.env[k];
  });

  const register = async (app: TestApp) => {
    const res = await app.as(PARENT, { method: 'GET', url: '/api/privacy/notice' });
    expect(res.statusCode, res.body).toBe(200);
    return notice.parse(res.json()).processors;
  };

  it('names the public Jitsi server by default, and no WhatsApp while it is off', async () => {
    t = await startTestApp();
    const names = (await register(t)).map((p) => p.name);
    expect(names).toContain('Jitsi Meet public server (meet.jit.si, run by 8x8)');
    expect(names.some((n) => /BigBlueButton/.test(n))).toBe(false);
    expect(names.some((n) => /WhatsApp/.test(n))).toBe(false);
    // Files on the server's own disk, the browsers' push services; test payments are the portal's own (no Razorpay).
    expect(names).toContain('File storage on the portal’s own server');
    expect(names).toContain('Browser push services');
    expect(names).not.toContain('Razorpay');
  });

  it('follows the meeting server’s configuration, lists WhatsApp once configured; the export reads it', async () => {
    Object.assign(process.env, WHATSAPP);
    t = await startTestApp({
      meetings: meetingSettingsFromEnv({
        MEETING_PROVIDER: 'bbb',
        BBB_URL: 'https://bbb.example.in/bigbluebutton/',
        BBB_SECRET: 'a-secret-of-its-own',
      }),
    });
    const processors = await register(t);
    const names = processors.map((p) => p.name);
    expect(names).toContain('BigBlueButton meeting server at bbb.example.in');
    expect(names.some((n) => /Jitsi/.test(n))).toBe(false);
    const whatsapp = processors.find((p) => /WhatsApp/.test(p.name));
    expect(whatsapp).toMatchObject({ name: 'WhatsApp Business Cloud API (Meta)' });
    expect(whatsapp!.receives).toContain('Mobile numbers');

    // The parent's download names the same register.
    const exported = await t.as(PARENT, { method: 'GET', url: '/api/privacy/mine/export' });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json().processors).toEqual(processors);
  });
});
