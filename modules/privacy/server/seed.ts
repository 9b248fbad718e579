import { addDays } from '@portal/core';
import { eq } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import type { SeedContext } from '@portal/kit';
import { adminUsers } from '@portal/mod-users/server';
import { scheduleEscalation } from './escalation.ts';
import { privacyRequestEvents, privacyRequests, privacySettings } from './schema.ts';

/** The grievance officer, the daily escalation and one answered demo request of the demo parent. */
export async function seedPrivacy(db: Executor, ctx: SeedContext): Promise<void> {
  await scheduleEscalation(db);
  await db.insert(privacySettings).values({
    id: 1,
    grievanceOfficerName: 'Meera Nair',
    grievanceOfficerEmail: 'grievance@demo.school',
    grievanceOfficerPhone: '080 4000 1234',
  });
  const [parent] = await db
    .select({ id: adminUsers.id, franchiseeId: adminUsers.franchiseeId, admissionId: adminUsers.studentAdmissionId })
    .from(adminUsers)
    .where(eq(adminUsers.email, 'parent@demo.school'));
  if (!parent?.franchiseeId || !parent.admissionId) return;
  const today = ctx.today.toISOString().slice(0, 10);
  const [request] = await db
    .insert(privacyRequests)
    .values({
      franchiseeId: parent.franchiseeId,
      requestedBy: parent.id,
      studentAdmissionId: parent.admissionId,
      childName: 'Aarav Kapoor',
      kind: 'CORRECTION',
      status: 'COMPLETED',
      details: 'The address on the admission is our old one: it is now 12 Rose Lane, Indiranagar.',
      record: 'Student record: address',
      answer: 'We have corrected the address on Aarav’s record. Thank you for telling us.',
      dueOn: addDays(today, 80),
      answeredAt: ctx.today,
      createdAt: new Date(ctx.today.getTime() - 10 * 86_400_000),
    })
    .returning({ id: privacyRequests.id });
  await db.insert(privacyRequestEvents).values([
    { requestId: request.id, status: 'OPEN', note: 'Correction asked for', byUserId: parent.id },
    { requestId: request.id, status: 'COMPLETED', note: 'Address corrected' },
  ]);
}
