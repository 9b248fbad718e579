/** Demo staff, log books, staff attendance and leave for the demo network (centre 2 mostly). */
import type { Executor } from '@portal/db';
import type { SeedContext } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { adminUsers } from '@portal/mod-users/server';
import { inArray } from 'drizzle-orm';
import { logBooks, logBookTopics, staff, staffAttendance, staffLeaves } from './schema.ts';
import { staffLeaversSweep } from './turnover.service.ts';

const day = (today: Date, offset: number) =>
  new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + offset))
    .toISOString()
    .slice(0, 10);

export async function seedStaff(db: Executor, { today }: SeedContext): Promise<void> {
  const centres = await db.select({ id: franchisees.id, code: franchisees.code }).from(franchisees);
  const centre = (code: string) => centres.find((c) => c.code === code)!.id;
  const indiranagar = centre('BLR-001');
  const koregaon = centre('PUN-001');
  const whitefield = centre('BLR-002');
  const accounts = await db
    .select({ id: adminUsers.id, email: adminUsers.email })
    .from(adminUsers)
    .where(inArray(adminUsers.email, ['teacher@demo.school', 'teacher2@demo.school', 'counsellor@demo.school']));
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
        userId: account('teacher2@demo.school'),
        firstName: 'Fatima',
        lastName: 'Shaikh',
        email: 'teacher2@demo.school',
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
      // Koregaon Park lost two teachers this quarter: its staff turnover raises the health warning.
      {
        franchiseeId: koregaon,
        firstName: 'Pooja',
        lastName: 'Deshmukh',
        mobile: '9822101203',
        staffCategory: 'TEACHER',
        designation: 'Nursery teacher',
        gender: 'FEMALE',
        joiningDate: '2023-06-12',
        status: 'APPROVED',
        approvedAt: new Date(),
        isActive: false,
        leftOn: day(today, -3),
        leavingReason: 'RESIGNED',
      },
      {
        franchiseeId: koregaon,
        firstName: 'Rohini',
        lastName: 'Joshi',
        mobile: '9822101204',
        staffCategory: 'NON TEACHING',
        designation: 'Front office',
        gender: 'FEMALE',
        joiningDate: '2024-02-01',
        status: 'APPROVED',
        approvedAt: new Date(),
        isActive: false,
        leftOn: day(today, -35),
        leavingReason: 'CONTRACT_ENDED',
      },
    ])
    .returning();
  await staffLeaversSweep.schedule(db);
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
}
