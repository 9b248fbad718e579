import { and, eq, inArray, sql } from 'drizzle-orm';
import { cities, franchisees } from '@portal/mod-org/server';
import { audit, auditSubject, badRequest, conflict, franchiseeFence, type RequestContext } from '@portal/kit';
import { ACCOUNTS, TAGS } from '../../shared/accounts.ts';
import { financialYear, todayInIndia } from '@portal/core';
import { gstinProblem } from '../../shared/gstin.ts';
import { computeIrn, documentNumberProblem } from '../einvoice/irn.ts';
import { postJournals } from '../journal/post.service.ts';
import { documentCounters, royaltyInvoices, royaltyStatements } from '../schema.ts';
import { computeRoyalty, splitGst } from './compute.ts';
import { lastDayOf, monthlyCollections, withGuarantees } from './collections.ts';
import { termsFor } from './versions.ts';
import { creditOvercountedRoyalty } from './corrections.service.ts';
import { buyersFor } from './transfers.service.ts';
import { draftFigures } from './statement-figures.service.ts';

const royaltyRunSubject = auditSubject('royalty-run');

export interface RunResult {
  months: string[];
  invoices: number;
  skipped: number;
  royaltyPaise: number;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** 'R002/2627/12': at most 16 characters, as the IRP requires. */
export function royaltyInvoiceNo(franchiseeId: number, fy: string, n: number): string {
  return `R${String(franchiseeId).padStart(3, '0')}/${fy.slice(2, 4)}${fy.slice(5, 7)}/${n}`;
}

async function headOffice(ctx: RequestContext) {
  const [ho] = await ctx.db
    .select({
      id: franchisees.id,
      gstin: franchisees.gstin,
      companyName: franchisees.companyName,
      address: franchisees.address,
      pincode: franchisees.pincode,
      city: cities.name,
    })
    .from(franchisees)
    .innerJoin(cities, eq(cities.id, franchisees.cityId))
    .where(eq(franchisees.isCorporate, true))
    .orderBy(franchisees.id)
    .limit(1);
  if (!ho) throw badRequest('No corporate business branch is set up to issue royalty invoices');
  return ho;
}

/**
 * Royalty invoices for the given months: one per centre and month with royalty
 * due, posted to the centre's franchisee ledger with its GST, numbered without gaps
 * per centre and financial year, and carrying its e-invoice JSON and IRN. A centre
 * and month already invoiced is skipped, so a run can be repeated safely. Runs in
 * the caller's transaction with a few statements per month (500 centres × 12 months
 * stays well inside the time a request may take).
 */
export async function runRoyalty(
  ctx: RequestContext,
  opts: { months: string[]; franchiseeIds?: number[] },
): Promise<RunResult> {
  const today = todayInIndia();
  for (const m of opts.months) {
    if (!MONTH.test(m)) throw badRequest('Month must look like 2026-07', { month: 'Month must look like 2026-07' });
    if (m > today.slice(0, 7))
      throw badRequest('Royalty cannot be invoiced for a month that has not started', {
        month: 'Month is in the future',
      });
  }
  const ho = await headOffice(ctx);
  // A repeated run first credits what the months' issued invoices counted beyond their heads.
  await creditOvercountedRoyalty(ctx, opts);
  const sellerProblem = ho.gstin ? gstinProblem(ho.gstin) : 'Head office has no GSTIN';
  const result: RunResult = { months: opts.months, invoices: 0, skipped: 0, royaltyPaise: 0 };
  // A month without collections still owes the agreement's minimum guarantee.
  const fromLedger = (
    await withGuarantees(ctx.db, await monthlyCollections(ctx.db, opts.months, opts.franchiseeIds), opts)
  ).filter((c) => c.franchiseeId !== ho.id);
  // A centre-month with a draft statement is invoiced from the draft as the centre and head office settled it, and
  // not while one of its lines is disputed: asked for by name, that is refused; in a run, the month waits.
  const drafts = (await draftFigures(ctx, opts)).filter((d) => d.franchiseeId !== ho.id);
  const held = drafts.filter((d) => d.openDisputes > 0);
  if (held.length > 0 && opts.franchiseeIds) {
    const open = held.reduce((n, d) => n + d.openDisputes, 0);
    throw conflict(
      `The royalty statement of ${held.map((d) => d.month).join(', ')} has ${open} disputed ` +
        `line${open === 1 ? '' : 's'}: head office must answer ${open === 1 ? 'it' : 'them'} before the invoice`,
    );
  }
  const byMonth = new Map(fromLedger.map((c) => [`${c.franchiseeId}:${c.month}`, c]));
  for (const d of drafts)
    byMonth.set(`${d.franchiseeId}:${d.month}`, {
      franchiseeId: d.franchiseeId,
      month: d.month,
      collectedPaise: d.collectedPaise,
      studentCount: d.studentCount,
    });
  for (const d of held) byMonth.delete(`${d.franchiseeId}:${d.month}`);
  const collections = [...byMonth.values()];
  result.skipped = held.length;
  const ids = [...new Set(collections.map((c) => c.franchiseeId))];
  if (ids.length === 0) return result;
  const terms = await termsFor(ctx.db, ids);
  const already = new Set(
    (
      await ctx.db
        .select({ f: royaltyInvoices.franchiseeId, m: royaltyInvoices.month })
        .from(royaltyInvoices)
        .where(
          and(franchiseeFence(ctx, royaltyInvoices.franchiseeId, ids), inArray(royaltyInvoices.month, opts.months)),
        )
    ).map((r) => `${r.f}:${r.m}`),
  );
  const buyers = new Map(
    (
      await ctx.db
        .select({
          id: franchisees.id,
          gstin: franchisees.gstin,
          companyName: franchisees.companyName,
          address: franchisees.address,
          pincode: franchisees.pincode,
          city: cities.name,
        })
        .from(franchisees)
        .innerJoin(cities, eq(cities.id, franchisees.cityId))
        .where(inArray(franchisees.id, ids))
    ).map((b) => [b.id, b]),
  );

  // A month before an ownership transfer bills the owner then (the transfer keeps them as they were).
  const ownerOf = await buyersFor(ctx.db, ids);
  const buyerFor = (franchiseeId: number, month: string) => {
    const live = buyers.get(franchiseeId)!;
    const owner = ownerOf(franchiseeId, month);
    return owner ? { ...live, companyName: owner.legalName, gstin: owner.gstin } : live;
  };

  const due = collections
    .filter((c) => terms.at(c.franchiseeId, c.month) && !already.has(`${c.franchiseeId}:${c.month}`))
    .map((c) => {
      // The agreement version in force in the month.
      const t = terms.at(c.franchiseeId, c.month)!;
      return { c, t, fig: computeRoyalty(t, c.collectedPaise, c.studentCount) };
    })
    .filter((d) => d.fig.royaltyPaise > 0)
    .sort((a, b) => a.c.month.localeCompare(b.c.month) || a.c.franchiseeId - b.c.franchiseeId);
  result.skipped += collections.length - due.length;
  if (due.length === 0) return result;

  // Reserve each (centre, financial year) block of numbers in one upsert.
  const invoiceDate = (month: string) => (lastDayOf(month) < today ? lastDayOf(month) : today);
  const blocks = new Map<string, { franchiseeId: number; fy: string; count: number; next: number }>();
  for (const d of due) {
    const fy = financialYear(invoiceDate(d.c.month));
    const key = `${d.c.franchiseeId}:${fy}`;
    const b = blocks.get(key) ?? { franchiseeId: d.c.franchiseeId, fy, count: 0, next: 0 };
    b.count += 1;
    blocks.set(key, b);
  }
  const reserved = await ctx.db
    .insert(documentCounters)
    .values(
      [...blocks.values()].map((b) => ({
        franchiseeId: b.franchiseeId,
        financialYear: b.fy,
        series: 'ROYALTY_INVOICE',
        lastNo: b.count,
      })),
    )
    .onConflictDoUpdate({
      target: [documentCounters.franchiseeId, documentCounters.financialYear, documentCounters.series],
      set: { lastNo: sql`${documentCounters.lastNo} + excluded.last_no` },
    })
    .returning();
  for (const r of reserved) {
    const b = blocks.get(`${r.franchiseeId}:${r.financialYear}`)!;
    b.next = r.lastNo - b.count + 1;
  }

  const rows = due.map((d) => {
    const date = invoiceDate(d.c.month);
    const fy = financialYear(date);
    const block = blocks.get(`${d.c.franchiseeId}:${fy}`)!;
    const invoiceNo = royaltyInvoiceNo(d.c.franchiseeId, fy, block.next++);
    const buyer = buyerFor(d.c.franchiseeId, d.c.month);
    const sameState = !!buyer.gstin && !!ho.gstin && buyer.gstin.slice(0, 2) === ho.gstin.slice(0, 2);
    const gst = splitGst(d.fig.royaltyPaise, d.t.gstRateBp, sameState || !buyer.gstin);
    const total = d.fig.royaltyPaise + gst.cgst + gst.sgst + gst.igst;
    let einvoice: { status: string; error: string | null; irn: string | null } = {
      status: 'NOT_APPLICABLE',
      error: 'The franchisee has no GSTIN (not a B2B supply)',
      irn: null,
    };
    if (buyer.gstin) {
      const problem = sellerProblem ?? gstinProblem(buyer.gstin) ?? documentNumberProblem(invoiceNo);
      if (problem) einvoice = { status: 'FAILED', error: problem, irn: null };
      else {
        // The JSON itself is built on demand from the invoice (einvoice/build.ts).
        einvoice = { status: 'GENERATED', error: null, irn: computeIrn(ho.gstin!, fy, 'INV', invoiceNo) };
      }
    }
    return { d, date, fy, invoiceNo, gst, total, einvoice, buyer };
  });

  const posted = await postJournals(
    ctx,
    rows.map((r) => {
      const gst = r.gst.cgst + r.gst.sgst + r.gst.igst;
      return {
        franchiseeId: r.d.c.franchiseeId,
        reference: `royalty-invoice:${r.invoiceNo}`,
        description: `Royalty ${r.d.c.month}, invoice ${r.invoiceNo}`,
        date: r.date,
        lines: [
          { account: ACCOUNTS.FRANCHISEE_RECEIVABLE, debit: r.total, tag: TAGS.ROYALTY },
          { account: ACCOUNTS.ROYALTY_INCOME, credit: r.d.fig.royaltyPaise, tag: TAGS.ROYALTY },
          ...(gst > 0 ? [{ account: ACCOUNTS.GST_OUTPUT, credit: gst, tag: TAGS.ROYALTY }] : []),
        ],
      };
    }),
    { auditEach: false },
  );
  const inserted: { id: number }[] = [];
  for (let i = 0; i < rows.length; i += 1000) {
    inserted.push(
      ...(await ctx.db
        .insert(royaltyInvoices)
        .values(
          rows.slice(i, i + 1000).map((r, k) => ({
            journalEntryId: posted[i + k].id,
            franchiseeId: r.d.c.franchiseeId,
            month: r.d.c.month,
            model: r.d.t.model,
            agreementVersion: r.d.t.versionNo,
            buyerLegalName: r.buyer.companyName,
            buyerGstin: r.buyer.gstin,
            collectedPaise: r.d.fig.collectedPaise,
            studentCount: r.d.fig.studentCount,
            computedPaise: r.d.fig.computedPaise,
            minimumTopUpPaise: r.d.fig.minimumTopUpPaise,
            royaltyHeads: r.d.t.royaltyHeads,
            royaltyPaise: r.d.fig.royaltyPaise,
            cgstPaise: r.gst.cgst,
            sgstPaise: r.gst.sgst,
            igstPaise: r.gst.igst,
            totalPaise: r.total,
            invoiceNo: r.invoiceNo,
            invoiceDate: r.date,
            financialYear: r.fy,
            irn: r.einvoice.irn,
            einvoiceStatus: r.einvoice.status,
            einvoiceError: r.einvoice.error,
          })),
        )
        .returning({ id: royaltyInvoices.id })),
    );
  }

  // The drafts invoiced are closed with their invoice.
  const draftOf = new Map(drafts.map((d) => [`${d.franchiseeId}:${d.month}`, d.statementId]));
  for (const [k, r] of rows.entries()) {
    const statementId = draftOf.get(`${r.d.c.franchiseeId}:${r.d.c.month}`);
    if (statementId === undefined) continue;
    await ctx.db
      .update(royaltyStatements)
      .set({ status: 'INVOICED', royaltyInvoiceId: inserted[k].id, updatedAt: new Date() })
      .where(eq(royaltyStatements.id, statementId));
  }

  await audit(ctx, {
    resource: royaltyRunSubject,
    recordId: opts.months.join(','),
    action: 'run',
    changes: { invoices: rows.length, months: opts.months },
  });
  result.invoices = rows.length;
  result.royaltyPaise = rows.reduce((a, r) => a + r.d.fig.royaltyPaise, 0);
  return result;
}
