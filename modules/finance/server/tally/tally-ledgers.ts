import { type BookEntry, type BookLine } from '@portal/mod-ledger/server';
import { ACCOUNTS, GST_TAGS } from '@portal/mod-ledger/shared';
import { type CollectedLine } from '../money/index.ts';

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
export const tallyDate = (iso: string) => iso.replaceAll('-', '');

export type Ledger = { name: string; group: Group };

/** Everything the export names ledgers from: the centres, fee heads, payers and the period's payments. */
export interface Names {
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
export function studentLedger(n: Names, entry: BookEntry, line: BookLine): { ledger: Ledger; paise: number }[] {
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
export function headOfficeLedger(n: Names, line: BookLine): { ledger: Ledger; paise: number }[] {
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
export function centreMirrorLedger(n: Names, line: BookLine): { ledger: Ledger; paise: number }[] {
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
export function paymentOf(n: Names, entry: BookEntry): CollectedLine | undefined {
  const m = /^payment(-refund)?:(\d+)$/.exec(entry.reference);
  if (!m) return undefined;
  const line = n.payments.get(Number(m[2]) * (m[1] ? -1 : 1));
  return line;
}
