import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '@portal/kit';
import { fileForm, startTestApp, type TestApp } from '@portal/server/testing';
import { messageAttachments, messageThreads, threadMessages } from '@portal/mod-messages/server';
import { staff, staffDocuments } from '@portal/mod-staff/server';
import { studentAdmissions, students } from '@portal/mod-students/server';
import { adminUsers } from '@portal/mod-users/server';
import { RETENTION_CATEGORIES } from '../shared/constants.ts';
import { retentionRun } from '../shared/contracts.ts';

const HEAD_OFFICE = 'superadmin@demo.school';
const TEACHER = 'teacher@demo.school';
const PARENT = 'parent@demo.school';
const CENTRE = 2;
const DAY_MS = 86_400_000;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('retention for every category (DPDP Rule 8)', () => {
  let t: TestApp;
  const yearsAgo = (y: number) => new Date(Date.now() - y * 365.25 * DAY_MS);
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const upload = async () => {
    const form = await fileForm(PNG, 'paper.png');
    const up = await t.as(TEACHER, { method: 'POST', url: '/api/files', ...form });
    expect(up.statusCode, up.body).toBe(201);
    return up.json().id as string;
  };

  it('every category has a period head office may change, within what the law on books of account allows', async () => {
    const overview = await t.as(HEAD_OFFICE, { method: 'GET', url: '/api/safeguards/retention' });
    expect(overview.statusCode, overview.body).toBe(200);
    const months = Object.fromEntries(
      (overview.json().rules as { category: string; months: number }[]).map((r) => [r.category, r.months]),
    );
    expect(Object.keys(months).sort()).toEqual([...RETENTION_CATEGORIES].sort());
    expect(months).toMatchObject({ 'children-records': 96, 'staff-records': 96, messages: 12 });

    const tooShort = await t.as(HEAD_OFFICE, {
      method: 'PUT',
      url: '/api/safeguards/retention',
      payload: { rules: [{ category: 'children-records', months: 60 }] },
    });
    expect(tooShort.statusCode, tooShort.body).toBe(400);
    expect(tooShort.body).toContain('books of account');

    // The stored period is the one the dry run (and the nightly job, which makes one) works with.
    const saved = await t.as(HEAD_OFFICE, {
      method: 'PUT',
      url: '/api/safeguards/retention',
      payload: { rules: [{ category: 'messages', months: 18 }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const dry = retentionRun.parse(
      (await t.as(HEAD_OFFICE, { method: 'POST', url: '/api/safeguards/retention/dry-run' })).json(),
    );
    expect(dry.sections.map((s) => s.category)).toEqual([...RETENTION_CATEGORIES]);
    expect(dry.sections.find((s) => s.category === 'messages')!.months).toBe(18);
    await t.as(HEAD_OFFICE, {
      method: 'PUT',
      url: '/api/safeguards/retention',
      payload: { rules: [{ category: 'messages', months: 12 }] },
    });
  });

  it('lists, then erases, a child’s records, a leaver’s staff record and old conversations, files too', async () => {
    const db = t.db.db;
    const [parent] = await db.select().from(adminUsers).where(eq(adminUsers.email, PARENT));
    // Two children of centre 002 who left: nine years ago, and two years ago.
    const [oldAdm, recentAdm] = await db
      .select({ id: studentAdmissions.id, studentId: studentAdmissions.studentId })
      .from(studentAdmissions)
      .where(eq(studentAdmissions.franchiseeId, CENTRE))
      .orderBy(studentAdmissions.id)
      .offset(3)
      .limit(2);
    await db
      .update(students)
      .set({ status: 'Left', updatedAt: yearsAgo(9) })
      .where(eq(students.id, oldAdm.studentId));
    await db
      .update(students)
      .set({ status: 'Left', updatedAt: yearsAgo(2) })
      .where(eq(students.id, recentAdm.studentId));
    const [oldChild] = await db.select().from(students).where(eq(students.id, oldAdm.studentId));

    // Their conversations, the old one with a photo attached.
    const thread = async (admission: number, at: Date) => {
      const [th] = await db
        .insert(messageThreads)
        .values({ franchiseeId: CENTRE, studentAdmissionId: admission, lastMessageAt: at, createdAt: at })
        .onConflictDoUpdate({ target: messageThreads.studentAdmissionId, set: { lastMessageAt: at } })
        .returning();
      const [m] = await db
        .insert(threadMessages)
        .values({
          franchiseeId: CENTRE,
          threadId: th.id,
          senderId: parent.id,
          senderRole: 'PARENT',
          text: 'Hello',
          createdAt: at,
        })
        .returning();
      return { thread: th.id, message: m.id };
    };
    const oldThread = await thread(oldAdm.id, yearsAgo(9));
    const recentThread = await thread(recentAdm.id, yearsAgo(2));
    const attached = await upload();
    await db
      .insert(messageAttachments)
      .values({ franchiseeId: CENTRE, messageId: oldThread.message, fileId: attached });

    // A member of staff who left nine years ago, with a paper on file; another still working.
    const [leaver, stayer] = await db
      .select()
      .from(staff)
      .where(eq(staff.franchiseeId, CENTRE))
      .orderBy(staff.id)
      .limit(2);
    const nineYearsAgo = yearsAgo(9).toISOString().slice(0, 10);
    await db.update(staff).set({ leftOn: nineYearsAgo, isActive: false }).where(eq(staff.id, leaver.id));
    const paper = await upload();
    const [doc] = await db
      .insert(staffDocuments)
      .values({ franchiseeId: CENTRE, staffId: leaver.id, documentType: 'Aadhaar', fileId: paper })
      .returning();

    const dry = retentionRun.parse(
      (await t.as(HEAD_OFFICE, { method: 'POST', url: '/api/safeguards/retention/dry-run' })).json(),
    );
    const section = (c: string) => dry.sections.find((s) => s.category === c)!;
    // Each category with its count: the child who left nine years ago, not the one who left two years ago.
    expect(section('children-records').items.map((i) => Number(i.id))).toEqual([oldAdm.studentId]);
    expect(section('children-records').count).toBe(1);
    expect(section('staff-records').items.map((i) => Number(i.id))).toEqual([leaver.id]);
    // Conversations: both children left more than a year ago and nothing was written since.
    expect(
      section('messages')
        .items.map((i) => Number(i.id))
        .sort(),
    ).toEqual([oldThread.thread, recentThread.thread].sort());
    // A dry run changes nothing.
    expect((await db.select().from(students).where(eq(students.id, oldAdm.studentId)))[0].firstName).toBe(
      oldChild.firstName,
    );

    const run = await t.as(HEAD_OFFICE, { method: 'POST', url: `/api/safeguards/retention/runs/${dry.id}/apply` });
    expect(run.statusCode, run.body).toBe(201);
    const done = retentionRun.parse(run.json());
    const applied = (c: string) => done.sections.find((s) => s.category === c)!;
    expect(applied('staff-records').filesDeleted).toBe(1);
    expect(applied('messages').filesDeleted).toBe(1);

    const [erased] = await db.select().from(students).where(eq(students.id, oldAdm.studentId));
    expect(erased).toMatchObject({
      firstName: 'Erased',
      parentMobile: '0000000000',
      fatherName: null,
      motherName: null,
    });
    // The admission number stays: receipts and the ledger name the child by it.
    expect(erased.admissionNumber).toBe(oldChild.admissionNumber);
    const [recent] = await db.select().from(students).where(eq(students.id, recentAdm.studentId));
    expect(recent.firstName).not.toBe('Erased');

    const [former] = await db.select().from(staff).where(eq(staff.id, leaver.id));
    expect(former).toMatchObject({
      firstName: 'Former staff',
      mobile: `erased-${leaver.id}`,
      email: null,
      address: null,
    });
    expect((await db.select().from(staff).where(eq(staff.id, stayer.id)))[0].firstName).toBe(stayer.firstName);
    expect(await db.select().from(staffDocuments).where(eq(staffDocuments.id, doc.id))).toHaveLength(0);

    expect(
      await db
        .select()
        .from(messageThreads)
        .where(inArray(messageThreads.id, [oldThread.thread, recentThread.thread])),
    ).toHaveLength(0);
    expect(
      await db
        .select()
        .from(files)
        .where(inArray(files.id, [attached, paper])),
    ).toHaveLength(0);

    // Nothing left to do: a new dry run finds none of them again.
    const again = retentionRun.parse(
      (await t.as(HEAD_OFFICE, { method: 'POST', url: '/api/safeguards/retention/dry-run' })).json(),
    );
    expect(again.sections.find((s) => s.category === 'children-records')!.count).toBe(0);
    expect(again.sections.find((s) => s.category === 'staff-records')!.count).toBe(0);
    expect(again.sections.find((s) => s.category === 'messages')!.count).toBe(0);
  });
});
