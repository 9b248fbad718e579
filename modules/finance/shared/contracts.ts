/**
 * The fees and payments API as contracts: path, access module, input and answer of every hand-written
 * route. The server serves them (server/routes.ts and payments/*-routes.ts), the screens call them.
 */
import { calendarDay, defineEndpoint, fileAnswer, recordId, timestamp, pageOf } from '@portal/core';
import { z } from 'zod';
import { DESK_PERMISSIONS, FINANCE_MODULES as M } from './modules.ts';
import {
  approveDecisionInput,
  assignPlanInput,
  chargeOrderInput,
  concessionEditInput,
  concessionInput,
  installmentsInput,
  offlineInput,
  orderInput,
  refundInput,
  refundPaymentInput,
  rejectDecisionInput,
  testCheckoutInput,
  uploadQuery,
  verifyInput,
} from './inputs.ts';

const plans = ['Fee plans'];
const pay = ['Payments'];
const account = ['Fee accounts'];
const publicTags = ['Public payments'];

const id = recordId;
const byId = z.object({ id });
const byAdmission = z.object({ studentAdmissionId: id });
const byReference = z.object({
  referenceID: z.string().min(8, { error: 'Payment link not found' }).max(64, { error: 'Payment link not found' }),
});
// ---- answers ----

/** One installment of a student's plan, with what is owed and how it stands today. */
export const installmentRow = z.object({
  id: z.number(),
  seq: z.number(),
  label: z.string(),
  dueDate: calendarDay,
  amountPaise: z.number(),
  concessionPaise: z.number(),
  paidPaise: z.number(),
  outstandingPaise: z.number(),
  /** Desk money recorded for it that waits for finance's approval. */
  awaitingApprovalPaise: z.number(),
  royaltyPaise: z.number(),
  /**
   * PAID, AWAITING APPROVAL, PARTLY PAID, DUE (due date reached), UPCOMING or WAIVED (before the
   * child joined).
   */
  status: z.string(),
});

export const accountPayment = z.object({
  id: z.number(),
  referenceType: z.string(),
  feeHead: z.string(),
  feeHeadName: z.string(),
  amountPaise: z.number(),
  mode: z.string(),
  status: z.string(),
  instrumentNo: z.string().nullable(),
  receiptNo: z.string().nullable(),
  receiptToken: z.string(),
  confirmedAt: timestamp.nullable(),
  createdAt: timestamp,
  studentInstallmentId: z.number().nullable(),
});

const receipt = z.object({
  receiptNo: z.string().nullable(),
  receiptToken: z.string(),
  amountPaise: z.number(),
  confirmedAt: timestamp.nullable(),
});

/** What a parent sees behind a payment link. */
export const publicPlanAnswer = z.object({
  referenceId: z.string(),
  centre: z.string(),
  studentName: z.string(),
  planName: z.string(),
  totalPaise: z.number(),
  concessionPaise: z.number(),
  paidPaise: z.number(),
  outstandingPaise: z.number(),
  installments: z.array(installmentRow.omit({ seq: true, royaltyPaise: true })),
  receipts: z.array(receipt),
});

/** A concession on a student's plan as the fee account shows it: its type, the rule that gave it, its state. */
export const planConcession = z.object({
  id: z.number(),
  concessionType: z.string(),
  /** SIBLING, STAFF_CHILD or EARLY_PAYMENT when a rule gave it; null when the centre asked for it. */
  rule: z.string().nullable(),
  reason: z.string(),
  amountPaise: z.number(),
  status: z.string(),
});

export const planAccount = z.object({
  id: z.number(),
  referenceId: z.string(),
  franchiseeId: z.number(),
  centre: z.string(),
  studentAdmissionId: z.number(),
  studentName: z.string(),
  planName: z.string(),
  classCategory: z.string(),
  midYearRule: z.string().nullable(),
  totalPaise: z.number(),
  concessionPaise: z.number(),
  paidPaise: z.number(),
  outstandingPaise: z.number(),
  awaitingApprovalPaise: z.number(),
  installments: z.array(installmentRow),
  payments: z.array(accountPayment),
  concessions: z.array(planConcession),
});

