import { and, eq } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import type { Recipient } from '@portal/mod-notifications/server';
import { adminUsers } from '@portal/mod-users/server';

/** The child's active parent accounts, with where to reach them and their language. */
export async function parentsOf(db: Executor, studentAdmissionId: number): Promise<Recipient[]> {
  return db
    .select({ id: adminUsers.id, email: adminUsers.email, mobile: adminUsers.mobile, language: adminUsers.language })
    .from(adminUsers)
    .where(and(eq(adminUsers.studentAdmissionId, studentAdmissionId), eq(adminUsers.isActive, true)));
}

/** Fee notices also go to the parents' phones, as the 'Fees' kind they may turn off; they open the fee account. */
export const FEES_PUSH = { kind: 'fees' as const, url: '/student-account/details' };
