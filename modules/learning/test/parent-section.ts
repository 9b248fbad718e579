import { eq } from 'drizzle-orm';
import type { TestApp } from '@portal/server/testing';
import { studentAdmissions } from '@portal/mod-students/server';
import { adminUsers } from '@portal/mod-users/server';

/** The section of the demo parent's child: a class scheduled for it invites that parent. */
export async function parentSection(t: TestApp, parentEmail: string): Promise<number> {
  const [parent] = await t.db.db.select().from(adminUsers).where(eq(adminUsers.email, parentEmail));
  const [admission] = await t.db.db
    .select()
    .from(studentAdmissions)
    .where(eq(studentAdmissions.id, parent.studentAdmissionId!));
  return admission.sectionId!;
}
