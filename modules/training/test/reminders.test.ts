import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, type JobContext } from '@portal/kit';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { now } from '../server/clock.ts';
import { setClock, TRAINING_REMINDERS_JOB, trainingRemindersJob } from '../server/index.ts';
import { addTeachers, idsOf, SUPER, TEACHER, TRAINER, TRAINER_2, trainingBody } from './support.ts';

/**
 * The reminders job at the spec's notice times of an online training on 10-06-2030, 10:00 AM to 11:30 AM:
 * the start day's reminder (07:00 AM), the join reminder when the meeting opens (09:45 AM, 15 minutes before)
 * and the feedback reminder at the end (11:30 AM). The job runs on a fixed clock; what it sends is the
 * phone notifications it queues.
 */
const TEACHER_2 = 'teacher2@demo.school';
const PARENT_TEACHER = 'parent-teacher@demo.school';
const CENTRE = 2;
const PUSH_JOB = 'notifications.push';

type Reminders = { trainingId: number; version: string };
interface Push {
  userIds: number[];
  title: string;
  body: string;
  url: string;
}

let t: TestApp;
let ids: Record<string, number>;
let latecomer: number;
let trainingID: number;
let cancelledID: number;

const clock = (local: string) => setClock(new Date(`${local}:00+05:30`));
const quiet = { info() {}, warn() {}, error() {} };

/** The training's next queued reminder job: its payload, and the India wall time it is due at. */
async function queuedReminder(id: number) {
  const [job] = await t.db.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.name, TRAINING_REMINDERS_JOB), sql`(${jobs.payload}->>'trainingId')::int = ${id}`))
    .orderBy(desc(jobs.id))
    .limit(1);
  if (!job) return null;
  // The queue runs on real time: move its instant onto the test's clock.
  const due = new Date(job.runAfter.getTime() + now().getTime() - Date.now());
  return { id: job.id, payload: job.payload as Reminders, due };
}

/**
 * Expects the training's next reminder job at this India wall time, while the test's clock still stands where
 * it stood when the job was queued (give or take the seconds the test takes).
 */
async function expectNextAt(id: number, local: string) {
  const next = await queuedReminder(id);
  expect(next, `a reminder queued for ${local}`).not.toBeNull();
  expect(Math.abs(next!.due.getTime() - new Date(`${local}:00+05:30`).getTime())).toBeLessThan(30_000);
  return next!;
}

async function lastJobId() {
  const [row] = await t.db.db.select({ id: jobs.id }).from(jobs).orderBy(desc(jobs.id)).limit(1);
  return row?.id ?? 0;
}

/** Runs the training's queued reminder job at this India wall time; answers what it sent. */
async function runAt(id: number, local: string) {
  const next = await queuedReminder(id);
  expect(next).not.toBeNull();
  clock(local);
  const before = await lastJobId();
  const result = (await trainingRemindersJob.handler({
    db: t.db.db,
    payload: next!.payload,
    log: quiet,
  } as unknown as JobContext<Reminders>)) as { sent: number };
  const pushes = await t.db.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.name, PUSH_JOB), gt(jobs.id, before)))
    .orderBy(jobs.id);
  return { sent: result.sent, pushes: pushes.map((p) => p.payload as unknown as Push) };
}

const recipients = (pushes: Push[]) => pushes.flatMap((p) => p.userIds).sort((a, b) => a - b);
const sorted = (...userIds: number[]) => [...userIds].sort((a, b) => a - b);

