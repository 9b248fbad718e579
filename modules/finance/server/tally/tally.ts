import { eq } from 'drizzle-orm';
import { XMLBuilder } from 'fast-xml-parser';
import { mayTouchFranchisee, notFound, type RequestContext } from '@portal/kit';
import { bookEntries, feeHeads, onFranchiseeLedger, type BookEntry, type BookLine } from '@portal/mod-ledger/server';
import { ACCOUNTS, GST_TAGS } from '@portal/mod-ledger/shared';
import { cities, franchisees } from '@portal/mod-org/server';
import { payerOfAdmission } from '@portal/mod-students/server';
import { collectedLines, type CollectedLine } from '../money/index.ts';

/** What the export covers: one centre, India days from `from` to `to` inclusive (YYYY-MM-DD). */
export interface TallyPeriod {
  franchiseeId: number;
  from: string;
  to: string;
}

/** The group each kind of ledger sits under in Tally's chart of accounts (Tally's own reserved groups). */
export const TALLY_GROUPS = {
  fees: 'Direct Incomes',
  otherIncome: 'Indirect Incomes',
  sales: 'Sales Accounts',
  purchases: 'Purchase Accounts',
  expenses: 'Indirect Expenses',
  taxes: 'Duties & Taxes',
  cash: 'Cash-in-Hand',
  bank: 'Bank Accounts',
  parties: 'Sundry Debtors',
  suppliers: 'Sundry Creditors',
} as const;
type Group = (typeof TALLY_GROUPS)[keyof typeof TALLY_GROUPS];

/** The cash and bank ledgers the centre's money goes to (named apart from Tally's own "Cash"). */
export const CASH_LEDGER = 'Cash at centre';
export const BANK_LEDGER = 'Bank: fee collections';
const NODAL_LEDGER = 'Payment gateway: nodal account';
const HEAD_OFFICE_BANK_LEDGER = 'Bank: head office';

