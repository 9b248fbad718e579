import { keptRead, prepared, QueryValues, type RequestContext } from '@portal/kit';
import { dayRatios } from '../schema.ts';

/** Head office's ratio table: children one staff member may look after, by class category (for planning rotas). */
export async function childrenPerStaffByCategory(ctx: RequestContext): Promise<Map<string, number>> {
  const rows = await keptRead(ctx.db, 'day:ratios', [dayRatios], () =>
    prepared(ctx.db, new QueryValues('day:ratios'), () => ctx.db.select().from(dayRatios)),
  );
  return new Map(rows.map((r) => [r.classCategory, r.childrenPerStaff] as const));
}
