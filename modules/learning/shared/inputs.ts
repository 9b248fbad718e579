import { z } from 'zod';

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
