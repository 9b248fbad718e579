import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRawEnumValue, shownCodes } from '@portal/core';
import { anonymousContext, everyFranchiseeContext, jobs, outbox } from '@portal/kit';
import { sendDaySummaries } from '@portal/mod-day/server';
import { setMessagesClock } from '@portal/mod-messages/server';
import { adminUsers } from '@portal/mod-users/server';
import { startTestApp, type TestApp } from './support.ts';
import { grazedKnee } from '../../../modules/day/test/samples.ts';

/**
 * What the portal sends people reads as its screens do: every SMS and email in the outbox and every push it
 * queues, after the day's arrival and departure (and a refused pickup), an incident report (to the parents, and a
 * serious one to head office), a message from the class teacher, a sign-in code and the evening summary, holds
 * no ISO date, no time with seconds or on the 24-hour clock and no stored code (INJURY, Yet_to_call).
 */
let t: TestApp;
const TEACHER = 'teacher@demo.school';
const PARENT = 'parent@demo.school';
const DAYTIME = new Date('2026-11-24T11:00:00+05:30');

beforeAll(async () => {
  t = await startTestApp();
  setMessagesClock(DAYTIME);
});
afterAll(async () => {
  setMessagesClock(undefined);
  await t.close();
});

const post = async (email: string, url: string, payload: object) => {
  const res = await t.as(email, { method: 'POST', url, payload });
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  return res;
};

/**
 * Each line of a text with what it shows instead of words: what an export's cell is held to, and, as a message is
 * written in sentences, any word in capitals that reads differently through its label ('INJURY', not 'LKG').
 */
function problemsOf(what: string, texts: (string | null | undefined)[]): string[] {
  return texts.flatMap((text) =>
    (text ?? '').split('\n').flatMap((line) => {
      const words = line.replace(/\b\d{2}:\d{2} [AP]M\b/g, '');
      const capitals = (words.match(/(?<![\w@./-])[A-Z]{2,}(?![\w@./-])/g) ?? []).filter(isRawEnumValue);
      return [...shownCodes(line), ...capitals.map((c) => `code "${c}"`)].map(
        (p) => `${what}: ${p} in "${line.slice(0, 100)}"`,
      );
    }),
  );
}

describe('messages read as the screens do', () => {
  it(
    'every SMS, email and push sent holds DD-MM-YYYY dates, hh:mm A times and words',
    { timeout: 200_000 },
    async () => {
      const [parent] = await t.db.db.select().from(adminUsers).where(eq(adminUsers.email, PARENT));
      const child = parent.studentAdmissionId!;
      await post(TEACHER, '/api/day/roster/check-in', { studentAdmissionId: child });
      const incident = grazedKnee(child);
      const reported = await post(TEACHER, '/api/day-incidents', { ...incident, serious: false });
      await post('franchisee-a@demo.school', `/api/day-incidents/${reported.json().id}/send`, {});
      await post(TEACHER, '/api/day-incidents', { ...incident, kind: 'ILLNESS', serious: true });
      await post(TEACHER, `/api/messages/children/${child}`, { text: 'The art folder is in the bag.' });
      const otp = await t.app.inject({
        method: 'POST',
        url: '/api/auth/otp/request',
        payload: { username: PARENT },
        remoteAddress: '10.9.0.7',
      });
      expect(otp.statusCode, otp.body).toBe(200);
      const choices = await t.as(TEACHER, { method: 'GET', url: `/api/day/check-out/${child}` });
      const pickups = choices.json().pickups as { id: number; status: string }[];
      const unapproved = pickups.find((p) => p.status !== 'APPROVED');
      if (unapproved) {
        const payload = { studentAdmissionId: child, pickupId: unapproved.id };
        const refused = await t.as(TEACHER, { method: 'POST', url: '/api/day/roster/check-out', payload });
        expect(refused.statusCode, refused.body).toBe(403);
      }
      const pickupId = pickups.find((p) => p.status === 'APPROVED')!.id;
      await post(TEACHER, '/api/day/roster/check-out', { studentAdmissionId: child, pickupId });
      expect(await sendDaySummaries(everyFranchiseeContext(anonymousContext(t.db.db)))).toBeGreaterThan(0);

      const sent = await t.db.db.select().from(outbox);
      const pushes = (
        await t.db.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.name, 'notifications.push'))
      ).map((j) => j.payload as { kind: string; title: string; body: string });
      // What this test sent is there to be read: an SMS, an email and a push of each kind at least.
      expect(sent.some((m) => m.channel === 'sms' && /Sand pit/.test(m.body))).toBe(true);
      expect(sent.some((m) => m.subject.startsWith('Serious incident'))).toBe(true);
      expect(pushes.map((p) => p.kind)).toEqual(expect.arrayContaining(['day.arrivals', 'incidents', 'messages']));

      if (process.env.SENT_WORDS_DUMP)
        console.log(JSON.stringify({ sent: sent.map((m) => [m.channel, m.subject, m.body]), pushes }, null, 1));
      const problems = [
        ...sent.flatMap((m) => problemsOf(`${m.channel} to ${m.recipient}`, [m.subject, m.body])),
        ...pushes.flatMap((p) => problemsOf(`push ${p.kind}`, [p.title, p.body])),
      ];
      expect([...new Set(problems)]).toEqual([]);
    },
  );
});
