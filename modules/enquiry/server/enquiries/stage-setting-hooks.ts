import { fieldError, forbidden, type RequestContext, seesEveryFranchisee, type Values } from '@portal/kit';
import { SPANCO_SUB_STATUSES, type SpancoStatus } from '../../shared/index.ts';

/** Stage settings are the network's funnel: head office keeps them, with a sub-status of the status. */
export function checkStageSetting(ctx: RequestContext, values: Values, existing: Values | null): Values {
  if (!seesEveryFranchisee(ctx)) throw forbidden('Only head office can change enquiry stages');
  const status = (values.spancoStatus ?? existing?.spancoStatus) as SpancoStatus;
  const sub = (values.spancoSubStatus ?? existing?.spancoSubStatus) as string;
  if (!SPANCO_SUB_STATUSES[status].includes(sub)) {
    throw fieldError('spancoSubStatus', `Spanco sub-status must be one of: ${SPANCO_SUB_STATUSES[status].join(', ')}`);
  }
  return values;
}
