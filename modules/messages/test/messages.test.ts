import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fileForm, startTestApp, type TestApp } from '@portal/server/testing';
import { jobs, outbox, startWorker } from '@portal/kit';
import { adminUsers } from '@portal/mod-users/server';
import { HELD_NOTICES_JOB, heldNoticesJob, setMessagesClock } from '../server/index.ts';
import { MESSAGE_TEXTS } from '../shared/constants.ts';
import { inbox, message, thread } from '../shared/contracts.ts';

const CENTRE_A = 'franchisee-a@demo.school';
const CENTRE_B = 'franchisee-b@demo.school';
const TEACHER = 'teacher@demo.school';
const PARENT = 'parent@demo.school';
const PARENT2 = 'parent2@demo.school';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = '%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n';

/** 11:00 AM and 09:00 PM in India on a working day. */
const DAYTIME = new Date('2026-11-24T11:00:00+05:30');
const EVENING = new Date('2026-11-24T21:00:00+05:30');

describe('messages between a child’s family and the centre', () => {
  let t: TestApp;
  let child: number;
  let otherChild: number;

  const get = (email: string, url: string) => t.as(email, { method: 'GET', url });
  const post = (email: string, url: string, payload: object = {}) => t.as(email, { method: 'POST', url, payload });
  const write = (email: string, id: number, body: object) => post(email, `/api/messages/children/${id}`, body);
  const open = async (email: string, id: number) => {
    const res = await get(email, `/api/messages/children/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return thread.response.parse(res.json());
  };
  const linkedAdmission = async (email: string) => {
    const [user] = await t.db.db
      .select({ id: adminUsers.studentAdmissionId })
      .from(adminUsers)
      .where(eq(adminUsers.email, email));
    return user.id!;
  };
  const upload = async (email: string, body: Buffer | string, name: string) => {
    const res = await t.as(email, { method: 'POST', url: '/api/files', ...(await fileForm(body, name)) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const lastOutboxId = async () =>
    (await t.db.db.select({ id: outbox.id }).from(outbox)).reduce((m, r) => Math.max(m, r.id), 0);
  const outboxAfter = (id: number) => t.db.db.select().from(outbox).where(gt(outbox.id, id));

  beforeAll(async () => {
    t = await startTestApp();
    child = await linkedAdmission(PARENT);
    otherChild = await linkedAdmission(PARENT2);
  });
  // Daytime unless a test says otherwise: the real clock may well be in the quiet hours.
  beforeEach(() => setMessagesClock(DAYTIME));
  afterAll(async () => {
    setMessagesClock(undefined);
    await t.close();
  });

  it('shows the demo conversation to the parent, with the teacher’s unread message', async () => {
    const res = await get(PARENT, '/api/messages/threads');
    expect(res.statusCode, res.body).toBe(200);
    const box = inbox.response.parse(res.json());
    const row = box.threads.find((r) => r.studentAdmissionId === child)!;
    expect(row).toMatchObject({ unread: 1, ownChild: true });
    expect(box.totalUnread).toBe(1);
    const view = await open(PARENT, child);
    expect(view.me).toBe('PARENT');
    const first = view.messages[0];
    expect(first.mine).toBe(true);
    expect(first.seenBy).toEqual([expect.objectContaining({ name: 'Lakshmi', role: 'TEACHER' })]);
  });

  it('opening a thread marks it read for that person only', async () => {
    expect((await post(PARENT, `/api/messages/children/${child}/read`)).json()).toEqual({ marked: 1 });
    expect((await get(PARENT, '/api/messages/unread')).json()).toEqual({ total: 0 });
    const again = await post(PARENT, `/api/messages/children/${child}/read`);
    expect(again.json()).toEqual({ marked: 0 });
  });

  it('a parent’s message in the day reaches the teachers and the office at once; read receipts follow', async () => {
    const before = await lastOutboxId();
    const res = await write(PARENT, child, { text: '  Please send the art folder home today.  ' });
    expect(res.statusCode, res.body).toBe(201);
    const sent = message.parse(res.json());
    expect(sent).toMatchObject({ text: 'Please send the art folder home today.', mine: true, heldUntil: null });
    expect(sent.sender.role).toBe('PARENT');
    const told = (await outboxAfter(before)).map((m) => m.recipient);
    expect(told).toContain(TEACHER);
    expect(told).toContain('teacher2@demo.school');
    expect(told).not.toContain(PARENT);

    expect((await get(TEACHER, '/api/messages/unread')).json().total).toBeGreaterThan(0);
    const teacherBox = inbox.response.parse((await get(TEACHER, '/api/messages/threads')).json());
    expect(teacherBox.threads[0]).toMatchObject({ studentAdmissionId: child });
    expect(teacherBox.threads[0].unread).toBeGreaterThan(0);
    const teacherView = await open(TEACHER, child);
    expect(teacherView.me).toBe('TEACHER');
    await post(TEACHER, `/api/messages/children/${child}/read`);
    expect((await get(TEACHER, '/api/messages/unread')).json().total).toBe(0);

    const seen = (await open(PARENT, child)).messages.find((m) => m.id === sent.id)!;
    expect(seen.seenBy).toEqual([expect.objectContaining({ name: 'Lakshmi', role: 'TEACHER' })]);
  });

  it('a teacher’s reply tells the parents at once by email and SMS', async () => {
    setMessagesClock(EVENING);
    const before = await lastOutboxId();
    const res = await write(TEACHER, child, { text: 'Sure, it is in the bag.' });
    expect(res.statusCode, res.body).toBe(201);
    expect(message.parse(res.json()).sender).toEqual({ name: 'Lakshmi Iyer', role: 'TEACHER' });
    const told = await outboxAfter(before);
    expect(told.some((m) => m.recipient === PARENT && m.channel === 'email')).toBe(true);
    expect(told.some((m) => m.channel === 'sms')).toBe(true);
    expect(told.map((m) => m.recipient)).not.toContain(TEACHER);
  });

  it('a parent sees only their own child’s thread: another parent of the centre gets 404', async () => {
    expect((await get(PARENT2, `/api/messages/children/${child}`)).statusCode).toBe(404);
    expect((await write(PARENT2, child, { text: 'Hello' })).statusCode).toBe(404);
    expect((await post(PARENT2, `/api/messages/children/${child}/read`)).statusCode).toBe(404);
    const box = inbox.response.parse((await get(PARENT2, '/api/messages/threads')).json());
    expect(box.threads.map((r) => r.studentAdmissionId)).toEqual([otherChild]);
    const search = inbox.response.parse((await get(PARENT2, '/api/messages/threads?search=a')).json());
    expect(search.threads.map((r) => r.studentAdmissionId)).not.toContain(child);
  });

  it('a parent who also teaches speaks as the parent of their own child and reaches no other child', async () => {
    expect((await open('parent-teacher@demo.school', child)).me).toBe('PARENT');
    expect((await get('parent-teacher@demo.school', `/api/messages/children/${otherChild}`)).statusCode).toBe(404);
  });

  it('a teacher of another class gets 404; the centre head reads every thread; another centre gets 404', async () => {
    expect((await get(TEACHER, `/api/messages/children/${otherChild}`)).statusCode).toBe(404);
    expect((await write(TEACHER, otherChild, { text: 'Hello' })).statusCode).toBe(404);
    const teacherBox = inbox.response.parse((await get(TEACHER, '/api/messages/threads')).json());
    expect(teacherBox.threads.map((r) => r.studentAdmissionId)).not.toContain(otherChild);

    const head = await open(CENTRE_A, child);
    expect(head.me).toBe('OFFICE');
    expect(head.messages.length).toBeGreaterThanOrEqual(6);
    const headBox = inbox.response.parse((await get(CENTRE_A, '/api/messages/threads')).json());
    expect(headBox.threads.map((r) => r.studentAdmissionId)).toContain(child);

    expect((await get(CENTRE_B, `/api/messages/children/${child}`)).statusCode).toBe(404);
    expect((await write(CENTRE_B, child, { text: 'Hello' })).statusCode).toBe(404);
    const otherBox = inbox.response.parse((await get(CENTRE_B, '/api/messages/threads?search=a')).json());
    expect(otherBox.threads.map((r) => r.studentAdmissionId)).not.toContain(child);
  });

  it('validates the text', async () => {
    const empty = await write(PARENT, child, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors.text).toBe(MESSAGE_TEXTS.textRequired);
    const long = await write(PARENT, child, { text: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors.text).toBe(MESSAGE_TEXTS.textTooLong);
  });

  it('attachments: photos and PDFs, at most 5, read only by the thread’s participants', async () => {
    const photo = await upload(PARENT, PNG, 'rash.png');
    const pdf = await upload(PARENT, PDF, 'note.pdf');
    const res = await write(PARENT, child, { text: 'The doctor’s note and a photo', attachmentIds: [photo, pdf] });
    expect(res.statusCode, res.body).toBe(201);
    const sent = message.parse(res.json());
    expect(sent.attachments.map((a) => a.contentType)).toEqual(['image/png', 'application/pdf']);
    const photoId = sent.attachments[0].fileId;

    expect((await get(TEACHER, `/api/files/${photoId}`)).statusCode).toBe(200);
    expect((await get(CENTRE_A, `/api/files/${pdf}`)).statusCode).toBe(200);
    expect((await get(PARENT, `/api/files/${pdf}`)).statusCode).toBe(200);
    expect((await get(PARENT2, `/api/files/${pdf}`)).statusCode).toBe(404);
    expect((await get(CENTRE_B, `/api/files/${pdf}`)).statusCode).toBe(404);

    const six = await Promise.all(Array.from({ length: 6 }, () => upload(PARENT, PDF, 'page.pdf')));
    const tooMany = await write(PARENT, child, { text: 'Pages', attachmentIds: six });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fieldErrors.attachmentIds).toBe(MESSAGE_TEXTS.tooManyFiles);

    const sheet = await upload(PARENT, 'name,age\nA,3\n', 'list.csv');
    const wrongKind = await write(PARENT, child, { text: 'A list', attachmentIds: [sheet] });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().fieldErrors['attachmentIds.0']).toMatch(/must be a photo .* or a PDF of at most 10 MB/);

    const someoneElses = await upload(PARENT2, PDF, 'theirs.pdf');
    await write(PARENT2, otherChild, { text: 'Ours', attachmentIds: [someoneElses] });
    const stolen = await write(PARENT, child, { text: 'Not mine', attachmentIds: [someoneElses] });
    expect(stolen.statusCode).toBe(400);

    const big = await t.as(PARENT, {
      method: 'POST',
      url: '/api/files',
      ...(await fileForm(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024)]), 'big.pdf')),
    });
    expect(big.statusCode).toBeGreaterThanOrEqual(400);
    expect(big.statusCode).toBeLessThan(500);
  });

  it('quiet hours hold staff notices until the next opening; the parent is told when', async () => {
    setMessagesClock(EVENING);
    const before = await lastOutboxId();
    const res = await write(PARENT, child, { text: 'She will come late tomorrow.' });
    expect(res.statusCode, res.body).toBe(201);
    const sent = message.parse(res.json());
    expect(sent.heldUntil?.toISOString()).toBe(new Date('2026-11-25T08:00:00+05:30').toISOString());
    expect(await outboxAfter(before)).toEqual([]);
    const [queued] = await t.db.db.select().from(jobs).where(eq(jobs.name, HELD_NOTICES_JOB));
    expect(queued.runAfter.toISOString()).toBe(sent.heldUntil!.toISOString());
    // The teacher can read it at once all the same.
    expect((await open(TEACHER, child)).messages.some((m) => m.id === sent.id)).toBe(true);

    // The morning comes: the job tells the staff once.
    await t.db.db
      .update(jobs)
      .set({ runAfter: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, queued.id));
    const worker = await startWorker({ db: t.db.db, jobs: [heldNoticesJob], pollMs: 20, heartbeatMs: 200 });
    try {
      await expect
        .poll(async () => (await outboxAfter(before)).map((m) => m.recipient), { timeout: 5000 })
        .toContain(TEACHER);
    } finally {
      await worker.stop();
    }
    const told = await outboxAfter(before);
    expect(told.filter((m) => m.recipient === TEACHER)).toHaveLength(1);
    expect(told.find((m) => m.recipient === TEACHER)!.body).toContain('She will come late tomorrow.');
    expect((await open(PARENT, child)).messages.find((m) => m.id === sent.id)!.heldUntil).toBeNull();
  });

  it('the centre head sets the quiet hours; others may not', async () => {
    const url = '/api/messages/quiet-hours';
    expect((await get(CENTRE_A, url)).json()).toEqual({ franchiseeId: 2, from: '19:00', to: '08:00' });
    expect((await t.as(PARENT, { method: 'PUT', url, payload: { from: '20:00', to: '07:00' } })).statusCode).toBe(403);
    expect((await t.as(TEACHER, { method: 'PUT', url, payload: { from: '20:00', to: '07:00' } })).statusCode).toBe(403);
    const bad = await t.as(CENTRE_A, { method: 'PUT', url, payload: { from: '25:00', to: '07:00' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.from).toBe(MESSAGE_TEXTS.badTime);
    const set = await t.as(CENTRE_A, { method: 'PUT', url, payload: { from: '20:00', to: '07:30' } });
    expect(set.statusCode, set.body).toBe(200);
    expect((await open(PARENT, child)).quietHours).toMatchObject({ from: '20:00', to: '07:30' });
    const other = await t.as(CENTRE_B, { method: 'GET', url: `${url}?franchiseeID=2` });
    expect([403, 404]).toContain(other.statusCode);

    setMessagesClock(new Date('2026-11-24T19:30:00+05:30'));
    const notQuiet = await write(PARENT, child, { text: 'Still open at half past seven' });
    expect(message.parse(notQuiet.json()).heldUntil).toBeNull();
    const [stillQueued] = await t.db.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, HELD_NOTICES_JOB), eq(jobs.state, 'queued')));
    expect(stillQueued).toBeUndefined();
  });
});