/** A one-off charge on a child's account (a late-pickup fee, …): DUE, or REVERSED when waived. */
export const accountCharge = z.object({
  id: z.number(),
  feeHead: z.string(),
  feeHeadName: z.string(),
  chargeDate: calendarDay,
  description: z.string(),
  amountPaise: z.number(),
  /** DUE, PAID (with its receipt) or REVERSED (waived). */
  status: z.string(),
  reversalReason: z.string().nullable(),
  reversedAt: timestamp.nullable(),
  /** The confirmed payment of a PAID charge: its receipt number and the token that downloads it. */
  receiptNo: z.string().nullable(),
  receiptToken: z.string().nullable(),
  paidAt: timestamp.nullable(),
});

export const studentAccountAnswer = z.object({
  studentAdmissionId: z.number(),
  plans: z.array(planAccount),
  charges: z.array(accountCharge),
  /** What the child owes now: the plans' outstanding installments and the charges not waived (one figure). */
  outstandingPaise: z.number(),
});

export const admissionPlansAnswer = z.object({
  admission: z.object({
    id: z.number(),
    franchiseeId: z.number(),
    academicYearId: z.number(),
    studentName: z.string(),
    className: z.string().nullable(),
    classCategory: z.string().nullable(),
    admissionDate: calendarDay,
  }),
  /** The centre's rule for a child joining after the year began. */
  midYearRule: z.string(),
  account: studentAccountAnswer,
});

export const studentPlanRecord = z.object({
  id: z.number(),
  franchiseeId: z.number(),
  studentAdmissionId: z.number(),
  planId: z.number(),
  totalPaise: z.number(),
  referenceId: z.string(),
  midYearRule: z.string().nullable(),
  status: z.string(),
});

export const planInstallmentsAnswer = z.object({
  plan: z.object({
    id: z.number(),
    name: z.string(),
    franchiseeId: z.number(),
    academicYearId: z.number(),
    classCategory: z.string(),
    totalPaise: z.number(),
    installmentCount: z.number(),
    status: z.string(),
  }),
  installments: z.array(
    z.object({
      id: z.number(),
      seq: z.number(),
      label: z.string(),
      dueDate: calendarDay,
      amountPaise: z.number(),
      royaltyPaise: z.number(),
    }),
  ),
});

export const paymentRecord = z.object({
  id: z.number(),
  franchiseeId: z.number(),
  referenceType: z.string(),
  referenceId: z.string(),
  /** The fee head's code: what the money is for. */
  feeHead: z.string(),
  amountPaise: z.number(),
  mode: z.string(),
  status: z.string(),
  instrumentNo: z.string().nullable(),
  receiptNo: z.string().nullable(),
  journalEntryId: z.number().nullable(),
});

const formFee = z.object({ receivedPaise: z.number(), settled: z.boolean(), formCompleted: z.boolean() });

export const referenceAnswer = z.object({
  kind: z.enum(['plan', 'request']),
  /** The permission a desk payment for this reference needs. */
  permission: z.string(),
  plan: publicPlanAnswer.nullable(),
  request: z
    .object({
      franchiseeId: z.number(),
      referenceType: z.string(),
      amountPaise: z.number(),
      receivedPaise: z.number(),
      status: z.string(),
      description: z.string(),
      payerName: z.string().nullable(),
      due: z.object({ duePaise: z.number() }),
    })
    .nullable(),
  /** Desk money taken on this reference that stands (waiting for approval or receipted), oldest first. */
  payments: z.array(
    z.object({
      id: z.number(),
      amountPaise: z.number(),
      mode: z.string(),
      status: z.string(),
      receiptNo: z.string().nullable(),
    }),
  ),
});

