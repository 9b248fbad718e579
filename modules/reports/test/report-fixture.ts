/**
 * Rows for the paged reports, on top of fixture.ts, in June 2031 (nothing the demo seed holds falls in it):
 * the figures are counted by hand in reports.test.ts.
 */
import { eq } from 'drizzle-orm';
import { gradeEntries, homework, homeworkSubmissions, skillParameters, terms } from '@portal/mod-academics/server';
import { amsManagers, amsVisits } from '@portal/mod-ams/server';
import { centreAudits } from '@portal/mod-audit/server';
import { kitOrders } from '@portal/mod-orders/server';
import { classes } from '@portal/mod-org/server';
import { staff, staffAttendance } from '@portal/mod-staff/server';
import { studentAdmissions, studentAttendance, students } from '@portal/mod-students/server';
import { trainingEnrollments, trainings } from '@portal/mod-training/server';
import { adminUsers } from '@portal/mod-users/server';
import { centreMonthlyMetrics } from '../server/index.ts';
import type { TestApp } from '@portal/server/testing';
import { expect } from 'vitest';
import * as R from '../shared/report-contracts.ts';
import type { Fixture } from './fixture.ts';

export const JUNE = { fromDate: '2031-06-01', toDate: '2031-06-30' };

export interface ReportFixture {
  classId: number;
  /** Admission ids of the four fixture pupils at centre A, in order. */
  pupils: number[];
}

export async function buildReportFixture(t: TestApp, fx: Fixture): Promise<ReportFixture> {
  const db = t.db.db;
  const [klass] = await db.select().from(classes).limit(1);
  const pupils = (
    await db
      .select({ id: studentAdmissions.id })
      .from(studentAdmissions)
      .innerJoin(students, eq(students.id, studentAdmissions.studentId))
      .where(eq(students.firstName, 'Pupil'))
      .orderBy(studentAdmissions.id)
  ).map((r) => r.id);
  const [ad1, ad2] = pupils;

  // ---- attendance: one more mark for pupil 1 in June (Absent), one in July (not counted) ----
  await db.insert(studentAttendance).values([
    { franchiseeId: fx.centreA, studentAdmissionId: ad1!, date: '2031-06-16', status: 'Absent' },
    { franchiseeId: fx.centreA, studentAdmissionId: ad1!, date: '2031-07-02', status: 'Present' },
  ]);

  // ---- homework for the class at A: two due in June, one in July; pupil 1 hands in both, pupil 2 one ----
  const hw = await db
    .insert(homework)
    .values(
      ['2031-06-05', '2031-06-25', '2031-07-05'].map((dueDate, i) => ({
        franchiseeId: fx.centreA,
        classId: klass.id,
        subject: 'English',
        title: `Fixture homework ${i + 1}`,
        setDate: '2031-06-01',
        dueDate,
      })),
    )
    .returning();
  await db.insert(homeworkSubmissions).values([
    { franchiseeId: fx.centreA, homeworkId: hw[0]!.id, studentAdmissionId: ad1! },
    { franchiseeId: fx.centreA, homeworkId: hw[1]!.id, studentAdmissionId: ad1! },
    { franchiseeId: fx.centreA, homeworkId: hw[2]!.id, studentAdmissionId: ad1! },
    { franchiseeId: fx.centreA, homeworkId: hw[0]!.id, studentAdmissionId: ad2! },
  ]);

  // ---- grades for pupil 1: A, A, B (and one cell left blank) ----
  const [term] = await db.select().from(terms).limit(1);
  const params = await db.select().from(skillParameters).orderBy(skillParameters.id).limit(4);
  await db.insert(gradeEntries).values(
    ['A', 'B', 'A', null].map((grade, i) => ({
      franchiseeId: fx.centreA,
      studentAdmissionId: ad1!,
      termId: term!.id,
      parameterId: params[i]!.id,
      grade,
    })),
  );

  // ---- teacher attendance at the fixture centre: Asha present one day, absent the next; a July mark ----
  const [asha] = await db.select().from(staff).where(eq(staff.firstName, 'Asha'));
  await db.insert(staffAttendance).values([
    {
      franchiseeId: fx.centreT,
      staffId: asha!.id,
      staffCategory: 'TEACHER',
      attendanceDate: '2031-06-10',
      attendanceStatus: 'PRESENT',
    },
    {
      franchiseeId: fx.centreT,
      staffId: asha!.id,
      staffCategory: 'TEACHER',
      attendanceDate: '2031-06-11',
      attendanceStatus: 'ABSENT',
    },
    {
      franchiseeId: fx.centreT,
      staffId: asha!.id,
      staffCategory: 'TEACHER',
      attendanceDate: '2031-07-01',
      attendanceStatus: 'PRESENT',
    },
  ]);

  // ---- audit visits at A: approved on 5 June, pending on 20 June, one in July; one at B in June ----
  const managers = await db.select().from(amsManagers).orderBy(amsManagers.id).limit(2);
  const manager = managers[0]!;
  await db.insert(amsVisits).values([
    {
      franchiseeId: fx.centreA,
      managerId: manager.id,
      visitDate: '2031-06-05',
      auditType: 'CENTRE',
      status: 'APPROVED',
    },
    {
      franchiseeId: fx.centreA,
      managerId: manager.id,
      visitDate: '2031-06-20',
      auditType: 'CENTRE',
      status: 'PENDING',
    },
    {
      franchiseeId: fx.centreA,
      managerId: manager.id,
      visitDate: '2031-07-03',
      auditType: 'CENTRE',
      status: 'PENDING',
    },
    {
      franchiseeId: fx.centreB,
      managerId: manager.id,
      visitDate: '2031-06-06',
      auditType: 'CENTRE',
      status: 'APPROVED',
    },
  ]);

  // ---- a training in June: two teachers of A invited (one accepted and present), one of B ----
  const users = await db.select({ id: adminUsers.id, email: adminUsers.email }).from(adminUsers);
  const id = (email: string) => users.find((u) => u.email === email)!.id;
  const [training] = await db
    .insert(trainings)
    .values({
      title: 'Fixture phonics training',
      mode: 'ONLINE',
      fromDate: '2031-06-12',
      toDate: '2031-06-12',
      fromTime: '10:00',
      toTime: '12:00',
      capacity: 20,
      audienceFranchiseeIds: [fx.centreA, fx.centreB],
      audienceRoles: ['TEACHER'],
    })
    .returning();
  await db.insert(trainingEnrollments).values([
    {
      trainingId: training!.id,
      franchiseeId: fx.centreA,
      teacherUserId: id('teacher@demo.school'),
      response: 'ACCEPTED',
      attendance: 'PRESENT',
    },
    { trainingId: training!.id, franchiseeId: fx.centreA, teacherUserId: id('teacher2@demo.school') },
    { trainingId: training!.id, franchiseeId: fx.centreB, teacherUserId: id('franchisee-b@demo.school') },
  ]);

  // ---- orders at A placed in June 2031: ₹118 (₹100 + ₹18 tax, shipped) and ₹50 (delivered); one in July ----
  const order = (n: number, createdAt: string, status: string, subtotalPaise: number, taxPaise: number) =>
    db.insert(kitOrders).values({
      franchiseeId: fx.centreA,
      orderNo: `FIX-RPT-ORD-${n}`,
      kitType: 'UNIFORM',
      status,
      deliveryPincode: '560001',
      subtotalPaise,
      cgstPaise: taxPaise / 2,
      sgstPaise: taxPaise / 2,
      totalPaise: subtotalPaise + taxPaise,
      createdAt: new Date(createdAt),
    });
  await order(1, '2031-06-02T10:00:00+05:30', 'SHIPPED', 10_000, 1_800);
  await order(2, '2031-06-30T23:30:00+05:30', 'DELIVERED', 5_000, 0);
  await order(3, '2031-07-01T00:10:00+05:30', 'PENDING', 7_000, 0);

  // ---- an audit of the fixture centre scored 82.5 ----
  await db.insert(centreAudits).values({
    franchiseeId: fx.centreT,
    auditType: 'CENTRE',
    auditDate: '2031-06-08',
    status: 'SUBMITTED',
    scorePercent: 82.5,
  });

  return { classId: klass.id, pupils };
}