/** Rupees with two decimals from integer paise, without going through a float: 123456 → "1234.56". */
export function rupees(paise: number): string {
  const abs = Math.abs(paise);
  return `${paise < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** YYYY-MM-DD → YYYYMMDD, as Tally reads dates. */
const tallyDate = (iso: string) => iso.replaceAll('-', '');

type Ledger = { name: string; group: Group };

/** Everything the export names ledgers from: the centres, fee heads, payers and the period's payments. */
interface Names {
  centre: { id: number; name: string; code: string; state: string; isCorporate: boolean };
  headOffice: { name: string; state: string };
  centres: Map<number, { name: string; code: string; state: string }>;
  heads: Map<string, string>;
  payers: Map<number, string>;
  payments: Map<number, CollectedLine>;
}

/** A family as a party: the payer's name and the child's admission, so two families of one name stay apart. */
const familyLedger = (n: Names, admissionId: number): Ledger => ({
  name: `${n.payers.get(admissionId) ?? 'Parent'} (admission ${admissionId})`,
  group: TALLY_GROUPS.parties,
});

/**
 * GST output of a line, split as its invoice did: a sale to a family tags each tax (CGST, SGST, IGST); a royalty or
 * kit invoice carries one GST line, CGST and SGST halves within head office's state and IGST to another state; a
 * family sale made before the taxes were tagged was always within the centre's state (halves).
 */
function gstParts(
  n: Names,
  line: BookLine,
  amount: number,
  towardsHeadOffice: boolean,
): { tax: 'CGST' | 'SGST' | 'IGST'; paise: number }[] {
  if (line.tag === GST_TAGS.CGST) return [{ tax: 'CGST', paise: amount }];
  if (line.tag === GST_TAGS.SGST) return [{ tax: 'SGST', paise: amount }];
  if (line.tag === GST_TAGS.IGST) return [{ tax: 'IGST', paise: amount }];
  const centre = n.centres.get(line.franchiseeId);
  if (towardsHeadOffice && centre && centre.state !== n.headOffice.state) return [{ tax: 'IGST', paise: amount }];
  const half = Math.floor(amount / 2);
  return [
    { tax: 'CGST', paise: amount - half },
    { tax: 'SGST', paise: half },
  ];
}

/** A line of the student ledger (the centre's own books) as Tally ledgers, amounts signed debit < 0. */
function studentLedger(n: Names, entry: BookEntry, line: BookLine): { ledger: Ledger; paise: number }[] {
  const paise = line.credit - line.debit; // Tally: a debit is negative, a credit positive
  const payment = paymentOf(n, entry);
  switch (line.account) {
    case ACCOUNTS.STUDENT_RECEIVABLE:
      return [{ ledger: familyLedger(n, line.studentAdmissionId ?? 0), paise }];
    case ACCOUNTS.FEE_INCOME:
      return [
        { ledger: { name: `Fee income: ${n.heads.get(line.tag ?? '') ?? line.tag}`, group: TALLY_GROUPS.fees }, paise },
      ];
    case ACCOUNTS.CONCESSION_ALLOWED:
      return [{ ledger: { name: 'Concessions allowed', group: TALLY_GROUPS.expenses }, paise }];
    case ACCOUNTS.NODAL_ACCOUNT:
      return [{ ledger: { name: NODAL_LEDGER, group: TALLY_GROUPS.bank }, paise }];
    case ACCOUNTS.CENTRE_BANK:
      return [
        {
          ledger:
            payment?.mode === 'CASH'
              ? { name: CASH_LEDGER, group: TALLY_GROUPS.cash }
              : { name: BANK_LEDGER, group: TALLY_GROUPS.bank },
          paise,
        },
      ];
    case ACCOUNTS.KIT_SALES:
      return [{ ledger: { name: 'Sales: kits, uniforms and books', group: TALLY_GROUPS.sales }, paise }];
    case ACCOUNTS.GST_OUTPUT:
      return gstParts(n, line, Math.abs(paise), false).map((p) => ({
        ledger: { name: `Output ${p.tax}`, group: TALLY_GROUPS.taxes },
        paise: Math.sign(paise) * p.paise,
      }));
    default:
      return [{ ledger: { name: 'Other income', group: TALLY_GROUPS.otherIncome }, paise }];
  }
}

/** A line of a centre's franchisee ledger in head office's books: the centre owes head office. */
function headOfficeLedger(n: Names, line: BookLine): { ledger: Ledger; paise: number }[] {
  const paise = line.credit - line.debit;
  const centre = n.centres.get(line.franchiseeId);
  switch (line.account) {
    case ACCOUNTS.FRANCHISEE_RECEIVABLE:
      return [
        {
          ledger: {
            name: `${centre?.name ?? 'Centre'} (${centre?.code ?? line.franchiseeId})`,
            group: TALLY_GROUPS.parties,
          },
          paise,
        },
      ];
    case ACCOUNTS.ROYALTY_INCOME:
      return [{ ledger: { name: 'Royalty income', group: TALLY_GROUPS.fees }, paise }];
    case ACCOUNTS.KIT_SALES:
      return [{ ledger: { name: 'Sales: kits to centres', group: TALLY_GROUPS.sales }, paise }];
    case ACCOUNTS.GST_OUTPUT:
      return gstParts(n, line, Math.abs(paise), true).map((p) => ({
        ledger: { name: `Output ${p.tax}`, group: TALLY_GROUPS.taxes },
        paise: Math.sign(paise) * p.paise,
      }));
    case ACCOUNTS.HEAD_OFFICE_BANK:
      return [{ ledger: { name: HEAD_OFFICE_BANK_LEDGER, group: TALLY_GROUPS.bank }, paise }];
    default:
      return [{ ledger: { name: 'Other income from centres', group: TALLY_GROUPS.otherIncome }, paise }];
  }
}

/**
 * The same line in the centre's own books, mirrored: what head office books as its receivable and income, the
 * centre books as payable to head office and its expense (royalty payable, kit purchases, GST it may claim).
 */
function centreMirrorLedger(n: Names, line: BookLine): { ledger: Ledger; paise: number }[] {
  const paise = line.debit - line.credit; // mirrored: head office's debit is the centre's credit
  switch (line.account) {
    case ACCOUNTS.FRANCHISEE_RECEIVABLE:
      return [{ ledger: { name: `Head office: ${n.headOffice.name}`, group: TALLY_GROUPS.suppliers }, paise }];
    case ACCOUNTS.ROYALTY_INCOME:
      return [{ ledger: { name: 'Royalty payable to head office', group: TALLY_GROUPS.expenses }, paise }];
    case ACCOUNTS.KIT_SALES:
      return [{ ledger: { name: 'Purchases: kits from head office', group: TALLY_GROUPS.purchases }, paise }];
    case ACCOUNTS.GST_OUTPUT:
      return gstParts(n, line, Math.abs(paise), true).map((p) => ({
        ledger: { name: `Input ${p.tax}`, group: TALLY_GROUPS.taxes },
        paise: Math.sign(paise) * p.paise,
      }));
    case ACCOUNTS.HEAD_OFFICE_BANK:
      return [{ ledger: { name: BANK_LEDGER, group: TALLY_GROUPS.bank }, paise }];
    default:
      return [{ ledger: { name: 'Head office charges and credits', group: TALLY_GROUPS.expenses }, paise }];
  }
}

/** The fee payment or refund an entry records ('payment:12', 'payment-refund:12'), when the period collected it. */
function paymentOf(n: Names, entry: BookEntry): CollectedLine | undefined {
  const m = /^payment(-refund)?:(\d+)$/.exec(entry.reference);
  if (!m) return undefined;
  const line = n.payments.get(Number(m[2]) * (m[1] ? -1 : 1));
  return line;
}

const MONEY: readonly string[] = [ACCOUNTS.CENTRE_BANK, ACCOUNTS.NODAL_ACCOUNT, ACCOUNTS.HEAD_OFFICE_BANK];

/** Tally's voucher type of an entry, as the book it is exported to reads it. */
function voucherType(entry: BookEntry, view: 'centre' | 'head office' | 'mirror'): string {
  const ref = entry.referenceType;
  if (entry.reversesId !== null) return 'Journal';
  if (view === 'mirror') {
    if (ref === 'royalty-invoice' || ref === 'kit-order') return 'Purchase';
    // A supplier's credit note lowers what the centre owes: a debit note in the buyer's books, and the reverse.
    if (ref === 'credit-note') return 'Debit Note';
    if (ref === 'debit-note') return 'Credit Note';
    if (entry.lines.some((l) => l.account === ACCOUNTS.HEAD_OFFICE_BANK && l.debit > 0)) return 'Payment';
    return 'Journal';
  }
  if (ref === 'credit-note') return 'Credit Note';
  if (ref === 'debit-note') return 'Debit Note';
  if (ref === 'royalty-invoice' || ref === 'kit-order') return 'Sales';
  const moneyIn = entry.lines.some((l) => MONEY.includes(l.account) && l.debit > 0);
  const moneyOut = entry.lines.some((l) => MONEY.includes(l.account) && l.credit > 0);
  if (moneyIn && moneyOut) return 'Contra';
  if (moneyIn) return 'Receipt';
  if (moneyOut) return 'Payment';
  if (entry.lines.some((l) => l.account === ACCOUNTS.CONCESSION_ALLOWED)) return 'Journal';
  // Fees billed and goods sold to a family: a sale on the family's account.
  if (
    entry.lines.some((l) => l.account === ACCOUNTS.FEE_INCOME || l.account === ACCOUNTS.KIT_SALES) &&
    entry.lines.some((l) => l.account === ACCOUNTS.STUDENT_RECEIVABLE)
  )
    return 'Sales';
  return 'Journal';
}

/**
 * A voucher's number and remote id: a fee receipt keeps its receipt number (a refund adds "-R") and the remote id
 * earlier exports gave it; every other entry is named by its reference and the journal entry's id. Entries are
 * never edited, so the same entry is the same voucher in every export, and Tally, which matches vouchers by their
 * remote id, never counts one twice.
 */
function identity(n: Names, entry: BookEntry): { number: string; remoteId: string } {
  const payment = paymentOf(n, entry);
  if (payment) {
    const refund = payment.kind === 'REFUND';
    return {
      number: `${payment.receiptNo ?? `PAY-${payment.paymentId}`}${refund ? '-R' : ''}`,
      remoteId: `portal-c${n.centre.id}-${refund ? 'refund' : 'receipt'}-${payment.paymentId}`,
    };
  }
  // A document's own number where the reference carries one (an invoice), else the reference (concession:5).
  const reference = entry.reference.replace(/^charge:/, '');
  const tail = reference.replace(/^[a-z-]+:/, '');
  const name = /[A-Za-z]/.test(tail) ? tail : reference;
  return {
    number: `${name.length <= 40 ? name : entry.referenceType}#${entry.id}`,
    remoteId: `portal-c${n.centre.id}-entry-${entry.id}`,
  };
}

