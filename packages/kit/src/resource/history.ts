import { and, desc, eq, inArray } from 'drizzle-orm';
import { auditLog } from '../audit.ts';
import type { RequestContext } from '../context.ts';
import type { Resource } from './define.ts';
import { findResource } from './registry.ts';
import { auditedChanges } from './response.ts';
import { loadRecord } from './resource.service.ts';

/** The audit trail of one record, newest first, for anyone who may read the record. */
export async function recordHistory(ctx: RequestContext, res: Resource, id: number) {
  await loadRecord(ctx, res, id);
  const rows = await ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, res.name), eq(auditLog.recordId, String(id))))
    .orderBy(desc(auditLog.id))
    .limit(200);
  // Name the people through the user resource, when the app has one.
  const users = findResource('user');
  const ids = [...new Set(rows.map((r) => r.userId).filter((u): u is number => u !== null))];
  const names = new Map<number, string>();
  if (users && ids.length) {
    const found = await ctx.db
      .select({ id: users.columns.id, email: users.columns.email })
      .from(users.table)
      .where(inArray(users.columns.id, ids));
    for (const u of found) names.set(u.id as number, String(u.email));
  }
  return rows.map((r) => ({
    id: r.id,
    at: r.at,
    action: r.action,
    // Masked again on the way out: rows written before a column was declared secret keep its value.
    changes: auditedChanges(res, r.changes),
    userId: r.userId,
    user: r.userId ? (names.get(r.userId) ?? null) : null,
  }));
}
