import { addDays } from '@portal/core';
import { eq } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import type { SeedContext } from '@portal/kit';
import { adminUsers } from '@portal/mod-users/server';
import { scheduleEscalation } from './escalation.ts';
import { privacyProcessors, privacyRequestEvents, privacyRequests, privacySettings } from './schema.ts';

/** The services the portal hands personal data to, as the privacy notice names them. */
export const PROCESSORS = [
  {
    name: 'File storage (S3-compatible bucket)',
    service: 'Stores uploaded files',
    receives: 'Photos, ID documents, prescriptions, report cards and other attached files',
    purpose: 'Keeping the files the centre and parents upload',
    location: 'India',
  },
  {
    name: 'SMS gateway',
    service: 'Sends text messages',
    receives: 'Mobile numbers and the text of each message',
    purpose: 'Sign-in codes, pickup codes, fee reminders and alerts',
    location: 'India',
  },
  {
    name: 'Email relay (SMTP)',
    service: 'Sends emails',
    receives: 'Email addresses, names and the text of each message',
    purpose: 'Sign-in codes, receipts, answers to requests and notices',
    location: 'India',
  },
  {
    name: 'Razorpay',
    service: 'Payment gateway',
    receives: 'The payer’s name, mobile, email and the amount paid',
    purpose: 'Taking fee payments online',
    location: 'India',
  },
  {
    name: 'BigBlueButton meeting server',
    service: 'Online classes and training meetings',
    receives: 'The name shown in the meeting, voice and video while in it',
    purpose: 'Online classes and teacher training',
    location: 'India',
  },
  {
    name: 'Browser push services',
    service: 'Deliver notifications to phones and browsers',
    receives: 'An address for the browser and the notification’s title and text',
    purpose: 'Telling parents and staff about the day, fees and messages',
    location: 'The browser maker’s service (Google, Mozilla, Apple, Microsoft)',
  },
];

/** The processors, the grievance officer, the daily escalation and one answered demo request of the demo parent. */
export async function seedPrivacy(db: Executor, ctx: SeedContext): Promise<void> {
  await scheduleEscalation(db);
  await db.insert(privacyProcessors).values(PROCESSORS.map((p, i) => ({ ...p, sort: i + 1 })));
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
