import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { conflict, getRecord, loadRecord, notFound, type RequestContext } from '@portal/kit';
import { academicYears, classes, franchisees } from '@portal/mod-org/server';
import { sections, studentAdmissionResource, studentAdmissions, students } from '@portal/mod-students/server';

import type { EnquiryRecord } from '../../shared/contracts.ts';
import { FORM_FIELDS, isFormType, type FormType } from '../../shared/index.ts';
import { fieldList } from '../public/field-list.ts';
import { actingFor } from '../acting-for.ts';
import { enquiryConditions } from '../enquiries/filters.ts';
import { enquiryResource } from '../resources.ts';
import { enquiries, enquiryFollowUps, enquiryForms, enquiryStageEvents, paymentRequests } from '../schema.ts';
import { formFeeOfCentre } from './centre-fees.ts';
import { submitForm } from './submit-form.service.ts';

const formColumns = {
  id: enquiryForms.id,
  formType: sql<FormType>`${enquiryForms.formType}`,
  refId: enquiryForms.refId,
  status: enquiryForms.status,
  data: enquiryForms.data,
  feePaise: enquiryForms.feePaise,
  submittedAt: enquiryForms.submittedAt,
  completedAt: enquiryForms.completedAt,
  paymentRequestId: paymentRequests.id,
  paymentStatus: paymentRequests.status,
  /** What has come in on the fee so far: it stays due until this covers feePaise. */
  paymentReceivedPaise: paymentRequests.receivedPaise,
  paymentReference: paymentRequests.referenceId,
  paymentMode: paymentRequests.mode,
};

async function formsOf(ctx: RequestContext, enquiryId: number) {
  return ctx.db
    .select(formColumns)
    .from(enquiryForms)
    .leftJoin(paymentRequests, eq(paymentRequests.id, enquiryForms.paymentRequestId))
    .where(eq(enquiryForms.enquiryId, enquiryId))
    .orderBy(asc(enquiryForms.id));
}

/** An enquiry with its forms, payments, stage history, follow-ups and the student it became. */
export async function enquiryWorkflow(ctx: RequestContext, enquiryId: number) {
  const enquiry: EnquiryRecord = await getRecord(ctx, enquiryResource, enquiryId);
  const [student] = await ctx.db
    .select({ studentId: students.id, admissionId: studentAdmissions.id })
    .from(students)
    .innerJoin(studentAdmissions, eq(studentAdmissions.studentId, students.id))
    .where(eq(students.enquiryId, enquiryId))
    .orderBy(asc(studentAdmissions.id))
    .limit(1);
  return {
    enquiry,
    forms: await formsOf(ctx, enquiryId),
    stageEvents: await ctx.db
      .select()
      .from(enquiryStageEvents)
      .where(eq(enquiryStageEvents.enquiryId, enquiryId))
      .orderBy(asc(enquiryStageEvents.id)),
    followUps: await ctx.db
      .select()
      .from(enquiryFollowUps)
      .where(eq(enquiryFollowUps.enquiryId, enquiryId))
      .orderBy(desc(enquiryFollowUps.followUpDate), desc(enquiryFollowUps.id)),
    student: student ?? null,
    centreFees: {
      APPLICATION: await formFeeOfCentre(ctx, enquiry.franchiseeId, 'APPLICATION'),
      REGISTRATION: await formFeeOfCentre(ctx, enquiry.franchiseeId, 'REGISTRATION'),
      ADMISSION: await formFeeOfCentre(ctx, enquiry.franchiseeId, 'ADMISSION'),
    },
  };
}

/** The enquiry of a code, inside the user's fence (enquiry/edit/{enquiryCode}). */
export async function enquiryByCode(ctx: RequestContext, code: string) {
  const [hit] = await ctx.db
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(and(eq(enquiries.enquiryCode, code), enquiryConditions(ctx, {})));
  if (!hit) throw notFound('Enquiry');
  return enquiryWorkflow(ctx, hit.id);
}

/** Staff fill a form for the family (offline), on an enquiry they may see. */
export async function submitFormForEnquiry(ctx: RequestContext, enquiryId: number, type: FormType, body: unknown) {
  await loadRecord(ctx, enquiryResource, enquiryId);
  const [form] = await ctx.db
    .select({ id: enquiryForms.id })
    .from(enquiryForms)
    .where(and(eq(enquiryForms.enquiryId, enquiryId), eq(enquiryForms.formType, type)));
  if (!form) throw conflict(`Send the ${type.toLowerCase()} form first`);
  return submitForm(ctx, form.id, body);
}

