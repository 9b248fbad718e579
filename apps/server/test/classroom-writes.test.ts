import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  files,
  HAPPENED_BEFORE_TODAY,
  KEEP_ANSWERS_MS,
  pruneLiveEvents,
  QUEUE_HEADERS,
  queuedWrites,
  startOfIndiaDay,
} from '@portal/kit';
import { generalDiaries } from '@portal/mod-academics/server';
import { studentAttendance } from '@portal/mod-students/server';
import { dayCareEvents, dayCheckIns, dayMedicationDoses, dayIncidents } from '@portal/mod-day/server';
import { observations } from '@portal/mod-observations/server';
import { adminUsers } from '@portal/mod-users/server';
import { dayHasRun } from './seed-day.ts';
import { fileForm, startTestApp, type TestApp } from './support.ts';

const TEACHER = 'teacher@demo.school';
const PARENT = 'parent@demo.school';

/**
 * Every classroom write (a route declared `classroom`, found in the app's route table, not listed by hand) honours
 * an Idempotency-Key: the same request twice records once, and the second answer is the first one again.
 */
describe('classroom writes run once per Idempotency-Key', () => {
  let t: TestApp;
  let classId: number;
  let parentChild: number;
  /** A child of the class the demo checked in this morning. */
  let classmate: number;

  const send = (opts: InjectOptions, key: string, happenedAt?: string) =>
    t.as(TEACHER, {
      ...opts,
      headers: {
        ...(opts.headers as Record<string, string>),
        [QUEUE_HEADERS.key]: key,
        ...(happenedAt ? { [QUEUE_HEADERS.happenedAt]: happenedAt } : {}),
      },
    });
  const json = (method: 'POST' | 'PUT', url: string, payload: object): InjectOptions => ({ method, url, payload });
  const counted = async (table: PgTable) => (await t.db.db.select({ n: count() }).from(table))[0].n;

  /** A request of each classroom write, made ready with the demo centre's data; a new classroom write adds its own. */
  const samples: Record<
    string,
    () => Promise<{ request: InjectOptions; records: () => Promise<number>; recordsNothing?: boolean }>
  > = {
    'POST /api/day/roster/check-in': async () => ({
      request: json('POST', '/api/day/roster/check-in', { studentAdmissionId: parentChild }),
      records: () => counted(dayCheckIns),
    }),
    'POST /api/day/roster/check-out': async () => {
      const id = parentChild;
      const choices = (await t.as(TEACHER, { method: 'GET', url: `/api/day/check-out/${id}` })).json();
      const pickup = choices.pickups.find((p: { status: string }) => p.status === 'APPROVED');
      expect(pickup, 'a seeded approved pickup').toBeDefined();
      return {
        request: json('POST', '/api/day/roster/check-out', { studentAdmissionId: id, pickupId: pickup.id }),
        records: async () =>
          (
            await t.db.db
              .select({ n: count() })
              .from(dayCheckIns)
              .where(sql`${dayCheckIns.outAt} is not null`)
          )[0].n,
      };
    },
    'POST /api/day/care-events': async () => ({
      request: json('POST', '/api/day/care-events', { studentAdmissionId: parentChild, kind: 'NOTE', text: 'Sang' }),
      records: () => counted(dayCareEvents),
    }),
    'POST /api/day/care-events/class': async () => ({
      request: json('POST', '/api/day/care-events/class', {
        classId,
        studentAdmissionIds: [parentChild],
        kind: 'MEAL',
        meal: 'LUNCH',
        portion: 'MOST',
      }),
      records: () => counted(dayCareEvents),
    }),
    'POST /api/day/medication/doses': async () => {
      const due = (await t.as(TEACHER, { method: 'GET', url: '/api/day/medication/today' })).json();
      const first = (Array.isArray(due) ? due : (due.rows ?? []))[0];
      return {
        request: json('POST', '/api/day/medication/doses', { medicationId: first?.id ?? 1 }),
        records: () => counted(dayMedicationDoses),
      };
    },
    'POST /api/day-incidents': async () => ({
      request: json('POST', '/api/day-incidents', {
        studentAdmissionId: parentChild,
        kind: 'INJURY',
        occurredAt: new Date(Date.now() - 600_000).toISOString(),
        place: 'Sand pit',
        whatHappened: 'Tripped over a bucket and grazed the left knee.',
        firstAid: 'Washed and covered with a plaster.',
        staffPresent: 'Fatima Shaikh',
        serious: false,
      }),
      records: () => counted(dayIncidents),
    }),
    'POST /api/general-diaries': async () => ({
      request: json('POST', '/api/general-diaries', {
        classId,
        diaryDate: (await t.as(TEACHER, { method: 'GET', url: '/api/day/roster' })).json().day,
        title: 'Colours of the rainbow',
        description: 'We painted with red, yellow and blue, and sang the rainbow song.',
      }),
      records: () => counted(generalDiaries),
    }),
    'POST /api/attendance/give-attendance': async () => {
      return {
        request: json('POST', '/api/attendance/give-attendance', {
          date: (await t.as(TEACHER, { method: 'GET', url: '/api/day/roster' })).json().day,
          marks: [{ studentAdmissionId: classmate, status: 'Absent' }],
        }),
        records: async () =>
          (
            await t.db.db
              .select({ n: count() })
              .from(studentAttendance)
              .where(and(eq(studentAttendance.studentAdmissionId, classmate), eq(studentAttendance.status, 'Absent')))
          )[0].n,
      };
    },
    // Outside a room device's turn there is no turn to end: the same answer again, and nothing changed.
    'POST /api/devices/room/end-turn': async () => ({
      request: { method: 'POST', url: '/api/devices/room/end-turn' },
      records: () => counted(queuedWrites),
      recordsNothing: true,
    }),
    'POST /api/observations/record': async () => ({
      request: json('POST', '/api/observations/record', {
        studentAdmissionIds: [parentChild, classmate],
        competency: 'C-1.2',
        level: 'progressing',
      }),
      records: () => counted(observations),
    }),
    'POST /api/files': async () => ({
      request: { method: 'POST', url: '/api/files', ...(await fileForm(Buffer.from('a photo'), 'lunch.jpg')) },
      records: () => counted(files),
    }),
  };

  beforeAll(async () => {
    t = await startTestApp();
    const [parent] = await t.db.db
      .select({ id: adminUsers.studentAdmissionId })
      .from(adminUsers)
      .where(eq(adminUsers.email, PARENT));
    parentChild = parent.id!;
    const roster = (await t.as(TEACHER, { method: 'GET', url: '/api/day/roster' })).json();
    classId = roster.classId;
    classmate = roster.rows.find((r: { studentAdmissionId: number; inAt: string | null }) => r.inAt).studentAdmissionId;
    // The demo keeps the parent's child out: the check-in sample brings them in, the others act on them after.
    expect(roster.rows.find((r: { studentAdmissionId: number }) => r.studentAdmissionId === parentChild).inAt).toBe(
      null,
    );
  });
  afterAll(() => t.close());

  it('declares the classroom writes, and each has a sample here', () => {
    const writes = t.app.routeTable.filter((r) => r.classroom && r.method !== 'GET').map((r) => `${r.method} ${r.url}`);
    expect(writes.length).toBeGreaterThanOrEqual(8);
    expect(classId).toBeTypeOf('number');
    expect(
      writes.filter((w) => !samples[w]),
      'a classroom write without a sample in this test',
    ).toEqual([]);
  });

  it('answers the same request twice with one record and the first answer again, byte for byte', async () => {
    // The parent's child comes in first and is collected last (the demo approved that child's pickups).
    const last = (url: string) =>
      url === '/api/day/roster/check-in' ? -1 : url === '/api/day/roster/check-out' ? 1 : 0;
    const writes = t.app.routeTable
      .filter((r) => r.classroom && r.method !== 'GET')
      .sort((a, b) => last(a.url) - last(b.url));
    for (const route of writes) {
      const name = `${route.method} ${route.url}`;
      const { request, records, recordsNothing } = await samples[name]();
      const key = randomUUID();
      const before = await records();
      const first = await send(request, key);
      const after = await records();
      const second = await send(request, key);
      expect(first.statusCode, `${name}: ${first.body}`).toBeLessThan(500);
      expect(second.statusCode, name).toBe(first.statusCode);
      expect(second.body, name).toBe(first.body);
      expect(second.headers[QUEUE_HEADERS.replayed], `${name}: ${first.body}`).toBe('true');
      expect(await records(), `${name} recorded a second time`).toBe(after);
      if (first.statusCode < 300 && !recordsNothing) expect(after, `${name} recorded nothing`).toBeGreaterThan(before);
    }
  });

  it('refuses a key sent again with another input, and a key that cannot be one', async () => {
    const key = randomUUID();
    const note = (text: string) =>
      json('POST', '/api/day/care-events', { studentAdmissionId: classmate, kind: 'NOTE', text });
    expect((await send(note('Painted'), key)).statusCode).toBe(201);
    const other = await send(note('Painted a tree'), key);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toContain('already used for another action');
    const bad = await send(note('Painted'), 'no');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Idempotency-Key');
  });

  it('records when the teacher acted, marks a late arrival, and refuses a time ahead of now', async () => {
    // 40 minutes ago, or early today: a write of an earlier day is refused (below). Sent late means over a minute
    // after it happened, so in India's first 75 s the test waits (hence its longer timeout).
    await dayHasRun(75_000);
    const happenedAt = new Date(Math.max(Date.now() - 40 * 60_000, startOfIndiaDay(new Date()).getTime() + 1_000));
    happenedAt.setMilliseconds(0);
    const key = randomUUID();
    const res = await send(
      json('POST', '/api/day/care-events', { studentAdmissionId: classmate, kind: 'NOTE', text: 'Read a book' }),
      key,
      happenedAt.toISOString(),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(new Date(res.json().at).toISOString()).toBe(happenedAt.toISOString());
    const [kept] = await t.db.db
      .select({ sentLate: queuedWrites.sentLate, happenedAt: queuedWrites.happenedAt })
      .from(queuedWrites)
      .where(and(eq(queuedWrites.key, key)));
    expect(kept.sentLate).toBe(true);
    expect(kept.happenedAt.toISOString()).toBe(happenedAt.toISOString());
    const ahead = await send(
      json('POST', '/api/day/care-events', { studentAdmissionId: classmate, kind: 'NOTE', text: 'Later' }),
      randomUUID(),
      new Date(Date.now() + 3_600_000).toISOString(),
    );
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().message).toContain('clock');
    // A write dated on an earlier day (India's) is refused in words, not slipped into today's records.
    const yesterday = await send(
      json('POST', '/api/day/care-events', { studentAdmissionId: classmate, kind: 'NOTE', text: 'Yesterday' }),
      randomUUID(),
      new Date(startOfIndiaDay(new Date()).getTime() - 60_000).toISOString(),
    );
    expect(yesterday.statusCode, yesterday.body).toBe(400);
    expect(yesterday.json().message).toBe(HAPPENED_BEFORE_TODAY);
  }, 150_000);

  it('declares the answers it keeps in the privacy notice, and drops them once that time has passed', async () => {
    const notice = (await t.as(PARENT, { method: 'GET', url: '/api/privacy/notice' })).json();
    const kept = notice.declarations.find((d: { resource: string }) => d.resource === 'queued_writes');
    expect(kept?.whose).toContain('child');
    expect(kept?.retention).toBe('4 days after the write reaches the server');
    const key = randomUUID();
    const note = json('POST', '/api/day/care-events', { studentAdmissionId: classmate, kind: 'NOTE', text: 'Sang' });
    expect((await send(note, key)).statusCode).toBe(201);
    const stored = () => t.db.db.select({ id: queuedWrites.id }).from(queuedWrites).where(eq(queuedWrites.key, key));
    const pastRetention = new Date(Date.now() - KEEP_ANSWERS_MS - 60_000);
    await t.db.db.update(queuedWrites).set({ receivedAt: pastRetention }).where(eq(queuedWrites.key, key));
    const log = { info() {}, warn() {}, error() {} };
    await pruneLiveEvents.handler({ db: t.db.db, log } as unknown as Parameters<typeof pruneLiveEvents.handler>[0]);
    expect(await stored()).toEqual([]);
  });

  it('answers a queued check-out of a child already collected with a conflict and its reason', async () => {
    await dayHasRun(2_000);
    const id = parentChild;
    const choices = (await t.as(TEACHER, { method: 'GET', url: `/api/day/check-out/${id}` })).json();
    const pickup = choices.pickups.find((p: { status: string }) => p.status === 'APPROVED');
    // Someone collects the child (online, or the walk above did); the device's queued try comes later.
    const body = { studentAdmissionId: id, pickupId: pickup.id };
    expect([200, 409]).toContain((await t.as(TEACHER, json('POST', '/api/day/roster/check-out', body))).statusCode);
    const res = await send(
      json('POST', '/api/day/roster/check-out', { studentAdmissionId: id, pickupId: pickup.id }),
      randomUUID(),
      // Five minutes ago, or just after India's midnight: a queued write of an earlier day is refused as one.
      new Date(Math.max(Date.now() - 5 * 60_000, startOfIndiaDay(new Date()).getTime() + 1_000)).toISOString(),
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toMatch(/already/i);
  });
});
