import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { ListResult } from '@portal/core';
import type { RequestContext } from '../context.ts';
import { franchiseeFence } from '../fence.ts';
import { jobRuns, type RunStatus } from './schema.ts';

export type JobRun = typeof jobRuns.$inferSelect;

export interface RunQuery {
  page: number;
  pageSize: number;
  status?: RunStatus;
  name?: string;
}

/** Runs newest first; users fenced to some franchisees see only those franchisees' runs. */
export async function listRuns(ctx: RequestContext, query: RunQuery): Promise<ListResult<JobRun>> {
  const parts: (SQL | undefined)[] = [franchiseeFence(ctx, jobRuns.franchiseeId)];
  if (query.status) parts.push(eq(jobRuns.status, query.status));
  if (query.name) parts.push(eq(jobRuns.name, query.name));
  const where = and(...parts);
  const [{ total }] = await ctx.db.select({ total: count() }).from(jobRuns).where(where);
  const rows = await ctx.db
    .select()
    .from(jobRuns)
    .where(where)
    .orderBy(desc(jobRuns.createdAt), desc(jobRuns.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { rows, count: total, page: query.page, pageSize: query.pageSize };
}
