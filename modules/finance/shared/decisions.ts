import { z } from 'zod';

/** Bodies of finance's decisions on offline payments and concessions (the decision commands). */
export const approveDecisionInput = z.strictObject({}).nullish();
export const rejectDecisionInput = z.strictObject({
  remarks: z.string().trim().min(3, { error: 'Remarks are required' }).max(300),
});
