import { recordId } from '@portal/core';
import { z } from 'zod';
import { ATTACHMENTS_MAX, MESSAGE_TEXT_MAX, MESSAGE_TEXTS as T } from './constants.ts';

const fileId = z.string().regex(/^[A-Za-z0-9_-]{22}$/, { error: 'Upload the file again' });

/** A new message: its text and the files uploaded for it (POST /api/files first). */
export const postMessageInput = z.object({
  text: z
    .string({ error: T.textRequired })
    .trim()
    .min(1, { error: T.textRequired })
    .max(MESSAGE_TEXT_MAX, { error: T.textTooLong }),
  attachmentIds: z
    .array(fileId)
    .max(ATTACHMENTS_MAX, { error: T.tooManyFiles })
    .refine((ids) => new Set(ids).size === ids.length, { error: T.sameFileTwice })
    .default([]),
});

const clock = z.string({ error: T.badTime }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: T.badTime });

/** A centre's quiet hours, 24-hour India time; they may run past midnight (19:00 to 08:00). */
export const quietHoursInput = z
  .object({ franchiseeID: recordId.optional(), from: clock, to: clock })
  .refine((q) => q.from !== q.to, { error: T.sameTimes, path: ['to'] });
