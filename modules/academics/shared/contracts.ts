/**
 * The academics API as contracts: the grade-entry grid and its cells, class-teacher remarks, the final
 * report card (JSON, PDF, and a class's cards as a job), and a parent's homework. Masters (terms, skills,
 * scales, assignments, publish settings, homework and submissions) are the resource framework's routes.
 */
import { calendarDay, defineEndpoint, fileAnswer, recordId } from '@portal/core';
import { z } from 'zod';
import { ACADEMIC_MODULES as M } from './constants.ts';
import {
  gradeCellInput,
  gradeGridQuery,
  remarkInput,
  reportJobInput,
  reportQuery,
  reviewAnswer,
  reviewInput,
} from './inputs.ts';

const tags = ['Academics'];
const id = recordId;
const centreQuery = { franchiseeId: id.optional() };

const level = z.object({ grade: z.string(), label: z.string(), descriptor: z.string() });

export const gradeGrid = defineEndpoint({
  method: 'GET',
  path: '/api/grade-book/skills/grade-entry',
  module: M.GRADE_ENTRY,
  tags,
  summary: 'The grade-entry grid of a class for a term',
  query: gradeGridQuery.extend(centreQuery),
  response: z.object({
    term: z.object({ id: z.number(), name: z.string() }),
    children: z.array(z.object({ studentAdmissionId: z.number(), name: z.string(), sectionId: z.number().nullable() })),
    parameters: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        scaleId: z.number(),
        skillId: z.number(),
        skill: z.string(),
        subSkill: z.string(),
      }),
    ),
    scales: z.array(z.object({ id: z.number(), name: z.string(), levels: z.array(level) })),
    cells: z.array(
      z.object({
        studentAdmissionId: z.number(),
        parameterId: z.number(),
        grade: z.string().nullable(),
        version: z.number(),
      }),
    ),
  }),
});
export type GradeGrid = z.infer<typeof gradeGrid.response>;

export const saveGradeCell = defineEndpoint({
  method: 'PUT',
  path: '/api/grade-book/skills/grade-entry/cell',
  module: M.GRADE_ENTRY,
  tags,
  summary: 'Saves one cell; answers saved: false with the other teacher’s grade when the cell moved on',
  body: gradeCellInput,
  response: z.object({
    saved: z.boolean(),
    grade: z.string().nullable(),
    version: z.number(),
    updatedBy: z.string().nullable(),
  }),
});

export const classRemarks = defineEndpoint({
  method: 'GET',
  path: '/api/grade-book/skills/class-teacher-remark',
  module: M.TEACHER_REMARK,
  tags,
  summary: 'Class-teacher remarks of a class for a term',
  query: gradeGridQuery.extend(centreQuery),
  response: z.object({
    rows: z.array(
      z.object({
        studentAdmissionId: z.number(),
        name: z.string(),
        sectionId: z.number().nullable(),
        remark: z.string(),
      }),
    ),
  }),
});

export const saveRemark = defineEndpoint({
  method: 'PUT',
  path: '/api/grade-book/skills/class-teacher-remark',
  module: M.TEACHER_REMARK,
  tags,
  summary: 'Saves a class-teacher remark on a child for a term',
  body: remarkInput,
  response: z.object({ studentAdmissionId: z.number(), termId: z.number(), remark: z.string() }),
});

const gradeRow = z.object({
  subSkill: z.string(),
  parameter: z.string(),
  grade: z.string().nullable(),
  label: z.string().nullable(),
  descriptor: z.string().nullable(),
});

export const reportCard = defineEndpoint({
  method: 'GET',
  path: '/api/grade-book/skills/final-report/:studentAdmissionId',
  reads: { of: 'student-admission', param: 'studentAdmissionId', label: 'Report card' },
  module: M.REPORT,
  tags,
  summary: 'A child’s final report card for a term (a parent: their own child, once published)',
  params: z.object({ studentAdmissionId: id }),
  query: reportQuery,
  response: z.object({
    studentAdmissionId: z.number(),
    child: z.object({
      name: z.string(),
      admissionNumber: z.string(),
      dateOfBirth: z.string(),
      className: z.string(),
      section: z.string().nullable(),
    }),
    centre: z.object({ name: z.string(), address: z.string() }),
    term: z.object({ id: z.number(), name: z.string(), startDate: z.string(), endDate: z.string() }),
    published: z.boolean(),
    publishFrom: z.string().nullable(),
    skills: z.array(z.object({ skill: z.string(), rows: z.array(gradeRow) })),
    remark: z.string().nullable(),
    attendance: z
      .object({
        present: z.number(),
        absent: z.number(),
        leave: z.number(),
        workingDays: z.number(),
        percent: z.number(),
        /** The term's days the figures cover (to today while the term runs). */
        from: calendarDay,
        to: calendarDay,
      })
      .nullable(),
  }),
});
export type ReportCardAnswer = z.infer<typeof reportCard.response>;

