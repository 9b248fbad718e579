import { and, eq } from 'drizzle-orm';
import { audit, conflict, inTransaction, loadRecord, type RequestContext } from '@portal/kit';
import {
  FORM_FIELDS,
  FORM_REFERENCE_TYPES,
  FORM_TYPES,
  isClosedStage,
  STAGE,
  type FormType,
} from '../../shared/index.ts';
import { carriedValues } from '../../shared/prefill.ts';
import { newReference } from '../codes.ts';
import { moveStageInTx } from '../enquiries/move-stage.service.ts';
import { enquiryResource } from '../resources.ts';
import { enquiryForms } from '../schema.ts';
import { formFeeOfCentre } from './centre-fees.ts';
import { createPaymentRequest } from './payment-requests.service.ts';

const LABEL: Record<FormType, string> = {
  APPLICATION: 'application',
  REGISTRATION: 'registration',
  ADMISSION: 'admission',
};
const BEFORE: Partial<Record<FormType, FormType>> = { REGISTRATION: 'APPLICATION', ADMISSION: 'REGISTRATION' };

/**
 * Opens the next form of an enquiry with its link and, when there is a fee, a payment
 * request. Forms go in order (application, registration, admission), each only once the
 * one before is complete. Sending the application moves the enquiry to
 * 'Application Fee Link Sent'. Without a fee given, the form carries the centre's fee for it (its fee settings).
 */
export async function issueForm(ctx: RequestContext, enquiryId: number, type: FormType, given: { feePaise?: number }) {
  return inTransaction(ctx, async (ctx) => {
    const enquiry = await loadRecord(ctx, enquiryResource, enquiryId, { forUpdate: true });
    const input = { feePaise: given.feePaise ?? (await formFeeOfCentre(ctx, enquiry.franchiseeId, type)) };
    if (isClosedStage(enquiry.stage)) throw conflict(`The enquiry is ${String(enquiry.stage)}: reopen it first`);
    const forms = await ctx.db.select().from(enquiryForms).where(eq(enquiryForms.enquiryId, enquiryId));
    if (forms.some((f) => f.formType === type))
      throw conflict(`The ${LABEL[type]} form was already sent for this enquiry`);
    const before = BEFORE[type];
    const earlier = before ? forms.find((f) => f.formType === before) : undefined;
    if (before && earlier?.status !== 'COMPLETED')
      throw conflict(`Complete the ${LABEL[before]} form (and its fee) first`);
    // The enquiry, then each earlier form in order: the latest answer to a question wins.
    // Object.assign over a spread answers any: the record is the enquiry's fields and the earlier forms' data.
    const known: Record<string, unknown> = Object.assign(
      { ...enquiry },
      ...FORM_TYPES.slice(0, FORM_TYPES.indexOf(type))
        .map((t) => forms.find((f) => f.formType === t)?.data)
        .filter(Boolean),
    );
    const [form] = await ctx.db
      .insert(enquiryForms)
      .values({
        franchiseeId: enquiry.franchiseeId,
        enquiryId,
        formType: type,
        refId: newReference(),
        feePaise: input.feePaise,
        data: JSON.parse(JSON.stringify(carriedValues(FORM_FIELDS[type], known))),
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
        payerName: enquiry.parentName,
        payerMobile: enquiry.mobile,
      });
      await ctx.db
        .update(enquiryForms)
        .set({ paymentRequestId: payment.id })
        .where(and(eq(enquiryForms.id, form.id)));
    }
    await audit(ctx, {
      resource: enquiryResource,
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

/**
 * Opens an enquiry's admission flow where it stands (a family taking a waitlisted seat): the form being filled
 * when one is open, else the next one (without a fee; the counsellor sets fees on the forms as usual).
 */
export async function openAdmissionFlow(ctx: RequestContext, enquiryId: number) {
  const enquiry = await loadRecord(ctx, enquiryResource, enquiryId);
  const forms = await ctx.db.select().from(enquiryForms).where(eq(enquiryForms.enquiryId, enquiry.id));
  const open = FORM_TYPES.map((t) => forms.find((f) => f.formType === t)).findLast((f) => f !== undefined);
  if (open && (open.status !== 'COMPLETED' || open.formType === 'ADMISSION'))
    return { formId: open.id, refId: open.refId, formType: open.formType };
  const next = FORM_TYPES[open ? FORM_TYPES.indexOf(open.formType) + 1 : 0];
  return issueForm(ctx, enquiryId, next, { feePaise: 0 });
}
