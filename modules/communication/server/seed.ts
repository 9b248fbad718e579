/**
 * Demo communication: templates, announcements, events and albums with photos at the demo centre, a second parent in
 * another class and a second family in the demo parent's own class.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { formatDate } from '@portal/core';
import type { Executor } from '@portal/db';
import { files, loadSharp, type FileStore, type SeedContext } from '@portal/kit';
import { academicYears } from '@portal/mod-org/server';
import { studentAdmissions, students } from '@portal/mod-students/server';
import { roles } from '@portal/mod-system/server';
import { adminUsers, demoPasswordHash, userRoles } from '@portal/mod-users/server';
import { makeThumbnail } from './gallery.service.ts';
import { CLOSURE_DESCRIPTION } from './resources.ts';
import { announcements, calendarEvents, commTemplates, photoAlbums, photoChildren, photos } from './schema.ts';

const day = (today: Date, offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

export function seedCommunication(store: FileStore) {
  return (db: Executor, ctx: SeedContext) => seedCommunicationData(db, ctx, store);
}

async function seedCommunicationData(db: Executor, { today }: SeedContext, store: FileStore): Promise<void> {
  const seeded = await db
    .insert(commTemplates)
    .values([
      {
        name: 'Fee reminder (email)',
        userType: 'PARENT',
        type: 'EMAIL',
        page: 'SEND_EMAIL',
        subject: 'Fee reminder for {childName}',
        body:
          'Dear {parentName},\n\nThe fee of {feeDue} for {childName} ({className}) is due on {date}.\n\n' +
          '{centreName}',
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
    ])
    .returning({ id: commTemplates.id, name: commTemplates.name });
  const templateId = (name: string) => seeded.find((t) => t.name === name)!.id;
  await db.insert(commTemplates).values(feeReminderTranslations(templateId));

  const [parent] = await db
    .select({
      id: adminUsers.id,
      studentAdmissionId: studentAdmissions.id,
      franchiseeId: studentAdmissions.franchiseeId,
      classId: studentAdmissions.classId,
      accountCentre: adminUsers.franchiseeId,
      yearFrom: academicYears.startDate,
    })
    .from(adminUsers)
    .innerJoin(studentAdmissions, eq(studentAdmissions.id, adminUsers.studentAdmissionId))
    .innerJoin(academicYears, eq(academicYears.id, studentAdmissions.academicYearId))
    .where(eq(adminUsers.email, 'parent@demo.school'));
  if (!parent) return;
  // A family sees its class's albums and announcements of the child's year: in the year's first days, last week is
  // another year.
  const thisYear = (date: string) => (date < parent.yearFrom ? parent.yearFrom : date);
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
  // A second family in the demo parent's own class (parent3@): its class photos show both children, so either
  // family's withdrawal of the class photos can be seen from the other's gallery.
  const [classmate] = await db
    .select({ id: studentAdmissions.id })
    .from(studentAdmissions)
    .leftJoin(adminUsers, eq(adminUsers.studentAdmissionId, studentAdmissions.id))
    .where(
      and(
        eq(studentAdmissions.franchiseeId, centre),
        eq(studentAdmissions.classId, parent.classId),
        eq(studentAdmissions.status, 'Active'),
        ne(studentAdmissions.id, parent.studentAdmissionId),
        isNull(adminUsers.id),
      ),
    )
    .orderBy(asc(studentAdmissions.id))
    .limit(1);
  if (classmate) {
    const [user] = await db
      .insert(adminUsers)
      .values({
        firstName: 'Deepa',
        lastName: 'Iyer',
        email: 'parent3@demo.school',
        passwordHash: await demoPasswordHash(),
        franchiseeId: parent.accountCentre,
        studentAdmissionId: classmate.id,
      })
      .returning({ id: adminUsers.id });
    const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.role, 'PARENT'));
    await db.insert(userRoles).values({ userId: user.id, roleId: role.id });
  }

  // The Diwali closure is announced as a closure notice: its days are the calendar's Diwali holidays.
  const closedFrom = day(today, 12);
  const closedTo = day(today, 14);
  const seededAnnouncements = await db
    .insert(announcements)
    .values([
      {
        franchiseeId: centre,
        title: 'Annual day rehearsals',
        body: '<p>Rehearsals for the annual day start on Monday. Please send your child in comfortable clothes.</p>',
        audience: 'PARENT',
        classId: parent.classId,
        publishFrom: thisYear(day(today, -2)),
        publishTo: day(today, 20),
        createdBy: owner?.id,
      },
      {
        franchiseeId: centre,
        title: 'Centre closed for Diwali',
        body:
          `<p>The centre stays closed for three days for Diwali, from ${formatDate(closedFrom)} to ` +
          `${formatDate(closedTo)}.</p>`,
        audience: 'ALL',
        publishFrom: day(today, -1),
        publishTo: closedTo,
        closedFrom,
        closedTo,
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
    ])
    .returning();
  const closure = seededAnnouncements.find((a) => a.closedFrom)!;

  await db.insert(calendarEvents).values([
    { franchiseeId: centre, title: 'Sports day', eventType: 'EVENT', startDate: day(today, 5), endDate: day(today, 5) },
    {
      franchiseeId: centre,
      title: closure.title,
      description: CLOSURE_DESCRIPTION,
      eventType: 'HOLIDAY',
      isHoliday: true,
      startDate: closedFrom,
      endDate: closedTo,
      announcementId: closure.id,
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

  const [colours] = await db
    .insert(photoAlbums)
    .values({
      franchiseeId: centre,
      classId: parent.classId,
      title: 'Colours day',
      description: 'Everyone came dressed in yellow.',
      eventDate: thisYear(day(today, -6)),
    })
    .returning({ id: photoAlbums.id });
  const [farm] = otherClass
    ? await db
        .insert(photoAlbums)
        .values({
          franchiseeId: centre,
          classId: otherClass.id,
          title: 'Field trip to the farm',
          eventDate: thisYear(day(today, -3)),
        })
        .returning({ id: photoAlbums.id })
    : [];

  // The albums' photos, the children each shows named as a teacher names them on upload.
  const [teacher] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.email, 'teacher@demo.school'));
  const firstName = async (admissionId: number | undefined) => {
    if (admissionId === undefined) return undefined;
    const [row] = await db
      .select({ name: students.firstName })
      .from(studentAdmissions)
      .innerJoin(students, eq(students.id, studentAdmissions.studentId))
      .where(eq(studentAdmissions.id, admissionId));
    return row?.name;
  };
  const [mine, theirs] = await Promise.all([firstName(parent.studentAdmissionId), firstName(classmate?.id)]);
  const photo = { db, store, centre, uploadedBy: teacher?.id ?? null };
  await addDemoPhoto(photo, colours.id, {
    caption: theirs ? `${mine} and ${theirs} painting in yellow` : `${mine} painting in yellow`,
    colour: '#f6c431',
    children: [parent.studentAdmissionId, ...(classmate ? [classmate.id] : [])],
  });
  await addDemoPhoto(photo, colours.id, { caption: 'The yellow classroom', colour: '#fab005', children: [] });
  if (farm && otherChild)
    await addDemoPhoto(photo, farm.id, {
      caption: `${await firstName(otherChild.id)} feeding the calves`,
      colour: '#74b816',
      children: [otherChild.id],
    });
}

/**
 * A demo photo of an album: a picture drawn in the album's colour with its caption (no child's real face), its
 * thumbnail made as an upload's is, and the children it shows named. The album's cover is its first thumbnail.
 */
