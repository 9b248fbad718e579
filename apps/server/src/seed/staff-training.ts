/** Demo staff, log books and teacher training for the demo network (centres 2 and 3 mostly). */
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import { franchisees } from '@portal/mod-org/server';
import { logBooks, logBookTopics, staff, staffAttendance, staffLeaves } from '@portal/mod-staff/server';
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
} from '@portal/mod-training/server';
import { adminUsers, userRoles } from '@portal/mod-users/server';

const day = (today: Date, offset: number) =>
  new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + offset))
    .toISOString()
    .slice(0, 10);

export async function seedStaffTraining(db: Executor, passwordHash: string, today: Date): Promise<void> {
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
  const whitefield = centre('BLR-002');
  const accounts = await db
    .select({ id: adminUsers.id, email: adminUsers.email })
    .from(adminUsers)
    .where(inArray(adminUsers.email, ['teacher@demo.school', 'counsellor@demo.school']));
  const account = (email: string) => accounts.find((a) => a.email === email)?.id ?? null;
  const teacherUser = account('teacher@demo.school');

  const people = await db
    .insert(staff)
    .values([
      {
        franchiseeId: indiranagar,
        userId: teacherUser,
        firstName: 'Lakshmi',
        lastName: 'Iyer',
        email: 'teacher@demo.school',
        mobile: '9000000005',
        staffCategory: 'TEACHER',
        designation: 'Class teacher',
        gender: 'FEMALE',
        dateOfBirth: '1992-06-14',
        joiningDate: '2023-06-01',
        qualification: 'B.Ed., Montessori diploma',
        address: 'HAL 3rd Stage, Bengaluru',
        status: 'APPROVED',
        approvedAt: new Date(),
      },
      {
        franchiseeId: indiranagar,
        userId: account('counsellor@demo.school'),
        firstName: 'Priya',
        lastName: 'Nair',
        email: 'counsellor@demo.school',
        mobile: '9000000004',
        staffCategory: 'NON TEACHING',
        designation: 'Admissions counsellor',
        gender: 'FEMALE',
        joiningDate: '2024-01-15',
        status: 'APPROVED',
        approvedAt: new Date(),
      },
      {
        franchiseeId: indiranagar,
        firstName: 'Kavya',
        lastName: 'Menon',
        mobile: '9886001101',
        staffCategory: 'TEACHER',
        designation: 'Assistant teacher',
        gender: 'FEMALE',
        joiningDate: day(today, -20),
        qualification: 'D.El.Ed.',
        status: 'PENDING',
      },
      {
        franchiseeId: indiranagar,
        firstName: 'Fatima',
        lastName: 'Shaikh',
        mobile: '9886001102',
        staffCategory: 'TEACHER',
        designation: 'Nursery teacher',
        gender: 'FEMALE',
        joiningDate: '2022-07-01',
        qualification: 'NTT',
        status: 'APPROVED',
        approvedAt: new Date(),
      },
      {
        franchiseeId: indiranagar,
        firstName: 'Manjunath',
        lastName: 'Gowda',
        mobile: '9886001103',
        staffCategory: 'NON TEACHING',
        designation: 'Transport coordinator',
        gender: 'MALE',
        joiningDate: '2021-11-01',
        status: 'APPROVED',
        approvedAt: new Date(),
      },
      {
        franchiseeId: koregaon,
        firstName: 'Sneha',
        lastName: 'Patil',
        mobile: '9822101201',
        staffCategory: 'TEACHER',
        designation: 'Class teacher',
        gender: 'FEMALE',
        joiningDate: '2023-04-10',
        qualification: 'B.Ed.',
        status: 'APPROVED',
        approvedAt: new Date(),
      },
      {
        franchiseeId: koregaon,
        firstName: 'Aditi',
        lastName: 'Kulkarni',
        mobile: '9822101202',
        staffCategory: 'TEACHER',
        designation: 'Assistant teacher',
        gender: 'FEMALE',
        joiningDate: day(today, -10),
        status: 'PENDING',
      },
      {
        franchiseeId: whitefield,
        firstName: 'Divya',
        lastName: 'Raman',
        mobile: '9845101301',
        staffCategory: 'TEACHER',
        designation: 'Class teacher',
        gender: 'FEMALE',
        joiningDate: '2024-06-03',
        status: 'APPROVED',
        approvedAt: new Date(),
      },
    ])
    .returning();
  const lakshmi = people[0];
  const fatima = people[3];

  const topics = await db
    .insert(logBookTopics)
    .values(
      [
        'Circle Time',
        'Phonics and Language',
        'Number Sense',
        'Art and Craft',
        'Outdoor Play',
        'Parent Interaction',
      ].map((name) => ({ name })),
    )
    .returning();
  await db.insert(logBooks).values([
    {
      franchiseeId: indiranagar,
      staffId: lakshmi.id,
      topicId: topics[1].id,
      logDate: day(today, -1),
      className: 'Nursery',
      activity: "Introduced the letter 'S' with a snake song and sand tracing.",
      observations: 'Most children traced the letter on their own; Aarav and Diya need more practice.',
    },
    {
      franchiseeId: indiranagar,
      staffId: lakshmi.id,
      topicId: topics[2].id,
      logDate: day(today, -2),
      className: 'Nursery',
      activity: 'Counting 1 to 10 with bangles and a number line on the floor.',
    },
    {
      franchiseeId: indiranagar,
      staffId: fatima.id,
      topicId: topics[0].id,
      logDate: day(today, -1),
      className: 'Playgroup',
      activity: 'Morning circle: weather chart and a Kannada rhyme.',
    },
  ]);
  await db.insert(staffAttendance).values([
    {
      franchiseeId: indiranagar,
      staffId: lakshmi.id,
      staffCategory: 'TEACHER',
      attendanceDate: day(today, 0),
      attendanceStatus: 'PRESENT',
      inTime: '08:45',
      approvalStatus: 'APPROVED',
    },
    {
      franchiseeId: indiranagar,
      staffId: fatima.id,
      staffCategory: 'TEACHER',
      attendanceDate: day(today, 0),
      attendanceStatus: 'PRESENT',
      inTime: '08:50',
      approvalStatus: 'APPROVED',
    },
    {
      franchiseeId: indiranagar,
      staffId: lakshmi.id,
      staffCategory: 'TEACHER',
      attendanceDate: day(today, -3),
      attendanceStatus: 'PRESENT',
      inTime: '09:20',
      outTime: '13:30',
      reason: 'Forgot to punch in; was at the parent meeting',
      approvalStatus: 'PENDING',
    },
  ]);
  await db.insert(staffLeaves).values([
    {
      franchiseeId: indiranagar,
      staffId: lakshmi.id,
      leaveType: 'Casual Leave',
      fromDate: day(today, 7),
      toDate: day(today, 8),
      days: 2,
      reason: "Cousin's wedding in Mysuru",
      status: 'PENDING',
    },
    {
      franchiseeId: indiranagar,
      staffId: fatima.id,
      leaveType: 'Sick Leave',
      fromDate: day(today, -30),
      toDate: day(today, -29),
      days: 2,
      reason: 'Viral fever',
      status: 'APPROVED',
    },
  ]);

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

  // Trainer-led: one next week (invitations pending) and one finished last month with feedback.
  const [upcoming, finished] = await db
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
    ])
    .returning();
  await db.insert(trainingTrainers).values([
    { trainingId: upcoming.id, trainerUserId: farah.id, kind: 'Organizer' },
    { trainingId: upcoming.id, trainerUserId: rohit.id, kind: 'Expert' },
    { trainingId: finished.id, trainerUserId: rohit.id, kind: 'Expert' },
  ]);
  await db.insert(trainingOnlineMeetings).values(
    [upcoming, finished].map((t) => ({
      trainingId: t.id,
      provider: 'jitsi',
      roomName: `training-${t.id}-${randomBytes(12).toString('hex')}`,
    })),
  );
  if (teacherUser) {
    await db.insert(trainingEnrollments).values([
      { trainingId: upcoming.id, franchiseeId: indiranagar, teacherUserId: teacherUser, registeredBy: farah.id },
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
}
