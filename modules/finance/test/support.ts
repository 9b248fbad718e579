import { and, eq, sql } from 'drizzle-orm';
import { anonymousContext, type RequestContext } from '@portal/kit';
import { classes } from '@portal/mod-org/server';
import { studentAdmissions } from '@portal/mod-students/server';
import { trialBalance, unbalancedEntries } from '@portal/mod-ledger/server';
import type { TestApp } from '@portal/server/testing';
import { expect } from 'vitest';
import { checkoutSignature, paymentGateway, type GatewayConfig } from '../server/index.ts';

export const A = 'franchisee-a@demo.school';
export const B = 'franchisee-b@demo.school';
export const FIN = 'finance@demo.school';
export const SUPER = 'superadmin@demo.school';

export const system = (t: TestApp): RequestContext => ({ ...anonymousContext(t.db.db), franchisees: 'all' });

/** The keys the test app signs and verifies with (test mode: this installation's generated secrets). */
export const gatewayConfig = (t: TestApp): Promise<GatewayConfig> =>
  paymentGateway(t.config.payments).config(system(t));

/** What an enquiry needs from centre 2's set-up: its current academic year, the year's first day, the Nursery class. */
export async function centreSetup(t: TestApp): Promise<{ year: number; yearStart: string; nursery: number }> {
  const year = (await t.as(A, { method: 'GET', url: '/api/franchiseeAcademicYears?isCurrentAcademicYear=true' })).json()
    .rows[0].id;
  const yearStart = (await t.as(A, { method: 'GET', url: `/api/academic-year/${year}` })).json().startDate;
  const classRows = (await t.as(A, { method: 'GET', url: '/api/class?pageSize=50' })).json().rows;
  const nursery = classRows.find((c: { name: string }) => c.name === 'Nursery').id;
  return { year, yearStart, nursery };
}

/** Debits equal credits over the whole book and in every entry. */
export async function assertBalanced(t: TestApp) {
  const tb = await trialBalance(system(t));
  expect(tb.debit).toBe(tb.credit);
  expect(await unbalancedEntries(system(t))).toEqual([]);
}

/** Admissions of a centre in a class category that have no fee plan yet. */
export async function admissions(t: TestApp, franchiseeId: number, classCategory = 'Hybrid'): Promise<number[]> {
  const rows = await t.db.db
    .select({ id: studentAdmissions.id })
    .from(studentAdmissions)
    .innerJoin(classes, eq(classes.id, studentAdmissions.classId))
    .where(
      and(
        eq(studentAdmissions.franchiseeId, franchiseeId),
        eq(classes.classCategory, classCategory),
        sql`not exists (select 1 from student_fee_plans s where s.student_admission_id = ${studentAdmissions.id})`,
      ),
    )
    .orderBy(studentAdmissions.id);
  return rows.map((r) => r.id);
}

export async function approvedPlan(t: TestApp, email: string, name: string): Promise<number> {
  const rows = (await t.as(email, { method: 'GET', url: `/api/fee-plan?q=${encodeURIComponent(name)}` })).json().rows;
  return rows[0].id;
}

