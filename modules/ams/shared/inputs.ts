import { z } from 'zod';

/** Approving or rejecting a visit: a remark for the manager, if any. */
export const visitDecisionInput = z
  .strictObject({
    remark: z.string({ error: 'Remark must be text' }).trim().max(500, { error: 'The remark is too long' }).nullish(),
  })
  .nullish();