function ledgerMaster(ledger: Ledger) {
  return {
    LEDGER: {
      '@_NAME': ledger.name,
      '@_RESERVEDNAME': '',
      '@_ACTION': 'Create',
      GUID: `portal-ledger-${ledger.name}`,
      NAME: ledger.name,
      PARENT: ledger.group,
      ISBILLWISEON: ledger.group === TALLY_GROUPS.parties || ledger.group === TALLY_GROUPS.suppliers ? 'Yes' : 'No',
      ISDEEMEDPOSITIVE:
        ledger.group === TALLY_GROUPS.fees ||
        ledger.group === TALLY_GROUPS.otherIncome ||
        ledger.group === TALLY_GROUPS.sales ||
        ledger.group === TALLY_GROUPS.taxes ||
        ledger.group === TALLY_GROUPS.suppliers
          ? 'No'
          : 'Yes',
      'LANGUAGENAME.LIST': { 'NAME.LIST': { '@_TYPE': 'String', NAME: ledger.name }, LANGUAGEID: '1033' },
    },
  };
}

const PARTY_GROUPS: readonly string[] = [TALLY_GROUPS.parties, TALLY_GROUPS.suppliers];

/** One entry of a voucher: a debit is a negative amount deemed positive, a credit a positive one. */
const entryXml = (ledger: Ledger, paise: number) => ({
  LEDGERNAME: ledger.name,
  ISDEEMEDPOSITIVE: paise < 0 ? 'Yes' : 'No',
  ISPARTYLEDGER: PARTY_GROUPS.includes(ledger.group) ? 'Yes' : 'No',
  AMOUNT: rupees(paise),
});

