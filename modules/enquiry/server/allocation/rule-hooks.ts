import {
  fieldError,
  type CreateValuesOf,
  type RequestContext,
  type RowOf,
  type Values,
  type ValuesOf,
} from '@portal/kit';
import type { leadAllocationRules } from '../schema.ts';
import { leadHandlers } from './lead-handlers.service.ts';

type Rules = typeof leadAllocationRules;
/** What a rule is checked on, as it will be stored. */
type RuleTerms = Pick<RowOf<Rules>, 'franchiseeId' | 'method' | 'pincode' | 'classId' | 'counsellorId'>;

/** A value after a change: the one given, else the stored one. */
const changed = <T>(given: T | undefined, stored: T): T => (given === undefined ? stored : given);

export function checkNewAllocationRule(ctx: RequestContext, values: CreateValuesOf<Rules>): Promise<Values> {
  return checkAllocationRule(ctx, values, {
    franchiseeId: values.franchiseeId,
    method: values.method,
    pincode: values.pincode ?? null,
    classId: values.classId ?? null,
    counsellorId: values.counsellorId,
  });
}

export function checkAllocationRuleChange(
  ctx: RequestContext,
  values: ValuesOf<Rules>,
  existing: RowOf<Rules>,
): Promise<Values> {
  return checkAllocationRule(ctx, values, {
    franchiseeId: changed(values.franchiseeId, existing.franchiseeId),
    method: changed(values.method, existing.method),
    pincode: changed(values.pincode, existing.pincode),
    classId: changed(values.classId, existing.classId),
    counsellorId: changed(values.counsellorId, existing.counsellorId),
  });
}

/** A rule names what it matches on, and its counsellor works at the rule's centre. */
async function checkAllocationRule(ctx: RequestContext, values: ValuesOf<Rules>, rule: RuleTerms): Promise<Values> {
  if (rule.method === 'PIN code' && !rule.pincode)
    throw fieldError('pincode', 'PIN code is required for the PIN code method');
  if (rule.method === 'Class' && !rule.classId) throw fieldError('classId', 'Class is required for the class method');
  const out: Values = { ...values };
  if (rule.method !== 'PIN code' && values.method !== undefined) out.pincode = null;
  if (rule.method !== 'Class' && values.method !== undefined) out.classId = null;
  const [user] = await leadHandlers(ctx, rule.franchiseeId, rule.counsellorId);
  if (!user)
    throw fieldError('counsellorId', 'The counsellor must be an active counsellor or centre head of this centre');
  return out;
}
