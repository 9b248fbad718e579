import { actingForFranchisee, type RequestContext } from '@portal/kit';

/**
 * A context that acts for exactly one centre: for public forms, webhooks and payment
 * callbacks, where no signed-in user names the centre but the request itself does.
 */
export function actingFor(ctx: RequestContext, franchiseeId: number): RequestContext {
  return actingForFranchisee(ctx, franchiseeId);
}
