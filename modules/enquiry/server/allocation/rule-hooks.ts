import { fieldError, type RequestContext, type Values } from '@portal/kit';
import { leadHandlers } from './lead-handlers.ts';

/** A rule names what it matches on, and its counsellor works at the rule's centre. */
export async function checkAllocationRule(
  ctx: RequestContext,
  values: Values,
  existing: Values | null,
): Promise<Values> {
  const get = (k: string) => (values[k] === undefined ? existing?.[k] : values[k]);
  const method = get('method');
  if (method === 'PIN code' && !get('pincode'))
    throw fieldError('pincode', 'PIN code is required for the PIN code method');
  if (method === 'Class' && !get('classId')) throw fieldError('classId', 'Class is required for the class method');
  const out = { ...values };
  if (method !== 'PIN code' && values.method !== undefined) out.pincode = null;
  if (method !== 'Class' && values.method !== undefined) out.classId = null;
  const franchiseeId = get('franchiseeId') as number;
  const counsellorId = get('counsellorId') as number;
  const [user] = await leadHandlers(ctx, franchiseeId, counsellorId);
  if (!user)
    throw fieldError('counsellorId', 'The counsellor must be an active counsellor or centre head of this centre');
  return out;
}
