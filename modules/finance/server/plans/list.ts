import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { canSeeFranchisee, notFound, type RequestContext } from '@portal/kit';
import { feePlans, studentFeePlans } from '../schema.ts';

/** Plans assigned to students (ledger/student-list), inside the user's fence. */
export async function listStudentPlans(
  ctx: RequestContext,
  query: { page: number; pageSize: number; franchiseeID?: number; q?: string },
) {
  if (query.franchiseeID !== undefined && !canSeeFranchisee(ctx, query.franchiseeID)) throw notFound('Franchisee');
  const fence =
    ctx.franchisees === 'all'
      ? undefined
      : ctx.franchisees.length
        ? inArray(studentFeePlans.franchiseeId, ctx.franchisees)
        : sql`false`;
  const q = query.q?.trim();
  const where = and(
    fence,
    query.franchiseeID ? eq(studentFeePlans.franchiseeId, query.franchiseeID) : undefined,
    q
      ? or(
          sql`${studentFeePlans.studentName} ilike ${'%' + q.replace(/[\\%_]/g, (c) => '\\' + c) + '%'}`,
          eq(studentFeePlans.referenceId, q),
        )
      : undefined,
  );
  const [{ n }] = await ctx.db
    .select({ n: sql<string>`count(*)` })
    .from(studentFeePlans)
    .where(where);
  const rows = await ctx.db
    .select({
      id: studentFeePlans.id,
      franchiseeId: studentFeePlans.franchiseeId,
      studentAdmissionId: studentFeePlans.studentAdmissionId,
      studentName: studentFeePlans.studentName,
      planName: feePlans.name,
      totalPaise: studentFeePlans.totalPaise,
      concessionPaise: studentFeePlans.concessionPaise,
      referenceId: studentFeePlans.referenceId,
      status: studentFeePlans.status,
      createdAt: studentFeePlans.createdAt,
    })
    .from(studentFeePlans)
    .innerJoin(feePlans, eq(feePlans.id, studentFeePlans.planId))
    .where(where)
    .orderBy(desc(studentFeePlans.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { rows, count: Number(n), page: query.page, pageSize: query.pageSize };
}