/** Assigns one of centre 2's approved plans to a child (as its centre head); answers the plan the family sees. */
export async function assignPlan(t: TestApp, studentAdmissionId: number, planName: string) {
  const planId = await approvedPlan(t, A, planName);
  const res = await t.as(A, {
    method: 'POST',
    url: `/api/fee-plans/${planId}/assign`,
    payload: { studentAdmissionId },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (await t.as(null, { method: 'GET', url: `/api/public/admission-payments/${res.json().referenceId}` })).json();
}

/** Assigns the centre's approved Hybrid plan to a fresh admission; answers the student plan. */
export async function assignHybrid(t: TestApp, franchiseeId = 2) {
  const email = franchiseeId === 2 ? A : B;
  const planId = await approvedPlan(t, email, 'Hybrid annual plan');
  const [admission] = await admissions(t, franchiseeId);
  const res = await t.as(email, {
    method: 'POST',
    url: `/api/fee-plans/${planId}/assign`,
    payload: { studentAdmissionId: admission },
  });
  expect(res.statusCode, res.body).toBe(201);
  const plan = (
    await t.as(null, { method: 'GET', url: `/api/public/admission-payments/${res.json().referenceId}` })
  ).json();
  return { ...plan, studentAdmissionId: admission, id: res.json().id as number };
}

/** Pays an installment through the public page in test mode: order, gateway signature, verify. */
export async function payOnline(t: TestApp, referenceId: string, installmentId?: number, amountPaise?: number) {
  const order = await t.as(null, {
    method: 'POST',
    url: '/api/public/payments/order',
    payload: { referenceId, installmentId, ...(amountPaise !== undefined ? { amountPaise } : {}) },
  });
  if (order.statusCode !== 201) return { order, verify: null };
  const cfg = await gatewayConfig(t);
  const paymentId = `pay_${Math.random().toString(36).slice(2, 16)}`;
  const signature = checkoutSignature(cfg, order.json().orderId, paymentId);
  const verify = await t.as(null, {
    method: 'POST',
    url: '/api/public/payments/verify',
    payload: { razorpay_order_id: order.json().orderId, razorpay_payment_id: paymentId, razorpay_signature: signature },
  });
  return { order, verify, paymentId, signature };
}

/** A form of an enquiry's workflow, as `/api/enquiry/:id/workflow` lists it. */
export interface FormRow {
  formType: string;
  refId: string;
  status: string;
  paymentStatus: string | null;
  paymentReceivedPaise: number | null;
  paymentReference: string;
}

/** An enquiry's workflow (its forms, payments and stages) as centre A sees it. */
export const workflowOf = async (t: TestApp, id: number) =>
  (await t.as(A, { method: 'GET', url: `/api/enquiry/${id}/workflow` })).json();

/** One form of an enquiry's workflow. */
export const formOf = async (t: TestApp, id: number, type: string) =>
  (await workflowOf(t, id)).forms.find((f: FormRow) => f.formType === type) as FormRow;

/** Who a test's walk-in enquiries are from: the parent, the family name, the children's first names, the mobiles. */
export interface EnquiryFamily {
  parent: string;
  surname: string;
  names: readonly string[];
  mobilePrefix: string;
}

export const QURESHI: EnquiryFamily = {
  parent: 'Farhan Qureshi',
  surname: 'Qureshi',
  names: ['Zoya', 'Inaya', 'Myra', 'Kiara', 'Anaya', 'Sara', 'Aarna', 'Riya', 'Tara', 'Diya'],
  mobilePrefix: '96',
};

export const SIDDIQUI: EnquiryFamily = {
  parent: 'Imran Siddiqui',
  surname: 'Siddiqui',
  names: ['Ayaan', 'Reyansh', 'Vivaan', 'Ishaan', 'Kabir', 'Arjun', 'Advik', 'Shaurya', 'Atharv', 'Dhruv'],
  mobilePrefix: '87',
};

/** The n-th child of a test's enquiries. */
export const childName = (n: number, family = QURESHI) => `${family.names[n % family.names.length]} ${family.surname}`;

/** The n-th walk-in enquiry of a test at centre A, for a Nursery child (its own mobile number and name). */
export async function walkInEnquiry(
  t: TestApp,
  at: { year: number; nursery: number },
  n: number,
  family = QURESHI,
): Promise<number> {
  const res = await t.as(A, {
    method: 'POST',
    url: '/api/enquiry',
    academicYearId: at.year,
    payload: {
      academicYearId: at.year,
      source: 'Walk-in',
      mobile: `${family.mobilePrefix}${String(process.pid % 1000).padStart(3, '0')}${String(n).padStart(5, '0')}`,
      parentName: family.parent,
      childName: childName(n, family),
      childDob: '2022-05-20',
      classId: at.nursery,
      pincode: '560038',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}
