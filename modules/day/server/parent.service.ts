import { ownValues, type RequestContext } from '@portal/kit';
import { activeChildren } from '@portal/mod-students/server';
import { ownChildRule } from '@portal/mod-users/server';

/** The children linked to the parent's account (Active admissions only). */
export async function myChildren(ctx: RequestContext) {
  const own = (await ownValues(ctx, ownChildRule)).map(Number);
  return activeChildren(ctx, { studentAdmissionIds: own });
}
