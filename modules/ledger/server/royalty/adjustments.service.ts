import { and, eq, inArray, sql } from 'drizzle-orm';
import { financialYear, formatPaise, isKeyOf, todayInIndia } from '@portal/core';
import { cities, franchisees } from '@portal/mod-org/server';
import {
  assertAttachable,
  audit,
  commandOf,
  conflict,
  defineResource,
  fieldError,
  franchiseeFence,
  inTransaction,
  loadRecord,
  notFound,
  type RequestContext,
} from '@portal/kit';
import { ACCOUNTS, LEDGER_MODULES, TAGS } from '../../shared/accounts.ts';
import {
  ADJUSTMENT_REASON_LABELS,
  refuseAdjustmentInput,
  royaltyAdjustmentShape,
  type RaiseAdjustmentInput,
} from '../../shared/adjustments.ts';
import { gstinProblem } from '../../shared/gstin.ts';
import { gstRateOf, ROYALTY_SAC } from '../einvoice/build.ts';
import { computeIrn, documentNumberProblem } from '../einvoice/irn.ts';
import { eInvoicePayload } from '../einvoice/payload.ts';
import { nextDocumentNumber } from '../journal/counter.ts';
import { postJournal } from '../journal/post.service.ts';
import { royaltyAdjustments, royaltyInvoices } from '../schema.ts';
import { splitGst } from './compute.ts';

type Adjustment = typeof royaltyAdjustments.$inferSelect;
const reasonLabel = (reason: string) =>
  isKeyOf(ADJUSTMENT_REASON_LABELS, reason) ? ADJUSTMENT_REASON_LABELS[reason] : reason;
type Invoice = typeof royaltyInvoices.$inferSelect;
const command = commandOf<Adjustment>();

/** 'C002/2627/4' for a credit note, 'D002/2627/1' for a debit note: at most 16 characters, as the IRP requires. */
export function noteNumber(kind: 'CRN' | 'DBN', franchiseeId: number, fy: string, n: number): string {
  const centre = String(franchiseeId).padStart(3, '0');
  return `${kind === 'CRN' ? 'C' : 'D'}${centre}/${fy.slice(2, 4)}${fy.slice(5, 7)}/${n}`;
}

/** The centre's invoice, inside the user's fence (another centre's is not found). */
async function fencedInvoice(ctx: RequestContext, id: number, forUpdate = false): Promise<Invoice> {
  const query = ctx.db
    .select()
    .from(royaltyInvoices)
    .where(and(eq(royaltyInvoices.id, id), franchiseeFence(ctx, royaltyInvoices.franchiseeId)));
  const [invoice] = forUpdate ? await query.for('update') : await query;
  if (!invoice) throw notFound('Royalty invoice');
  return invoice;
}

/**
 * Royalty of each invoice already taken back by credits that were accepted, and, with `waiting`, by credits still
 * waiting for head office: a centre cannot ask for more than the invoice charged, however many requests it sends.
 */
async function creditedOn(ctx: RequestContext, invoiceIds: number[], waiting: boolean) {
  if (invoiceIds.length === 0) return new Map<number, number>();
  const rows = await ctx.db
    .select({ id: royaltyAdjustments.royaltyInvoiceId, paise: sql<string>`sum(${royaltyAdjustments.amountPaise})` })
    .from(royaltyAdjustments)
    .where(
      and(
        inArray(royaltyAdjustments.royaltyInvoiceId, invoiceIds),
        eq(royaltyAdjustments.direction, 'CREDIT'),
        inArray(royaltyAdjustments.status, waiting ? ['ACCEPTED', 'PENDING'] : ['ACCEPTED']),
      ),
    )
    .groupBy(royaltyAdjustments.royaltyInvoiceId);
  return new Map(rows.map((r) => [r.id, Number(r.paise)]));
}

function checkAmount(invoice: Invoice, direction: string, amountPaise: number, creditedPaise: number) {
  if (amountPaise > invoice.royaltyPaise)
    throw fieldError(
      'amountPaise',
      `The adjustment cannot be more than the invoice's royalty of ${formatPaise(invoice.royaltyPaise)}`,
    );
  if (direction === 'CREDIT' && amountPaise > invoice.royaltyPaise - creditedPaise)
    throw fieldError(
      'amountPaise',
      `Only ${formatPaise(Math.max(0, invoice.royaltyPaise - creditedPaise))} of the invoice's royalty ` +
        `is left to adjust (${formatPaise(creditedPaise)} is credited or waiting)`,
    );
}

