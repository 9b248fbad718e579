/**
 * Who may count toward a room's ratio. The register of staff vetting lives in a module above this one, so it
 * provides the answer here rather than this module reading its tables; without a provider every staff member in
 * counts, as before.
 */
import type { RequestContext } from '@portal/kit';

/** The staff of a centre who may count on a day (police-verified, trained), by staff id. */
export type RatioEligibility = (ctx: RequestContext, franchiseeId: number, day: string) => Promise<Set<number>>;

let eligibility: RatioEligibility | null = null;

export function provideRatioEligibility(answer: RatioEligibility): void {
  eligibility = answer;
}

/** The staff who may count, or null when every staff member does (no register provides the rule). */
export async function eligibleStaff(ctx: RequestContext, franchiseeId: number, day: string) {
  return eligibility ? eligibility(ctx, franchiseeId, day) : null;
}
