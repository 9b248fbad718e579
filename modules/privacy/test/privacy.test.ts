import { and, eq, getTableColumns, getTableName, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '@portal/core';
import { findResource, jobs, outbox, personalDataRegistry, tablePersonalData } from '@portal/kit';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { journalLines } from '@portal/mod-ledger/server';
import { enquiries } from '@portal/mod-enquiry/server';
import { studentAdmissions, students } from '@portal/mod-students/server';
import { adminUsers } from '@portal/mod-users/server';
import { privacyRequest, rightsExport, type RightsExport } from '../shared/contracts.ts';
import { escalationJob } from '../server/escalation.ts';
import { privacyRequests } from '../server/schema.ts';

const SUPER = 'superadmin@demo.school';
const PARENT = 'parent@demo.school';
const OTHER_PARENT = 'parent2@demo.school';
const COUNSELLOR = 'counsellor@demo.school';
const HEAD = 'franchisee-a@demo.school';
/** The demo parent's mobile: an enquiry made with it is the family's. */
const FAMILY_MOBILE = '9000000010';

describe('the rights desk', () => {
  let t: TestApp;
  let admissionId: number;

  const get = (email: string, url: string) => t.as(email, { method: 'GET', url });
  const post = (email: string, url: string, payload: object) => t.as(email, { method: 'POST', url, payload });
  const ask = async (payload: object, email = PARENT) => post(email, '/api/privacy/mine/requests', payload);
  const answer = (id: number, payload: object) => post(SUPER, `/api/privacy/requests/${id}/answer`, payload);
  /** The books as a whole: every line's debits and credits, and how many lines there are. */
  const ledgerTotals = async () =>
    (
      await t.db.db
        .select({
          debit: sql<string>`coalesce(sum(${journalLines.debit}), 0)`,
          credit: sql<string>`coalesce(sum(${journalLines.credit}), 0)`,
          lines: sql<string>`count(*)`,
        })
        .from(journalLines)
    )[0];

  beforeAll(async () => {
    t = await startTestApp();
    const [parent] = await t.db.db
      .select({ admissionId: adminUsers.studentAdmissionId })
      .from(adminUsers)
      .where(eq(adminUsers.email, PARENT));
    admissionId = parent.admissionId!;
  });
  afterAll(() => t.close());

  it('exports every declared table holding the child’s or the parent’s rows, from the declarations alone', async () => {
    const res = await get(PARENT, '/api/privacy/mine/export');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as RightsExport;
    rightsExport.parse(body);

    // The child as the test finds it in the tables: the student, every admission, the enquiry it came from.
    const [child] = await t.db.db
      .select({ studentId: studentAdmissions.studentId, enquiryId: students.enquiryId })
      .from(studentAdmissions)
      .innerJoin(students, eq(students.id, studentAdmissions.studentId))
      .where(eq(studentAdmissions.id, admissionId));
    const admissions = await t.db.db
      .select({ id: studentAdmissions.id })
      .from(studentAdmissions)
      .where(eq(studentAdmissions.studentId, child.studentId));
    const [account] = await t.db.db
      .select({ id: adminUsers.id, mobile: adminUsers.mobile })
      .from(adminUsers)
      .where(eq(adminUsers.email, PARENT));
    const ids: Record<string, number[]> = {
      student: [child.studentId],
      'student-admission': admissions.map((a) => a.id),
      enquiry: child.enquiryId ? [child.enquiryId] : [],
    };
    // The columns every table names a person by: the child's records, the parent's account and number.
    const byColumn: Record<string, unknown[]> = {
      studentAdmissionId: ids['student-admission'],
      studentId: ids.student,
      enquiryId: ids.enquiry,
      userId: [account.id],
    };

    const exported = new Map(body.resources.map((r) => [r.resource, r]));
    const holding: string[] = [];
    for (const entry of tablePersonalData()) {
      const kind = entry.resource ?? entry.table;
      const table = entry.rows!;
      expect(table, `${kind} is declared with its table`).toBeDefined();
      const columns = getTableColumns(table) as Record<string, PgColumn>;
      const declared = entry.resource ? personalDataRegistry().find((r) => r.resource === entry.resource) : undefined;
      const parts = [
        ...(declared?.subjects ?? [])
          .filter((s) => ids[s.resource]?.length)
          .map((s) => inArray(findResource(entry.resource!)!.columns[s.column], ids[s.resource])),
        ...Object.entries(byColumn)
          .filter(([c, values]) => columns[c] && values.length)
          .map(([c, values]) => inArray(columns[c], values)),
        ...(columns.mobile && entry.whose.includes('guardian') && account.mobile
          ? [inArray(columns.mobile, [account.mobile, account.mobile.slice(-10), `+91${account.mobile.slice(-10)}`])]
          : []),
      ];
      const [{ n }] = parts.length
        ? await t.db.db
            .select({ n: sql<number>`count(*)::int` })
            .from(table)
            .where(or(...parts))
        : [{ n: 0 }];
      // Held through another row, or not at all: the check after the loop.
      if (n === 0) continue;
      holding.push(kind);
      const found = exported.get(kind);
      expect(found, `${kind} holds ${n} row(s) of the child or the parent but is not exported`).toBeDefined();
      expect(found!.rows).toHaveLength(n);
      for (const secret of declared?.secretFields ?? [])
        for (const row of found!.rows) expect(row, `${kind}.${secret}`).not.toHaveProperty(secret);
      for (const row of found!.rows)
        for (const column of Object.keys(row)) expect(column, kind).not.toMatch(/(hash|token|secret|pin)$/i);
    }
    // The demo child is held across every module's tables, and a pickup's photo is listed with its row.
    expect(holding).toEqual(expect.arrayContaining(['student', 'student-admission', 'health-remarks', 'day-pickups']));
    expect(exported.get('day-pickups')!.files.length).toBeGreaterThan(0);
    // Beside them, the rows reached through a held row (a payment of the child's fee plan, a message of the
    // family's conversation): each from a declared table joined by a foreign key to a table held directly.
    const tableOf = new Map(tablePersonalData().map((d) => [d.resource ?? d.table, d.rows!]));
    const heldTables = new Set(holding.map((k) => getTableName(tableOf.get(k)!)));
    for (const kind of body.resources.map((r) => r.resource).filter((k) => !holding.includes(k))) {
      const table = tableOf.get(kind);
      expect(table, `${kind} is declared`).toBeDefined();
      const whose = tablePersonalData().find((d) => d.rows === table)!.whose;
      expect(
        whose.some((w) => w === 'child' || w === 'guardian'),
        `${kind} is a child's or a guardian's`,
      ).toBe(true);
      const joined =
        getTableConfig(table!).foreignKeys.some((fk) => heldTables.has(getTableName(fk.reference().foreignTable))) ||
        holding.some((k) =>
          getTableConfig(tableOf.get(k)!).foreignKeys.some((fk) => fk.reference().foreignTable === table),
        );
      expect(joined, `${kind} is exported but holds nothing of the child or the parent`).toBe(true);
    }
    console.log(
      'EXPORT KINDS',
      body.resources
        .map((r) => r.resource)
        .sort()
        .join(' '),
    );
    expect(body.account?.email).toBe(PARENT);
    // The register as the test server is configured (processors.test.ts follows the configuration).
    expect(body.processors.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Jitsi Meet public server (meet.jit.si, run by 8x8)', 'Browser push services']),
    );
    expect(body.grievanceOfficer.name).toBeTruthy();
  });

  it('keeps a parent to their own child and the family’s own enquiries; the desk is head office’s', async () => {
    const [other] = await t.db.db
      .select({ id: studentAdmissions.id })
      .from(studentAdmissions)
      .where(sql`${studentAdmissions.id} <> ${admissionId}`)
      .limit(1);
    const refused = await ask({ kind: 'SUMMARY', studentAdmissionId: other.id });
    expect(refused.statusCode, refused.body).toBe(404);
    expect(refused.json().message).toBe('Child not found');

    const [strangers] = await t.db.db
      .select({ id: enquiries.id })
      .from(enquiries)
      .where(sql`${enquiries.mobile} <> ${FAMILY_MOBILE}`)
      .limit(1);
    expect((await ask({ kind: 'ERASURE', enquiryId: strangers.id })).statusCode).toBe(404);

    // Another family's parent neither reads nor answers this family's requests.
    const mine = await ask({ kind: 'SUMMARY', studentAdmissionId: admissionId });
    expect(mine.statusCode, mine.body).toBe(201);
    const theirs = (await get(OTHER_PARENT, '/api/privacy/mine')).json();
    expect(theirs.requests.map((r: { id: number }) => r.id)).not.toContain(mine.json().id);
    for (const email of [PARENT, OTHER_PARENT, HEAD, COUNSELLOR])
      expect((await get(email, '/api/privacy/requests')).statusCode, email).toBe(403);

    // Bad input answers 400 with a message.
    const empty = await ask({ kind: 'CORRECTION', details: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/what is wrong/);
  });

  it('answers a request within 90 days, keeps its history and shows the answer to the parent', async () => {
    const made = await ask({ kind: 'CORRECTION', details: 'Date of birth is 14-05-2022', record: 'Student record' });
    expect(made.statusCode, made.body).toBe(201);
    const request = privacyRequest.parse(made.json());
    expect(request.status).toBe('OPEN');
    expect(request.dueOn).toBe(addDays(todayInIndia(), 90));
    expect(request.daysLeft).toBe(90);

    const list = await get(SUPER, `/api/privacy/requests?search=${encodeURIComponent('Rohan')}&pageSize=5`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().rows.map((r: { id: number }) => r.id)).toContain(request.id);

    expect((await answer(request.id, { status: 'IN_PROGRESS' })).json().status).toBe('IN_PROGRESS');
    expect((await answer(request.id, { status: 'COMPLETED' })).statusCode).toBe(400);
    const done = await answer(request.id, { status: 'COMPLETED', answer: 'Corrected on the record.' });
    expect(done.statusCode, done.body).toBe(200);
    expect((await answer(request.id, { status: 'REFUSED', answer: 'Again' })).statusCode).toBe(409);

    const detail = (await get(SUPER, `/api/privacy/requests/${request.id}`)).json();
    expect(detail.history.map((h: { status: string }) => h.status)).toEqual(['OPEN', 'IN_PROGRESS', 'COMPLETED']);
    const seen = (await get(PARENT, '/api/privacy/mine')).json();
    expect(seen.requests.find((r: { id: number }) => r.id === request.id).answer).toBe('Corrected on the record.');
  });

  it('escalates, once, the open requests with fewer than 15 days left, and runs again the next day', async () => {
    const made = (await ask({ kind: 'NOMINEE', nomineeName: 'Sneha Kapoor', nomineeContact: '9000000011' })).json();
    const near = (await ask({ kind: 'SUMMARY' })).json();
    await t.db.db
      .update(privacyRequests)
      .set({ dueOn: addDays(todayInIndia(), 14) })
      .where(eq(privacyRequests.id, near.id));
    await t.db.db
      .update(privacyRequests)
      .set({ dueOn: addDays(todayInIndia(), 15) })
      .where(eq(privacyRequests.id, made.id));
    const run = () =>
      escalationJob.handler({ db: t.db.db, log: { info() {}, warn() {}, error() {} } } as unknown as Parameters<
        typeof escalationJob.handler
      >[0]);
    const mailsBefore = await t.db.db.select({ id: outbox.id }).from(outbox);
    expect(await run()).toEqual({ sent: 1 });
    const [row] = await t.db.db.select().from(privacyRequests).where(eq(privacyRequests.id, near.id));
    expect(row.escalatedAt).not.toBeNull();
    const [later] = await t.db.db.select().from(privacyRequests).where(eq(privacyRequests.id, made.id));
    expect(later.escalatedAt).toBeNull();
    const mails = await t.db.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, SUPER), sql`${outbox.id} > ${Math.max(0, ...mailsBefore.map((m) => m.id))}`));
    expect(mails).toHaveLength(1);
    expect(mails[0].body).toContain(`#${near.id}`);
    expect(await run()).toEqual({ sent: 0 });
    const queued = await t.db.db.select().from(jobs).where(eq(jobs.name, escalationJob.name));
    expect(queued.some((j) => j.state === 'queued')).toBe(true);
  });

  it('erases an enquiry never admitted, and keeps the books balanced', async () => {
    const before = await ledgerTotals();
    // The year and class of one demo enquiry that has a class, by its id: a bare `limit 1` reads whichever row comes
    // first on disk, which an earlier update can make the demo enquiry without a class.
    const [like] = await t.db.db
      .select({ academicYearId: enquiries.academicYearId, classId: enquiries.classId })
      .from(enquiries)
      .where(isNotNull(enquiries.classId))
      .orderBy(enquiries.id)
      .limit(1);
    const created = await t.as(COUNSELLOR, {
      method: 'POST',
      url: '/api/enquiry',
      academicYearId: like.academicYearId,
      payload: {
        academicYearId: like.academicYearId,
        source: 'Walk-in',
        parentName: 'Rohan Kapoor',
        childName: 'Kiara Kapoor',
        childDob: '2023-03-01',
        mobile: FAMILY_MOBILE,
        email: 'rohan.kapoor@example.com',
        address: '12 Rose Lane',
        classId: like.classId,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const enquiryId = created.json().id as number;
    const mine = (await get(PARENT, '/api/privacy/mine')).json();
    expect(mine.enquiries.map((e: { id: number }) => e.id)).toContain(enquiryId);

    const asked = await ask({ kind: 'ERASURE', enquiryId, details: 'We chose another school' });
    expect(asked.statusCode, asked.body).toBe(201);
    const done = await answer(asked.json().id, { status: 'COMPLETED', answer: 'The enquiry is erased.' });
    expect(done.statusCode, done.body).toBe(200);

    const [row] = await t.db.db.select().from(enquiries).where(eq(enquiries.id, enquiryId));
    expect(row).toMatchObject({
      childName: 'Erased',
      parentName: 'Erased',
      mobile: '0000000000',
      email: null,
      address: null,
      childDob: null,
    });
    expect(await ledgerTotals()).toEqual(before);
  });

  it('erases a child only once the child has left; the receipts and ledger stay and balance', async () => {
    const asked = (await ask({ kind: 'ERASURE', details: 'We moved to Pune' })).json();
    const early = await answer(asked.id, { status: 'COMPLETED', answer: 'Erased' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/still on the roll/);

    const before = await ledgerTotals();
    const [adm] = await t.db.db
      .select({ studentId: studentAdmissions.studentId })
      .from(studentAdmissions)
      .where(eq(studentAdmissions.id, admissionId));
    await t.db.db.update(students).set({ status: 'Left' }).where(eq(students.id, adm.studentId));
    const done = await answer(asked.id, { status: 'COMPLETED', answer: 'Aarav’s data is erased.' });
    expect(done.statusCode, done.body).toBe(200);
    const [child] = await t.db.db.select().from(students).where(eq(students.id, adm.studentId));
    expect(child).toMatchObject({ firstName: 'Erased', fatherName: null, parentMobile: '0000000000', address: null });
    expect(child.admissionNumber).toBeTruthy();
    const after = await ledgerTotals();
    expect(after).toEqual(before);
    expect(after.debit).toBe(after.credit);
  });
});
