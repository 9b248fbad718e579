import { localeOf } from '@portal/core';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  assertOwns,
  commandRoutes,
  notFound,
  requireUser,
  serve,
  sheetUpload,
  viewRoutes,
  withMultipart,
  type RequestContext,
} from '@portal/kit';
import { adminUsers, ownChildRule } from '@portal/mod-users/server';
import { admissionInfo } from '@portal/mod-students/server';
import * as C from '../shared/contracts.ts';
import { FINANCE_MODULES as M } from '../shared/index.ts';
import { concessionDetail, editConcession, requestConcession } from './concessions/concessions.service.ts';
import { enquiryPayments } from './payments/enquiry-payments.service.ts';
import { concessionView } from './concessions/concession-list.ts';
import { concessionDecisions, paymentDecisions } from './decisions.ts';
import { financeDashboard } from './dashboard.service.ts';
import { assignPlan } from './plans/assign.service.ts';
import { studentAccount } from './plans/account.service.ts';
import { midYearRuleOf } from './plans/mid-year.service.ts';
import { planInstallments, saveInstallments } from './plans/installments.service.ts';
import { studentPlanView } from './plans/list.ts';
import { PLAN_UPLOAD_LIMITS, uploadPlans } from './plans/upload.service.ts';
import { recordOfflinePayment } from './payments/offline.service.ts';
import { createChargeOrder } from './payments/online.service.ts';
import type { PaymentGateway } from './razorpay/settings.ts';
import { paymentView } from './payments/payment-list.ts';
import { receiptPdf } from './payments/receipt.service.ts';
import { describeReference } from './payments/target.service.ts';

/** A parent sees only the admission linked to the account (unless another role grants the fee account). */
async function ownAdmissionOnly(ctx: RequestContext, studentAdmissionId: number): Promise<void> {
  requireUser(ctx);
  const right = { module: M.STUDENT_ACCOUNT, method: 'GET' };
  await assertOwns(ctx, ownChildRule, right, studentAdmissionId, () => notFound('Student admission'));
}

async function linkedAdmission(ctx: RequestContext): Promise<number> {
  requireUser(ctx);
  const [me] = await ctx.db
    .select({ linked: adminUsers.studentAdmissionId })
    .from(adminUsers)
    .where(eq(adminUsers.id, ctx.user.id));
  if (!me?.linked) throw notFound('Student admission');
  return me.linked;
}

export function financeRoutes(app: FastifyInstance, gateway: PaymentGateway): void {
  const tags = ['Fees and payments'];

  // ---- plans ----
  serve(app, C.assignPlan, ({ ctx, params, body }) => assignPlan(ctx, params.id, body));
  serve(app, C.planInstallments, ({ ctx, params }) => planInstallments(ctx, params.id));
  serve(app, C.saveInstallments, ({ ctx, params, body }) => saveInstallments(ctx, params.id, body));
  withMultipart(app, (scope) =>
    serve(scope, C.uploadPlans, async ({ ctx, query, raw }) =>
      uploadPlans(ctx, await sheetUpload(raw, PLAN_UPLOAD_LIMITS), query),
    ),
  );
  viewRoutes(app, studentPlanView);
  serve(app, C.admissionPlans, async ({ ctx, params }) => {
    const admission = await admissionInfo(ctx, params.studentAdmissionId);
    if (!admission) throw notFound('Student admission');
    return {
      admission,
      midYearRule: await midYearRuleOf(ctx, admission.franchiseeId),
      account: await studentAccount(ctx, admission.id),
    };
  });

  // ---- student account ----
  serve(app, C.myAccount, async ({ ctx }) => studentAccount(ctx, await linkedAdmission(ctx)));
  serve(app, C.studentAccount, async ({ ctx, params }) => {
    await ownAdmissionOnly(ctx, params.studentAdmissionId);
    // An admission outside the fence is not there, whether or not it has a plan yet.
    if (!(await admissionInfo(ctx, params.studentAdmissionId))) throw notFound('Student admission');
    return studentAccount(ctx, params.studentAdmissionId);
  });
  serve(app, C.chargeOrder, ({ ctx, body }) => createChargeOrder(ctx, body, gateway));

  // ---- payments ----
  viewRoutes(app, paymentView);
  serve(app, C.describeReference, ({ ctx, params }) => describeReference(ctx, params.referenceID));
  serve(app, C.recordOfflinePayment, ({ ctx, body }) => recordOfflinePayment(ctx, body));
  serve(app, C.enquiryPayments, ({ ctx, params }) => enquiryPayments(ctx, params.enquiryID));
  serve(app, C.paymentReceipt, async ({ ctx, params }, reply) => {
    const { file, name, language } = await receiptPdf(ctx, params.id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('content-language', localeOf(language))
      .send(file);
  });
  viewRoutes(app, paymentView, {
    path: '/api/approve-payment/list',
    module: M.APPROVE_PAYMENT,
    defaults: { status: 'APPROVAL_WAITING' },
  });

  // ---- concessions ----
  viewRoutes(app, concessionView);
  serve(app, C.requestConcession, ({ ctx, body }) => requestConcession(ctx, body));
  serve(app, C.concession, ({ ctx, params }) => concessionDetail(ctx, params.id));
  serve(app, C.editConcession, ({ ctx, params, body }) => editConcession(ctx, params.id, body));
  viewRoutes(app, concessionView, {
    path: '/api/approve-concession/list',
    module: M.APPROVE_CONCESSION,
    defaults: { status: 'PENDING' },
  });

  // Finance's decisions on offline payments and concessions are commands.
  commandRoutes(app, paymentDecisions, { tags });
  commandRoutes(app, concessionDecisions, { tags });

  // ---- dashboard ----
  serve(app, C.financeDashboard, ({ ctx, query }) =>
    financeDashboard(ctx, { franchiseeId: query.franchiseeID, academicYearId: query.academicYearID }),
  );
}
