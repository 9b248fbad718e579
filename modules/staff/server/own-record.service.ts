import { notFound, present, type RequestContext, requireAccess } from '@portal/kit';
import { STAFF_MODULES } from '../shared/index.ts';
import { ownStaff } from './acting-staff.service.ts';
import { staffResource } from './resources.ts';

/** The signed-in person's own staff record with their centre's name, for the self-service screens. */
export async function ownStaffRecord(ctx: RequestContext) {
  requireAccess(ctx, STAFF_MODULES.TEACHER_ATTENDANCE, 'GET');
  const own = await ownStaff(ctx);
  if (!own) throw notFound('Staff record');
  const [shown] = await present(ctx, staffResource, [own]);
  return { ...own, franchiseeIdLabel: typeof shown.franchiseeIdLabel === 'string' ? shown.franchiseeIdLabel : null };
}
