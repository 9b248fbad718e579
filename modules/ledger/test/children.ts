import { eq } from 'drizzle-orm';
import type { TestApp } from '@portal/server/testing';
import { studentAdmissions } from '@portal/mod-students/server';

/** The first `count` admissions of the demo's centre 2, in id order: the children a posting test posts for. */
export async function centreTwoChildren(t: TestApp, count: number): Promise<number[]> {
  const rows = await t.db.db
    .select({ id: studentAdmissions.id })
    .from(studentAdmissions)
    .where(eq(studentAdmissions.franchiseeId, 2))
    .orderBy(studentAdmissions.id)
    .limit(count);
  return rows.map((r) => r.id);
}
