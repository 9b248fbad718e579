import { and, inArray } from 'drizzle-orm';
import { franchisees } from '@portal/mod-org/server';
import {
  assertFranchisee,
  franchiseeFence,
  franchiseeIdsInFence,
  requireAccess,
  type RequestContext,
} from '@portal/kit';
import { LEDGER_MODULES } from '../../shared/accounts.ts';
import { percentOf } from '@portal/core';
import { royaltyInvoices } from '../schema.ts';
import { computeRoyalty } from './compute.ts';
import { monthlyCollections, studentCollections, withGuarantees } from './collections.ts';
import { termsFor } from './versions.ts';
import { studentNames } from '../journal/students.service.ts';

/** Royalty due per centre and month: collections, the agreement's royalty, and the invoice if issued. */
export async function royaltyList(ctx: RequestContext, opts: { months: string[]; franchiseeId?: number }) {
  requireAccess(ctx, LEDGER_MODULES.ROYALTY, 'GET');
  const ids = franchiseeIdsInFence(ctx, opts.franchiseeId);
  const collections = await withGuarantees(ctx.db, await monthlyCollections(ctx.db, opts.months, ids), {
    months: opts.months,
    franchiseeIds: ids,
  });
  const terms = await termsFor(ctx.db, [...new Set(collections.map((c) => c.franchiseeId))]);
  const invoices = await ctx.db
    .select()
    .from(royaltyInvoices)
    .where(
      and(
        inArray(royaltyInvoices.month, opts.months),
        franchiseeFence(ctx, royaltyInvoices.franchiseeId, opts.franchiseeId),
      ),
    );
  // One lookup per centre-month: 6,000 of them against 6,000 invoices must not compare every pair.
  const invoiceOf = new Map(invoices.map((i) => [`${i.franchiseeId}:${i.month}`, i]));
  const names = new Map(
    (await ctx.db.select({ id: franchisees.id, name: franchisees.companyName }).from(franchisees)).map((f) => [
      f.id,
      f.name,
    ]),
  );
  return collections
    .map((c) => {
      const t = terms.at(c.franchiseeId, c.month);
      const figures = t ? computeRoyalty(t, c.collectedPaise, c.studentCount) : null;
      const invoice = invoiceOf.get(`${c.franchiseeId}:${c.month}`) ?? null;
      return {
        ...c,
        companyName: names.get(c.franchiseeId) ?? '',
        model: t?.model ?? null,
        figures,
        invoice: invoice && {
          id: invoice.id,
          invoiceNo: invoice.invoiceNo,
          totalPaise: invoice.totalPaise,
          royaltyPaise: invoice.royaltyPaise,
          einvoiceStatus: invoice.einvoiceStatus,
        },
      };
    })
    .sort((a, b) => b.month.localeCompare(a.month) || a.franchiseeId - b.franchiseeId);
}

/**
 * Royalty per student: what each student paid in a month and the royalty share of it
 * (percentage and slab models use the agreement's percentage or the first slab's on
 * the student's payment; per-student models the fixed amount). The month's invoice
 * may differ by rounding and the minimum guarantee, shown on the invoice itself.
 */
export async function studentRoyaltyDetails(ctx: RequestContext, franchiseeId: number, studentAdmissionId?: number) {
  requireAccess(ctx, LEDGER_MODULES.ROYALTY, 'GET');
  assertFranchisee(ctx, franchiseeId);
  const rows = await studentCollections(ctx.db, franchiseeId, { studentAdmissionId });
  const terms = await termsFor(ctx.db, [franchiseeId]);
  const names = await studentNames(ctx, [...new Set(rows.map((r) => r.studentAdmissionId))]);
  return rows.map((r) => {
    let share = 0;
    const t = terms.at(franchiseeId, r.month);
    if (t?.model === 'PERCENT') share = percentOf(Math.max(0, r.collectedPaise), t.percentBp);
    else if (t?.model === 'SLAB') share = percentOf(Math.max(0, r.collectedPaise), t.slabs[0]?.percentBp ?? 0);
    else if (t?.model === 'PER_STUDENT') share = r.collectedPaise > 0 ? t.perStudentPaise : 0;
    return { ...r, studentName: names.get(r.studentAdmissionId) ?? null, royaltyPaise: share };
  });
}
