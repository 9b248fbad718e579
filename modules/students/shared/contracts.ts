/**
 * The student API as contracts: path, access module, input and answer of every hand-written route.
 * The server serves them (server/routes.ts), the screens call them (web).
 */
import { calendarDay, defineEndpoint, timestamp, pageOf } from '@portal/core';
import { z } from 'zod';
import { STUDENT_MODULES as M } from './index.ts';
import {
  assignProgrammeClassInput,
  attendanceReportQuery,
  byId,
  byStudent,
  giveAttendanceInput,
  id,
  promoteAllInput,
  promoteInput,
  rosterQuery,
  studentListQuery,
} from './inputs.ts';

const text = z.string();
const maybe = z.string().nullable();
const maybeId = z.number().nullable();

/** A student's admission as the student lists show it (days as the database gives them). */
export const studentRow = z.object({
  id: z.number(),
  admissionId: z.number(),
  studentId: z.number(),
  franchiseeId: z.number(),
  admissionNumber: text,
  firstName: text,
  lastName: text,
  dateOfBirth: calendarDay,
  gender: text,
  parentMobile: text,
  fatherName: maybe,
  motherName: maybe,
  editStatus: text,
  academicYearId: z.number(),
  academicYear: text,
  classId: z.number(),
  className: text,
  classCategory: text,
  classSort: z.number(),
  sectionId: maybeId,
  sectionName: maybe,
  admissionDate: calendarDay,
  status: text,
});
export type StudentRow = z.output<typeof studentRow>;

export const studentPage = pageOf(studentRow);

const promotion = ['Student promotion'];
const attendance = ['Attendance'];
const parents = ['Parents'];
const programme = ['Mother toddler programme'];

export const promotionList = defineEndpoint({
  method: 'GET',
  path: '/api/student-promotion/list',
  module: M.PROMOTION,
  tags: promotion,
  summary: "A year's admissions with the class each moves up to",
  query: studentListQuery,
  response: pageOf(studentRow.extend({ nextClassId: maybeId, nextClassName: text })),
});

const promotionResult = z.discriminatedUnion('outcome', [
  z.object({ admissionId: z.number(), outcome: z.literal('Promoted'), newAdmissionId: z.number(), className: text }),
  z.object({ admissionId: z.number(), outcome: z.literal('Graduated') }),
]);

export const promoteAll = defineEndpoint({
  method: 'POST',
  path: '/api/student-promotion/all',
  module: M.PROMOTION,
  tags: promotion,
  summary: 'Promote every Active admission matching',
  body: promoteAllInput,
  response: z.object({
    promoted: z.number(),
    graduated: z.number(),
    failed: z.number(),
    results: z.array(promotionResult),
    errors: z.array(z.object({ admissionId: z.number(), message: text })),
  }),
});

export const promoteOne = defineEndpoint({
  method: 'POST',
  path: '/api/student-promotion/:id',
  module: M.PROMOTION,
  tags: promotion,
  summary: 'Promote one admission',
  params: byId,
  body: promoteInput,
  response: promotionResult,
});

export const classRoster = defineEndpoint({
  classroom: true,
  method: 'GET',
  path: '/api/attendance/class',
  module: M.ATTENDANCE,
  tags: attendance,
  summary: 'A class on a day with its marks',
  query: rosterQuery,
  response: z.object({
    date: calendarDay,
    rows: z.array(
      z.object({
        studentAdmissionId: z.number(),
        studentId: z.number(),
        admissionNumber: text,
        firstName: text,
        lastName: text,
        sectionName: maybe,
        status: maybe,
        remarks: maybe,
      }),
    ),
  }),
});

export const giveAttendance = defineEndpoint({
  classroom: true,
  method: 'POST',
  path: '/api/attendance/give-attendance',
  module: M.ATTENDANCE,
  tags: attendance,
  changesAccess: false,
  body: giveAttendanceInput,
  response: z.object({
    date: calendarDay,
    marked: z.number(),
    present: z.number(),
    absent: z.number(),
    leave: z.number(),
  }),
});

const attendanceReportAnswer = z.object({
  student: z.object({ id: z.number(), admissionNumber: text, firstName: text, lastName: text }),
  summary: z.object({
    days: z.number(),
    present: z.number(),
    absent: z.number(),
    leave: z.number(),
    /** The centre's working days in the period the figures cover (from, to), from its academic calendar. */
    workingDays: z.number(),
    from: calendarDay.nullable(),
    to: calendarDay.nullable(),
    /** Days present over working days. */
    percentage: z.number(),
  }),
  rows: z.array(
    z.object({
      date: calendarDay,
      status: text,
      remarks: maybe,
      className: text,
      academicYearId: z.number(),
    }),
  ),
});

