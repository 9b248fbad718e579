import { z } from 'zod';

/** Approving or rejecting a visit: a remark for the manager, if any. */
export const visitDecisionInput = z
  .strictObject({
    remark: z.string({ error: 'Remark must be text' }).trim().max(500, { error: 'The remark is too long' }).nullish(),
  })
  .nullish();

const percent = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .min(0, { error: `${label} cannot be below 0 %` })
    .max(100, { error: `${label} cannot be above 100 %` });

/**
 * weightageModification: the weight of centre and academic audits in a cycle, and of each category in its kind
 * of audit. Each set adds up to 100 % (the server says which one does not).
 */
export const weightageInput = z.strictObject({
  centreWeight: percent('Centre audit weightage'),
  academicWeight: percent('Academic audit weightage'),
  categories: z
    .array(
      z.strictObject({
        categoryId: z
          .number({ error: 'Name the category' })
          .int({ error: 'Name the category' })
          .positive({ error: 'Name the category' })
          .max(2_147_483_647, { error: 'Category not found' }),
        weight: percent('The weight'),
      }),
      { error: 'Send the weights as a list' },
    )
    .max(500, { error: 'Too many categories' })
    .refine((rows) => new Set(rows.map((r) => r.categoryId)).size === rows.length, {
      error: 'A category is weighed twice; keep one weight per category',
    }),
});
export type WeightageInput = z.infer<typeof weightageInput>;