export const enquiryPaymentsAnswer = z.object({
  enquiry: z.object({
    id: z.number(),
    enquiryCode: z.string(),
    childName: z.string(),
    parentName: z.string(),
    mobile: z.string(),
  }),
  requests: z.array(
    z.object({
      referenceId: z.string(),
      referenceType: z.string(),
      description: z.string(),
      amountPaise: z.number(),
      receivedPaise: z.number(),
      status: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.number(),
      referenceType: z.string(),
      referenceId: z.string(),
      feeHead: z.string(),
      feeHeadName: z.string(),
      payerName: z.string().nullable(),
      amountPaise: z.number(),
      mode: z.string(),
      /** The gateway's payment id (online) or the cheque number, UTR or card slip (at the desk). */
      reference: z.string().nullable(),
      instrumentNo: z.string().nullable(),
      instrumentDate: calendarDay.nullable(),
      bankName: z.string().nullable(),
      gatewayPaymentId: z.string().nullable(),
      remarks: z.string().nullable(),
      status: z.string(),
      failureReason: z.string().nullable(),
      receiptNo: z.string().nullable(),
      receiptToken: z.string().nullable(),
      createdAt: timestamp,
      confirmedAt: timestamp.nullable(),
    }),
  ),
});

/** One concession as its edit form reads it: the student, the plan and the type it is asked under. */
export const concessionDetail = z.object({
  id: z.number(),
  franchiseeId: z.number(),
  studentFeePlanId: z.number(),
  studentName: z.string(),
  studentAdmissionId: z.number(),
  planTotalPaise: z.number(),
  concessionTypeId: z.number(),
  concessionType: z.string(),
  reason: z.string(),
  amountPaise: z.number(),
  status: z.string(),
  remarks: z.string().nullable(),
  /** The rule that gave it; null when the centre asked for it (only those can be changed). */
  rule: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const concessionRecord = z.object({
  id: z.number(),
  franchiseeId: z.number(),
  studentFeePlanId: z.number(),
  concessionTypeId: z.number(),
  reason: z.string(),
  amountPaise: z.number(),
  status: z.string(),
});

export const decisionAnswer = z.object({ id: z.number(), status: z.string() });
export const paymentDecisionAnswer = paymentRecord.extend({ formFee: formFee.nullable().optional() });

export const dashboardAnswer = z.object({
  academicYearId: z.number().nullable(),
  months: z.array(z.string()),
  /** What the collections count, from the figure's declaration ('fees.collected'). */
  collectedLabel: z.string(),
  collections: z.array(
    z.object({
      franchiseeId: z.number(),
      companyName: z.string(),
      month: z.string(),
      duePaise: z.number(),
      collectedPaise: z.number(),
    }),
  ),
  overdue: z.object({
    count: z.number(),
    amountPaise: z.number(),
    rows: z.array(
      z.object({
        id: z.number(),
        franchiseeId: z.number(),
        studentAdmissionId: z.number(),
        studentName: z.string(),
        label: z.string(),
        dueDate: calendarDay,
        outstandingPaise: z.number(),
      }),
    ),
  }),
  pendingApprovals: z.object({ plans: z.number(), payments: z.number(), concessions: z.number() }),
  royaltyReceivablePaise: z.number(),
});

export const overpaymentRow = z.object({
  id: z.number(),
  franchiseeId: z.number().optional(),
  franchiseeIdLabel: z.string().nullable().optional(),
  paymentId: z.number().optional(),
  referenceType: z.string().optional(),
  referenceId: z.string().optional(),
  payerName: z.string().nullable().optional(),
  amountPaise: z.number().optional(),
  gatewayPaymentId: z.string().nullable().optional(),
  reason: z.string().optional(),
  status: z.string().optional(),
  refundReference: z.string().nullable().optional(),
  refundedAt: z.string().nullable().optional(),
  createdAt: z.string().optional(),
});

export const paymentConfigAnswer = z.object({
  enabled: z.boolean(),
  keyId: z.string(),
  testMode: z.boolean(),
  theme: z.object({ color: z.string() }),
});

export const orderAnswer = z.object({
  paymentId: z.number(),
  orderId: z.string(),
  amount: z.number(),
  currency: z.string(),
  receipt: z.string(),
  keyId: z.string(),
  testMode: z.boolean(),
  theme: z.object({ color: z.string() }),
  description: z.string(),
  name: z.string().nullable(),
});

export const verifyAnswer = z.object({
  status: z.string(),
  receiptNo: z.string().nullable(),
  receiptToken: z.string(),
  alreadyConfirmed: z.boolean(),
  /** A form fee: what it has received so far and whether this payment settled it. */
  fee: formFee.nullable().optional(),
});

export const checkoutAnswer = z.object({
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  razorpay_signature: z.string(),
});

// ---- plans ----

export const assignPlan = defineEndpoint({
  method: 'POST',
  path: '/api/fee-plans/:id/assign',
  module: M.FEE_PLANS,
  tags: plans,
  summary: 'Assign an approved plan to a student admission (pro-rated for a mid-year admission)',
  params: byId,
  body: assignPlanInput,
  response: studentPlanRecord,
  status: 201,
});

export const planInstallments = defineEndpoint({
  method: 'GET',
  path: '/api/fee-plans/:id/installments',
  module: M.FEE_PLANS,
  tags: plans,
  summary: "A plan's installments and royalty breakdown",
  params: byId,
  response: planInstallmentsAnswer,
});

export const saveInstallments = defineEndpoint({
  method: 'PUT',
  path: '/api/fee-plans/:id/installments',
  module: M.FEE_PLANS,
  tags: plans,
  summary: "A pending plan's installments set by hand",
  params: byId,
  body: installmentsInput,
  response: planInstallmentsAnswer,
});

export const uploadPlans = defineEndpoint({
  method: 'POST',
  path: '/api/fee-plans/upload',
  module: M.FEE_PLANS,
  tags: plans,
  summary: 'Fee plans from an .xlsx or .csv file (multipart `file`; all or nothing)',
  query: uploadQuery,
  response: z.object({ created: z.number(), ids: z.array(z.number()) }),
  status: 201,
});

export const admissionPlans = defineEndpoint({
  method: 'GET',
  path: '/api/student-fee-plans/admission/:studentAdmissionId',
  reads: { of: 'student-admission', param: 'studentAdmissionId', label: 'Fee plans' },
  module: M.FEE_PLANS,
  accessMethod: 'GET',
  tags: plans,
  summary: 'The admission a plan is being assigned to, with its plans',
  params: byAdmission,
  response: admissionPlansAnswer,
});

// ---- fee accounts ----

export const myAccount = defineEndpoint({
  method: 'GET',
  path: '/api/student-account/me',
  module: M.STUDENT_ACCOUNT,
  tags: account,
  summary: "The signed-in parent's fee account",
  response: studentAccountAnswer,
});

export const studentAccount = defineEndpoint({
  method: 'GET',
  path: '/api/student-account/:studentAdmissionId',
  reads: { of: 'student-admission', param: 'studentAdmissionId', label: 'Fee account' },
  module: M.STUDENT_ACCOUNT,
  tags: account,
  summary: "A student's fee account: plans, installments and payments",
  params: byAdmission,
  response: studentAccountAnswer,
});

export const chargeOrder = defineEndpoint({
  method: 'POST',
  path: '/api/student-account/charges/order',
  keyed: true,
  module: M.STUDENT_ACCOUNT,
  // Whoever may read the child's account may pay what is due on it (a parent only their own child's).
  accessMethod: 'GET',
  tags: account,
  summary:
    "Open a gateway order for a one-off charge on a child's account, paid in full; " +
    "Checkout's result confirms it through the public verify",
  body: chargeOrderInput,
  response: orderAnswer,
  status: 201,
});

// ---- payments ----

export const describeReference = defineEndpoint({
  method: 'GET',
  path: '/api/payment-links/reference/:referenceID',
  capabilities: ['referenceID'],
  module: M.PAYMENT_LINKS,
  alsoModules: DESK_PERMISSIONS,
  tags: pay,
  summary: 'What a reference is for, before taking a payment at the desk',
  params: byReference,
  response: referenceAnswer,
});

export const recordOfflinePayment = defineEndpoint({
  method: 'POST',
  path: '/api/payments/offline',
  keyed: true,
  module: M.OFFLINE_PAYMENT,
  alsoModules: [M.OFFLINE_APPLICATION_FORM, M.OFFLINE_ADMISSION_FORM],
  tags: pay,
  summary:
    'Money taken at the desk (cash, UPI, cheque, bank transfer, card): receipted at once, ' +
    'or waiting for finance approval where its fee head needs it',
  body: offlineInput,
  response: paymentRecord,
  status: 201,
});

export const paymentReceipt = defineEndpoint({
  method: 'GET',
  path: '/api/payments/:id/receipt',
  module: M.PAYMENT_LINKS,
  alsoModules: DESK_PERMISSIONS,
  tags: pay,
  summary: "A confirmed payment's receipt",
  params: byId,
  response: fileAnswer('application/pdf', 'The receipt'),
});

export const requestConcession = defineEndpoint({
  method: 'POST',
  path: '/api/fee-concessions',
  module: M.CONCESSION,
  tags: ['Concessions'],
  summary: "Ask for a concession on a student's plan",
  body: concessionInput,
  response: concessionRecord,
  status: 201,
});

export const concession = defineEndpoint({
  method: 'GET',
  path: '/api/fee-concessions/:id',
  module: M.CONCESSION,
  tags: ['Concessions'],
  summary: 'One concession asked for, with its student, plan and type',
  params: z.object({ id: recordId }),
  response: concessionDetail,
});

export const editConcession = defineEndpoint({
  method: 'PUT',
  path: '/api/fee-concessions/:id',
  module: M.CONCESSION,
  tags: ['Concessions'],
  summary: 'Change a concession while it waits for finance: its type, reason and amount, checked as when asked',
  params: z.object({ id: recordId }),
  body: concessionEditInput,
  response: concessionDetail,
});

export const enquiryPayments = defineEndpoint({
  method: 'GET',
  path: '/api/approve-payment/enquiries/:enquiryID',
  module: M.APPROVE_PAYMENT,
  tags: pay,
  summary: "One enquiry's fee requests and every payment made on them, for finance's review",
  params: z.object({ enquiryID: recordId }),
  response: enquiryPaymentsAnswer,
});

export const financeDashboard = defineEndpoint({
  method: 'GET',
  path: '/api/finance/dashboard',
  module: M.DASHBOARD,
  tags: ['Finance dashboard'],
  summary: "Dues and collections of the chosen academic year's months, overdue installments, approvals waiting",
  query: z.object({ franchiseeID: id.optional(), academicYearID: id.optional() }),
  response: dashboardAnswer,
});

// ---- overpayments ----

const overpaymentTags = ['Overpayments'];
export const listOverpayments = defineEndpoint({
  method: 'GET',
  path: '/api/overpayment',
  module: M.APPROVE_PAYMENT,
  tags: overpaymentTags,
  summary: 'Money captured for something already paid, held for a refund',
  query: z.object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(200, { error: 'Page size must be at most 200' }).default(20),
    status: z.enum(['REFUND_DUE', 'REFUNDED'], { error: 'Status must be REFUND_DUE or REFUNDED' }).optional(),
    referenceType: z.string().max(64).optional(),
    franchiseeID: id.optional(),
    q: z.string().max(200).optional(),
  }),
  response: pageOf(overpaymentRow),
});

