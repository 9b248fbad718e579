/**
 * Demo safety at centre 002, for parent@demo.school's child: an approved medicine for this week, a sent incident
 * report waiting for the parent's acknowledgement, and a draft report waiting for the centre head; and two serious
 * incidents of this month already sent and acknowledged (so the centre's health shows an early warning).
 */
import { eq } from 'drizzle-orm';
import { addDays, todayInIndia } from '@portal/core';
import type { Executor } from '@portal/db';
import type { SeedContext } from '@portal/kit';
import { studentAdmissions } from '@portal/mod-students/server';
import { adminUsers } from '@portal/mod-users/server';
import type { IncidentKind } from '../shared/incidents.ts';
import { dayIncidents, dayMedications } from './schema.ts';

const CENTRE = 2;

/** A moment of the demo's day: `minutes` after midnight India time, `days` from today. */
const indiaTime = (today: Date, days: number, minutes: number) =>
  new Date(today.getTime() + days * 86_400_000 + (minutes - 330) * 60_000);

export async function seedSafety(db: Executor, { today }: SeedContext): Promise<void> {
  const userId = async (email: string) =>
    (await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, email)))[0]?.id ?? null;
  const [parent] = await db
    .select({ studentAdmissionId: adminUsers.studentAdmissionId })
    .from(adminUsers)
    .where(eq(adminUsers.email, 'parent@demo.school'));
  if (!parent?.studentAdmissionId) return;
  const [child] = await db
    .select({ id: studentAdmissions.id, classId: studentAdmissions.classId })
    .from(studentAdmissions)
    .where(eq(studentAdmissions.id, parent.studentAdmissionId));
  if (!child) return;
  const head = await userId('franchisee-a@demo.school');
  const parentUser = await userId('parent@demo.school');
  const teacher = await userId('teacher@demo.school');
  const day = todayInIndia(today);

  await db.insert(dayMedications).values({
    franchiseeId: CENTRE,
    studentAdmissionId: child.id,
    medicine: 'Cetirizine syrup',
    dose: '2.5 ml',
    times: '09:00 AM, 01:00 PM',
    fromDate: addDays(day, -1),
    toDate: addDays(day, 3),
    notes: 'For a seasonal allergy; after food.',
    status: 'APPROVED',
    decidedBy: head,
    decidedAt: indiaTime(today, -1, 8 * 60 + 30),
  });

  const incident = { franchiseeId: CENTRE, studentAdmissionId: child.id, classId: child.classId };
  await db.insert(dayIncidents).values([
    {
      ...incident,
      kind: 'INJURY',
      occurredAt: indiaTime(today, -1, 11 * 60 + 15).toISOString(),
      place: 'Outdoor play area',
      whatHappened: 'Slipped on the slide’s steps and bumped the right elbow. No swelling; the child played on.',
      firstAid: 'Cold compress for ten minutes; watched for the rest of the day.',
      staffPresent: 'Fatima Shaikh, Priya Nair',
      serious: false,
      status: 'SENT',
      reportedBy: teacher,
      sentBy: head,
      sentAt: indiaTime(today, -1, 12 * 60),
    },
    {
      ...incident,
      kind: 'ILLNESS',
      occurredAt: indiaTime(today, -2, 10 * 60 + 40).toISOString(),
      place: 'Classroom',
      whatHappened: 'Felt warm after the morning snack; temperature 37.9 °C.',
      firstAid: 'Rested in the quiet corner with water; parents called.',
      staffPresent: 'Fatima Shaikh',
      serious: false,
      status: 'DRAFT',
      reportedBy: teacher,
    },
    ...(
      [
        {
          kind: 'ILLNESS',
          place: 'Dining area',
          what: 'An allergic rash after lunch; the child was taken to hospital.',
        },
        { kind: 'OTHER', place: 'Main gate', what: 'The gate was found open during outdoor play; a child walked out.' },
      ] satisfies { kind: IncidentKind; place: string; what: string }[]
    ).map((s, i): typeof dayIncidents.$inferInsert => ({
      ...incident,
      kind: s.kind,
      // Early this month: the first minutes of its first day, and of today.
      occurredAt: (i === 0 ? new Date(`${day.slice(0, 8)}01T00:20:00+05:30`) : indiaTime(today, 0, 20)).toISOString(),
      place: s.place,
      whatHappened: s.what,
      firstAid: 'Parents called at once; the centre head was with the child.',
      staffPresent: 'Fatima Shaikh',
      serious: true,
      status: 'ACKNOWLEDGED',
      reportedBy: teacher,
      sentBy: head,
      sentAt: indiaTime(today, 0, 40),
      acknowledgedBy: parentUser,
      acknowledgedName: 'Parent',
      acknowledgedAt: indiaTime(today, 0, 60),
    })),
  ]);
}
