import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '@portal/db';
import { publishLive } from '@portal/kit';
import { buildApp } from '@portal/server/app';
import { openStream, startTestApp, type OpenStream, type StreamEvent, type TestApp } from '@portal/server/testing';
import { adminUsers } from '@portal/mod-users/server';
import type { FastifyInstance } from 'fastify';
import { DAY_LIVE } from '../shared/constants.ts';

const CENTRE_A = 'franchisee-a@demo.school';
const CENTRE_B = 'franchisee-b@demo.school';
const TEACHER = 'teacher@demo.school';
const PARENT = 'parent@demo.school';
const PARENT2 = 'parent2@demo.school';

/** Long enough for a NOTIFY to travel; an event that should not arrive has had its chance. */
const settle = () => new Promise((r) => setTimeout(r, 300));

describe('live updates of the day', () => {
  let t: TestApp;
  let base: string;
  let child: number;
  let otherChild: number;
  const streams: OpenStream[] = [];

  const userOf = async (email: string) =>
    (await t.db.db.select().from(adminUsers).where(eq(adminUsers.email, email)))[0];
  const open = async (email: string, lastEventId?: number, at = base) => {
    const s = await openStream(at, await t.token(email), lastEventId);
    streams.push(s);
    return s;
  };
  const post = (email: string, url: string, payload: object) => t.as(email, { method: 'POST', url, payload });
  const about = (id: number, kind?: string) => (e: StreamEvent) =>
    e.payload.studentAdmissionId === id && (!kind || e.kind === kind);
  const latestId = async () => {
    const res = await t.as(CENTRE_A, { method: 'GET', url: '/api/live' });
    return (res.json() as { lastEventId: number | null }).lastEventId ?? 0;
  };

  beforeAll(async () => {
    t = await startTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    child = (await userOf(PARENT)).studentAdmissionId!;
    otherChild = (await userOf(PARENT2)).studentAdmissionId!;
  });
  afterAll(async () => {
    streams.forEach((s) => s.close());
    await t.close();
  });

  it('tells a check-in and a care event to the child’s parent, teacher and centre, and to no one else', async () => {
    const [parent, parent2, teacher, owner, otherCentre] = await Promise.all(
      [PARENT, PARENT2, TEACHER, CENTRE_A, CENTRE_B].map((email) => open(email)),
    );
    const checkIn = await post(TEACHER, '/api/day/roster/check-in', { studentAdmissionId: child });
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    for (const s of [parent, teacher, owner]) await s.waitFor(about(child, DAY_LIVE.checkIn));

    const lunch = await post(TEACHER, '/api/day/care-events', {
      studentAdmissionId: child,
      kind: 'MEAL',
      meal: 'LUNCH',
      portion: 'MOST',
    });
    expect(lunch.statusCode, lunch.body).toBe(201);
    await parent.waitFor(about(child, DAY_LIVE.care));
    await owner.waitFor(about(child, DAY_LIVE.care));
    await settle();
    expect(parent.events.every(about(child)), 'a parent hears only their own child').toBe(true);
    expect(parent2.events.filter(about(child))).toEqual([]);
    expect(otherCentre.events, 'another centre hears nothing').toEqual([]);
  });

  it('replays after Last-Event-ID only what the person may receive', async () => {
    const before = await latestId();
    const res = await post(CENTRE_A, '/api/day/roster/check-in', { studentAdmissionId: otherChild });
    expect(res.statusCode, res.body).toBe(200);
    await post(TEACHER, '/api/day/care-events', { studentAdmissionId: child, kind: 'MOOD', mood: 'HAPPY' });

    const parent = await open(PARENT, before);
    await parent.waitFor(about(child, DAY_LIVE.care));
    const parent2 = await open(PARENT2, before);
    await parent2.waitFor(about(otherChild, DAY_LIVE.checkIn));
    const otherCentre = await open(CENTRE_B, 0);
    await settle();
    expect(parent.events.filter(about(otherChild))).toEqual([]);
    expect(parent2.events.filter(about(child))).toEqual([]);
    expect(otherCentre.events).toEqual([]);
    expect(parent.events.every((e) => e.id > before)).toBe(true);

    // The same catch-up as JSON, for a client that cannot stream.
    const json = (await t.as(PARENT, { method: 'GET', url: `/api/live?after=${before}` })).json();
    expect(json.events.map((e: StreamEvent) => e.payload.studentAdmissionId)).toEqual([child]);
    const bad = await t.as(PARENT, { method: 'GET', url: '/api/live?after=soon' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('after must be an event id');
  });

  it('delivers an event only when its transaction commits, and never a rolled-back one', async () => {
    const parentId = (await userOf(PARENT)).id;
    const parent = await open(PARENT);
    await t.db.db
      .transaction(async (tx) => {
        await publishLive(tx, { kind: 'test.rolled-back', audience: { users: [parentId] } });
        throw new Error('undo');
      })
      .catch(() => undefined);
    let release = () => {};
    const held = t.db.db.transaction(async (tx) => {
      await publishLive(tx, { kind: 'test.committed', audience: { users: [parentId] } });
      await new Promise<void>((r) => (release = r));
    });
    await settle();
    expect(parent.events.map((e) => e.kind)).toEqual([]);
    release();
    await held;
    await parent.waitFor((e) => e.kind === 'test.committed');
    expect(parent.events.map((e) => e.kind)).toEqual(['test.committed']);
  });

  it('delivers an event too long for a notification whole, read back from its row', async () => {
    const parentId = (await userOf(PARENT)).id;
    const parent = await open(PARENT);
    // Some 9,000 bytes of audience: more than a notification carries, so it carries only the event's id.
    const others = Array.from({ length: 1500 }, (_, i) => 900_000 + i);
    const payload = { note: 'long audience' };
    await publishLive(t.db.db, { kind: 'test.long', audience: { users: [parentId, ...others] }, payload });
    const event = await parent.waitFor((e) => e.kind === 'test.long');
    expect(event.payload).toEqual(payload);
    expect(event.id).toBeGreaterThan(0);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/live', headers: { accept: 'text/event-stream' } });
    expect(res.statusCode).toBe(401);
  });

  describe.runIf(process.env.TEST_DATABASE_URL)('two nodes on one PostgreSQL', () => {
    let second: { app: FastifyInstance; db: DbHandle; base: string };
    beforeAll(async () => {
      const db = await openDb({ databaseUrl: t.config.databaseUrl, dataDir: 'memory://' });
      const app = await buildApp({ db, config: t.config });
      second = { app, db, base: await app.listen({ port: 0, host: '127.0.0.1' }) };
    });
    afterAll(async () => {
      await second.app.close();
      await second.db.close();
    });

    it('brings an event published on node A to a subscriber on node B', async () => {
      const onB = await open(PARENT, undefined, second.base);
      const res = await post(TEACHER, '/api/day/care-events', {
        studentAdmissionId: child,
        kind: 'NOTE',
        text: 'Sang',
      });
      expect(res.statusCode, res.body).toBe(201);
      await onB.waitFor(about(child, DAY_LIVE.care));
      expect(second.app.liveHub.delivered).toBeGreaterThan(0);
    });
  });
});
