import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileStoreFromEnv, files, flushAccessLog, outbox } from '@portal/kit';
import { fileForm, startTestApp, type TestApp } from '@portal/server/testing';
import { dayCareEvents } from '@portal/mod-day/server';
import { enquiries } from '@portal/mod-enquiry/server';
import { studentAdmissions, students } from '@portal/mod-students/server';
import { adminUsers } from '@portal/mod-users/server';
import { breachDetail, retentionRun } from '../shared/contracts.ts';
import { accessLog } from '../server/schema.ts';

const HEAD_OFFICE = 'superadmin@demo.school';
const TEACHER = 'teacher@demo.school';
const PARENT = 'parent@demo.school';
const CENTRE_A = 2;
const CENTRE_B = 3;
const DAY_MS = 86_400_000;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('the privacy safeguards', () => {
  let t: TestApp;
  const userId = async (email: string) =>
    (await t.db.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, email)))[0].id;
  /** The student record of demo admission 1, the parent account's own child. */
  const ownChild = async () =>
    (await t.db.db.select().from(studentAdmissions).where(eq(studentAdmissions.id, 1)))[0].studentId;
  const logOf = async (user: number) =>
    t.db.db.select().from(accessLog).where(eq(accessLog.userId, user)).orderBy(accessLog.id);
  const monthsAgo = (m: number) => new Date(Date.now() - m * 30.5 * DAY_MS);

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('the access log (Rule 6)', () => {
    it('logs a teacher’s read of a child’s record once flushed, not a parent’s read of their own child', async () => {
      const child = await ownChild();
      const teacher = await userId(TEACHER);
      const parent = await userId(PARENT);

      const read = await t.as(TEACHER, { method: 'GET', url: `/api/student/${child}` });
      expect(read.statusCode, read.body).toBe(200);
      // A parent reads their own child's medicines through the same kit routes.
      const own = await t.as(PARENT, { method: 'GET', url: '/api/day-medications' });
      expect(own.statusCode, own.body).toBe(200);
      const list = await t.as(TEACHER, { method: 'GET', url: '/api/student?q=a' });
      expect(list.statusCode, list.body).toBe(200);

      // Written in batches (every 2 s); the flush writes what is still in memory.
      await flushAccessLog();

      const rows = await logOf(teacher);
      expect(rows.map((r) => [r.kind, r.resource, r.recordId, r.studentId])).toEqual([
        ['record', 'Students', String(child), child],
        ['list', 'Students', null, null],
      ]);
      expect(rows[0].ip).toBeTruthy();
      expect(JSON.parse(rows[1].filter!)).toMatchObject({ q: 'a' });
      expect(await logOf(parent)).toHaveLength(0);

      // Head office reads it per child and per staff member; a centre's head does not read it at all.
      const perChild = await t.as(HEAD_OFFICE, { method: 'GET', url: `/api/access-log?studentId=${child}` });
      expect(perChild.statusCode, perChild.body).toBe(200);
      expect((perChild.json().rows as { userId: number }[]).map((r) => r.userId)).toContain(teacher);
      const perStaff = await t.as(HEAD_OFFICE, { method: 'GET', url: `/api/access-log?userId=${teacher}` });
      expect(perStaff.json().count).toBe(2);
      const csv = await t.as(HEAD_OFFICE, { method: 'GET', url: `/api/access-log/export?userId=${teacher}` });
      expect(csv.statusCode).toBe(200);
      expect(csv.body.split('\n').filter(Boolean)).toHaveLength(3);
      const centre = await t.as('franchisee-a@demo.school', { method: 'GET', url: '/api/access-log' });
      expect(centre.statusCode).toBe(403);
    });
  });

  describe('retention (Rule 8)', () => {
    it('the dry run lists, the run anonymises or deletes, exactly what is past its period, files too', async () => {
      const db = t.db.db;
      const store = fileStoreFromEnv(t.config.dataDir);
      const before = retentionRun.parse(
        (await t.as(HEAD_OFFICE, { method: 'POST', url: '/api/safeguards/retention/dry-run' })).json(),
      );
      const already = new Map(before.sections.map((s) => [s.category, s.count]));

      // Enquiries: two never admitted and last contacted 25 months ago; one as old but admitted; one recent.
      const enq = await db.select().from(enquiries).where(eq(enquiries.franchiseeId, CENTRE_A)).orderBy(enquiries.id);
      const admitted = new Set(
        (await db.select({ e: students.enquiryId }).from(students)).map((s) => s.e).filter((e) => e !== null),
      );
      const open = enq.filter((e) => !admitted.has(e.id));
      const [old1, old2, recent] = open;
      const old = monthsAgo(25);
      await db
        .update(enquiries)
        .set({ createdAt: old, lastFollowUpAt: null })
        .where(inArray(enquiries.id, [old1.id, old2.id]));
      await db
        .update(enquiries)
        .set({ createdAt: old, lastFollowUpAt: monthsAgo(23) })
        .where(eq(enquiries.id, recent.id));
      const admittedOne = enq.find((e) => admitted.has(e.id));
      if (admittedOne) await db.update(enquiries).set({ createdAt: old }).where(eq(enquiries.id, admittedOne.id));

      // Care photos: a child who left 13 months ago, and a child still here.
      const [leaver, stayer] = await db
        .select({ admission: studentAdmissions.id, student: studentAdmissions.studentId })
        .from(studentAdmissions)
        .where(eq(studentAdmissions.franchiseeId, CENTRE_A))
        .orderBy(studentAdmissions.id)
        .limit(2);
      await db
        .update(students)
        .set({ status: 'Left', updatedAt: monthsAgo(13) })
        .where(eq(students.id, leaver.student));
      const photo = async (admission: number) => {
        const form = await fileForm(PNG, 'day.png');
        const up = await t.as(TEACHER, { method: 'POST', url: '/api/files', ...form });
        expect(up.statusCode, up.body).toBe(201);
        const fileId = up.json().id as string;
        const [row] = await db
          .insert(dayCareEvents)
          .values({
            franchiseeId: CENTRE_A,
            studentAdmissionId: admission,
            day: '2025-06-02',
            at: new Date('2025-06-02T05:00:00Z'),
            kind: 'PHOTO',
            fileId,
          })
          .returning();
        return { id: row.id, fileId };
      };
      const gone = await photo(leaver.admission);
      const kept = await photo(stayer.admission);

      // Access log: a read 13 months ago and one 11 months ago.
      const teacher = await userId(TEACHER);
      const [oldRead, newRead] = await db
        .insert(accessLog)
        .values([
          { at: monthsAgo(13), userId: teacher, ip: '10.0.0.1', kind: 'record', resource: 'student' },
          { at: monthsAgo(11), userId: teacher, ip: '10.0.0.1', kind: 'record', resource: 'student' },
        ])
        .returning();

      const dry = await t.as(HEAD_OFFICE, { method: 'POST', url: '/api/safeguards/retention/dry-run' });
      expect(dry.statusCode, dry.body).toBe(201);
      const report = retentionRun.parse(dry.json());
      const section = (c: string) => report.sections.find((s) => s.category === c)!;
      expect(section('enquiries-not-admitted').count).toBe(already.get('enquiries-not-admitted')! + 2);
      const listed = section('enquiries-not-admitted').items.map((i) => Number(i.id));
      expect(listed).toEqual(expect.arrayContaining([old1.id, old2.id]));
      expect(listed).not.toContain(recent.id);
      if (admittedOne) expect(listed).not.toContain(admittedOne.id);
      expect(section('care-photos').items.map((i) => Number(i.id))).toEqual([gone.id]);
      expect(section('access-log').count).toBe(already.get('access-log')! + 1);
      // A dry run changes nothing.
      expect((await db.select().from(enquiries).where(eq(enquiries.id, old1.id)))[0].childName).toBe(old1.childName);

      const run = await t.as(HEAD_OFFICE, { method: 'POST', url: `/api/safeguards/retention/runs/${report.id}/apply` });
      expect(run.statusCode, run.body).toBe(201);
      const done = retentionRun.parse(run.json());
      expect(done.dryRunId).toBe(report.id);
      expect(done.sections.find((s) => s.category === 'care-photos')!.filesDeleted).toBe(1);

      const [a1, a2, r] = await Promise.all(
        [old1.id, old2.id, recent.id].map(
          async (id) => (await db.select().from(enquiries).where(eq(enquiries.id, id)))[0],
        ),
      );
      for (const a of [a1, a2]) {
        expect(a.childName).toBe('Anonymised');
        expect(a.parentName).toBe('Anonymised');
        expect(a.mobile).toBe('0000000000');
        expect(a.email).toBeNull();
      }
      expect(r.childName).toBe(recent.childName);
      expect(await db.select().from(dayCareEvents).where(eq(dayCareEvents.id, gone.id))).toHaveLength(0);
      expect(await db.select().from(files).where(eq(files.id, gone.fileId))).toHaveLength(0);
      await expect(store.read(gone.fileId).then((s) => s.toArray())).rejects.toThrow();
      expect(await db.select().from(dayCareEvents).where(eq(dayCareEvents.id, kept.id))).toHaveLength(1);
      expect(await db.select().from(files).where(eq(files.id, kept.fileId))).toHaveLength(1);
      expect(
        await db
          .select()
          .from(accessLog)
          .where(inArray(accessLog.id, [oldRead.id, newRead.id])),
      ).toEqual([expect.objectContaining({ id: newRead.id })]);

      // A dry run is applied once; the overview shows the run against it.
      const again = await t.as(HEAD_OFFICE, {
        method: 'POST',
        url: `/api/safeguards/retention/runs/${report.id}/apply`,
      });
      expect(again.statusCode).toBe(409);
      const overview = await t.as(HEAD_OFFICE, { method: 'GET', url: '/api/safeguards/retention' });
      expect(overview.json().runs[0]).toMatchObject({ id: done.id, dryRun: false });
      expect(overview.json().rules).toContainEqual(expect.objectContaining({ category: 'access-log', months: 12 }));
    });
  });

  describe('breach notices (Rule 7)', () => {
    it('finds exactly the families of the centre’s children held in the window, in their language', async () => {
      const db = t.db.db;
      const before = new Date('2025-02-10T06:00:00Z');
      const after = new Date('2025-05-10T06:00:00Z');
      const pick = async (centre: number, n: number) =>
        db.select().from(students).where(eq(students.franchiseeId, centre)).orderBy(students.id).limit(n);
      const [a1, a2, a3] = await pick(CENTRE_A, 3);
      const [b1] = await pick(CENTRE_B, 1);
      // Everything else of both centres made after the window; two of centre A's children and one of B's before it
      // (held during the window although nothing of theirs changed in it).
      await db
        .update(students)
        .set({ createdAt: after, updatedAt: after })
        .where(inArray(students.franchiseeId, [CENTRE_A, CENTRE_B]));
      await db
        .update(students)
        .set({ createdAt: before, updatedAt: before })
        .where(inArray(students.id, [a1.id, a2.id, b1.id]));
      // Family of a1: a portal account in Kannada (matched by email); a2's family has none (English).
      await db.update(adminUsers).set({ language: 'kn' }).where(eq(adminUsers.email, PARENT));
      await db.update(students).set({ parentEmail: PARENT, parentMobile: '9811100001' }).where(eq(students.id, a1.id));
      await db.update(students).set({ parentEmail: null, parentMobile: '9811100002' }).where(eq(students.id, a2.id));

      const res = await t.as(HEAD_OFFICE, {
        method: 'POST',
        url: '/api/safeguards/breaches',
        payload: {
          title: 'Laptop stolen',
          whatHappened: 'A laptop with admission records was stolen from the centre office.',
          likelyImpact: 'Names, dates of birth and parents’ phone numbers may be seen by others.',
          actionsTaken: 'The laptop was locked remotely and the police were told.',
          contact: 'privacy@demo.school, 080 4000 0000',
          discoveredAt: '2025-03-20T04:30:00.000Z',
          windowFrom: '2025-03-01',
          windowTo: '2025-03-15',
          franchiseeIds: [CENTRE_A],
          resources: ['student'],
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const breach = breachDetail.parse(res.json());
      expect(breach.notices.map((n) => n.studentId).sort()).toEqual([a1.id, a2.id].sort());
      expect(breach.notices.map((n) => n.studentId)).not.toContain(a3.id);
      expect(breach.notices.map((n) => n.studentId)).not.toContain(b1.id);
      expect(breach.families).toBe(2);
      expect(breach.boardDueAt.toISOString()).toBe('2025-03-23T04:30:00.000Z');

      const of = (id: number) => breach.notices.find((n) => n.studentId === id)!;
      expect(of(a1.id).language).toBe('kn');
      expect(of(a1.id).body).toContain('ಏನಾಯಿತು');
      expect(of(a1.id).body).toContain('A laptop with admission records was stolen');
      expect(of(a2.id).language).toBe('en');
      expect(of(a2.id).body).toContain('What happened: A laptop');
      expect(of(a2.id).body).toContain('privacy@demo.school');
      expect(breach.notices.every((n) => n.sentAt === null)).toBe(true);

      // Sending queues an SMS to each family and an email where there is an address; the clock is marked when reported.
      const sent = breachDetail.parse(
        (await t.as(HEAD_OFFICE, { method: 'POST', url: `/api/safeguards/breaches/${breach.id}/send` })).json(),
      );
      expect(sent.noticesSent).toBe(2);
      const queued = await db
        .select()
        .from(outbox)
        .where(
          and(inArray(outbox.recipient, ['9811100001', '9811100002', PARENT]), sql`${outbox.body} like '%laptop%'`),
        );
      expect(queued.map((m) => `${m.channel}:${m.recipient}`).sort()).toEqual(
        ['email:parent@demo.school', 'sms:9811100001', 'sms:9811100002'].sort(),
      );
      const reported = breachDetail.parse(
        (await t.as(HEAD_OFFICE, { method: 'POST', url: `/api/safeguards/breaches/${breach.id}/board-report` })).json(),
      );
      expect(reported.boardReportedAt).not.toBeNull();
      const list = await t.as(HEAD_OFFICE, { method: 'GET', url: '/api/safeguards/breaches' });
      expect(list.json().rows[0]).toMatchObject({ id: breach.id, families: 2, noticesSent: 2 });
      // Centres never see a breach's families.
      const centre = await t.as('franchisee-a@demo.school', {
        method: 'GET',
        url: `/api/safeguards/breaches/${breach.id}`,
      });
      expect(centre.statusCode).toBe(403);
    });
  });
});
