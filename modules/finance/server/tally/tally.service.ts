import { eq } from 'drizzle-orm';
import { XMLBuilder } from 'fast-xml-parser';
import { mayTouchFranchisee, notFound, type RequestContext } from '@portal/kit';
import { bookEntries, feeHeads, onFranchiseeLedger, type BookEntry } from '@portal/mod-ledger/server';
import { cities, franchisees } from '@portal/mod-org/server';
import { payerOfAdmission } from '@portal/mod-students/server';
import { collectedLines, type CollectedLine } from '../money/index.ts';
import { Ledger, Names, TallyPeriod } from './tally-ledgers.ts';
import { ledgerMaster, voucher } from './tally-vouchers.ts';
export * from './tally-ledgers.ts';

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  indentBy: '  ',
  suppressEmptyNode: false,
});

async function namesFor(ctx: RequestContext, period: TallyPeriod, entries: BookEntry[]): Promise<Names> {
  const rows = await ctx.db
    .select({
      id: franchisees.id,
      name: franchisees.companyName,
      code: franchisees.code,
      isCorporate: franchisees.isCorporate,
      state: cities.state,
    })
    .from(franchisees)
    .innerJoin(cities, eq(cities.id, franchisees.cityId));
  const centre = rows.find((r) => r.id === period.franchiseeId);
  if (!centre) throw notFound('Centre');
  const office = rows.find((r) => r.isCorporate) ?? centre;
  const heads = await ctx.db.select({ code: feeHeads.code, name: feeHeads.name }).from(feeHeads);
  const admissions = new Set(
    entries.flatMap((e) => e.lines.flatMap((l) => (l.studentAdmissionId === null ? [] : [l.studentAdmissionId]))),
  );
  const payers = new Map<number, string>();
  for (const id of [...admissions].sort((a, b) => a - b)) payers.set(id, (await payerOfAdmission(ctx, id)) ?? 'Parent');
  const payments = new Map<number, CollectedLine>();
  for (const line of await collectedLines(ctx, {
    franchiseeIds: period.franchiseeId,
    from: period.from,
    to: period.to,
  }))
    payments.set(line.kind === 'REFUND' ? -line.paymentId : line.paymentId, line);
  return {
    centre: {
      id: centre.id,
      name: centre.name,
      code: centre.code,
      state: centre.state,
      isCorporate: centre.isCorporate,
    },
    headOffice: { name: office.name, state: office.state },
    centres: new Map(rows.map((r) => [r.id, { name: r.name, code: r.code, state: r.state }])),
    heads: new Map(heads.map((h) => [h.code, h.name])),
    payers,
    payments,
  };
}

/**
 * A centre's whole book of a period as a TallyPrime XML import, from the ledger's journal: every entry a voucher,
 * balanced (debits equal credits), with the ledgers it names created first. A centre's book has its fees billed
 * and goods sold to families (Sales, with Output CGST/SGST/IGST), concessions (Journal), receipts and refunds
 * (Receipt, Payment; cash or bank as the payment was made), settlements (Contra), and what it owes head office
 * mirrored from its franchisee ledger: royalty and kit invoices (Purchase, with input GST), head office's credit and
 * debit notes (Debit Note, Credit Note), payments to head office. Head office's book (the corporate centre) has its
 * own, and every centre's franchisee ledger as it is: royalty and kits receivable (Sales), credit and debit notes,
 * payments received. Families and centres are party ledgers. Nothing in the file depends on when it is made, so a
 * second export of the same period is the same file, and Tally matches each voucher by its remote id.
 */
export async function tallyExport(ctx: RequestContext, period: TallyPeriod) {
  if (!mayTouchFranchisee(ctx, period.franchiseeId)) throw notFound('Centre');
  const [corporate] = await ctx.db
    .select({ isCorporate: franchisees.isCorporate })
    .from(franchisees)
    .where(eq(franchisees.id, period.franchiseeId));
  if (!corporate) throw notFound('Centre');
  const entries = await bookEntries(ctx, { ...period, franchiseeLedgersOfAll: corporate.isCorporate });
  const n = await namesFor(ctx, period, entries);

  const ledgers = new Map<string, Ledger>();
  const vouchers = entries.map((entry) => {
    const view = n.centre.isCorporate ? 'head office' : onFranchiseeLedger(entry) ? 'mirror' : 'centre';
    return { '@_xmlns:UDF': 'TallyUDF', ...voucher(n, entry, view, ledgers) };
  });
  const masters = [...ledgers.values()]
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((ledger) => ({ '@_xmlns:UDF': 'TallyUDF', ...ledgerMaster(ledger) }));

  const xml = builder.build({
    ENVELOPE: {
      HEADER: { TALLYREQUEST: 'Import Data' },
      BODY: {
        IMPORTDATA: {
          REQUESTDESC: {
            REPORTNAME: 'Vouchers',
            STATICVARIABLES: { SVCURRENTCOMPANY: n.centre.name },
          },
          REQUESTDATA: { TALLYMESSAGE: [...masters, ...vouchers] },
        },
      },
    },
  }) as string;
  return {
    file: `<?xml version="1.0" encoding="UTF-8"?>\n${xml}`,
    name: `tally-${n.centre.code}-${period.from}-to-${period.to}.xml`.replace(/[^A-Za-z0-9._-]/g, '-'),
  };
}