export const getOverpayment = defineEndpoint({
  method: 'GET',
  path: '/api/overpayment/:id',
  module: M.APPROVE_PAYMENT,
  tags: overpaymentTags,
  params: byId,
  response: overpaymentRow,
});

export const refundOverpayment = defineEndpoint({
  method: 'POST',
  path: '/api/overpayment/:id/refund',
  keyed: true,
  module: M.APPROVE_PAYMENT,
  level: 'level_7',
  tags: overpaymentTags,
  summary: 'Mark refunded',
  params: byId,
  body: refundInput,
  response: overpaymentRow,
});

// ---- public: parents pay by link ----

const publicRoute = { public: true, tags: publicTags } as const;

export const paymentConfig = defineEndpoint({
  ...publicRoute,
  method: 'GET',
  path: '/api/public/payment-config',
  summary: 'Whether online payment is on, its public key and whether this is test mode',
  response: paymentConfigAnswer,
});

export const publicPlan = defineEndpoint({
  ...publicRoute,
  method: 'GET',
  path: '/api/public/admission-payments/:referenceID',
  summary: 'The installments behind a payment link',
  params: byReference,
  response: publicPlanAnswer,
});

export const createOrder = defineEndpoint({
  ...publicRoute,
  method: 'POST',
  path: '/api/public/payments/order',
  summary: 'Open a gateway order for what is due (or a part of it)',
  body: orderInput,
  response: orderAnswer,
  status: 201,
});

