import { z } from 'zod';
import { recordId } from '@portal/core';
import { MEMBER_RELATIONS } from './constants.ts';

/** A parent's invitation of a grandparent or caregiver by mobile. */
export const inviteMemberInput = z.strictObject({
  studentAdmissionId: recordId.optional(),
  name: z
    .string({ error: 'Enter the person’s name' })
    .trim()
    .min(2, { error: 'Enter the person’s name' })
    .max(120, { error: 'Keep the name under 120 letters' }),
  relation: z.enum(MEMBER_RELATIONS, { error: 'Choose how they are related to the child' }),
  mobile: z
    .string({ error: 'Enter their 10-digit mobile number' })
    .trim()
    .regex(/^[6-9]\d{9}$/, { error: 'Enter their 10-digit mobile number' }),
});

/** The code the invited person received, typed back by the parent. */
export const confirmMemberInput = z.strictObject({
  code: z
    .string({ error: 'Enter the 6-digit code' })
    .trim()
    .regex(/^\d{6}$/, { error: 'Enter the 6-digit code' }),
});

/** The child's authorised-pickup record that is this member's (one record, the day's). */
export const memberPickupInput = z.strictObject({ pickupId: recordId });

export const circleQuery = z.object({ studentAdmissionId: recordId.optional() });
