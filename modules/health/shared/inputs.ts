import { recordId, recordOf } from '@portal/core';
import { z } from 'zod';
import { HEALTH_INPUTS, HEALTH_MESSAGES } from './constants.ts';

/** A YYYY-MM month; the current India month when left out. */
export const monthText = z
  .string({ error: HEALTH_MESSAGES.month })
  .regex(/^(19\d\d|[2-9]\d{3})-(0[1-9]|1[0-2])$/, { error: HEALTH_MESSAGES.month });

export const monthQuery = z.strictObject({ month: monthText.optional() });

const weight = z
  .number({ error: HEALTH_MESSAGES.weightWhole })
  .int({ error: HEALTH_MESSAGES.weightWhole })
  .min(0, { error: HEALTH_MESSAGES.weightWhole })
  .max(100, { error: HEALTH_MESSAGES.weightWhole });

/** Head office's weights: one whole number per input, adding up to 100. */
export const weightsInput = z.strictObject(recordOf(HEALTH_INPUTS, () => weight)).superRefine((w, check) => {
  const sum = Object.values(w).reduce((a, n) => a + n, 0);
  if (sum !== 100) check.addIssue({ code: 'custom', message: HEALTH_MESSAGES.weightsSum(sum), path: [] });
});
export type WeightsInput = z.infer<typeof weightsInput>;

export const centreParams = z.object({ franchiseeId: recordId });
