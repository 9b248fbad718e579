import { and, eq } from 'drizzle-orm';
import { audit, conflict, inTransaction, loadRecord, type RequestContext } from '@portal/kit';
import { CLOSED_STAGES, FORM_REFERENCE_TYPES, STAGE, type FormType } from '../../shared/index.ts';
import { newReference } from '../codes.ts';
import { moveStageInTx } from '../enquiries/move-stage.ts';
import { enquiryResource } from '../resources.ts';
import { enquiryForms } from '../schema.ts';
import { createPaymentRequest } from './payment-requests.ts';

const LABEL: Record<FormType, string> = {
  APPLICATION: 'application',
  REGISTRATION: 'registration',
  ADMISSION: 'admission',
};
const BEFORE: Partial<Record<FormType, FormType>> = { REGISTRATION: 'APPLICATION', ADMISSION: 'REGISTRATION' };

/** What the family already told us, so they do not type it twice. */
function prefill(
  type: FormType,
  enquiry: Record<string, unknown>,
  earlier: Record<string, unknown>,
): Record<string, unknown> {
  if (type === 'APPLICATION') {
    return {
      childName: enquiry.childName,
      childDob: enquiry.childDob,
      email: enquiry.email,
      pincode: enquiry.pincode,
      address: enquiry.address,
      fatherMobile: enquiry.mobile,
    };
  }
  if (type === 'ADMISSION') {
    const [firstName, ...rest] = String(earlier.childName ?? enquiry.childName ?? '').split(' ');
    return {
      firstName,
      lastName: rest.join(' ') || undefined,
      dateOfBirth: earlier.childDob ?? enquiry.childDob,
      gender: earlier.gender ?? enquiry.gender,
      fatherName: earlier.fatherName,
      motherName: earlier.motherName,
      parentMobile: earlier.fatherMobile ?? enquiry.mobile,
      parentEmail: earlier.email ?? enquiry.email,
      address: earlier.address ?? enquiry.address,
      pincode: earlier.pincode ?? enquiry.pincode,
      classId: enquiry.classId,
    };
  }
  return {};
}

/**
 * Opens the next form of an enquiry with its link and, when there is a fee, a payment
 * request. Forms go in order (application, registration, admission), each only once the
 * one before is complete. Sending the application moves the enquiry to
 * 'Application Fee Link Sent'.
 */
export async function issueForm(ctx: RequestContext, enquiryId: number, type: FormType, input: { feePaise: number }) {
  return inTransaction(ctx, async (ctx) => {
    const enquiry = await loadRecord(ctx, enquiryResource, enquiryId, { forUpdate: true });
    if ((CLOSED_STAGES as readonly string[]).includes(enquiry.stage as string))
      throw conflict(`The enquiry is ${String(enquiry.stage)}: reopen it first`);
    const forms = await ctx.db.select().from(enquiryForms).where(eq(enquiryForms.enquiryId, enquiryId));
    if (forms.some((f) => f.formType === type))
      throw conflict(`The ${LABEL[type]} form was already sent for this enquiry`);
    const before = BEFORE[type];
    const earlier = before ? forms.find((f) => f.formType === before) : undefined;
    if (before && earlier?.status !== 'COMPLETED')
      throw conflict(`Complete the ${LABEL[before]} form (and its fee) first`);
    const application = forms.find((f) => f.formType === 'APPLICATION');
    const [form] = await ctx.db
      .insert(enquiryForms)
      .values({
        franchiseeId: enquiry.franchiseeId as number,
        enquiryId,
        formType: type,
        refId: newReference(),
        feePaise: input.feePaise,
        data: JSON.parse(JSON.stringify(prefill(type, enquiry, (application?.data ?? {}) as Record<string, unknown>))),
        createdBy: ctx.user?.id ?? null,
      })
      .returning();
    if (input.feePaise > 0) {
      const payment = await createPaymentRequest(ctx, {
        franchiseeId: form.franchiseeId,
        referenceType: FORM_REFERENCE_TYPES[type],
        amountPaise: input.feePaise,
        description:
          `${LABEL[type][0].toUpperCase()}${LABEL[type].slice(1)} fee for ` +
          `${String(enquiry.childName)} (${String(enquiry.enquiryCode)})`,
        enquiryId,
        formId: form.id,
        payerName: enquiry.parentName as string,
        payerMobile: enquiry.mobile as string,
      });
      await ctx.db
        .update(enquiryForms)
        .set({ paymentRequestId: payment.id })
        .where(and(eq(enquiryForms.id, form.id)));
    }
    await audit(ctx, {
      resource: enquiryResource.name,
      recordId: enquiryId,
      action: `issue-${LABEL[type]}-form`,
      franchiseeId: form.franchiseeId,
      changes: { feePaise: input.feePaise },
    });
    if (type === 'APPLICATION' && enquiry.stage !== STAGE.APPLICATION_FEE_LINK_SENT) {
      await moveStageInTx(
        ctx,
        enquiryId,
        { stage: STAGE.APPLICATION_FEE_LINK_SENT, reason: 'Application form and fee link sent' },
        'workflow',
      );
    }
    return { formId: form.id, refId: form.refId, formType: type };
  });
}
