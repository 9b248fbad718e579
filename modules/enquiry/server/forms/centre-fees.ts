import type { RequestContext } from '@portal/kit';
import type { FormType } from '../../shared/index.ts';

/** The fee a centre charges with a form (its fee settings, which the fees module keeps), in paise. */
export type CentreFormFee = (ctx: RequestContext, franchiseeId: number, type: FormType) => Promise<number>;

let centreFormFee: CentreFormFee | null = null;

/**
 * The fees module answers what a centre charges with each form: it owns the fee settings and already depends on
 * this module (a form's fee is paid through it), so it provides the answer here rather than this module reading
 * its table or importing it back.
 */
export function provideCentreFormFee(answer: CentreFormFee): void {
  centreFormFee = answer;
}

/** The centre's fee for a form, as its fee settings say. */
export function formFeeOfCentre(ctx: RequestContext, franchiseeId: number, type: FormType): Promise<number> {
  if (!centreFormFee) throw new Error("No module provides the centres' form fees (the fees module provides them)");
  return centreFormFee(ctx, franchiseeId, type);
}
