/**
 * A hand-built slice of the network the figures are checked against: a new academic year, a far-off
 * day in it, and rows at the demo centres (and one new centre) whose figures are counted by hand in
 * dashboard.test.ts. Nothing the demo seed holds falls on that day or in that year.
 */
import { and, eq, sql } from 'drizzle-orm';
import { enquiries, enquiryFollowUps } from '@portal/mod-enquiry/server';
import { feePlans, feeTypes, payments, studentFeePlans, studentInstallments } from '@portal/mod-finance/server';
import { postJournal, royaltyInvoices } from '@portal/mod-ledger/server';
import { ACCOUNTS } from '@portal/mod-ledger/shared';
import { anonymousContext, everyFranchiseeContext } from '@portal/kit';
import { kitOrders } from '@portal/mod-orders/server';
import { academicYears, classes, franchisees } from '@portal/mod-org/server';
import { staff, staffLeaves } from '@portal/mod-staff/server';
import { studentAdmissions, studentAttendance, students } from '@portal/mod-students/server';
import { moduleCompletions, teacherEnrollments, teacherModules, trainingTopics } from '@portal/mod-training/server';
import type { TestApp } from '@portal/server/testing';

export const CENTRE_A = 'franchisee-a@demo.school';
export const CENTRE_B = 'franchisee-b@demo.school';
export const SUPER = 'superadmin@demo.school';
export const MARKETING = 'marketing@demo.school';
export const TEACHER = 'teacher@demo.school';
export const COUNSELLOR = 'counsellor@demo.school';
export const ADMIN_EMAIL = 'superadmin@demo.school';

/** The day the figures are read for, and the academic year they fall in. */
export const DAY = '2031-06-15';
export const FINANCIAL_YEAR_OF_DAY = '2031-32';

export interface Fixture {
  yearId: number;
  centreA: number;
  centreB: number;
  /** A centre of its own for the training figures (the demo centres already have enrolments). */
  centreT: number;
  /** Enquiry codes of the follow-ups due on DAY at centre A. */
  dueToday: string[];
}

async function centreId(t: TestApp, code: string): Promise<number> {
  const [f] = await t.db.db.select().from(franchisees).where(eq(franchisees.code, code));
  return f.id;
}

let serial = 0;
const next = () => ++serial;

