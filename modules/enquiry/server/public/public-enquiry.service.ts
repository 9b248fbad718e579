import { and, asc, eq } from 'drizzle-orm';
import { zodForFields } from '@portal/core';
import { badRequest, notFound, parseInput, type RequestContext } from '@portal/kit';
import { classes, franchisees } from '@portal/mod-org/server';
import { z } from 'zod';
import { HONEYPOT_FIELD, PUBLIC_ENQUIRY_FIELDS } from '../../shared/index.ts';
import { enquiryYearId } from '../enquiries/enquiry-hooks.service.ts';
import { intakeLead } from '../enquiries/intake-lead.service.ts';
import { fieldList } from './field-list.ts';
import { formTokenProblem, issueFormToken } from './form-token.ts';

export const THANK_YOU = 'Thank you! Your enquiry has reached the centre; a counsellor will call you soon.';

async function activeCentre(ctx: RequestContext, fid: number) {
  const [centre] = await ctx.db
    .select({ id: franchisees.id, companyName: franchisees.companyName })
    .from(franchisees)
    .where(and(eq(franchisees.id, fid), eq(franchisees.isActive, true)));
  if (!centre) throw notFound('Centre');
  return centre;
}

/** What the public form needs: the centre's name, the classes and a fresh form token. */
export async function publicEnquiryForm(ctx: RequestContext, fid: number) {
  const centre = await activeCentre(ctx, fid);
  const classList = await ctx.db
    .select({ id: classes.id, name: classes.name })
    .from(classes)
    .where(eq(classes.isActive, true))
    .orderBy(asc(classes.sort));
  return {
    centreName: centre.companyName,
    classes: classList,
    formToken: issueFormToken(fid),
    fields: fieldList(PUBLIC_ENQUIRY_FIELDS),
  };
}

const bodySchema = zodForFields(PUBLIC_ENQUIRY_FIELDS, 'create').extend({
  formToken: z.string({ error: 'Please reload the form and try again' }).max(200),
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
});

/**
 * A parent's enquiry from the QR form (/enquiry-form/{fid}) or the parent link
 * (/parent-enquiry/newentry/{fid}/{mid?}). Bots are kept out by the honeypot and the
 * minimum fill time. The answer is the same whether the enquiry is new or already known,
 * so the form reveals nothing about other enquiries.
 */
export async function submitPublicEnquiry(
  ctx: RequestContext,
  fid: number,
  mid: string | undefined,
  body: unknown,
  channel: 'QR Code' | 'Parent Form',
) {
  const input = parseInput(bodySchema, body);
  if (input[HONEYPOT_FIELD]) throw badRequest('Your enquiry could not be accepted');
  const problem = formTokenProblem(input.formToken, fid);
  if (problem) throw badRequest(problem);
  await activeCentre(ctx, fid);
  const { formToken: _t, [HONEYPOT_FIELD]: _h, ...fields } = input;
  await intakeLead(ctx, fid, {
    ...fields,
    source: channel,
    campaign: mid ?? null,
    enquiryType: 'ADMISSION',
    academicYearId: await enquiryYearId(ctx),
  });
  return { message: THANK_YOU };
}