function voucher(n: Names, entry: BookEntry, view: 'centre' | 'head office' | 'mirror', ledgers: Map<string, Ledger>) {
  const parts = entry.lines.flatMap((line) =>
    view === 'mirror'
      ? centreMirrorLedger(n, line)
      : view === 'head office' && onFranchiseeLedger(entry)
        ? headOfficeLedger(n, line)
        : studentLedger(n, entry, line),
  );
  // One entry per ledger: lines on the same ledger (a charge's two GST halves) add up.
  const merged = new Map<string, { ledger: Ledger; paise: number }>();
  for (const p of parts) {
    const had = merged.get(p.ledger.name);
    merged.set(p.ledger.name, { ledger: p.ledger, paise: (had?.paise ?? 0) + p.paise });
  }
  const entries = [...merged.values()].filter((p) => p.paise !== 0);
  // Debits first, as Tally lists them.
  entries.sort((a, b) => Number(a.paise > 0) - Number(b.paise > 0));
  for (const e of entries) ledgers.set(e.ledger.name, e.ledger);
  const type = voucherType(entry, view);
  const { number, remoteId } = identity(n, entry);
  const party = entries.find((e) => PARTY_GROUPS.includes(e.ledger.group)) ?? entries[0];
  return {
    VOUCHER: {
      '@_REMOTEID': remoteId,
      '@_VCHTYPE': type,
      '@_ACTION': 'Create',
      '@_OBJVIEW': 'Accounting Voucher View',
      GUID: remoteId,
      DATE: tallyDate(entry.entryDate),
      EFFECTIVEDATE: tallyDate(entry.entryDate),
      VOUCHERTYPENAME: type,
      VOUCHERNUMBER: number,
      REFERENCE: paymentOf(n, entry)?.receiptNo ?? entry.reference,
      PARTYLEDGERNAME: party?.ledger.name ?? '',
      NARRATION: entry.description || entry.reference,
      PERSISTEDVIEW: 'Accounting Voucher View',
      'ALLLEDGERENTRIES.LIST': entries.map((e) => entryXml(e.ledger, e.paise)),
    },
  };
}

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
