import { auditAll, type RequestContext } from '@portal/kit';
import { eq, inArray } from 'drizzle-orm';
import { userResource } from './resources.ts';
import { adminUsers } from './schema.ts';

/** One admission taking over from another: a promoted child's next year's. */
export interface AdmissionMove {
  from: number;
  to: number;
}

/** Accounts asked about at once: well under PostgreSQL's limit of bound values in one statement. */
const CHUNK = 5_000;

/**
 * Moves the family accounts linked to an admission to the one that took over from it (a promoted child's next
 * year's), following a chain of such moves to its end: the parent rule (`ownChildRule`), the parent's own screens
 * (`me` names the admission) and every message about the child find the parents by that link. Only the accounts
 * found on a `from` are written, and each one's history says so. Answers the accounts moved.
 */
export async function moveFamilyAccounts(ctx: RequestContext, moves: readonly AdmissionMove[]): Promise<number[]> {
  const next = new Map(moves.map((m) => [m.from, m.to]));
  const moved: number[] = [];
  const froms = [...next.keys()];
  for (let i = 0; i < froms.length; i += CHUNK) {
    const linked = await ctx.db
      .select({ id: adminUsers.id, franchiseeId: adminUsers.franchiseeId, from: adminUsers.studentAdmissionId })
      .from(adminUsers)
      .where(inArray(adminUsers.studentAdmissionId, froms.slice(i, i + CHUNK)));
    const found = linked.map((account) => ({ ...account, to: followed(next, account.from!) }));
    for (const { id, to } of found) {
      await ctx.db
        .update(adminUsers)
        .set({ studentAdmissionId: to, updatedAt: new Date() })
        .where(eq(adminUsers.id, id));
      moved.push(id);
    }
    await auditAll(
      ctx,
      found.map(({ id, franchiseeId, from, to }) => ({
        resource: userResource,
        recordId: id,
        action: 'follow promoted child',
        franchiseeId,
        changes: { studentAdmissionId: [from, to] },
      })),
    );
  }
  return moved;
}

/** Where a chain of moves from `from` ends. */
function followed(next: ReadonlyMap<number, number>, from: number): number {
  let to = from;
  for (let hops = 0; next.has(to) && hops < next.size; hops++) to = next.get(to)!;
  return to;
}
