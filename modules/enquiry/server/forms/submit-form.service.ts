import { eq } from 'drizzle-orm';
import { isRecord, zodForFields, todayInIndia, recordOf } from '@portal/core';
import { audit, conflict, fieldError, inTransaction, notFound, parseInput, type RequestContext } from '@portal/kit';
import { academicYears, classes } from '@portal/mod-org/server';
import { FORM_FIELDS, FORM_TYPES, isFormType, STAGE, type FormType } from '../../shared/index.ts';
import { checkChildDob } from '../enquiries/enquiry-hooks.service.ts';
import { moveStageInTx } from '../enquiries/move-stage.service.ts';
import { enquiries, enquiryForms } from '../schema.ts';
import { completeFormIfReady } from './complete-form.service.ts';
import { enquiryFormShape } from '../../shared/resources.ts';

const schemas = recordOf(FORM_TYPES, (type) => zodForFields(FORM_FIELDS[type], 'create'));

/** Checks beyond the field rules: real birth dates, a class that exists, a date in the year. */
async function checkFormData(
  ctx: RequestContext,
  type: FormType,
  data: Record<string, unknown>,
  enquiry: typeof enquiries.$inferSelect,
) {
  if (type === 'APPLICATION') checkChildDob(data.childDob);
  if (type === 'ADMISSION') {
    checkChildDob(data.dateOfBirth, 'dateOfBirth');
    const [cls] = await ctx.db
      .select({ isActive: classes.isActive })
      .from(classes)
      .where(eq(classes.id, Number(data.classId)));
    if (!cls?.isActive) throw fieldError('classId', 'Class not found');
    const [year] = await ctx.db.select().from(academicYears).where(eq(academicYears.id, enquiry.academicYearId));
    const date = String(data.admissionDate);
    if (date < year.startDate || date > year.endDate)
      throw fieldError('admissionDate', `Admission date must fall in ${year.academicYear}`);
  }
  if (type === 'REGISTRATION') {
    const today = todayInIndia();
    if (String(data.preferredStartDate) < today)
      throw fieldError('preferredStartDate', 'Preferred start date cannot be in the past');
  }
}

/**
 * Saves a filled form (by staff, or by the family through its link) and moves the funnel:
 * registration → 'Temporarily Confirmed', admission → 'Admission Form Completed'. A form
 * may be corrected until it is complete; with its fee confirmed it completes at once.
 */
export async function submitForm(ctx: RequestContext, formId: number, body: unknown) {
  return inTransaction(ctx, async (ctx) => {
    const [form] = await ctx.db.select().from(enquiryForms).where(eq(enquiryForms.id, formId)).for('update');
    if (!form) throw notFound('Form');
    if (form.status === 'COMPLETED') throw conflict('This form is already complete');
    const type = form.formType;
    if (!isFormType(type)) throw notFound('Form');
    const data: Record<string, unknown> = parseInput(schemas[type], body);
    const [enquiry] = await ctx.db.select().from(enquiries).where(eq(enquiries.id, form.enquiryId));
    await checkFormData(ctx, type, data, enquiry);
    // A JSON round trip leaves out the undefined values, at any depth, as the jsonb column would.
    const clean: unknown = JSON.parse(JSON.stringify(data));
    if (!isRecord(clean)) throw new Error('A form’s data is a record');
    await ctx.db
      .update(enquiryForms)
      .set({ data: clean, status: 'SUBMITTED', submittedAt: new Date(), updatedAt: new Date() })
      .where(eq(enquiryForms.id, form.id));
    await audit(ctx, {
      resource: enquiryFormShape,
      recordId: form.id,
      action: 'submit',
      franchiseeId: form.franchiseeId,
      changes: { formType: type, by: ctx.user ? 'staff' : 'family' },
    });
    if (type === 'REGISTRATION' && enquiry.stage === STAGE.APPLICATION_FEE_LINK_SENT) {
      await moveStageInTx(
        ctx,
        enquiry.id,
        { stage: STAGE.TEMPORARILY_CONFIRMED, reason: 'Registration form submitted' },
        'workflow',
      );
    }
    if (type === 'ADMISSION' && enquiry.stage === STAGE.TEMPORARILY_CONFIRMED) {
      await moveStageInTx(
        ctx,
        enquiry.id,
        { stage: STAGE.ADMISSION_FORM_COMPLETED, reason: 'Admission form submitted' },
        'workflow',
      );
    }
    const completed = await completeFormIfReady(ctx, form.id);
    return { formId: form.id, formType: type, status: completed ? 'COMPLETED' : 'SUBMITTED' };
  });
}
