import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  badRequest,
  conflict,
  fieldError,
  franchiseeFenceSql,
  inTransaction,
  notFound,
  type RequestContext,
  loadRecord,
} from '@portal/kit';
import { enquiryInFence } from '@portal/mod-enquiry/server';
import {
  assignPlan,
  feePlanOfTypes,
  feePlansOfTypes,
  installmentLine,
  planBalances,
  studentPlanAccount,
} from '@portal/mod-finance/server';
import { admissionInfo } from '@portal/mod-students/server';
import { SERVICE_FEE_TYPES } from '../shared/constants.ts';
import type { assignServiceInput } from '../shared/inputs.ts';
import { serviceResource } from './resources.ts';
import { serviceAssignments, services } from './schema.ts';

/**
 * Assigns a service enquiry's service to a student: the service plan (a fee plan of the service's fee
 * type, approved by finance) is assigned through the fee engine — installments, ledger posting and the
 * parents' payment link are the fee engine's — and the assignment is recorded, in one transaction.
 */
export async function assignService(ctx: RequestContext, enquiryId: number, input: z.infer<typeof assignServiceInput>) {
  return inTransaction(ctx, async (ctx) => {
    const enquiry = await enquiryInFence(ctx, enquiryId);
    if (!enquiry) throw notFound('Service enquiry');
    if (enquiry.enquiryType !== 'SERVICE') throw badRequest('This is not a service enquiry');
    const service = await loadRecord(ctx, serviceResource, input.serviceId).catch(() => {
      throw fieldError('serviceId', 'Service not found');
    });
    if (!service.isActive) throw fieldError('serviceId', 'The service is no longer offered');
    const admission = await admissionInfo(ctx, input.studentAdmissionId);
    if (!admission || admission.franchiseeId !== enquiry.franchiseeId)
      throw fieldError('studentAdmissionId', "Choose a student of the enquiry's centre");
    const feeType = SERVICE_FEE_TYPES[service.serviceType as keyof typeof SERVICE_FEE_TYPES];
    if (!(await feePlanOfTypes(ctx, input.feePlanId, [feeType])))
      throw fieldError('feePlanId', `Choose a service plan (a fee plan of the fee type ${feeType})`);
    const [already] = await ctx.db
      .select({ id: serviceAssignments.id })
      .from(serviceAssignments)
      .where(
        and(eq(serviceAssignments.studentAdmissionId, admission.id), eq(serviceAssignments.serviceId, service.id)),
      );
    if (already) throw conflict(`${admission.studentName} already has ${service.name}`);
    const assigned = await assignPlan(ctx, input.feePlanId, { studentAdmissionId: admission.id });
    const [row] = await ctx.db
      .insert(serviceAssignments)
      .values({
        franchiseeId: admission.franchiseeId,
        enquiryId: enquiry.id,
        studentAdmissionId: admission.id,
        studentName: admission.studentName,
        serviceId: service.id,
        feePlanId: input.feePlanId,
        studentFeePlanId: assigned.id,
        referenceId: assigned.referenceId,
      })
      .returning({ id: serviceAssignments.id });
    const { rows } = await assignedServices(ctx, { enquiryID: enquiry.id });
    return rows.find((r) => r.id === row.id)!;
  });
}

export async function assignedServices(
  ctx: RequestContext,
  query: { franchiseeID?: number; enquiryID?: number; planID?: number },
) {
  const rows = await ctx.db
    .select({
      id: serviceAssignments.id,
      enquiryId: serviceAssignments.enquiryId,
      studentAdmissionId: serviceAssignments.studentAdmissionId,
      studentName: serviceAssignments.studentName,
      service: services.name,
      feePlanId: serviceAssignments.feePlanId,
      studentFeePlanId: serviceAssignments.studentFeePlanId,
      referenceId: serviceAssignments.referenceId,
    })
    .from(serviceAssignments)
    .innerJoin(services, eq(services.id, serviceAssignments.serviceId))
    .where(
      and(
        franchiseeFenceSql(ctx, serviceAssignments.franchiseeId, query.franchiseeID),
        query.enquiryID ? eq(serviceAssignments.enquiryId, query.enquiryID) : undefined,
        query.planID ? eq(serviceAssignments.feePlanId, query.planID) : undefined,
      ),
    )
    .orderBy(desc(serviceAssignments.id))
    .limit(500);
  // Paid and owed are the fee engine's figures for each plan.
  const balances = await planBalances(
    ctx,
    rows.flatMap((r) => (r.studentFeePlanId ? [r.studentFeePlanId] : [])),
  );
  const none = { planName: '', totalPaise: 0, paidPaise: 0, outstandingPaise: 0 };
  return {
    rows: rows.map(({ studentFeePlanId, ...r }) => {
      const { planName, totalPaise, paidPaise, outstandingPaise } = balances.get(studentFeePlanId ?? 0) ?? none;
      return { ...r, planName, totalPaise, paidPaise, outstandingPaise };
    }),
  };
}

/** The service plans: fee plans whose fee type is a service's, for approval by finance. */
export async function servicePlans(ctx: RequestContext, query: { franchiseeID?: number; status?: string }) {
  const rows = await feePlansOfTypes(ctx, Object.values(SERVICE_FEE_TYPES), {
    franchiseeId: query.franchiseeID,
    status: query.status,
  });
  return { rows };
}

/** One service plan (fenced; a tuition plan reads as not found) with its installments. */
export async function planDetails(ctx: RequestContext, planId: number) {
  const found = await feePlanOfTypes(ctx, planId, Object.values(SERVICE_FEE_TYPES));
  if (!found) throw notFound('Service plan');
  const { installments, ...plan } = found;
  return { plan, installments };
}

/**
 * service-payments/{referenceID}/{planID}: a student's service plan as the fee engine keeps it — its
 * installments with what is paid and owed, the payments and the parents' payment link. Fenced: another
 * centre's reference, or a reference that is not of this service plan, reads as not found.
 */
export async function servicePayments(ctx: RequestContext, referenceId: string, planId: number) {
  const [assigned] = await ctx.db
    .select({ service: services.name, studentFeePlanId: serviceAssignments.studentFeePlanId })
    .from(serviceAssignments)
    .innerJoin(services, eq(services.id, serviceAssignments.serviceId))
    .where(
      and(
        eq(serviceAssignments.referenceId, referenceId),
        eq(serviceAssignments.feePlanId, planId),
        franchiseeFenceSql(ctx, serviceAssignments.franchiseeId),
      ),
    );
  if (!assigned?.studentFeePlanId) throw notFound('Service payment');
  const account = await studentPlanAccount(ctx, assigned.studentFeePlanId);
  return {
    service: assigned.service,
    referenceId: account.referenceId,
    planId,
    status: account.status,
    centre: account.centre,
    studentAdmissionId: account.studentAdmissionId,
    studentName: account.studentName,
    planName: account.planName,
    totalPaise: Number(account.totalPaise),
    concessionPaise: account.concessionPaise,
    paidPaise: account.paidPaise,
    outstandingPaise: account.outstandingPaise,
    installments: account.installments.map(installmentLine),
    payments: account.payments.map((p) => ({
      id: p.id,
      amountPaise: p.amountPaise,
      mode: p.mode,
      status: p.status,
      receiptNo: p.receiptNo,
      confirmedAt: p.confirmedAt ? new Date(p.confirmedAt).toISOString() : null,
    })),
  };
}
