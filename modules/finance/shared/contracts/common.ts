// The names and small shapes the finance contracts share: tags, ids, lookups by id, admission and reference.
import { recordId } from '@portal/core';
import { z } from 'zod';

export const plans = ['Fee plans'];
export const pay = ['Payments'];
export const account = ['Fee accounts'];
export const publicTags = ['Public payments'];

export const id = recordId;
export const byId = z.object({ id });
export const byAdmission = z.object({ studentAdmissionId: id });
export const byReference = z.object({
  referenceID: z.string().min(8, { error: 'Payment link not found' }).max(64, { error: 'Payment link not found' }),
});