/** The invoices of the user's centres an adjustment may be raised on, newest first, and what is left on each. */
export async function adjustableInvoices(ctx: RequestContext, franchiseeId?: number) {
  const invoices = await ctx.db
    .select()
    .from(royaltyInvoices)
    .where(and(franchiseeFence(ctx, royaltyInvoices.franchiseeId, franchiseeId), eq(royaltyInvoices.status, 'ISSUED')))
    .orderBy(sql`${royaltyInvoices.month} desc`, royaltyInvoices.franchiseeId)
    .limit(200);
  const credited = await creditedOn(
    ctx,
    invoices.map((i) => i.id),
    true,
  );
  return {
    rows: invoices.map((i) => ({
      id: i.id,
      franchiseeId: i.franchiseeId,
      invoiceNo: i.invoiceNo,
      month: i.month,
      royaltyPaise: i.royaltyPaise,
      adjustablePaise: Math.max(0, i.royaltyPaise - (credited.get(i.id) ?? 0)),
    })),
  };
}

/** A centre asks head office to adjust one of its royalty invoices; it waits for a decision. */
export async function raiseAdjustment(ctx: RequestContext, input: RaiseAdjustmentInput) {
  return inTransaction(ctx, async (ctx) => {
    // The invoice row is held until this transaction ends, so two requests racing cannot both pass the limit.
    const invoice = await fencedInvoice(ctx, input.royaltyInvoiceId, true);
    if (invoice.status !== 'ISSUED') throw conflict(`Invoice ${invoice.invoiceNo} is ${invoice.status}`);
    const credited = await creditedOn(ctx, [invoice.id], true);
    checkAmount(invoice, input.direction, input.amountPaise, credited.get(invoice.id) ?? 0);
    const file = await assertAttachable(ctx, input.fileId ?? undefined);
    const [row] = await ctx.db
      .insert(royaltyAdjustments)
      .values({
        franchiseeId: invoice.franchiseeId,
        royaltyInvoiceId: invoice.id,
        invoiceNo: invoice.invoiceNo,
        month: invoice.month,
        direction: input.direction,
        reason: input.reason,
        details: input.details,
        amountPaise: input.amountPaise,
        fileId: file?.id ?? null,
        status: 'PENDING',
        raisedBy: ctx.user?.id ?? null,
      })
      .returning();
    await audit(ctx, {
      resource: royaltyAdjustmentShape,
      recordId: row.id,
      action: 'create',
      franchiseeId: row.franchiseeId,
      changes: { invoiceNo: row.invoiceNo, direction: row.direction, amountPaise: row.amountPaise },
    });
    return row;
  });
}

/** Head office's corporate branch: the supplier on every royalty document. */
async function seller(ctx: RequestContext) {
  const [ho] = await ctx.db
    .select({
      gstin: franchisees.gstin,
      legalName: franchisees.companyName,
      address: franchisees.address,
      pincode: franchisees.pincode,
      location: cities.name,
    })
    .from(franchisees)
    .innerJoin(cities, eq(cities.id, franchisees.cityId))
    .where(eq(franchisees.isCorporate, true))
    .orderBy(franchisees.id)
    .limit(1);
  return ho ?? null;
}

/** The centre a note bills, as its invoice billed it (an ownership transfer keeps the owner of the invoice's month). */
async function buyer(ctx: RequestContext, invoice: Invoice) {
  const franchiseeId = invoice.franchiseeId;
  const [b] = await ctx.db
    .select({
      gstin: franchisees.gstin,
      legalName: franchisees.companyName,
      address: franchisees.address,
      pincode: franchisees.pincode,
      location: cities.name,
    })
    .from(franchisees)
    .innerJoin(cities, eq(cities.id, franchisees.cityId))
    .where(eq(franchisees.id, franchiseeId));
  return b && invoice.buyerLegalName ? { ...b, legalName: invoice.buyerLegalName, gstin: invoice.buyerGstin } : b;
}

