import { eq } from 'drizzle-orm';
import { studentAdmissions } from '@portal/mod-students/server';
import { adminUsers } from '@portal/mod-users/server';
import type { TestApp } from './support.ts';

/** The child a demo parent's account is for: its admission, centre and class. */
export async function demoChild(t: TestApp, email: string) {
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
