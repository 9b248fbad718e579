import { and, desc, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '@portal/kit';
import { adminUsers } from '@portal/mod-users/server';
import type { ConsentPurpose } from '../shared/constants.ts';
import { consentRecords } from './schema.ts';

export type ConsentRow = typeof consentRecords.$inferSelect & { decidedByName: string | null };

/**
 * The current decision of each (child, purpose) among these children: the latest row of each. One statement, the
 * newest row first per pair (the index on child, purpose, id serves it).
 */
export async function currentDecisions(
  ctx: RequestContext,
  studentAdmissionIds: readonly number[],
  purposes?: readonly ConsentPurpose[],
): Promise<ConsentRow[]> {
  if (studentAdmissionIds.length === 0) return [];
  const r = consentRecords;
  const rows = await ctx.db
    .selectDistinctOn([r.studentAdmissionId, r.purpose], { row: r, decidedByName: adminUsers.fullName })
    .from(r)
    .leftJoin(adminUsers, eq(adminUsers.id, r.decidedBy))
    .where(
      and(
        inArray(r.studentAdmissionId, [...studentAdmissionIds]),
        purposes ? inArray(r.purpose, [...purposes]) : undefined,
      ),
    )
    .orderBy(r.studentAdmissionId, r.purpose, desc(r.id));
  return rows.map(({ row, decidedByName }) => ({ ...row, decidedByName }));
}

/**
 * Whether a child's parent has consented to a purpose now: the latest decision is a grant. No decision is no
 * consent. What another module shows or sends on a consent asks this (or `childrenWithout`) at the moment it acts,
 * so a withdrawal takes effect everywhere at once.
 */
export async function hasConsent(ctx: RequestContext, studentAdmissionId: number, purpose: ConsentPurpose) {
  return (await childrenWithout(ctx, [studentAdmissionId], purpose)).length === 0;
}

/** Of these children, those without a current consent to the purpose (never given, or withdrawn). */
export async function childrenWithout(
  ctx: RequestContext,
  studentAdmissionIds: readonly number[],
  purpose: ConsentPurpose,
): Promise<number[]> {
  const ids = [...new Set(studentAdmissionIds)];
  const granted = new Set(
    (await currentDecisions(ctx, ids, [purpose]))
      .filter((d) => d.decision === 'GRANTED')
      .map((d) => d.studentAdmissionId),
  );
  return ids.filter((id) => !granted.has(id));
}
