import { onFranchiseeLedger, type BookEntry } from '@portal/mod-ledger/server';
import { ACCOUNTS } from '@portal/mod-ledger/shared';
import {
  Ledger,
  Names,
  TALLY_GROUPS,
  centreMirrorLedger,
  headOfficeLedger,
  paymentOf,
  rupees,
  studentLedger,
  tallyDate,
} from './tally-ledgers.ts';

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

export function ledgerMaster(ledger: Ledger) {
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

export function voucher(
  n: Names,
  entry: BookEntry,
  view: 'centre' | 'head office' | 'mirror',
  ledgers: Map<string, Ledger>,
) {
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
