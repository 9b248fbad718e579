import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousContext, everyFranchiseeContext, outbox } from '@portal/kit';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { adminUsers } from '@portal/mod-users/server';
import { sendDaySummaries } from '../server/index.ts';

const TEACHER = 'teacher@demo.school';
const PARENT = 'parent@demo.school';
/** Also linked to parent@'s child. */
const PARENT_TEACHER = 'parent-teacher@demo.school';

describe('the evening summary', () => {
  let t: TestApp;
  let child: number;

  const sweep = () => sendDaySummaries(everyFranchiseeContext(anonymousContext(t.db.db)));
  const lastOutboxId = async () =>
    (await t.db.db.select({ id: outbox.id }).from(outbox)).reduce((m, r) => Math.max(m, r.id), 0);
  const mailsAfter = (id: number) =>
    t.db.db
      .select()
      .from(outbox)
      .where(and(gt(outbox.id, id), eq(outbox.channel, 'email')));

  beforeAll(async () => {
    t = await startTestApp();
    const [parent] = await t.db.db.select().from(adminUsers).where(eq(adminUsers.email, PARENT));
    child = parent.studentAdmissionId!;
  });
  afterAll(() => t.close());

  it('sends each parent who keeps it on the child’s day, once', async () => {
    const post = (email: string, url: string, payload: object) => t.as(email, { method: 'POST', url, payload });
    expect((await post(TEACHER, '/api/day/roster/check-in', { studentAdmissionId: child })).statusCode).toBe(200);
    const lunch = await post(TEACHER, '/api/day/care-events', {
      studentAdmissionId: child,
      kind: 'MEAL',
      meal: 'LUNCH',
      portion: 'MOST',
    });
    expect(lunch.statusCode, lunch.body).toBe(201);
    const off = await t.as(PARENT_TEACHER, {
      method: 'PUT',
      url: '/api/notifications/preferences',
      payload: { kind: 'day.summary', enabled: false },
    });
    expect(off.statusCode, off.body).toBe(200);

    const before = await lastOutboxId();
    const sent = await sweep();
    // Other families of the demo's day (a classmate checked in by the seed) are told of their own child's day.
    const mails = (await mailsAfter(before)).filter((m) => m.recipient === PARENT || m.recipient === PARENT_TEACHER);
    expect(sent).toBeGreaterThanOrEqual(1);
    expect(mails.map((m) => m.recipient)).toEqual([PARENT]);
    expect(mails[0].subject).toMatch(/’s day$|'s day$/);
    expect(mails[0].body).toContain('Meals: Lunch ate most');
    expect(mails[0].body).toMatch(/At the centre: came \d\d:\d\d [AP]M/);

    // A second run (a retried job, another node) tells no one twice.
    const again = await lastOutboxId();
    expect(await sweep()).toBe(0);
    expect(await mailsAfter(again)).toEqual([]);
  });
});
