import { recordId } from '@portal/core';
import { z } from 'zod';
import { REMARK_MAX, REVIEW_STATUSES } from './constants.ts';

const id = recordId;

export const gradeGridQuery = z.object({ classId: id, termId: id, sectionId: id.optional() });

/** One cell as it changes: `version` is the one the teacher's grid last saw (0 for an empty cell). */
export const gradeCellInput = z.object({
  studentAdmissionId: id,
  termId: id,
  parameterId: id,
  grade: z.string().trim().max(10).nullable(),
  version: z.number().int().min(0),
});
export type GradeCellInput = z.infer<typeof gradeCellInput>;

export const remarkInput = z.object({
  studentAdmissionId: id,
  termId: id,
  remark: z
    .string()
    .trim()
    .max(REMARK_MAX, { error: `A remark may have at most ${REMARK_MAX} characters` }),
});
export type RemarkInput = z.infer<typeof remarkInput>;

/** Both are needed; they are checked after the submission is found (another centre's id is a 404 first). */
export const reviewInput = z.object({
  status: z.enum(REVIEW_STATUSES, { error: 'Choose Reviewed or Redo' }).optional(),
  remark: z
    .string()
    .trim()
    .max(REMARK_MAX, { error: `A remark may have at most ${REMARK_MAX} characters` })
    .optional(),
});
export type ReviewInput = z.infer<typeof reviewInput>;

export const reviewAnswer = z.object({ id: z.number(), status: z.string(), remark: z.string() });

export const reportQuery = z.object({ termId: id });
export const reportJobInput = z.object({ classId: id, termId: id, sectionId: id.optional() });
