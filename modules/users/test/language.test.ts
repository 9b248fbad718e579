import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { outbox } from '@portal/kit';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { adminMe, setMyLanguage } from '../shared/contracts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PARENT = 'parent@demo.school';
const choose = (email: string, language: unknown) =>
  t.as(email, { method: 'PUT', url: '/api/admin/me/language', payload: { language } });
const meOf = async (email: string) =>
  adminMe.response.parse((await t.as(email, { method: 'GET', url: '/api/admin/me' })).json());

async function lastMessage(channel: 'sms' | 'email', to: string) {
  const [message] = await t.db.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, channel), eq(outbox.recipient, to)))
    .orderBy(desc(outbox.id))
    .limit(1);
  return message;
}

describe('a person’s language', () => {
  it('is none until chosen, then kept on the account and answered by /api/admin/me', async () => {
    expect((await meOf('teacher@demo.school')).language).toBeNull();
    const saved = await choose('teacher@demo.school', 'kn');
    expect(saved.statusCode).toBe(200);
    expect(setMyLanguage.response.parse(saved.json())).toEqual({ language: 'kn' });
    expect((await meOf('teacher@demo.school')).language).toBe('kn');
  });

  it('refuses a language the portal does not speak, with words and nothing saved', async () => {
    await choose('teacher2@demo.school', 'ta');
    for (const bad of ['fr', '', 42, null]) {
      const res = await choose('teacher2@demo.school', bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Choose English, Hindi, Kannada or Tamil');
    }
    expect((await meOf('teacher2@demo.school')).language).toBe('ta');
  });

  it('needs a signed-in person', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/admin/me/language', payload: { language: 'hi' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('messages in the recipient’s language', () => {
  const requestOtp = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/otp/request',
      payload: { username: PARENT },
      remoteAddress: '10.9.0.1',
    });

  it('sends a Hindi parent their sign-in code in Hindi, by SMS and email', async () => {
    expect((await choose(PARENT, 'hi')).statusCode).toBe(200);
    expect((await requestOtp()).statusCode).toBe(200);
    const sms = await lastMessage('sms', '9000000010');
    const email = await lastMessage('email', PARENT);
    expect(sms.body).toMatch(/^स्कूल पोर्टल में साइन इन करने के लिए आपका एक बार वाला पासवर्ड \d{6} है।/);
    expect(email.subject).toBe('साइन इन के लिए आपका कोड');
    expect(email.body).toBe(sms.body);
  });

  it('falls back to English for a person who never chose', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/otp/request',
      payload: { username: 'parent2@demo.school' },
      remoteAddress: '10.9.0.2',
    });
    expect(res.statusCode).toBe(200);
    const email = await lastMessage('email', 'parent2@demo.school');
    expect(email.subject).toBe('Your sign-in code');
    expect(email.body).toMatch(
      /^\d{6} is your one-time password to sign in to the school portal\. It expires in \d+ minutes?\./,
    );
  });
});
