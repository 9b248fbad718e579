import { isoDate } from '@portal/core';
import { z } from 'zod';
import { AUDIENCE_ROLES, TRAINER_KINDS, TRAINING_MODES } from '../shared/index.ts';

const day = (label: string) => isoDate(label);
const clock = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: `${label} must be a time like 09:30` });
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
    if (new Set(v.trainers.map((t) => t.trainerUserID)).size !== v.trainers.length)
      issue.addIssue({ code: 'custom', path: ['trainers'], message: 'A trainer is listed twice' });
    if (v.mode === 'OFFLINE' && !v.venue)
      issue.addIssue({ code: 'custom', path: ['venue'], message: 'Venue is required for an offline training' });
  });

export type TrainingInput = z.infer<typeof trainingInput>;
