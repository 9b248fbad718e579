import { and, eq, inArray } from 'drizzle-orm';
import { badRequest, inTransaction, parseInput, type RequestContext } from '@portal/kit';
import { HONEYPOT_FIELD } from '../shared/constants.ts';
import { franchiseFormInput } from '../shared/contracts.ts';
import { formTokenProblem, issueFormToken } from './form-token.ts';
import { enterStage } from './stages.service.ts';
import { devProspects } from './schema.ts';

export const THANK_YOU = 'Thank you for your interest! Our franchise team will call you within two working days.';

export const franchiseForm = () => ({ formToken: issueFormToken() });

/**
 * A prospective franchisee's enquiry from the website: the enquiry form's protections (honeypot, minimum fill
 * time, signed form token; the route limits each address). The answer is the same for a new prospect and one
 * already in the pipeline (same mobile, still open), so the form reveals nothing about others.
 */
export async function submitFranchiseForm(ctx: RequestContext, body: unknown) {
  const input = parseInput(franchiseFormInput, body);
  if (input[HONEYPOT_FIELD]) throw badRequest('Your enquiry could not be accepted');
  const problem = formTokenProblem(input.formToken);
  if (problem) throw badRequest(problem);
  await inTransaction(ctx, async (ctx) => {
    const [known] = await ctx.db
      .select({ id: devProspects.id })
      .from(devProspects)
      .where(
        and(
          eq(devProspects.mobile, input.mobile),
          inArray(devProspects.stage, ['NEW', 'QUALIFIED', 'DISCOVERY_MEETING', 'DISCLOSURE_SENT']),
        ),
      );
    if (known) return;
    const [prospect] = await ctx.db
      .insert(devProspects)
      .values({
        name: input.name,
        mobile: input.mobile,
        email: input.email ?? null,
        city: input.city,
        pincodes: [...new Set(input.pincodes)],
        investmentBand: input.investmentBand,
        source: 'WEBSITE',
        remarks: input.remarks ?? null,
      })
      .returning();
    await enterStage(ctx, { id: prospect.id, stage: 'NEW' }, 'NEW');
  });
  return { message: THANK_YOU };
}
