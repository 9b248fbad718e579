import { z } from 'zod';

/** A record's id in a path or query: a positive 32-bit integer, from text. */
export const recordId = z.coerce
  .number({ error: 'The id must be a number' })
  .int({ error: 'The id must be a whole number' })
  .positive({ error: 'The id must be positive' })
  .max(2_147_483_647, { error: 'The id is too large' });

/** Path parameters of a route about one record. */
export const byId = z.object({ id: recordId });
