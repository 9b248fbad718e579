import { eq } from 'drizzle-orm';
import { audit, type RequestContext } from '@portal/kit';
import { admitStudent } from '@portal/mod-students/server';
import { STAGE } from '../../shared/index.ts';
import { moveStageInTx } from '../enquiries/move-stage.service.ts';
import { enquiries, enquiryForms, paymentRequests } from '../schema.ts';
import { enquiryFormShape } from '../../shared/resources.ts';

/**
 * A form is complete once it is submitted and its fee (if any) is confirmed. A completed
 * admission form admits the child: the student, their admission for the enquiry's year
 * and class, and the enquiry's last stage, 'Admission Confirmed'.
 */
export async function completeFormIfReady(ctx: RequestContext, formId: number): Promise<boolean> {
  const [form] = await ctx.db.select().from(enquiryForms).where(eq(enquiryForms.id, formId)).for('update');
  if (!form || form.status !== 'SUBMITTED') return false;
  if (form.paymentRequestId) {
    const [payment] = await ctx.db
      .select({ status: paymentRequests.status })
      .from(paymentRequests)
      .where(eq(paymentRequests.id, form.paymentRequestId));
    if (payment?.status !== 'CONFIRMED' && payment?.status !== 'TRANSFERRED') return false;
  }
  await ctx.db
    .update(enquiryForms)
    .set({ status: 'COMPLETED', completedAt: new Date(), updatedAt: new Date() })
    .where(eq(enquiryForms.id, form.id));
  await audit(ctx, {
    resource: enquiryFormShape,
    recordId: form.id,
    action: 'complete',
    franchiseeId: form.franchiseeId,
    changes: { formType: form.formType, status: ['SUBMITTED', 'COMPLETED'] },
  });
  if (form.formType === 'ADMISSION') await confirmAdmission(ctx, form);
  return true;
}

async function confirmAdmission(ctx: RequestContext, form: typeof enquiryForms.$inferSelect) {
  const [enquiry] = await ctx.db.select().from(enquiries).where(eq(enquiries.id, form.enquiryId));
  const d = form.data;
  // The answers were checked by the form's fields when it was submitted; a left-out one reads as null.
  const text = (key: string): string | null => {
    const answer = d[key];
    return typeof answer === 'string' ? answer : null;
  };
  const { admission } = await admitStudent(ctx, {
    franchiseeId: form.franchiseeId,
    academicYearId: enquiry.academicYearId,
    classId: Number(d.classId),
    admissionDate: String(d.admissionDate),
    enquiryId: enquiry.id,
    student: {
      firstName: String(d.firstName),
      lastName: text('lastName') ?? '',
      dateOfBirth: String(d.dateOfBirth),
      gender: String(d.gender),
      fatherName: text('fatherName'),
      motherName: text('motherName'),
      parentMobile: String(d.parentMobile),
      parentEmail: text('parentEmail'),
      address: text('address'),
      pincode: text('pincode'),
      bloodGroup: text('bloodGroup'),
    },
  });
  await ctx.db
    .update(enquiryForms)
    .set({ data: { ...form.data, studentAdmissionId: admission.id } })
    .where(eq(enquiryForms.id, form.id));
  await moveStageInTx(
    ctx,
    enquiry.id,
    { stage: STAGE.ADMISSION_CONFIRMED, reason: 'Admission fee confirmed' },
    'workflow',
  );
}