export const verifyPayment = defineEndpoint({
  ...publicRoute,
  method: 'POST',
  path: '/api/public/payments/verify',
  summary: "Checkout's result, checked against the stored order, confirms the payment",
  body: verifyInput,
  response: verifyAnswer,
});

export const testCheckout = defineEndpoint({
  ...publicRoute,
  method: 'POST',
  path: '/api/public/payments/test-checkout',
  summary: 'Test mode only: a checkout result signed as the gateway would',
  body: testCheckoutInput,
  response: checkoutAnswer,
});

export const publicReceipt = defineEndpoint({
  ...publicRoute,
  method: 'GET',
  path: '/api/public/receipts/:token',
  summary: 'A receipt, by the token handed to the payer',
  params: z.object({ token: z.string().min(10).max(64) }),
  response: fileAnswer('application/pdf', 'The receipt'),
});

export const webhook = defineEndpoint({
  public: true,
  tags: publicTags,
  method: 'POST',
  path: '/api/payments/razorpay/webhook',
  summary: "The gateway's events, signed over the raw body",
  response: z.object({ status: z.string() }),
});

// ---- joined lists ----
// Served by the platform's views (server/payments/payment-list.ts, concessions/concession-list.ts,
// plans/list.ts: one statement per page, with the total); declared here for the screens that call them.
// test/contracts.test.ts holds each row to its view's columns.