/**
 * Accepting issues the note: a credit note takes the royalty (and the GST charged on it, at the invoice's rate)
 * back from what the centre owes; a debit note adds it. Numbered in its own gap-free series per centre and year,
 * posted to the journal as a new entry (the invoice's entry is never changed), with its IRN for the GST e-invoice.
 */
async function acceptAdjustment(ctx: RequestContext, row: Adjustment) {
  const invoice = await fencedInvoice(ctx, row.royaltyInvoiceId, true);
  if (row.direction === 'CREDIT') {
    const credited = await creditedOn(ctx, [invoice.id], false);
    checkAmount(invoice, row.direction, row.amountPaise, credited.get(invoice.id) ?? 0);
  } else checkAmount(invoice, row.direction, row.amountPaise, 0);
  const credit = row.direction === 'CREDIT';
  const noteType = credit ? 'CRN' : 'DBN';
  const taxed = invoice.cgstPaise + invoice.sgstPaise + invoice.igstPaise > 0;
  const gst = taxed ? splitGst(row.amountPaise, gstRateOf(invoice), invoice.igstPaise === 0) : null;
  const cgst = gst?.cgst ?? 0;
  const sgst = gst?.sgst ?? 0;
  const igst = gst?.igst ?? 0;
  const gstPaise = cgst + sgst + igst;
  const total = row.amountPaise + gstPaise;
  const noteDate = todayInIndia();
  const fy = financialYear(noteDate);
  const n = await nextDocumentNumber(
    ctx.db,
    row.franchiseeId,
    fy,
    credit ? 'ROYALTY_CREDIT_NOTE' : 'ROYALTY_DEBIT_NOTE',
  );
  const noteNo = noteNumber(noteType, row.franchiseeId, fy, n);
  const reason = reasonLabel(row.reason);
  const entry = await postJournal(ctx, {
    franchiseeId: row.franchiseeId,
    reference: `royalty-adjustment:${row.id}`,
    referenceType: credit ? 'credit-note' : 'debit-note',
    description: `${credit ? 'Credit' : 'Debit'} note ${noteNo} on royalty invoice ${invoice.invoiceNo}: ${reason}`,
    date: noteDate,
    lines: credit
      ? [
          { account: ACCOUNTS.ROYALTY_INCOME, debit: row.amountPaise, tag: TAGS.ROYALTY },
          ...(gstPaise > 0 ? [{ account: ACCOUNTS.GST_OUTPUT, debit: gstPaise, tag: TAGS.ROYALTY }] : []),
          { account: ACCOUNTS.FRANCHISEE_RECEIVABLE, credit: total, tag: TAGS.ROYALTY },
        ]
      : [
          { account: ACCOUNTS.FRANCHISEE_RECEIVABLE, debit: total, tag: TAGS.ROYALTY },
          { account: ACCOUNTS.ROYALTY_INCOME, credit: row.amountPaise, tag: TAGS.ROYALTY },
          ...(gstPaise > 0 ? [{ account: ACCOUNTS.GST_OUTPUT, credit: gstPaise, tag: TAGS.ROYALTY }] : []),
        ],
  });
  // The GST e-invoice of the note, as the royalty run does for invoices: a B2B supply needs both GSTINs.
  const [ho, centre] = [await seller(ctx), await buyer(ctx, invoice)];
  let einvoice = {
    status: 'NOT_APPLICABLE',
    error: 'The franchisee has no GSTIN (not a B2B supply)',
    irn: null as string | null,
  };
  if (centre?.gstin) {
    const problem =
      (ho?.gstin ? gstinProblem(ho.gstin) : 'Head office has no GSTIN') ??
      gstinProblem(centre.gstin) ??
      documentNumberProblem(noteNo);
    einvoice = problem
      ? { status: 'FAILED', error: problem, irn: null }
      : { status: 'GENERATED', error: null as unknown as string, irn: computeIrn(ho!.gstin!, fy, noteType, noteNo) };
  }
  return {
    set: {
      decidedBy: ctx.user?.id ?? null,
      decidedAt: new Date(),
      noteType,
      noteNo,
      noteDate,
      financialYear: fy,
      cgstPaise: cgst,
      sgstPaise: sgst,
      igstPaise: igst,
      gstPaise,
      totalPaise: total,
      journalEntryId: entry.id,
      irn: einvoice.irn,
      einvoiceStatus: einvoice.status,
      einvoiceError: einvoice.error ?? null,
    },
  };
}

