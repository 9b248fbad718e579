import { fieldError, headOfficeWrites, type RowOf, type Values, type ValuesOf } from '@portal/kit';
import { isSpancoStatus, SPANCO_SUB_STATUSES } from '../../shared/index.ts';
import type { enquiryStages } from '../schema.ts';

/** Stage settings are the network's funnel: head office keeps them (adds, changes and deletes them). */
export const stageSettingWriters = headOfficeWrites('Only head office can change enquiry stages');

/** A stage's sub-status must be one of its status. */
export function checkStageSetting(
  values: ValuesOf<typeof enquiryStages>,
  existing: RowOf<typeof enquiryStages> | null,
): Values {
  const status = values.spancoStatus ?? existing?.spancoStatus;
  const sub = values.spancoSubStatus ?? existing?.spancoSubStatus;
  // A status outside the list has no sub-status to offer.
  const subs = status !== undefined && isSpancoStatus(status) ? SPANCO_SUB_STATUSES[status] : [];
  if (sub === undefined || !subs.includes(sub)) {
    throw fieldError('spancoSubStatus', `Spanco sub-status must be one of: ${subs.join(', ')}`);
  }
  return values;
}