const viewQuery = z.object({
  page: z.number().int().min(1).optional(),
  pageSize: z.number().int().min(1).max(200).optional(),
  q: z.string().max(200).optional(),
  status: z.string().optional(),
  franchiseeID: z.number().optional(),
});

export const paymentRow = z.object({
  id: z.number(),
  franchiseeId: z.number(),
  companyName: z.string(),
  referenceType: z.string(),
  referenceId: z.string(),
  /** The fee head: what the money is for (its name as people read it). */
  feeHead: z.string(),
  feeHeadName: z.string(),
  payerName: z.string().nullable(),
  amountPaise: z.number(),
  mode: z.string(),
  status: z.string(),
  receiptNo: z.string().nullable(),
  instrumentNo: z.string().nullable(),
  instrumentDate: z.string().nullable(),
  bankName: z.string().nullable(),
  failureReason: z.string().nullable(),
  studentAdmissionId: z.number().nullable(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
});

export const concessionRow = z.object({
  id: z.number(),
  franchiseeId: z.number(),
  studentFeePlanId: z.number(),
  studentName: z.string(),
  studentAdmissionId: z.number(),
  concessionType: z.string(),
  reason: z.string(),
  amountPaise: z.number(),
  status: z.string(),
  remarks: z.string().nullable(),
  createdAt: z.string(),
});

export const studentPlanRow = z.object({
  id: z.number(),
  franchiseeId: z.number(),
  studentAdmissionId: z.number(),
  studentName: z.string(),
  planName: z.string(),
  totalPaise: z.number(),
  concessionPaise: z.number(),
  referenceId: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

const viewList = <T extends z.ZodType>(path: string, module: string, row: T) =>
  defineEndpoint({ method: 'GET', path, module, query: viewQuery, response: pageOf(row) });

export const listPayments = viewList('/api/payment-links', M.PAYMENT_LINKS, paymentRow);
export const paymentsToApprove = viewList('/api/approve-payment/list', M.APPROVE_PAYMENT, paymentRow);
export const listConcessions = viewList('/api/fee-concessions', M.CONCESSION, concessionRow);
export const concessionsToApprove = viewList('/api/approve-concession/list', M.APPROVE_CONCESSION, concessionRow);
export const listStudentPlans = viewList('/api/student-fee-plans', M.FEE_PLANS, studentPlanRow);

// ---- finance's decisions ----
// Served as commands of server/decisions.ts (level, from-state, audit); declared here for the screens.

const decision = <R extends z.ZodType, B extends z.ZodType>(path: string, module: string, body: B, response: R) =>
  defineEndpoint({ method: 'POST', path, module, params: byId, body, response });

export const approvePayment = decision(
  '/api/approve-payment/:id/approve',
  M.APPROVE_PAYMENT,
  approveDecisionInput,
  paymentDecisionAnswer,
);
export const rejectPayment = decision(
  '/api/approve-payment/:id/reject',
  M.APPROVE_PAYMENT,
  rejectDecisionInput,
  paymentDecisionAnswer,
);
export const refundPayment = decision(
  '/api/approve-payment/:id/refund',
  M.APPROVE_PAYMENT,
  refundPaymentInput,
  paymentDecisionAnswer,
);
export const approveConcession = decision(
  '/api/approve-concession/:id/approve',
  M.APPROVE_CONCESSION,
  approveDecisionInput,
  decisionAnswer,
);
export const rejectConcession = decision(
  '/api/approve-concession/:id/reject',
  M.APPROVE_CONCESSION,
  rejectDecisionInput,
  decisionAnswer,
);

// ---- resource lists the screens pick from ----
// Served by the resources' own list routes (server/resources.ts through resourceRoutes).

export const approvedPlanOption = z.object({
  id: z.number(),
  name: z.string(),
  totalPaise: z.number(),
  installmentCount: z.number(),
  classCategory: z.string(),
});
export const listPlans = defineEndpoint({
  method: 'GET',
  path: '/api/fee-plan',
  module: M.FEE_PLANS,
  query: z.object({
    status: z.string().optional(),
    franchiseeID: z.number().optional(),
    academicYearID: z.number().optional(),
    classCategory: z.string().optional(),
    pageSize: z.number().max(200).optional(),
  }),
  response: pageOf(approvedPlanOption),
});

export const concessionTypeOption = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.string(),
  percentBp: z.number(),
  amountPaise: z.number(),
  reasons: z.array(z.string()),
});
export const listConcessionTypes = defineEndpoint({
  method: 'GET',
  path: '/api/concession-type',
  module: M.SETTINGS,
  query: z.object({
    isActive: z.string().optional(),
    /** MANUAL: the types a centre asks for by hand (the others are given by their rule). */
    rule: z.string().optional(),
    pageSize: z.number().max(200).optional(),
    fields: z.string(),
  }),
  response: pageOf(concessionTypeOption),
});

export const taxSettingOption = z.object({
  id: z.number(),
  type: z.string(),
  label: z.string(),
  gstRateBp: z.number(),
});
export const listTaxSettings = defineEndpoint({
  method: 'GET',
  path: '/api/tax-setting',
  module: M.SETTINGS,
  query: z.object({ q: z.string().optional(), pageSize: z.number().max(200).optional() }),
  response: pageOf(taxSettingOption),
});

export const listFeeSettings = defineEndpoint({
  method: 'GET',
  path: '/api/fee-setting',
  module: M.SETTINGS,
  query: z.object({ franchiseeID: z.number().optional() }),
  response: pageOf(z.object({ id: z.number() })),
});
