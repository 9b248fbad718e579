import { eq } from 'drizzle-orm';
import { loadRecord, notFound, requireUser, type RequestContext } from '@portal/kit';
import { adminUsers } from '@portal/mod-users/server';
import { reportFor } from './attendance.service.ts';
import { studentAdmissionResource, studentResource } from './resources.ts';
import { studentList } from './student-list.service.ts';

/** The admission a parent account is linked to; nothing else is reachable from here. */
async function linkedAdmission(ctx: RequestContext) {
  requireUser(ctx);
  const [user] = await ctx.db
    .select({ studentAdmissionId: adminUsers.studentAdmissionId })
    .from(adminUsers)
    .where(eq(adminUsers.id, ctx.user.id));
  if (!user?.studentAdmissionId) throw notFound('Linked student');
  return loadRecord(ctx, studentAdmissionResource, user.studentAdmissionId);
}

/** The parent's child: class, section and year of the linked admission. */
export async function myChild(ctx: RequestContext) {
  const admission = await linkedAdmission(ctx);
  const { rows } = await studentList(ctx, { page: 1, pageSize: 1, admissionId: admission.id });
  if (!rows[0]) throw notFound('Linked student');
  return rows[0];
}

/** The parent's child's attendance for the linked admission's year. */
export async function myChildAttendance(ctx: RequestContext) {
  const admission = await linkedAdmission(ctx);
  const student = await loadRecord(ctx, studentResource, admission.studentId);
  return reportFor(ctx, student, { admissionId: admission.id });
}