/**
 * Benchmark summaries written by hand for this month and the one before, in place of the refresh job's: their
 * percentiles and ranks are counted by hand in reports.test.ts.
 */
export async function writeHandSummaries(t: TestApp, fx: Fixture, month: string, before: string): Promise<void> {
  const db = t.db.db;
  await db.delete(centreMonthlyMetrics);
  const row = (franchiseeId: number, m: string, v: Partial<typeof centreMonthlyMetrics.$inferInsert>) => ({
    franchiseeId,
    month: m,
    ...v,
  });
  await db.insert(centreMonthlyMetrics).values([
    // A: 50 % conversion, 80 % collection, 90 % attendance, 50 % training, audit 70.
    row(fx.centreA, month, {
      enquiries: 10,
      converted: 5,
      feeDuePaise: 1000,
      feePaidPaise: 800,
      attendanceMarked: 100,
      attendancePresent: 90,
      trainingRequired: 10,
      trainingCompleted: 5,
      auditScore: 70,
    }),
    // B: 20, 90, 80, 100, no audit.
    row(fx.centreB, month, {
      enquiries: 10,
      converted: 2,
      feeDuePaise: 1000,
      feePaidPaise: 900,
      attendanceMarked: 100,
      attendancePresent: 80,
      trainingRequired: 10,
      trainingCompleted: 10,
    }),
    // T: 80, 50, 95, no training, audit 90.
    row(fx.centreT, month, {
      enquiries: 10,
      converted: 8,
      feeDuePaise: 1000,
      feePaidPaise: 500,
      attendanceMarked: 100,
      attendancePresent: 95,
      auditScore: 90,
    }),
    // Last month: A converted 10 %, B 30 %.
    row(fx.centreA, before, { enquiries: 10, converted: 1 }),
    row(fx.centreB, before, { enquiries: 10, converted: 3 }),
  ]);
}

/** A report asked with its query. */
export const reportGet = async (t: TestApp, email: string, url: string, query: Record<string, string | number>) => {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return t.as(email, { method: 'GET', url: `${url}?${qs}` });
};

/** A paged report's page, read through its contract. */
export const reportPage = async (t: TestApp, email: string, url: string, query: Record<string, string | number>) => {
  const res = await reportGet(t, email, url, query);
  expect(res.statusCode, res.body).toBe(200);
  return R.reportPage.parse(res.json());
};

/** A page's totals by column. */
export const totalsOf = (p: R.ReportPage) => Object.fromEntries(p.totals.map((x) => [x.key, x.value]));