beforeAll(async () => {
  t = await startTestApp();
  ids = await idsOf(t, [TEACHER, TEACHER_2, PARENT_TEACHER, TRAINER, TRAINER_2]);
  clock('2030-06-01T12:00');
  const create = async (over: Record<string, unknown>) => {
    const res = await t.as(SUPER, { method: 'POST', url: '/api/trainings', payload: trainingBody(over) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  trainingID = await create({ trainers: [{ trainerUserID: ids[TRAINER], kind: 'Organizer' }] });
  cancelledID = await create({
    title: 'Phonics Through Play',
    fromTime: '14:00',
    toTime: '15:00',
    trainers: [{ trainerUserID: ids[TRAINER_2], kind: 'Organizer' }],
  });
  // The centre's three teachers were invited: one accepts, one declines, one has not answered.
  for (const [email, response] of [
    [TEACHER, 'ACCEPTED'],
    [TEACHER_2, 'DECLINED'],
  ] as const) {
    for (const id of [trainingID, cancelledID]) {
      const res = await t.as(email, {
        method: 'PUT',
        url: `/api/teacher-training/update-response/${id}`,
        payload: { teacherUserID: ids[email], response },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  }
  // A teacher who joined the centre after the invitations went out: not invited.
  [latecomer] = await addTeachers(t, CENTRE, 1, 'latecomer');
  const cancel = await t.as(SUPER, { method: 'POST', url: `/api/trainings/${cancelledID}/cancel` });
  expect(cancel.statusCode, cancel.body).toBe(200);
});
afterAll(async () => {
  setClock(undefined);
  await t.close();
});

describe('training reminders', () => {
  it('queues the first reminder for 07:00 AM on the start day', async () => {
    await expectNextAt(trainingID, '2030-06-10T07:00');
    // Queued when it was made: its cancelling comes later.
    await expectNextAt(cancelledID, '2030-06-10T07:00');
  });

  it('sends nothing before the start day’s reminder time', async () => {
    expect(await runAt(trainingID, '2030-06-10T06:59')).toEqual({ sent: 0, pushes: [] });
  });

  it('reminds the invited who have not declined on the start day, once', async () => {
    const first = await runAt(trainingID, '2030-06-10T07:00');
    expect(first.sent).toBe(2);
    expect(recipients(first.pushes)).toEqual(sorted(ids[TEACHER], ids[PARENT_TEACHER]));
    for (const p of first.pushes) {
      expect(p.title).toBe('Training Scheduled At 10:00 AM, 10-06-2030');
      expect(p.url).toBe('/trainer-led');
    }
    const body = (userId: number) => first.pushes.find((p) => p.userIds.includes(userId))!.body;
    expect(body(ids[TEACHER])).toBe(
      'Positive Discipline in the Early Years: the meeting opens 15 minutes before the start.',
    );
    expect(body(ids[PARENT_TEACHER])).toBe(
      'Positive Discipline in the Early Years: please accept or decline the invitation.',
    );
    // The chain's next job is the join reminder; a second run of this moment sends nothing again.
    await expectNextAt(trainingID, '2030-06-10T09:45');
    expect(await runAt(trainingID, '2030-06-10T07:00')).toEqual({ sent: 0, pushes: [] });
    expect(await runAt(trainingID, '2030-06-10T08:30')).toEqual({ sent: 0, pushes: [] });
  });

  it('tells the trainer and the teacher who accepted when the meeting opens, 15 minutes before, once', async () => {
    const opens = await runAt(trainingID, '2030-06-10T09:45');
    expect(opens.sent).toBe(2);
    expect(recipients(opens.pushes)).toEqual(sorted(ids[TRAINER], ids[TEACHER]));
    for (const p of opens.pushes) {
      expect(p.title).toBe('Training Starts At 10:00 AM, 10-06-2030');
      expect(p.body).toBe('Positive Discipline in the Early Years: the meeting is open. Join it from the portal.');
    }
    await expectNextAt(trainingID, '2030-06-10T11:30');
    expect(await runAt(trainingID, '2030-06-10T09:45')).toEqual({ sent: 0, pushes: [] });
    expect(await runAt(trainingID, '2030-06-10T10:20')).toEqual({ sent: 0, pushes: [] });
  });

  it('asks the invited who have not declined for feedback at the end, once, and then the chain stops', async () => {
    const ended = await runAt(trainingID, '2030-06-10T11:30');
    expect(ended.sent).toBe(2);
    expect(recipients(ended.pushes)).toEqual(sorted(ids[TEACHER], ids[PARENT_TEACHER]));
    for (const p of ended.pushes) {
      expect(p.title).toBe('Training Ended At 11:30 AM, 10-06-2030');
      expect(p.url).toBe(`/trainer-led/trainer-feedback/${trainingID}`);
    }
    const last = await queuedReminder(trainingID);
    expect(await runAt(trainingID, '2030-06-10T11:30')).toEqual({ sent: 0, pushes: [] });
    expect(await runAt(trainingID, '2030-06-10T18:00')).toEqual({ sent: 0, pushes: [] });
    // No reminder is left after the feedback one: no job was queued after it.
    expect((await queuedReminder(trainingID))!.id).toBe(last!.id);
  });

  it('never reminds a teacher who was not invited, nor the one who declined', async () => {
    const pushes = await t.db.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.name, PUSH_JOB));
    const reached = new Set(pushes.flatMap((p) => (p.payload as unknown as Push).userIds));
    expect(reached.has(latecomer)).toBe(false);
    const reminded = pushes
      .map((p) => p.payload as unknown as Push)
      .filter((p) => /^Training (Scheduled|Starts|Ended) At/.test(p.title));
    expect(reminded.some((p) => p.userIds.includes(ids[TEACHER_2]))).toBe(false);
  });

  it('sends nothing for a cancelled training, at any of its moments, and ends its chain', async () => {
    for (const moment of ['2030-06-10T07:00', '2030-06-10T13:45', '2030-06-10T14:05', '2030-06-10T15:00']) {
      expect(await runAt(cancelledID, moment), moment).toEqual({ sent: 0, pushes: [] });
    }
    const queued = await t.db.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.name, TRAINING_REMINDERS_JOB), sql`(${jobs.payload}->>'trainingId')::int = ${cancelledID}`));
    expect(queued).toHaveLength(1);
  });
});
