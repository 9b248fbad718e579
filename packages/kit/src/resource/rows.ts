import type { Row } from './declarations.ts';

/**
 * The rows a table chosen at run time answers (drizzle types them as records of unknown columns), each checked to
 * carry the numeric id every resource's table has: a row without one is a fault said as such, not passed on.
 */
export function rowsWithId(rows: readonly Record<string, unknown>[]): Row[] {
  return rows.map((row) => {
    const { id } = row;
    if (typeof id !== 'number') throw new Error('A resource row came back without its numeric id');
    return { ...row, id };
  });
}