async function addDemoPhoto(
  { db, store, centre, uploadedBy }: { db: Executor; store: FileStore; centre: number; uploadedBy: number | null },
  albumId: number,
  { caption, colour, children }: { caption: string; colour: string; children: number[] },
) {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640">' +
    `<rect width="960" height="640" fill="${colour}"/>` +
    '<circle cx="330" cy="300" r="110" fill="#fff" fill-opacity="0.7"/>' +
    '<circle cx="630" cy="300" r="110" fill="#fff" fill-opacity="0.7"/>' +
    `<text x="480" y="560" font-size="30" font-family="sans-serif" fill="#222" text-anchor="middle">${caption}</text>` +
    '</svg>';
  const image = await (await loadSharp())(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
  const { thumb, width, height } = await makeThumbnail(image);
  const keep = async (bytes: Buffer, name: string) => {
    const id = randomBytes(16).toString('base64url');
    await store.write(id, Readable.from([bytes]));
    await db.insert(files).values({
      id,
      originalName: name,
      size: bytes.length,
      contentType: 'image/jpeg',
      uploadedBy,
      franchiseeId: centre,
    });
    return id;
  };
  const name = `${caption.toLowerCase().replace(/[^a-z]+/g, '-')}.jpg`;
  const fileId = await keep(image, name);
  const thumbFileId = await keep(thumb, `thumb-${name}`);
  const [row] = await db
    .insert(photos)
    .values({ albumId, franchiseeId: centre, fileId, thumbFileId, width, height, caption, uploadedBy })
    .returning({ id: photos.id });
  if (children.length)
    await db
      .insert(photoChildren)
      .values(children.map((studentAdmissionId) => ({ photoId: row.id, studentAdmissionId })));
  await db
    .update(photoAlbums)
    .set({ coverFileId: thumbFileId })
    .where(and(eq(photoAlbums.id, albumId), isNull(photoAlbums.coverFileId)));
}

/**
 * The fee reminders in Hindi, Kannada and Tamil: each is sent instead of the English one to a parent who reads
 * that language. An SMS translation is registered with DLT under its own template id.
 */
function feeReminderTranslations(templateId: (name: string) => number): (typeof commTemplates.$inferInsert)[] {
  const email = templateId('Fee reminder (email)');
  const sms = templateId('Fee reminder (SMS)');
  const common = { userType: 'PARENT', senderId: 'KIDSPT' } as const;
  return [
    {
      ...common,
      name: 'Fee reminder (email) — हिन्दी',
      type: 'EMAIL',
      page: 'SEND_EMAIL',
      language: 'hi',
      variantOf: email,
      senderId: null,
      subject: '{childName} की फ़ीस की याद',
      body:
        'नमस्ते {parentName} जी,\n\n{childName} ({className}) की {feeDue} फ़ीस {date} तक जमा करनी है।\n\n' +
        'धन्यवाद,\n{centreName}',
    },
    {
      ...common,
      name: 'Fee reminder (email) — ಕನ್ನಡ',
      type: 'EMAIL',
      page: 'SEND_EMAIL',
      language: 'kn',
      variantOf: email,
      senderId: null,
      subject: '{childName} ಅವರ ಶುಲ್ಕದ ನೆನಪು',
      body:
        'ನಮಸ್ಕಾರ {parentName} ಅವರೇ,\n\n{childName} ({className}) ಅವರ {feeDue} ಶುಲ್ಕವನ್ನು {date} ರೊಳಗೆ ' +
        'ಪಾವತಿಸಬೇಕಿದೆ.\n\nಧನ್ಯವಾದಗಳು,\n{centreName}',
    },
    {
      ...common,
      name: 'Fee reminder (email) — தமிழ்',
      type: 'EMAIL',
      page: 'SEND_EMAIL',
      language: 'ta',
      variantOf: email,
      senderId: null,
      subject: '{childName} கட்டண நினைவூட்டல்',
      body:
        'வணக்கம் {parentName},\n\n{childName} ({className}) அவர்களின் {feeDue} கட்டணத்தை {date} க்குள் ' +
        'செலுத்த வேண்டும்.\n\nநன்றி,\n{centreName}',
    },
    {
      ...common,
      name: 'Fee reminder (SMS) — हिन्दी',
      type: 'SMS',
      page: 'SEND_SMS',
      language: 'hi',
      variantOf: sms,
      body: 'प्रिय अभिभावक, {childName} की Rs {feeDue} फ़ीस {date} तक जमा करनी है। कृपया सेंटर पर जमा करें।',
      dltTemplateId: '1107161234567890201',
    },
    {
      ...common,
      name: 'Fee reminder (SMS) — ಕನ್ನಡ',
      type: 'SMS',
      page: 'SEND_SMS',
      language: 'kn',
      variantOf: sms,
      body: 'ಆತ್ಮೀಯ ಪೋಷಕರೇ, {childName} ಅವರ Rs {feeDue} ಶುಲ್ಕವನ್ನು {date} ರೊಳಗೆ ಕೇಂದ್ರದಲ್ಲಿ ಪಾವತಿಸಿ.',
      dltTemplateId: '1107161234567890202',
    },
    {
      ...common,
      name: 'Fee reminder (SMS) — தமிழ்',
      type: 'SMS',
      page: 'SEND_SMS',
      language: 'ta',
      variantOf: sms,
      body: 'அன்புள்ள பெற்றோரே, {childName} அவர்களின் Rs {feeDue} கட்டணத்தை {date} க்குள் மையத்தில் செலுத்தவும்.',
      dltTemplateId: '1107161234567890203',
    },
  ];
}
