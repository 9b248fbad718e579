/** Demo communication: templates, announcements, events and albums at the demo centre, and a second parent. */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import type { SeedContext } from '@portal/kit';
import { studentAdmissions } from '@portal/mod-students/server';
import { roles } from '@portal/mod-system/server';
import { adminUsers, demoPasswordHash, userRoles } from '@portal/mod-users/server';
import { announcements, calendarEvents, commTemplates, photoAlbums } from './schema.ts';

const day = (today: Date, offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

export async function seedCommunication(db: Executor, { today }: SeedContext): Promise<void> {
  await db.insert(commTemplates).values([
    {
      name: 'Fee reminder (email)',
      userType: 'PARENT',
      type: 'EMAIL',
      page: 'SEND_EMAIL',
      subject: 'Fee reminder for {childName}',
      body: 'Dear {parentName},\n\nThe fee of {feeDue} for {childName} ({className}) is due on {date}.\n\n{centreName}',
    },
    {
      name: 'Fee reminder (SMS)',
      userType: 'PARENT',
      type: 'SMS',
      page: 'SEND_SMS',
      body: 'Dear Parent, fee of Rs {feeDue} for {childName} is due on {date}. Please pay at the centre.',
      dltTemplateId: '1107161234567890123',
      senderId: 'KIDSPT',
    },
    {
      name: 'Holiday notice (SMS)',
      userType: 'ALL',
      type: 'SMS',
      page: 'SEND_SMS',
      body: 'Dear Parent, the centre stays closed on {date}. Classes resume the next working day.',
      dltTemplateId: '1107161234567890456',
      senderId: 'KIDSPT',
    },
    {
      name: 'Staff meeting (email)',
      userType: 'STAFF',
      type: 'EMAIL',
      page: 'SEND_EMAIL',
      subject: 'Staff meeting on {date}',
      body: 'Dear {parentName},\n\nThe monthly staff meeting is on {date} at the centre.\n\n{centreName}',
    },
  ]);

  const [parent] = await db
    .select({
      franchiseeId: studentAdmissions.franchiseeId,
      classId: studentAdmissions.classId,
      accountCentre: adminUsers.franchiseeId,
    })
    .from(adminUsers)
    .innerJoin(studentAdmissions, eq(studentAdmissions.id, adminUsers.studentAdmissionId))
    .where(eq(adminUsers.email, 'parent@demo.school'));
  if (!parent) return;
  const [owner] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.email, 'franchisee-a@demo.school'));
  const centre = parent.franchiseeId;
  // A second demo parent, of a child in another class of the same centre: the albums and announcements of
  // one class are not the other's.
  const [otherChild] = await db
    .select({ id: studentAdmissions.id, classId: studentAdmissions.classId })
    .from(studentAdmissions)
    .where(and(eq(studentAdmissions.franchiseeId, centre), ne(studentAdmissions.classId, parent.classId)))
    .orderBy(asc(studentAdmissions.id))
    .limit(1);
  const otherClass = otherChild ? { id: otherChild.classId } : undefined;
  if (otherChild) {
    const [user] = await db
      .insert(adminUsers)
      .values({
        firstName: 'Suresh',
        lastName: 'Menon',
        email: 'parent2@demo.school',
        passwordHash: await demoPasswordHash(),
        franchiseeId: parent.accountCentre,
        studentAdmissionId: otherChild.id,
      })
      .returning({ id: adminUsers.id });
    const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.role, 'PARENT'));
    await db.insert(userRoles).values({ userId: user.id, roleId: role.id });
  }

  await db.insert(announcements).values([
    {
      franchiseeId: centre,
      title: 'Annual day rehearsals',
      body: '<p>Rehearsals for the annual day start on Monday. Please send your child in comfortable clothes.</p>',
      audience: 'PARENT',
      classId: parent.classId,
      publishFrom: day(today, -2),
      publishTo: day(today, 20),
      createdBy: owner?.id,
    },
    {
      franchiseeId: centre,
      title: 'Centre closed for Diwali',
      body: '<p>The centre stays closed for three days for Diwali.</p>',
      audience: 'ALL',
      publishFrom: day(today, -1),
      publishTo: day(today, 10),
      createdBy: owner?.id,
    },
    {
      franchiseeId: centre,
      title: 'Staff training on Saturday',
      body: '<p>All teachers attend the phonics training on Saturday at 10:00 AM.</p>',
      audience: 'STAFF',
      publishFrom: day(today, -1),
      publishTo: day(today, 7),
      createdBy: owner?.id,
    },
  ]);

  await db.insert(calendarEvents).values([
    { franchiseeId: centre, title: 'Sports day', eventType: 'EVENT', startDate: day(today, 5), endDate: day(today, 5) },
    {
      franchiseeId: centre,
      title: 'Diwali holidays',
      eventType: 'HOLIDAY',
      isHoliday: true,
      startDate: day(today, 12),
      endDate: day(today, 14),
    },
    {
      franchiseeId: centre,
      title: 'Parent-teacher meeting',
      eventType: 'MEETING',
      startDate: day(today, 20),
      endDate: day(today, 20),
      description: 'Progress reports are discussed class by class.',
    },
  ]);

  await db.insert(photoAlbums).values([
    {
      franchiseeId: centre,
      classId: parent.classId,
      title: 'Colours day',
      description: 'Everyone came dressed in yellow.',
      eventDate: day(today, -6),
    },
    ...(otherClass
      ? [{ franchiseeId: centre, classId: otherClass.id, title: 'Field trip to the farm', eventDate: day(today, -3) }]
      : []),
  ]);
}
