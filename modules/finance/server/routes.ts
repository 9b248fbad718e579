import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  assertOwns,
  commandRoutes,
  idParams,
  notFound,
  requireUser,
  sheetUpload,
  viewRoutes,
  withMultipart,
  type RequestContext,
} from '@portal/kit';
import { adminUsers, ownChildRule } from '@portal/mod-users/server';
import { lastMonths } from '@portal/mod-ledger/server';
import { FINANCE_MODULES as M } from '../shared/index.ts';
import { concessionInput, requestConcession } from './concessions/concessions.ts';
import { concessionDecisions, paymentDecisions } from './decisions.ts';
import { financeDashboard } from './dashboard.ts';
import { assignPlan } from './plans/assign.ts';
import { studentAccount } from './plans/account.ts';
import { installmentsInput, planInstallments, saveInstallments } from './plans/installments.ts';
import { PLAN_UPLOAD_LIMITS, uploadPlans, uploadQuery } from './plans/upload.ts';
import { offlineInput, recordOfflinePayment } from './payments/offline.ts';
import { receiptPdf } from './payments/receipt.ts';
import { describeReference } from './payments/target.ts';
import { studentPlanView } from './plans/list.ts';
import { paymentView } from './payments/payment-list.ts';
import { concessionView } from './concessions/concession-list.ts';
import { admissionInfo } from '@portal/mod-students/server';

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** A parent sees only the admission linked to the account (unless another role grants the fee account). */
async function ownAdmissionOnly(ctx: RequestContext, studentAdmissionId: number): Promise<void> {
  requireUser(ctx);
  const right = { module: M.STUDENT_ACCOUNT, method: 'GET' };
  await assertOwns(ctx, ownChildRule, right, studentAdmissionId, () => notFound('Student admission'));
}

export function financeRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Fees and payments'];

  // ---- plans ----
  r.post(
    '/api/fee-plans/:id/assign',
    {
      config: { module: M.FEE_PLANS },
      schema: {
        tags,
        params: idParams,
        body: z.strictObject({ studentAdmissionId: z.number().int().positive().max(2_147_483_647) }),
        summary: 'Assign an approved plan to a student admission',
      },
    },
    async (req, reply) => {
      reply.code(201);
      return assignPlan(req.ctx, req.params.id, req.body.studentAdmissionId);
    },
  );
  r.get(
    '/api/fee-plans/:id/installments',
    { config: { module: M.FEE_PLANS }, schema: { tags, params: idParams } },
    async (req) => planInstallments(req.ctx, req.params.id),
  );
  r.put(
    '/api/fee-plans/:id/installments',
    { config: { module: M.FEE_PLANS }, schema: { tags, params: idParams, body: installmentsInput } },
    async (req) => saveInstallments(req.ctx, req.params.id, req.body),
  );
  withMultipart(app, (scope) =>
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/fee-plans/upload',
      {
        config: { module: M.FEE_PLANS },
        schema: {
          tags,
          querystring: uploadQuery,
          consumes: ['multipart/form-data'],
          summary: 'Fee plans from an .xlsx or .csv file (multipart `file`; all or nothing)',
        },
      },
      async (req, reply) => {
        const sheet = await sheetUpload(req, PLAN_UPLOAD_LIMITS);
        reply.code(201);
        return uploadPlans(req.ctx, sheet, req.query);
      },
    ),
  );
  viewRoutes(app, studentPlanView);

  r.get(
    '/api/student-fee-plans/admission/:studentAdmissionId',
    {
      config: { module: M.FEE_PLANS, accessMethod: 'GET' },
      schema: {
        tags,
        params: z.object({ studentAdmissionId: id }),
        summary: 'The admission a plan is being assigned to, with its plans',
      },
    },
    async (req) => {
      const admission = await admissionInfo(req.ctx, req.params.studentAdmissionId);
      if (!admission) throw notFound('Student admission');
      return { admission, account: await studentAccount(req.ctx, admission.id) };
    },
  );

  // ---- student account ----
  r.get(
    '/api/student-account/me',
    { config: { module: M.STUDENT_ACCOUNT }, schema: { tags, summary: "The signed-in parent's fee account" } },
    async (req) => {
      requireUser(req.ctx);
      const [me] = await req.ctx.db
        .select({ linked: adminUsers.studentAdmissionId })
        .from(adminUsers)
        .where(eq(adminUsers.id, req.ctx.user.id));
      if (!me?.linked) throw notFound('Student admission');
      return studentAccount(req.ctx, me.linked);
    },
  );
  r.get(
    '/api/student-account/:studentAdmissionId',
    { config: { module: M.STUDENT_ACCOUNT }, schema: { tags, params: z.object({ studentAdmissionId: id }) } },
    async (req) => {
      await ownAdmissionOnly(req.ctx, req.params.studentAdmissionId);
      return studentAccount(req.ctx, req.params.studentAdmissionId);
    },
  );

  // ---- payments ----
  viewRoutes(app, paymentView);
  r.get(
    '/api/payment-links/reference/:referenceID',
    {
      config: { module: M.PAYMENT_LINKS },
      schema: {
        tags,
        params: z.object({ referenceID: z.string().min(8).max(64) }),
        summary: 'What a reference is for, before recording an offline payment',
      },
    },
    async (req) => describeReference(req.ctx, req.params.referenceID),
  );
  r.post(
    '/api/payments/offline',
    {
      config: { module: M.PAYMENT_LINKS },
      schema: { tags, body: offlineInput, summary: 'Record a cash, cheque or bank-transfer payment for approval' },
    },
    async (req, reply) => {
      reply.code(201);
      return recordOfflinePayment(req.ctx, req.body);
    },
  );
  r.get(
    '/api/payments/:id/receipt',
    { config: { module: M.PAYMENT_LINKS }, schema: { tags, params: idParams } },
    async (req, reply) => {
      const { file, name } = await receiptPdf(req.ctx, req.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(file);
    },
  );
  viewRoutes(app, paymentView, {
    path: '/api/approve-payment/list',
    module: M.APPROVE_PAYMENT,
    defaults: { status: 'APPROVAL_WAITING' },
  });

  // ---- concessions ----
  viewRoutes(app, concessionView);
  r.post(
    '/api/fee-concessions',
    { config: { module: M.CONCESSION }, schema: { tags, body: concessionInput } },
    async (req, reply) => {
      reply.code(201);
      return requestConcession(req.ctx, req.body);
    },
  );
  viewRoutes(app, concessionView, {
    path: '/api/approve-concession/list',
    module: M.APPROVE_CONCESSION,
    defaults: { status: 'PENDING' },
  });

  // Finance's decisions on offline payments and concessions are commands.
  commandRoutes(app, paymentDecisions, { tags });
  commandRoutes(app, concessionDecisions, { tags });

  // ---- dashboard ----
  r.get(
    '/api/finance/dashboard',
    {
      config: { module: M.DASHBOARD },
      schema: {
        tags,
        querystring: z.object({
          franchiseeID: id.optional(),
          months: z.coerce.number().int().min(1).max(24).default(6),
        }),
      },
    },
    async (req) =>
      financeDashboard(req.ctx, {
        months: lastMonths(req.query.months).reverse(),
        franchiseeId: req.query.franchiseeID,
      }),
  );
}