export const attendanceReport = defineEndpoint({
  method: 'GET',
  path: '/api/attendance/report/:studentId',
  reads: { of: 'student', param: 'studentId', label: 'Attendance report' },
  module: M.ATTENDANCE,
  tags: attendance,
  params: byStudent,
  query: attendanceReportQuery,
  response: attendanceReportAnswer,
});

export const myChild = defineEndpoint({
  method: 'GET',
  path: '/api/student-portal/my-child',
  module: M.PARENT_ATTENDANCE,
  accessMethod: 'GET',
  tags: parents,
  summary: "The parent's child: class, section and year",
  response: studentRow,
});

export const myChildAttendance = defineEndpoint({
  method: 'GET',
  path: '/api/student-portal/attendance',
  module: M.PARENT_ATTENDANCE,
  accessMethod: 'GET',
  tags: parents,
  summary: "The parent's child's attendance",
  response: attendanceReportAnswer,
});

export const onboardedStudents = defineEndpoint({
  method: 'GET',
  path: '/api/mother-toddler-program/onboarded',
  module: M.STUDENT,
  tags: programme,
  query: studentListQuery,
  response: studentPage,
});

export const programmeClasses = defineEndpoint({
  method: 'GET',
  path: '/api/mother-toddler-program/student-class/:studentId',
  reads: { of: 'student', param: 'studentId', label: 'Programme classes' },
  module: M.STUDENT,
  tags: programme,
  params: byStudent,
  response: studentPage,
});

export const assignProgrammeClass = defineEndpoint({
  method: 'POST',
  path: '/api/mother-toddler-program/assign-class',
  module: M.STUDENT,
  tags: programme,
  body: assignProgrammeClassInput,
  response: z.object({ admissionId: z.number(), created: z.boolean() }),
});

/** Served by the enquiry module, which holds the forms and fees the family filled on the way in. */
export const admissionsForm = defineEndpoint({
  method: 'GET',
  path: '/api/students/admissions-form/:admissionId',
  reads: { of: 'student-admission', param: 'admissionId', label: 'Admission form' },
  module: M.STUDENT,
  tags: ['Students'],
  summary: 'The admission with the student, class and everything the family filled',
  params: z.object({ admissionId: id }),
  response: z.object({
    admission: z.object({
      id: z.number(),
      studentId: z.number(),
      franchiseeId: z.number(),
      academicYearId: z.number(),
      classId: z.number(),
      sectionId: maybeId,
      admissionDate: calendarDay.nullable(),
      status: text,
      className: text,
      sectionName: maybe,
      academicYear: text,
      centreName: text,
    }),
    student: z.object({
      id: z.number(),
      admissionNumber: text,
      firstName: text,
      lastName: text,
      dateOfBirth: calendarDay,
      gender: text,
      bloodGroup: maybe,
      fatherName: maybe,
      motherName: maybe,
      parentMobile: maybe,
      parentEmail: maybe,
      address: maybe,
      pincode: maybe,
      enquiryId: maybeId,
      status: text,
      editStatus: text,
    }),
    enquiry: z
      .object({
        id: z.number(),
        enquiryCode: text,
        source: text,
        stage: text,
        parentName: text,
        mobile: text,
        createdAt: timestamp,
      })
      .nullable(),
    forms: z.array(
      z.object({
        id: z.number(),
        formType: text,
        status: text,
        data: z.record(z.string(), z.unknown()),
        feePaise: z.number(),
        submittedAt: timestamp.nullable(),
        completedAt: timestamp.nullable(),
        paymentRequestId: maybeId,
        paymentStatus: maybe,
        paymentReceivedPaise: maybeId,
        paymentMode: maybe,
      }),
    ),
    payments: z.array(
      z.object({
        id: z.number(),
        referenceType: text,
        amountPaise: z.number(),
        receivedPaise: z.number(),
        status: text,
        description: text,
        mode: maybe,
        confirmedAt: timestamp.nullable(),
        createdAt: timestamp,
      }),
    ),
  }),
});

/** The student list as the framework's view answers it (registered by viewRoutes). */
export const studentDetails = defineEndpoint({
  method: 'GET',
  path: '/api/students/details',
  module: M.STUDENT,
  tags: ['Students'],
  query: studentListQuery.extend({ sort: z.string().max(64).optional(), dir: z.enum(['asc', 'desc']).optional() }),
  response: studentPage,
});
