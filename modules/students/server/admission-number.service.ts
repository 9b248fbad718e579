import { count, eq } from 'drizzle-orm';
import { academicYearStart } from '@portal/core';
import type { RequestContext } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { students } from './schema.ts';

/**
 * The next admission number of a centre: '<centre code>/<yy>/<nnnn>'. The centre's row is
 * locked for the rest of the transaction, so two admissions never draw the same number.
 */
export async function nextAdmissionNumber(ctx: RequestContext, franchiseeId: number): Promise<string> {
  const [centre] = await ctx.db
    .select({ code: franchisees.code })
    .from(franchisees)
    .where(eq(franchisees.id, franchiseeId))
    .for('update');
  const [{ n }] = await ctx.db.select({ n: count() }).from(students).where(eq(students.franchiseeId, franchiseeId));
  const yy = String(academicYearStart(new Date())).slice(2);
  return `${centre?.code ?? franchiseeId}/${yy}/${String(Number(n) + 1).padStart(4, '0')}`;
}