export async function buildFixture(t: TestApp): Promise<Fixture> {
  const db = t.db.db;
  const centreA = await centreId(t, 'BLR-001');
  const centreB = await centreId(t, 'PUN-001');
  const [a] = await db.select().from(franchisees).where(eq(franchisees.id, centreA));
  const [year] = await db
    .insert(academicYears)
    .values({ academicYear: '2031-2032', startDate: '2031-04-01', endDate: '2032-03-31' })
    .returning();
  const [centreT] = await db
    .insert(franchisees)
    .values({
      code: 'FIX-001',
      companyName: 'Fixture Centre',
      ownerName: 'Fixture Owner',
      email: 'fixture@demo.school',
      mobile: '9000000001',
      address: 'Fixture Road',
      cityId: a.cityId,
      pincode: '560001',
    })
    .returning();
  const [klass] = await db.select().from(classes).limit(1);

  // ---- enquiries at A in the new year: 5 (2 confirmed), and at B: 2 (1 confirmed) ----
  const enquiry = async (franchiseeId: number, stage: string, source: string) => {
    const n = next();
    const [e] = await db
      .insert(enquiries)
      .values({
        enquiryCode: `FIX-ENQ-${n}`,
        franchiseeId,
        academicYearId: year.id,
        source,
        parentName: `Parent ${n}`,
        mobile: `98000${String(n).padStart(5, '0')}`,
        childName: `Child ${n}`,
        childNameKey: `child ${n}`,
        stage,
      })
      .returning();
    return e;
  };
  const e1 = await enquiry(centreA, 'Appointment Fixed', 'Walk-in');
  const e2 = await enquiry(centreA, 'Yet_to_call', 'Website');
  const e3 = await enquiry(centreA, 'Admission Confirmed', 'Walk-in');
  await enquiry(centreA, 'Admission Confirmed', 'Website');
  await enquiry(centreA, 'Drop Off', 'Walk-in');
  await enquiry(centreB, 'Admission Confirmed', 'Walk-in');
  const b2 = await enquiry(centreB, 'Yet_to_call', 'Walk-in');

  // ---- follow-ups: due on DAY at A: e1 (a visit) and e2; e3's is done; e2's next one is tomorrow; B has one ----
  const followUp = (franchiseeId: number, enquiryId: number, followUpDate: string, status = 'Open') =>
    db.insert(enquiryFollowUps).values({ franchiseeId, enquiryId, followUpDate, status, remarks: 'Call back' });
  await followUp(centreA, e1.id, DAY);
  await followUp(centreA, e2.id, DAY);
  await followUp(centreA, e3.id, DAY, 'Done');
  await followUp(centreA, e2.id, '2031-06-16');
  await followUp(centreB, b2.id, DAY);
  // Each lead's next call is its earliest open follow-up, as planning one keeps it in the app.
  for (const e of [e1, e2, e3, b2])
    await db
      .update(enquiries)
      .set({
        nextFollowUpDate: sql`(select min(follow_up_date) from enquiry_follow_ups
          where enquiry_id = ${e.id} and status = 'Open')`,
      })
      .where(eq(enquiries.id, e.id));

  // ---- admissions at A in the new year: 2 in June 2031, one on each side of it ----
  const admit = async (admissionDate: string) => {
    const n = next();
    const [s] = await db
      .insert(students)
      .values({
        franchiseeId: centreA,
        admissionNumber: `FIX/${n}`,
        firstName: 'Pupil',
        lastName: String(n),
        dateOfBirth: '2028-01-01',
        gender: 'Female',
        parentMobile: `97000${String(n).padStart(5, '0')}`,
      })
      .returning();
    const [ad] = await db
      .insert(studentAdmissions)
      .values({
        franchiseeId: centreA,
        studentId: s.id,
        academicYearId: year.id,
        classId: klass.id,
        admissionDate,
      })
      .returning();
    return ad;
  };
  const ad1 = await admit('2031-06-01');
  const ad2 = await admit('2031-06-30');
  const ad3 = await admit('2031-05-31');
  const ad4 = await admit('2031-07-01');

  // ---- attendance on DAY: Present, Present, Absent, Leave → 50 % ----
  const mark = (studentAdmissionId: number, status: string) =>
    db.insert(studentAttendance).values({ franchiseeId: centreA, studentAdmissionId, date: DAY, status });
  await mark(ad1.id, 'Present');
  await mark(ad2.id, 'Present');
  await mark(ad3.id, 'Absent');
  await mark(ad4.id, 'Leave');

  // ---- payments at A: ₹1,000 confirmed and ₹500 transferred in June (India days), others not counted ----
  const books = everyFranchiseeContext(anonymousContext(db));
  const pay = async (amountPaise: number, status: string, confirmedAt: string | null) => {
    const n = next();
    // Money taken is posted on its India day, as confirming a payment does: the fees collected are the ledger's.
    if (confirmedAt && (status === 'CONFIRMED' || status === 'TRANSFERRED'))
      await postJournal(books, {
        franchiseeId: centreA,
        reference: `payment:FIX-PAY-${n}`,
        date: new Date(Date.parse(confirmedAt) + 330 * 60_000).toISOString().slice(0, 10),
        lines: [
          { account: ACCOUNTS.CENTRE_BANK, debit: amountPaise },
          { account: ACCOUNTS.STUDENT_RECEIVABLE, credit: amountPaise, tag: 'TUITION' },
        ],
      });
    return db.insert(payments).values({
      franchiseeId: centreA,
      referenceType: 'FEE',
      feeHead: 'TUITION',
      referenceId: `FIX-PAY-${n}`,
      amountPaise,
      mode: 'CASH',
      status,
      uniqueReceipt: `FIX-UR-${n}`,
      receiptNo: `FIX-R-${n}`,
      receiptToken: `fix-token-${n}`,
      payerName: `Payer ${n}`,
      confirmedAt: confirmedAt ? new Date(confirmedAt) : null,
    });
  };
  await pay(100_000, 'CONFIRMED', '2031-06-10T10:00:00+05:30');
  await pay(50_000, 'TRANSFERRED', '2031-06-30T23:00:00+05:30');
  await pay(30_000, 'CONFIRMED', '2031-07-01T00:30:00+05:30'); // 30 June in UTC, 1 July in India
  await pay(70_000, 'FAILED', '2031-06-12T10:00:00+05:30');
  await pay(20_000, 'INITIATED', null);

  // ---- overdue instalments (read on 2000-01-01): one of ₹70 outstanding; one paid; one due that day ----
  const [feeType] = await db.select().from(feeTypes).limit(1);
  const [feePlan] = await db
    .insert(feePlans)
    .values({
      franchiseeId: centreA,
      academicYearId: year.id,
      classCategory: 'PRE-PRIMARY',
      feeTypeId: feeType.id,
      name: 'Fixture plan',
      totalPaise: 18_000,
      installmentCount: 3,
    })
    .returning();
  const [plan] = await db
    .insert(studentFeePlans)
    .values({
      franchiseeId: centreA,
      academicYearId: year.id,
      studentAdmissionId: ad1.id,
      studentName: 'Pupil fixture',
      planId: feePlan.id,
      totalPaise: 18_000,
      referenceId: 'FIX-PLAN-1',
    })
    .returning();
  const instalment = (seq: number, dueDate: string, amountPaise: number, concessionPaise: number, paidPaise: number) =>
    db.insert(studentInstallments).values({
      franchiseeId: centreA,
      studentFeePlanId: plan.id,
      studentAdmissionId: plan.studentAdmissionId,
      seq,
      label: `Fixture ${seq}`,
      dueDate,
      amountPaise,
      concessionPaise,
      paidPaise,
    });
  await instalment(901, '1999-12-01', 10_000, 1_000, 2_000);
  await instalment(902, '1999-11-01', 5_000, 0, 5_000);
  await instalment(903, '2000-01-01', 3_000, 0, 0);

  // ---- kit orders at A in the new year: 2 shipped, 1 delivered, 1 pending ----
  const order = (status: string) => {
    const n = next();
    return db.insert(kitOrders).values({
      franchiseeId: centreA,
      academicYearId: year.id,
      orderNo: `FIX-ORD-${n}`,
      kitType: 'UNIFORM',
      status,
      deliveryPincode: '560001',
      totalPaise: 10_000,
    });
  };
  await order('SHIPPED');
  await order('SHIPPED');
  await order('DELIVERED');
  await order('PENDING');

  // ---- staff on leave on DAY at A: one approved leave covers it; a pending one and a later one do not ----
  const [member] = await db.select().from(staff).where(eq(staff.franchiseeId, centreA)).limit(1);
  const leave = (fromDate: string, toDate: string, status: string) =>
    db.insert(staffLeaves).values({
      franchiseeId: centreA,
      staffId: member.id,
      leaveType: 'Casual Leave',
      fromDate,
      toDate,
      days: 1,
      reason: 'Fixture',
      status,
    });
  await leave('2031-06-14', '2031-06-16', 'APPROVED');
  await leave('2031-06-15', '2031-06-15', 'PENDING');
  await leave('2031-06-16', '2031-06-17', 'APPROVED');

  // ---- royalty at A in FY 2031-32: ₹118 and ₹59 ----
  const royalty = (month: string, totalPaise: number) => {
    const n = next();
    return db.insert(royaltyInvoices).values({
      franchiseeId: centreA,
      month,
      model: 'PERCENT',
      collectedPaise: 100_000,
      studentCount: 10,
      computedPaise: totalPaise,
      royaltyPaise: totalPaise,
      totalPaise,
      invoiceNo: `FIX-ROY-${n}`,
      invoiceDate: `${month}-28`,
      financialYear: FINANCIAL_YEAR_OF_DAY,
    });
  };
  await royalty('2031-04', 11_800);
  await royalty('2031-05', 5_900);

  // ---- training at the fixture centre: 2 approved teachers × 3 active modules, 2 completed → 33.3 % ----
  const [topic] = await db.insert(trainingTopics).values({ name: 'Fixture topic' }).returning();
  const mods = await db
    .insert(teacherModules)
    .values(
      [1, 2, 3, 4].map((i) => ({
        topicId: topic.id,
        title: `Fixture module ${i}`,
        contentType: 'TEXT',
        sort: i,
        isActive: i !== 4,
      })),
    )
    .returning();
  const teacher = async (first: string, status: string) => {
    const n = next();
    const [s] = await db
      .insert(staff)
      .values({
        franchiseeId: centreT.id,
        firstName: first,
        lastName: 'Fixture',
        mobile: `96000${String(n).padStart(5, '0')}`,
        staffCategory: 'TEACHER',
        designation: 'Teacher',
        joiningDate: '2031-04-01',
        status: 'APPROVED',
      })
      .returning();
    await db.insert(teacherEnrollments).values({ franchiseeId: centreT.id, staffId: s.id, topicId: topic.id, status });
    return s;
  };
  const t1 = await teacher('Asha', 'APPROVED');
  await teacher('Bina', 'APPROVED');
  const t3 = await teacher('Chitra', 'PENDING');
  await db.insert(moduleCompletions).values([
    { franchiseeId: centreT.id, staffId: t1.id, moduleId: mods[0].id },
    { franchiseeId: centreT.id, staffId: t1.id, moduleId: mods[1].id },
    // A completion of the inactive module, and one by a teacher not approved: neither counts.
    { franchiseeId: centreT.id, staffId: t1.id, moduleId: mods[3].id },
    { franchiseeId: centreT.id, staffId: t3.id, moduleId: mods[0].id },
  ]);

  return { yearId: year.id, centreA, centreB, centreT: centreT.id, dueToday: [e1.enquiryCode, e2.enquiryCode] };
}

/** The id of a seeded role (for placing widgets). */
export async function roleIdOf(t: TestApp, role: string): Promise<number> {
  const { roles } = await import('@portal/mod-system/server');
  const [r] = await t.db.db
    .select()
    .from(roles)
    .where(and(eq(roles.role, role)));
  return r.id;
}