/**
 * Adjustments are read, listed and exported through the framework (fenced to the centre); they are written only
 * by the centre's request (raiseAdjustment) and head office's two decisions below.
 */
export const royaltyAdjustmentResource = defineResource({
  ...royaltyAdjustmentShape,
  scope: 'franchisee',
  readOnly: true,
  table: royaltyAdjustments,
  titleField: 'invoiceNo',
  list: {
    columns: [
      'franchiseeId',
      'invoiceNo',
      'month',
      'direction',
      'reason',
      'amountPaise',
      'status',
      'noteNo',
      'createdAt',
    ],
    search: ['invoiceNo', 'details', 'noteNo'],
    filters: ['franchiseeId', 'status', 'month', 'reason'],
    defaultSort: { field: 'id', dir: 'desc' },
  },
  statusField: 'status',
  describe: (row) => `the adjustment of invoice ${row.invoiceNo}`,
  commands: {
    accept: command({
      label: 'Accept',
      from: ['PENDING'],
      to: 'ACCEPTED',
      module: LEDGER_MODULES.ROYALTY,
      level: 'level_6',
      color: 'green',
      // Head office's finance may raise an adjustment for a centre; someone else accepts it (the credit note).
      decides: { raisedBy: 'raisedBy' },
      handler: acceptAdjustment,
    }),
    refuse: command({
      label: 'Refuse',
      from: ['PENDING'],
      to: 'REFUSED',
      module: LEDGER_MODULES.ROYALTY,
      level: 'level_6',
      color: 'red',
      input: refuseAdjustmentInput,
      handler: (ctx, _row, input) => ({
        set: { refusedReason: input.reason, decidedBy: ctx.user?.id ?? null, decidedAt: new Date() },
      }),
    }),
  },
});

/** The note's e-invoice JSON (IRP schema 1.1): a CRN or DBN that names the invoice it corrects. */
export async function adjustmentEInvoiceFile(ctx: RequestContext, id: number): Promise<{ file: Buffer; name: string }> {
  const row = await loadRecord(ctx, royaltyAdjustmentResource, id);
  if (row.status !== 'ACCEPTED' || !row.noteNo || !row.noteDate || !row.irn)
    throw conflict(
      row.status === 'ACCEPTED'
        ? `Note ${row.noteNo} has no e-invoice: ${row.einvoiceError ?? 'no IRN'}`
        : 'The adjustment has no note yet: head office has not accepted it',
    );
  const [invoice] = await ctx.db.select().from(royaltyInvoices).where(eq(royaltyInvoices.id, row.royaltyInvoiceId));
  const [ho, centre] = [await seller(ctx), await buyer(ctx, invoice)];
  if (!ho?.gstin || !centre?.gstin) throw conflict(`Note ${row.noteNo} has no e-invoice: a GSTIN is missing`);
  const payload = eInvoicePayload({
    docType: row.noteType === 'DBN' ? 'DBN' : 'CRN',
    docNo: row.noteNo,
    docDate: row.noteDate,
    seller: { ...ho, gstin: ho.gstin },
    buyer: { ...centre, gstin: centre.gstin },
    lines: [
      {
        description: `Royalty for ${row.month}: ${reasonLabel(row.reason)}`,
        sac: ROYALTY_SAC,
        assessablePaise: row.amountPaise,
        gstRateBp: gstRateOf(invoice),
        cgstPaise: row.cgstPaise,
        sgstPaise: row.sgstPaise,
        igstPaise: row.igstPaise,
      },
    ],
  });
  const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
  const file = {
    ...payload,
    RefDtls: { PrecDocDtls: [{ InvNo: invoice.invoiceNo, InvDt: dmy(invoice.invoiceDate) }] },
  };
  return {
    file: Buffer.from(JSON.stringify(file, null, 2), 'utf8'),
    name: `einvoice-${row.noteNo.replace(/\//g, '-')}.json`,
  };
}
