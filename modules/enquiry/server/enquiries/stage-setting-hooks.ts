import { fieldError, headOfficeWrites, type Values } from '@portal/kit';
import { SPANCO_SUB_STATUSES, type SpancoStatus } from '../../shared/index.ts';

/** Stage settings are the network's funnel: head office keeps them (adds, changes and deletes them). */
export const stageSettingWriters = headOfficeWrites('Only head office can change enquiry stages');

/** A stage's sub-status must be one of its status. */
export function checkStageSetting(values: Values, existing: Values | null): Values {
  const status = (values.spancoStatus ?? existing?.spancoStatus) as SpancoStatus;
  const sub = (values.spancoSubStatus ?? existing?.spancoSubStatus) as string;
  if (!SPANCO_SUB_STATUSES[status].includes(sub)) {
    throw fieldError('spancoSubStatus', `Spanco sub-status must be one of: ${SPANCO_SUB_STATUSES[status].join(', ')}`);
  }
  return values;
}
