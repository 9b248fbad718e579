import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '@portal/kit';
import { openStream, startTestApp, type OpenStream, type StreamEvent, type TestApp } from '@portal/server/testing';
import { adminUsers } from '@portal/mod-users/server';
import { setMessagesClock } from '../server/index.ts';
import { MESSAGE_LIVE } from '../shared/constants.ts';

const CENTRE_A = 'franchisee-a@demo.school';
const CENTRE_B = 'franchisee-b@demo.school';
const TEACHER = 'teacher@demo.school';
const PARENT = 'parent@demo.school';
const PARENT2 = 'parent2@demo.school';
const DAYTIME = new Date('2026-11-24T11:00:00+05:30');

/** Long enough for an event to travel; one that should not arrive has had its chance. */
const settle = () => new Promise((r) => setTimeout(r, 300));

describe('a conversation, live', () => {
  let t: TestApp;
  let base: string;
  let child: number;
  const streams: OpenStream[] = [];

  const userOf = async (email: string) =>
    (await t.db.db.select().from(adminUsers).where(eq(adminUsers.email, email)))[0];
  const open = async (email: string) => {
    const s = await openStream(base, await t.token(email));
    streams.push(s);
    return s;
  };
  const about = (kind: string) => (e: StreamEvent) => e.kind === kind && e.payload.studentAdmissionId === child;
  const pushesAfter = (id: number) =>
    t.db.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.name, 'notifications.push'), gt(jobs.id, id)));
  const lastJobId = async () =>
    (await t.db.db.select({ id: jobs.id }).from(jobs)).reduce((m, r) => Math.max(m, r.id), 0);

  beforeAll(async () => {
    t = await startTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    child = (await userOf(PARENT)).studentAdmissionId!;
  });
  beforeEach(() => setMessagesClock(DAYTIME));
  afterAll(async () => {
    setMessagesClock(undefined);
    streams.forEach((s) => s.close());
    await t.close();
  });

  it('shows a message on the open screens of the child’s parents, teachers and office, and pushes it', async () => {
    const [parent, parent2, teacher, owner, otherCentre] = await Promise.all(
      [PARENT, PARENT2, TEACHER, CENTRE_A, CENTRE_B].map(open),
    );
    const before = await lastJobId();
    const res = await t.as(TEACHER, {
      method: 'POST',
      url: `/api/messages/children/${child}`,
      payload: { text: 'Aarav painted a sunflower today.' },
    });
    expect(res.statusCode, res.body).toBe(201);
    for (const s of [parent, teacher, owner]) await s.waitFor(about(MESSAGE_LIVE.posted));
    await settle();
    expect(parent2.events, 'another parent of the class hears nothing').toEqual([]);
    expect(otherCentre.events, 'another centre hears nothing').toEqual([]);

    const [push] = await pushesAfter(before);
    expect(push.payload).toMatchObject({
      kind: 'messages',
      url: '/messages',
      body: 'Aarav painted a sunflower today.',
    });
    // Every account linked to the child (parent@ and parent-teacher@), not the writer, not another family.
    expect(push.payload.userIds).toContain((await userOf(PARENT)).id);
    expect(push.payload.userIds).not.toContain((await userOf(PARENT2)).id);
    expect(push.payload.userIds).not.toContain((await userOf(TEACHER)).id);
  });

  it('turns the writer’s Seen on when the parent reads it', async () => {
    const teacher = await open(TEACHER);
    const read = await t.as(PARENT, { method: 'POST', url: `/api/messages/children/${child}/read` });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().marked).toBeGreaterThan(0);
    await teacher.waitFor(about(MESSAGE_LIVE.read));
  });
});
