/**
 * Diaries and class work: the access modules, messages and the parent's class diary view
 * (spec class-diary/view/{studentAdmissionId}). The diaries themselves are resources.
 */
import { defineEndpoint, isoDate, recordId } from '@portal/core';
import { z } from 'zod';

export const DIARY_MODULES = {
  GENERAL: 'generalDiary',
  SUBJECT: 'subjectDiary',
  CLASS_WORK: 'classWork',
  /** A child's class diary: the parent of that child, and the centre's staff. */
  CLASS_DIARY: 'classDiary',
  /** Who teaches which class. */
  CLASS_TEACHERS: 'ClassTeachers',
} as const;

export const DIARY_TEXT_MAX = 2000;

/** Child photos the report card prints. */
export const PHOTO_TYPES = ['image/png', 'image/jpeg'];

export const DIARY_MESSAGES = {
  notYourClass: 'You can only do this for the classes you teach',
  notYourEntry: 'A colleague wrote this entry: they or the centre head can change or remove it',
  notTeaching: 'Your account is not linked to a class you teach',
  sectionOfClass: 'The section must be a section of the chosen class at this centre',
  childOfCentre: 'Choose a child of this centre',
  staffOfCentre: 'Choose a staff member of this centre',
  coverPast: 'A cover is for today or a day to come, not a day that has passed',
  photoType: 'A photo must be a PNG or JPEG image',
  photoSize: 'A photo may be at most 5 MB',
  rangeBackwards: 'The “to” date cannot be before the “from” date',
} as const;

/**
 * The classes the caller may write a general diary for at a centre (the chosen one unless named), each with its
 * sections there: a teacher's are the classes they teach, the centre's heads' every active class.
 */
export const diaryClasses = defineEndpoint({
  method: 'GET',
  path: '/api/general-diary/classes',
  module: DIARY_MODULES.GENERAL,
  tags: ['Academics'],
  summary: 'The classes the caller may write a diary for at a centre, with their sections',
  query: z.object({ franchiseeId: recordId.optional() }),
  response: z.object({
    franchiseeId: z.number(),
    classes: z
      .object({
        id: z.number(),
        name: z.string(),
        sections: z.object({ id: z.number(), name: z.string() }).array(),
      })
      .array(),
  }),
});

export const classDiaryQuery = z.object({ from: isoDate('From').optional(), to: isoDate('To').optional() });

const generalRow = z.object({
  id: z.number(),
  diaryDate: z.string(),
  title: z.string(),
  description: z.string(),
  section: z.string().nullable(),
});
const subjectRow = z.object({ id: z.number(), diaryDate: z.string(), subject: z.string(), note: z.string() });
const workRow = z.object({
  id: z.number(),
  workDate: z.string(),
  subject: z.string(),
  title: z.string(),
  description: z.string(),
  fileId: z.string().nullable(),
});

/** A child's class diary over a range of dates (the last 30 days unless asked). */
export const classDiaryView = defineEndpoint({
  method: 'GET',
  path: '/api/class-diary/view/:studentAdmissionId',
  reads: { of: 'student-admission', param: 'studentAdmissionId', label: 'Class diary' },
  module: DIARY_MODULES.CLASS_DIARY,
  tags: ['Academics'],
  summary: 'A child’s class diary: the class’s general diary, the child’s subject diary and class work',
  params: z.object({ studentAdmissionId: recordId }),
  query: classDiaryQuery,
  response: z.object({
    studentAdmissionId: z.number(),
    child: z.string(),
    className: z.string(),
    from: z.string(),
    to: z.string(),
    general: z.array(generalRow),
    subject: z.array(subjectRow),
    classWork: z.array(workRow),
  }),
});
export type ClassDiaryAnswer = z.infer<typeof classDiaryView.response>;
