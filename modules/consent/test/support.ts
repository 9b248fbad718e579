import { eq } from 'drizzle-orm';
import { studentAdmissions } from '@portal/mod-students/server';
import { adminUsers } from '@portal/mod-users/server';
import type { TestApp } from '@portal/server/testing';

export const PARENT = 'parent@demo.school';
export const PARENT_2 = 'parent2@demo.school';
export const HEAD = 'franchisee-a@demo.school';
export const OTHER_HEAD = 'franchisee-b@demo.school';
export const TEACHER = 'teacher@demo.school';

/** The child a parent's account is for: its admission, centre and class. */
export async function childOf(t: TestApp, email: string) {
  const [row] = await t.db.db
    .select({
      id: studentAdmissions.id,
      franchiseeId: studentAdmissions.franchiseeId,
      classId: studentAdmissions.classId,
    })
    .from(adminUsers)
    .innerJoin(studentAdmissions, eq(studentAdmissions.id, adminUsers.studentAdmissionId))
    .where(eq(adminUsers.email, email));
  return row;
}
