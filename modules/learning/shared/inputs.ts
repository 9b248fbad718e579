import { z } from 'zod';
import { CANCEL_REASON_MAX } from './constants.ts';

/** Bodies of the learning routes and commands, shared by the server and the screens. */

const centreId = z
  .number({ error: 'Each centre must be given by its id' })
  .int({ error: 'Each centre must be given by its id' })
  .positive({ error: 'Each centre must be given by its id' });

/** Publishing a week: to the named centres, or (none named) to every active centre that runs the class. */
export const publishWeekInput = z
  .strictObject({
    franchiseeIds: z.array(centreId).max(5000, { error: 'Name at most 5,000 centres' }).optional(),
    note: z
      .string({ error: 'Note must be text' })
      .trim()
      .max(500, { error: 'Keep the note under 500 characters' })
      .optional(),
  })
  .nullish();
export type PublishWeekInput = z.infer<typeof publishWeekInput>;

/** The day "today" is read for (defaults to today in India). */
export const todayQuery = z.object({
  date: z.iso.date({ error: 'The date must be a calendar day (YYYY-MM-DD)' }).optional(),
  franchiseeID: z.coerce.number().int().positive().optional(),
});

const wholeId = (what: string) =>
  z.coerce
    .number({ error: `${what} must be given by its id` })
    .int({ error: `${what} must be given by its id` })
    .positive({ error: `${what} must be given by its id` });

/**
 * What a video upload names in its tus Upload-Metadata (every value is text there): the file, a title, the
 * Recorded Classes folder and, optionally, the class, week and day; the centre when head office uploads.
 */
export const videoUploadMetadata = z.object({
  filename: z.string({ error: 'Name the file' }).trim().min(1, { error: 'Name the file' }).max(200),
  filetype: z.string({ error: 'Only videos can be uploaded (MP4, WebM or MKV)' }).regex(/^video\/[\w.+-]+$/, {
    error: 'Only videos can be uploaded (MP4, WebM or MKV)',
  }),
  title: z.string({ error: 'Give the video a title' }).trim().min(1, { error: 'Give the video a title' }).max(160, {
    error: 'Keep the title under 160 characters',
  }),
  folderId: wholeId('The folder'),
  classId: wholeId('The class').optional(),
  weekNo: z.coerce
    .number({ error: 'Week must be a number from 1 to 60' })
    .int({ error: 'Week must be a number from 1 to 60' })
    .min(1, { error: 'Week must be a number from 1 to 60' })
    .max(60, { error: 'Week must be a number from 1 to 60' })
    .optional(),
  dayNo: z.coerce
    .number({ error: 'Day must be a number from 1 to 6' })
    .int({ error: 'Day must be a number from 1 to 6' })
    .min(1, { error: 'Day must be a number from 1 to 6' })
    .max(6, { error: 'Day must be a number from 1 to 6' })
    .optional(),
  franchiseeId: wholeId('The centre').optional(),
});
export type VideoUploadMetadata = z.infer<typeof videoUploadMetadata>;

const clockTime = z.string({ error: 'Give the time as HH:MM' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
  error: 'Give the time as HH:MM',
});

/** Scheduling a live class for one section: its day and times (India), and which of the centre's teachers join. */
export const scheduleClassInput = z
  .strictObject({
    sectionId: wholeId('The class section'),
    title: z.string({ error: 'Give the class a title' }).trim().min(1, { error: 'Give the class a title' }).max(160, {
      error: 'Keep the title under 160 characters',
    }),
    date: z.iso.date({ error: 'The date must be a calendar day (YYYY-MM-DD)' }),
    fromTime: clockTime,
    toTime: clockTime,
    teacherUserIds: z.array(wholeId('Each teacher')).max(50, { error: 'Invite at most 50 teachers' }).optional(),
  })
  .refine((v) => v.toTime > v.fromTime, { error: 'The class must end after it starts', path: ['toTime'] });
export type ScheduleClassInput = z.infer<typeof scheduleClassInput>;

/** Cancelling a scheduled class: why, told to whoever looks at it afterwards. */
export const cancelClassInput = z.strictObject(
  {
    reason: z
      .string({ error: 'Give a reason for cancelling the class' })
      .trim()
      .min(3, { error: 'Give a reason for cancelling the class (at least 3 characters)' })
      .max(CANCEL_REASON_MAX, { error: `Keep the reason under ${CANCEL_REASON_MAX} characters` }),
  },
  // No body at all: the same message as an empty one.
  { error: (issue) => (issue.code === 'invalid_type' ? 'Give a reason for cancelling the class' : undefined) },
);
export type CancelClassInput = z.infer<typeof cancelClassInput>;