export const reportCardPdf = defineEndpoint({
  method: 'GET',
  path: '/api/grade-book/skills/final-report/:studentAdmissionId/pdf',
  reads: { of: 'student-admission', param: 'studentAdmissionId', label: 'Report card (PDF)' },
  module: M.REPORT,
  tags,
  summary: 'The final report card as a PDF',
  params: z.object({ studentAdmissionId: id }),
  query: reportQuery,
  response: fileAnswer('application/pdf', 'The report card'),
});

/** The terms a child's report cards exist for: their class category's in each of their years at the centre. */
export const childTerms = defineEndpoint({
  method: 'GET',
  path: '/api/grade-book/skills/final-report/:studentAdmissionId/terms',
  reads: { of: 'student-admission', param: 'studentAdmissionId', label: 'Report card terms' },
  module: M.REPORT,
  tags,
  summary: 'The terms of a child’s report cards, with whether each is published',
  params: z.object({ studentAdmissionId: id }),
  response: z.object({
    child: z.string(),
    rows: z.array(z.object({ id: z.number(), name: z.string(), academicYear: z.string(), published: z.boolean() })),
  }),
});

export const reportCardJob = defineEndpoint({
  method: 'POST',
  path: '/api/grade-book/skills/final-report/class',
  module: M.PUBLISH,
  // Printing a class's cards reads them: teachers, who may not open them to parents, print them too.
  accessMethod: 'GET',
  write: false,
  tags,
  summary: 'Generates the report cards of a class for a term as a job',
  body: reportJobInput.extend(centreQuery),
  response: z.object({ runId: z.number() }),
  status: 202,
});

export const reportCardJobStatus = defineEndpoint({
  method: 'GET',
  path: '/api/grade-book/skills/final-report/class/:runId',
  module: M.PUBLISH,
  tags,
  summary: 'Progress of a class’s report cards, and the file once ready',
  params: z.object({ runId: id }),
  response: z.object({
    status: z.string(),
    progress: z.number(),
    cards: z.number().nullable(),
    fileId: z.string().nullable(),
    error: z.string().nullable(),
  }),
});

const homeworkRow = z.object({
  id: z.number(),
  subject: z.string(),
  title: z.string(),
  description: z.string(),
  setDate: z.string(),
  dueDate: z.string(),
  fileId: z.string().nullable(),
  submission: z
    .object({
      id: z.number(),
      status: z.string(),
      remark: z.string().nullable(),
      fileId: z.string().nullable(),
      note: z.string(),
    })
    .nullable(),
});

/** A parent's homework list: their child's class's homework, each with the child's submission. */
export const myHomework = defineEndpoint({
  method: 'GET',
  path: '/api/class/viewHomework/mine',
  module: M.STUDENT_HOMEWORK,
  tags,
  summary: 'Homework of the signed-in parent’s child, with submissions and remarks',
  response: z.object({ studentAdmissionId: z.number(), child: z.string(), rows: z.array(homeworkRow) }),
});
export type MyHomeworkRow = z.infer<typeof homeworkRow>;

/** A teacher's review desk: a homework's class, each child with their submission. */
export const homeworkReview = defineEndpoint({
  method: 'GET',
  path: '/api/class/reviewHomework/:homeworkId',
  module: M.HOMEWORK,
  tags,
  summary: 'The children of a homework’s class, each with their submission',
  params: z.object({ homeworkId: id }),
  response: z.object({
    homework: z.object({ id: z.number(), title: z.string(), subject: z.string(), dueDate: z.string() }),
    rows: z.array(
      z.object({
        studentAdmissionId: z.number(),
        name: z.string(),
        submission: z
          .object({
            id: z.number(),
            status: z.string(),
            remark: z.string().nullable(),
            fileId: z.string().nullable(),
            note: z.string(),
          })
          .nullable(),
      }),
    ),
  }),
});

