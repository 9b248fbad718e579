import { isoDate } from '@portal/core';
import { z } from 'zod';
import { AUDIENCE_ROLES, TRAINER_KINDS, TRAINING_MODES } from './constants.ts';

const day = (label: string) => isoDate(label);
const clock = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: `${label} must be a time like 09:30` });
const MAX_SESSION_MINUTES = 12 * 60;
const minutesOf = (clockTime: string) => Number(clockTime.slice(0, 2)) * 60 + Number(clockTime.slice(3, 5));
/** How long a day's session lasts, across midnight when it ends at an earlier clock time. */
const sessionMinutes = (from: string, to: string) => (minutesOf(to) - minutesOf(from) + 24 * 60) % (24 * 60);
const id = z.number({ error: 'Choose from the list' }).int().positive().max(2_147_483_647);

/** Body of creating or editing a trainer-led training. */
export const trainingInput = z
  .strictObject(
    {
      title: z
        .string({ error: 'Title is required' })
        .trim()
        .min(3, { error: 'Title must be at least 3 characters' })
        .max(160),
      description: z.string().trim().max(2000).nullish(),
      mode: z.enum(TRAINING_MODES, { error: 'Mode must be ONLINE or OFFLINE' }),
      venue: z.string().trim().max(300).nullish(),
      fromDate: day('From date'),
      toDate: day('To date'),
      fromTime: clock('From time'),
      toTime: clock('To time'),
      capacity: z
        .number({ error: 'Capacity is required' })
        .int()
        .min(1, { error: 'Capacity must be at least 1' })
        .max(1000, { error: 'Capacity must be at most 1000' }),
      audienceFranchiseeIds: z
        .array(id, { error: 'Choose the centres' })
        .min(1, { error: 'Choose at least one centre' })
        .max(500),
      audienceRoles: z
        .array(z.enum(AUDIENCE_ROLES, { error: `Roles must be among ${AUDIENCE_ROLES.join(', ')}` }))
        .min(1, { error: 'Choose at least one role' }),
      trainers: z
        .array(
          z.strictObject({
            trainerUserID: id,
            kind: z.enum(TRAINER_KINDS, { error: `Kind must be ${TRAINER_KINDS.join(', ')}` }),
          }),
        )
        .min(1, { error: 'Add at least one trainer' })
        .max(20),
      /** Invite everyone in the audience now (else supervisors register staff themselves). */
      inviteAudience: z.boolean({ error: 'inviteAudience must be true or false' }).default(true),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unknown field: ${issue.keys.join(', ')}`
          : 'The request body must be an object',
    },
  )
  .superRefine((v, issue) => {
    if (v.toDate < v.fromDate)
      issue.addIssue({ code: 'custom', path: ['toDate'], message: 'To date must not be before the from date' });
    if (Date.parse(v.toDate) - Date.parse(v.fromDate) > 60 * 86_400_000)
      issue.addIssue({ code: 'custom', path: ['toDate'], message: 'A training may span at most 60 days' });
    if (v.fromTime === v.toTime)
      issue.addIssue({ code: 'custom', path: ['toTime'], message: 'To time must differ from the from time' });
    // A late-evening session may run past midnight; a session "ending" earlier the same day is a mistake.
    else if (sessionMinutes(v.fromTime, v.toTime) > MAX_SESSION_MINUTES)
      issue.addIssue({
        code: 'custom',
        path: ['toTime'],
        message: 'The session ends before it starts: a day’s session lasts at most 12 hours',
      });
    if (new Set(v.trainers.map((t) => t.trainerUserID)).size !== v.trainers.length)
      issue.addIssue({ code: 'custom', path: ['trainers'], message: 'A trainer is listed twice' });
    if (v.mode === 'OFFLINE' && !v.venue)
      issue.addIssue({ code: 'custom', path: ['venue'], message: 'Venue is required for an offline training' });
  });

export type TrainingInput = z.infer<typeof trainingInput>;

export const attendanceInput = z.strictObject({
  entries: z
    .array(
      z.strictObject({
        teacherUserID: z.number().int().positive(),
        attendance: z.enum(['PRESENT', 'ABSENT'], { error: 'Attendance must be PRESENT or ABSENT' }),
      }),
    )
    .min(1, { error: 'Mark at least one person' })
    .max(1000),
});

const rating = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .int({ error: `${label} must be 1 to 5` })
    .min(1, { error: `${label} must be 1 to 5` })
    .max(5, { error: `${label} must be 1 to 5` });

export const feedbackInput = z.strictObject({
  trainerUserID: z.number({ error: 'Choose the trainer' }).int().positive(),
  contentRating: rating('Content'),
  deliveryRating: rating('Delivery'),
  engagementRating: rating('Engagement'),
  overallRating: rating('Overall rating'),
  comments: z.string().trim().max(2000, { error: 'Comments must be at most 2000 characters' }).nullish(),
});

const question = z.strictObject({
  id: z.number().int().positive().optional(),
  question: z
    .string({ error: 'Question is required' })
    .trim()
    .min(3, { error: 'Question must be at least 3 characters' })
    .max(1000),
  options: z
    .array(
      z.string({ error: 'An option must be text' }).trim().min(1, { error: 'An option cannot be empty' }).max(300),
      { error: 'Options must be a list' },
    )
    .min(2, { error: 'Give at least two options' })
    .max(6, { error: 'Give at most six options' }),
  correctOption: z.number({ error: 'Choose the right option' }).int().min(1, { error: 'Choose the right option' }),
  marks: z
    .number({ error: 'Marks are required' })
    .int()
    .min(1, { error: 'Marks must be 1 to 20' })
    .max(20, { error: 'Marks must be 1 to 20' }),
});

export const questionPaperInput = z.strictObject({
  questions: z
    .array(question, { error: 'Questions must be a list' })
    .max(100, { error: 'An assessment may have at most 100 questions' }),
});

export const registerStaffInput = z.strictObject({
  teacherUserIDs: z
    .array(z.number().int().positive().max(2_147_483_647), { error: 'Choose the staff to register' })
    .min(1, { error: 'Choose at least one staff member' })
    .max(200),
});

export const attemptInput = z.strictObject({
  answers: z.record(
    z.string().regex(/^\d+$/, { error: 'Answers are keyed by question id' }),
    z.number().int().min(1).max(6).nullable(),
    { error: 'Answers must map question ids to options' },
  ),
});

export const invitationResponseInput = z.strictObject({
  teacherUserID: z.number({ error: 'teacherUserID is required' }).int().positive(),
  response: z.enum(['ACCEPTED', 'DECLINED'], { error: 'Response must be ACCEPTED or DECLINED' }),
});

export type QuestionInput = z.infer<typeof question>;
