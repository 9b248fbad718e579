import { and, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { franchiseeFence } from '../fence.ts';
import { prepared, QueryValues } from '../prepared.ts';
import { identityOf, readOnce } from '../read-once.ts';
import type { Resource, Row } from './declarations.ts';
import { fenceColumnOf } from './fence-check.ts';
import { resourceOwnerCondition } from './reach.ts';

/** Loads one row inside the user's fence; anything outside it is simply not found. */
export async function loadRecord<T extends PgTable>(
  ctx: RequestContext,
  res: Resource<T>,
  id: number,
  opts: { forUpdate?: boolean } = {},
): Promise<T['$inferSelect'] & Row> {
  type Loaded = T['$inferSelect'] & Row;
  const load = async (): Promise<Loaded> => {
    // Every record page and most commands start here: the query is built once per resource and shape.
    const v = new QueryValues(`record:${identityOf(res)}`);
    const fence = fenceColumnOf(res);
    const where = and(
      eq(res.columns.id, v.bind(id)),
      fence && franchiseeFence(ctx, fence, undefined, v),
      resourceOwnerCondition(ctx, res, v),
    );
    if (opts.forUpdate) v.note('for update');
    const [row] = (await prepared(ctx.db, v, () => {
      const query = ctx.db
        .select()
        // cast: a resource's table is a PgTable; its generic parameter is not needed here
        .from(res.table as PgTable)
        .where(where);
      return opts.forUpdate ? query.for('update') : query;
      // cast: drizzle types a generic table's selected rows loosely; they are the resource's columns
    })) as Loaded[];
    if (!row) throw notFound(res.label);
    return row;
  };
  // A row locked for an update is read afresh; a reading context asks for a record once.
  return opts.forUpdate ? load() : readOnce(ctx, `record:${identityOf(res)}:${id}`, load);
}