/**
 * A child's homework of one subject (spec class/reviewHomework/{studentId}/{subjectId}): every homework of that
 * subject set for the child's class (and section), newest due first, each with the child's submission to review.
 * A homework's subject is the words its teacher gave it, so the subject in the path is those words, matched
 * without regard to case or spaces.
 */
export const childSubjectHomework = defineEndpoint({
  method: 'GET',
  path: '/api/class/reviewHomework/:studentAdmissionId/:subject',
  reads: { of: 'student-admission', param: 'studentAdmissionId', label: 'Homework review' },
  module: M.HOMEWORK,
  tags,
  summary: 'A child’s homework of one subject, each with the child’s submission',
  params: z.object({
    studentAdmissionId: id,
    subject: z
      .string({ error: 'Subject is required' })
      .trim()
      .min(1, { error: 'Subject is required' })
      .max(60, { error: 'Subject must be at most 60 characters' }),
  }),
  response: z.object({
    child: z.object({ studentAdmissionId: z.number(), name: z.string() }),
    subject: z.string(),
    rows: z.array(homeworkRow),
  }),
});

export const reviewSubmission = defineEndpoint({
  method: 'POST',
  path: '/api/homework-submissions/:id/review',
  module: M.HOMEWORK,
  tags,
  summary: 'Reviews a submission with a remark and a status',
  params: z.object({ id }),
  body: reviewInput,
  response: reviewAnswer,
});

/** The terms of a class's category (every year, the latest first), for the grade-book screens. */
export const classTerms = defineEndpoint({
  method: 'GET',
  path: '/api/grade-book/skills/terms',
  module: M.GRADE_ENTRY,
  tags,
  summary: 'Terms of a class’s category',
  query: z.object({ classId: id }),
  response: z.object({
    rows: z.array(z.object({ id: z.number(), name: z.string(), academicYear: z.string(), startDate: z.string() })),
  }),
});

const homeworkListRow = z
  .object({
    id: z.number(),
    title: z.string(),
    subject: z.string(),
    classId: z.number(),
    classIdLabel: z.string().nullish(),
    sectionId: z.number().nullable(),
    sectionIdLabel: z.string().nullish(),
    setDate: z.string(),
    dueDate: z.string(),
  })
  .partial()
  .required({ id: true });

/** The homework list (the resource's list route, declared here so the screens call it typed). */
export const homeworkList = defineEndpoint({
  method: 'GET',
  path: '/api/homework',
  module: M.HOMEWORK,
  tags,
  query: z.object({ page: z.number().optional(), pageSize: z.number().optional() }),
  response: z.object({ rows: z.array(homeworkListRow), count: z.number() }).passthrough(),
});

const submissionAnswer = z.object({ id: z.number(), status: z.string() }).passthrough();

export const submitHomework = defineEndpoint({
  method: 'POST',
  path: '/api/homework-submissions',
  module: M.STUDENT_HOMEWORK,
  tags,
  body: z.object({ homeworkId: id, studentAdmissionId: id, fileId: z.string(), note: z.string().optional() }),
  response: submissionAnswer,
  status: 201,
});

export const resubmitHomework = defineEndpoint({
  method: 'PUT',
  path: '/api/homework-submissions/:id',
  module: M.STUDENT_HOMEWORK,
  tags,
  params: z.object({ id }),
  body: z.object({ fileId: z.string(), note: z.string().optional() }),
  response: submissionAnswer,
});

/** Publishes a term's report cards of the centre to parents from a date (today when left out). */
export const publishTerm = defineEndpoint({
  method: 'POST',
  path: '/api/grade-book/skills/report-publish',
  module: M.PUBLISH,
  tags,
  summary: 'Publishes a term’s report cards to parents',
  body: z.object({ termId: id, publishFrom: z.iso.date().optional(), franchiseeId: id.optional() }),
  response: z.object({ id: z.number(), termId: z.number(), publishFrom: z.string(), audience: z.string() }),
});