async function formByRef(ctx: RequestContext, refId: string) {
  const [form] = await ctx.db.select().from(enquiryForms).where(eq(enquiryForms.refId, refId));
  if (!form) throw notFound('Form');
  return form;
}

/**
 * A family's form by its link: only what the form needs (the centre, the child's name,
 * what was filled so far, the fee and whether it is paid). The reference is the key.
 */
export async function publicForm(ctx: RequestContext, refId: string) {
  const form = await formByRef(ctx, refId);
  // A form of a type this portal no longer has cannot be shown.
  if (!isFormType(form.formType)) throw notFound('Form');
  const [enquiry] = await ctx.db
    .select({ childName: enquiries.childName, centreName: franchisees.companyName })
    .from(enquiries)
    .innerJoin(franchisees, eq(franchisees.id, enquiries.franchiseeId))
    .where(eq(enquiries.id, form.enquiryId));
  const [payment] = form.paymentRequestId
    ? await ctx.db
        .select({
          status: paymentRequests.status,
          referenceId: paymentRequests.referenceId,
          amountPaise: paymentRequests.amountPaise,
          receivedPaise: paymentRequests.receivedPaise,
        })
        .from(paymentRequests)
        .where(eq(paymentRequests.id, form.paymentRequestId))
    : [];
  const classList =
    form.formType === 'ADMISSION'
      ? await ctx.db
          .select({ id: classes.id, name: classes.name })
          .from(classes)
          .where(eq(classes.isActive, true))
          .orderBy(asc(classes.sort))
      : [];
  const { studentAdmissionId: _s, ...data } = form.data;
  return {
    formType: form.formType,
    status: form.status,
    centreName: enquiry.centreName,
    childName: enquiry.childName,
    data,
    fields: fieldList(FORM_FIELDS[form.formType]),
    fee: payment
      ? {
          amountPaise: payment.amountPaise,
          receivedPaise: payment.receivedPaise,
          status: payment.status,
          referenceId: payment.referenceId,
        }
      : null,
    classes: classList,
  };
}

export async function submitPublicForm(ctx: RequestContext, refId: string, expected: FormType, body: unknown) {
  const form = await formByRef(ctx, refId);
  if (form.formType !== expected) throw notFound('Form');
  return submitForm(actingFor(ctx, form.franchiseeId), form.id, body);
}

/** students/admissions-form/{admissionID}: the admission with the student, class and everything the family filled. */
export async function admissionsFormView(ctx: RequestContext, admissionId: number) {
  // Loaded through the resource: the fence and the owner rule decide who reads it.
  const admission = await loadRecord(ctx, studentAdmissionResource, admissionId);
  const [detail] = await ctx.db
    .select({
      student: students,
      className: classes.name,
      sectionName: sections.name,
      academicYear: academicYears.academicYear,
      centreName: franchisees.companyName,
    })
    .from(studentAdmissions)
    .innerJoin(students, eq(students.id, studentAdmissions.studentId))
    .innerJoin(classes, eq(classes.id, studentAdmissions.classId))
    .innerJoin(academicYears, eq(academicYears.id, studentAdmissions.academicYearId))
    .innerJoin(franchisees, eq(franchisees.id, studentAdmissions.franchiseeId))
    .leftJoin(sections, eq(sections.id, studentAdmissions.sectionId))
    .where(eq(studentAdmissions.id, admissionId));
  const enquiryId = detail.student.enquiryId;
  const enquiry = enquiryId
    ? ((await ctx.db.select().from(enquiries).where(eq(enquiries.id, enquiryId)))[0] ?? null)
    : null;
  const forms = enquiryId ? await formsOf(ctx, enquiryId) : [];
  const payments = enquiryId
    ? await ctx.db
        .select()
        .from(paymentRequests)
        .where(eq(paymentRequests.enquiryId, enquiryId))
        .orderBy(asc(paymentRequests.id))
    : [];
  return {
    admission: {
      ...admission,
      className: detail.className,
      sectionName: detail.sectionName,
      academicYear: detail.academicYear,
      centreName: detail.centreName,
    },
    student: detail.student,
    enquiry: enquiry && {
      id: enquiry.id,
      enquiryCode: enquiry.enquiryCode,
      source: enquiry.source,
      stage: enquiry.stage,
      parentName: enquiry.parentName,
      mobile: enquiry.mobile,
      createdAt: enquiry.createdAt,
    },
    forms: forms.map(({ refId: _r, paymentReference: _p, ...f }) => f),
    payments: payments.map(({ referenceId: _r, ...p }) => p),
  };
}
