/** Demo teacher training for the demo network (centres 2 and 3 mostly): content, enrolments, trainer-led sessions. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import { franchisees } from '@portal/mod-org/server';
import type { SeedContext } from '@portal/kit';
import { staff } from '@portal/mod-staff/server';
import { roles } from '@portal/mod-system/server';
import {
  assessmentAttempts,
  assessmentQuestions,
  moduleCompletions,
  teacherAssessments,
  teacherEnrollments,
  teacherModules,
  trainingEnrollments,
  trainingFeedback,
  trainingOnlineMeetings,
  trainings,
  trainingTopics,
  trainingTrainers,
} from './schema.ts';
import { adminUsers, demoPasswordHash, userRoles } from '@portal/mod-users/server';
import { scheduleReminders } from './reminders.service.ts';

const day = (today: Date, offset: number) =>
  new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + offset))
    .toISOString()
    .slice(0, 10);
export async function seedTraining(db: Executor, { today }: SeedContext): Promise<void> {
  const passwordHash = await demoPasswordHash();
  const [coordinatorRole] = await db.select({ id: roles.id }).from(roles).where(eq(roles.role, 'ACADEMIC_COORDINATOR'));
  const trainers = await db
    .insert(adminUsers)
    .values([
      {
        email: 'trainer@demo.school',
        firstName: 'Farah',
        lastName: 'Siddiqui',
        mobile: '9000000021',
        passwordHash,
        allFranchisees: true,
        department: 'ACADEMICS',
        designation: 'Academic coordinator',
      },
      {
        email: 'trainer2@demo.school',
        firstName: 'Rohit',
        lastName: 'Bhatia',
        mobile: '9000000022',
        passwordHash,
        allFranchisees: true,
        department: 'ACADEMICS',
        designation: 'Master trainer',
      },
    ])
    .returning();
  await db.insert(userRoles).values(trainers.map((t) => ({ userId: t.id, roleId: coordinatorRole.id })));
  const [farah, rohit] = trainers;

  const centres = await db.select({ id: franchisees.id, code: franchisees.code }).from(franchisees);
  const centre = (code: string) => centres.find((c) => c.code === code)!.id;
  const indiranagar = centre('BLR-001');
  const koregaon = centre('PUN-001');
  const [teacher] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.email, 'teacher@demo.school'));
  const teacherUser = teacher?.id ?? null;
  // The staff module's demo seed ran first: Lakshmi (the teacher account) and Fatima.
  const [lakshmi] = await db.select({ id: staff.id }).from(staff).where(eq(staff.email, 'teacher@demo.school'));
  const [fatima] = await db.select({ id: staff.id }).from(staff).where(eq(staff.mobile, '9886001102'));
  // Self-training content.
  const [literacy, classroom, bridge] = await db
    .insert(trainingTopics)
    .values([
      {
        name: 'Early Literacy',
        description: 'Phonemic awareness, story-telling and print-rich classrooms.',
        classCategory: 'Hybrid',
      },
      {
        name: 'Classroom Management',
        description: 'Routines, transitions and positive discipline for 2 to 6 year olds.',
      },
      {
        name: 'Bridge Course Readiness',
        description: 'Preparing children for Grade 1.',
        classCategory: 'Bridge Course',
      },
    ])
    .returning();
  const modules = await db
    .insert(teacherModules)
    .values([
      {
        topicId: literacy.id,
        title: 'Phonemic awareness through rhymes',
        summary: 'Hearing sounds before reading letters.',
        contentType: 'TEXT',
        textContent:
          'Children hear the sounds of words long before they read letters. Use rhymes, clapping of syllables and ' +
          'odd-one-out games (cat, hat, sun) every day for five minutes.\n\n' +
          "Try: clap the syllables of each child's name during circle time.",
        durationMinutes: 20,
        sort: 10,
      },
      {
        topicId: literacy.id,
        title: 'Story-telling with picture books',
        summary: 'Reading aloud that builds vocabulary.',
        contentType: 'VIDEO',
        textContent:
          'Watch how the teacher pauses before each page turn and asks the children to predict what happens next. ' +
          'Note the questions she asks.',
        videoUrl: 'https://videos.demo.school/early-literacy/story-telling.mp4',
        durationMinutes: 15,
        sort: 20,
      },
      {
        topicId: classroom.id,
        title: 'Transitions without tears',
        summary: 'Songs and signals to move a class from one activity to the next.',
        contentType: 'TEXT',
        textContent:
          'Announce a transition two minutes ahead, use the same song every time, and give each child a job.',
        durationMinutes: 25,
        sort: 10,
      },
      {
        topicId: bridge.id,
        title: 'Readiness checklist for Grade 1',
        summary: 'Fine motor, listening and number readiness.',
        contentType: 'TEXT',
        textContent: 'Observe pencil grip, following two-step instructions and counting objects to 20.',
        durationMinutes: 30,
        sort: 10,
      },
    ])
    .returning();
  const [worksheet, bridgeQuiz] = await db
    .insert(teacherAssessments)
    .values([
      {
        moduleId: modules[0].id,
        title: 'Phonemic awareness check',
        assessmentType: 'Interractive Worksheet',
        instructions: 'Choose the best answer.',
        passMarkPercent: 60,
        maxAttempts: 3,
      },
      {
        moduleId: modules[3].id,
        title: 'Bridge Course readiness quiz',
        assessmentType: 'Bridge Course',
        passMarkPercent: 70,
        maxAttempts: 2,
      },
    ])
    .returning();
  await db.insert(assessmentQuestions).values([
    {
      assessmentId: worksheet.id,
      question: 'Which word rhymes with "cat"?',
      options: ['Sun', 'Hat', 'Dog'],
      correctOption: 2,
      marks: 1,
      sort: 1,
    },
    {
      assessmentId: worksheet.id,
      question: 'How many syllables are in "butterfly"?',
      options: ['Two', 'Three', 'Four'],
      correctOption: 2,
      marks: 1,
      sort: 2,
    },
    {
      assessmentId: worksheet.id,
      question: 'Phonemic awareness is about…',
      options: ['Recognising letters', 'Hearing sounds in words', 'Writing neatly'],
      correctOption: 2,
      marks: 2,
      sort: 3,
    },
    {
      assessmentId: worksheet.id,
      question: 'Which is the odd one out: cat, hat, sun?',
      options: ['cat', 'hat', 'sun'],
      correctOption: 3,
      marks: 1,
      sort: 4,
    },
    {
      assessmentId: bridgeQuiz.id,
      question: 'A Grade 1 ready child can usually follow…',
      options: ['One-step instructions', 'Two-step instructions', 'No instructions'],
      correctOption: 2,
      marks: 1,
      sort: 1,
    },
    {
      assessmentId: bridgeQuiz.id,
      question: 'Which grip shows fine-motor readiness?',
      options: ['Fist grip', 'Tripod grip', 'Palm grip'],
      correctOption: 2,
      marks: 1,
      sort: 2,
    },
  ]);
  await db.insert(teacherEnrollments).values([
    {
      franchiseeId: indiranagar,
      staffId: lakshmi.id,
      topicId: literacy.id,
      status: 'APPROVED',
      decidedBy: farah.id,
      decidedAt: new Date(),
    },
    {
      franchiseeId: indiranagar,
      staffId: fatima.id,
      topicId: literacy.id,
      status: 'APPROVED',
      decidedBy: farah.id,
      decidedAt: new Date(),
    },
    { franchiseeId: indiranagar, staffId: lakshmi.id, topicId: classroom.id, status: 'PENDING' },
  ]);
  await db
    .insert(moduleCompletions)
    .values([{ franchiseeId: indiranagar, staffId: fatima.id, moduleId: modules[0].id }]);
  await db.insert(assessmentAttempts).values([
    {
      franchiseeId: indiranagar,
      staffId: fatima.id,
      assessmentId: worksheet.id,
      attemptNo: 1,
      answers: {},
      score: 4,
      maxScore: 5,
      percent: 80,
      passed: true,
    },
  ]);

  // Trainer-led: one next week (invitations pending), one online tomorrow that the demo teacher accepted (their
  // next meeting), one finished last month with feedback, and an open classroom running now: two twelve-hour daily
  // sessions (day and night) for sixty days, so a newcomer signing in as the demo teacher has a meeting to join
  // whenever they look.
  const [upcoming, tomorrow, finished, openDay, openNight] = await db
    .insert(trainings)
    .values([
      {
        title: 'Positive Discipline in the Early Years',
        description: 'Handling tantrums, setting limits kindly and praising effort.',
        mode: 'ONLINE',
        fromDate: day(today, 7),
        toDate: day(today, 7),
        fromTime: '15:00',
        toTime: '16:30',
        capacity: 40,
        audienceFranchiseeIds: [indiranagar, koregaon],
        audienceRoles: ['TEACHER'],
        status: 'ACTIVE',
        createdBy: farah.id,
      },
      {
        title: 'Phonics Through Play',
        description: 'Sound games, letter songs and blending practice for the nursery class.',
        mode: 'ONLINE',
        fromDate: day(today, 1),
        toDate: day(today, 1),
        fromTime: '10:00',
        toTime: '11:30',
        capacity: 30,
        audienceFranchiseeIds: [indiranagar],
        audienceRoles: ['TEACHER'],
        status: 'ACTIVE',
        createdBy: farah.id,
      },
      {
        title: 'Montessori Materials Workshop',
        description: 'Sensorial and practical-life materials in a franchise classroom.',
        mode: 'ONLINE',
        fromDate: day(today, -30),
        toDate: day(today, -29),
        fromTime: '14:00',
        toTime: '16:00',
        capacity: 30,
        audienceFranchiseeIds: [indiranagar],
        audienceRoles: ['TEACHER'],
        status: 'COMPLETED',
        createdBy: farah.id,
      },
      ...(['07:00', '19:00'] as const).map((fromTime): typeof trainings.$inferInsert => ({
        title: `Open Classroom: Circle Time Ideas (${fromTime === '07:00' ? 'day' : 'night'} room)`,
        description: 'A drop-in meeting with a master trainer: bring a circle-time routine and try it out together.',
        mode: 'ONLINE',
        fromDate: day(today, -1),
        toDate: day(today, 59),
        fromTime,
        toTime: fromTime === '07:00' ? '19:00' : '07:00',
        capacity: 50,
        audienceFranchiseeIds: [indiranagar],
        audienceRoles: ['TEACHER'],
        status: 'IN PROGRESS',
        createdBy: rohit.id,
      })),
    ])
    .returning();
  await db.insert(trainingTrainers).values([
    { trainingId: upcoming.id, trainerUserId: farah.id, kind: 'Organizer' },
    { trainingId: tomorrow.id, trainerUserId: farah.id, kind: 'Organizer' },
    { trainingId: finished.id, trainerUserId: rohit.id, kind: 'Expert' },
    { trainingId: openDay.id, trainerUserId: rohit.id, kind: 'Organizer' },
    { trainingId: openNight.id, trainerUserId: rohit.id, kind: 'Organizer' },
  ]);
  await db.insert(trainingOnlineMeetings).values(
    [upcoming, tomorrow, finished, openDay, openNight].map((t) => ({
      trainingId: t.id,
      provider: 'jitsi',
      roomName: `training-${t.id}-${randomBytes(12).toString('hex')}`,
    })),
  );
  if (teacherUser) {
    await db.insert(trainingEnrollments).values([
      { trainingId: upcoming.id, franchiseeId: indiranagar, teacherUserId: teacherUser, registeredBy: farah.id },
      {
        trainingId: tomorrow.id,
        franchiseeId: indiranagar,
        teacherUserId: teacherUser,
        registeredBy: farah.id,
        response: 'ACCEPTED',
        respondedAt: new Date(),
      },
      {
        trainingId: finished.id,
        franchiseeId: indiranagar,
        teacherUserId: teacherUser,
        registeredBy: farah.id,
        response: 'ACCEPTED',
        respondedAt: new Date(),
        attendance: 'PRESENT',
        attendanceSource: 'JOIN',
        firstJoinedAt: new Date(),
      },
      ...[openDay, openNight].map((t) => ({
        trainingId: t.id,
        franchiseeId: indiranagar,
        teacherUserId: teacherUser,
        registeredBy: rohit.id,
        response: 'ACCEPTED' as const,
        respondedAt: new Date(),
      })),
    ]);
    await db.insert(trainingFeedback).values({
      trainingId: finished.id,
      trainerUserId: rohit.id,
      teacherUserId: teacherUser,
      franchiseeId: indiranagar,
      contentRating: 5,
      deliveryRating: 4,
      engagementRating: 5,
      overallRating: 5,
      comments: 'The sandpaper-letter demonstration was very practical.',
    });
  }
  // Reminders for the coming trainings (the open classroom, always on, reminds nobody).
  for (const t of [upcoming, tomorrow]) await scheduleReminders(db, t);
}
