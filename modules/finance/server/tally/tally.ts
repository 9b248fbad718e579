import { eq } from 'drizzle-orm';
import { XMLBuilder } from 'fast-xml-parser';
import { mayTouchFranchisee, notFound, type RequestContext } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { collectedLines, type CollectedLine } from '../money/index.ts';

/** What the export covers: one centre, India days from `from` to `to` inclusive (YYYY-MM-DD). */
export interface TallyPeriod {
  franchiseeId: number;
  from: string;
  to: string;
}

/** The group each kind of ledger sits under in Tally's chart of accounts. */
export const TALLY_GROUPS = {
  fees: 'Direct Incomes',
  cash: 'Cash-in-Hand',
  bank: 'Bank Accounts',
  parties: 'Sundry Debtors',
} as const;

/** The cash and bank ledgers the centre's money goes to (named apart from Tally's own "Cash"). */
export const CASH_LEDGER = 'Cash at centre';
export const BANK_LEDGER = 'Bank: fee collections';

/** Rupees with two decimals from integer paise, without going through a float: 123456 → "1234.56". */
export function rupees(paise: number): string {
  const abs = Math.abs(paise);
  return `${paise < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** YYYY-MM-DD → YYYYMMDD, as Tally reads dates. */
const tallyDate = (iso: string) => iso.replaceAll('-', '');

const feeLedger = (line: CollectedLine) => `Fee income: ${line.feeHeadName}`;
const moneyLedger = (line: CollectedLine) => (line.mode === 'CASH' ? CASH_LEDGER : BANK_LEDGER);
/** A parent as a party: their name and the child's admission (or the form's reference), so names stay apart. */
const partyLedger = (line: CollectedLine) => {
  const who = line.payerName?.trim() || 'Parent';
  return line.studentAdmissionId ? `${who} (admission ${line.studentAdmissionId})` : `${who} (ref ${line.referenceId})`;
};

/** The voucher number: the receipt's own number; a refund adds "-R". Stable across exports of any period. */
const voucherNumber = (line: CollectedLine) =>
  `${line.receiptNo ?? `PAY-${line.paymentId}`}${line.kind === 'REFUND' ? '-R' : ''}`;
/** Tally matches an imported voucher by its remote id: the same payment is the same voucher, never a duplicate. */
const remoteId = (line: CollectedLine) =>
  `portal-c${line.franchiseeId}-${line.kind === 'REFUND' ? 'refund' : 'receipt'}-${line.paymentId}`;

function ledgerMaster(name: string, parent: string) {
  return {
    LEDGER: {
      '@_NAME': name,
      '@_RESERVEDNAME': '',
      '@_ACTION': 'Create',
      GUID: `portal-ledger-${name}`,
      NAME: name,
      PARENT: parent,
      ISBILLWISEON: 'No',
      ISDEEMEDPOSITIVE: parent === TALLY_GROUPS.fees ? 'No' : 'Yes',
      'LANGUAGENAME.LIST': { 'NAME.LIST': { '@_TYPE': 'String', NAME: name }, LANGUAGEID: '1033' },
    },
  };
}

/** One entry of a voucher: a debit is a negative amount deemed positive, a credit a positive one. */
const entry = (ledger: string, paise: number) => ({
  LEDGERNAME: ledger,
  ISDEEMEDPOSITIVE: paise < 0 ? 'Yes' : 'No',
  ISPARTYLEDGER: 'No',
  AMOUNT: rupees(paise),
});

function voucher(line: CollectedLine) {
  const refund = line.kind === 'REFUND';
  const paise = Math.abs(line.amountPaise);
  const type = refund ? 'Payment' : 'Receipt';
  const number = voucherNumber(line);
  const entries = refund
    ? [entry(feeLedger(line), -paise), entry(moneyLedger(line), paise)]
    : [entry(moneyLedger(line), -paise), entry(feeLedger(line), paise)];
  return {
    VOUCHER: {
      '@_REMOTEID': remoteId(line),
      '@_VCHTYPE': type,
      '@_ACTION': 'Create',
      '@_OBJVIEW': 'Accounting Voucher View',
      GUID: remoteId(line),
      DATE: tallyDate(line.on),
      EFFECTIVEDATE: tallyDate(line.on),
      VOUCHERTYPENAME: type,
      VOUCHERNUMBER: number,
      REFERENCE: line.receiptNo ?? number,
      PARTYLEDGERNAME: partyLedger(line),
      NARRATION: refund
        ? `Refund of receipt ${line.receiptNo ?? ''}: ${line.feeHeadName}`.trim()
        : `Receipt ${line.receiptNo ?? ''}: ${line.feeHeadName}, ${line.mode.toLowerCase().replaceAll('_', ' ')}`,
      PERSISTEDVIEW: 'Accounting Voucher View',
      'ALLLEDGERENTRIES.LIST': entries,
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

/**
 * A centre's fee receipts and refunds of a period as a TallyPrime XML import: the ledgers first (fee heads under
 * Direct Incomes, cash and bank, the parents as Sundry Debtors), then a Receipt voucher per payment and a Payment
 * voucher per refund, each balanced. The money is the money service's collected lines: receipts less refunds sum
 * to the period's fees collected. Nothing in the file depends on when it is made, so a second export of the same
 * period is the same file, and Tally, which matches vouchers by their remote id, never counts one twice.
 */
export async function tallyExport(ctx: RequestContext, period: TallyPeriod) {
  if (!mayTouchFranchisee(ctx, period.franchiseeId)) throw notFound('Centre');
  const [centre] = await ctx.db
    .select({ code: franchisees.code, name: franchisees.companyName })
    .from(franchisees)
    .where(eq(franchisees.id, period.franchiseeId));
  if (!centre) throw notFound('Centre');
  const lines = await collectedLines(ctx, { franchiseeIds: period.franchiseeId, from: period.from, to: period.to });

  const ledgers = new Map<string, string>();
  for (const line of lines) {
    ledgers.set(feeLedger(line), TALLY_GROUPS.fees);
    ledgers.set(moneyLedger(line), line.mode === 'CASH' ? TALLY_GROUPS.cash : TALLY_GROUPS.bank);
    ledgers.set(partyLedger(line), TALLY_GROUPS.parties);
  }
  const masters = [...ledgers.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, parent]) => ({ '@_xmlns:UDF': 'TallyUDF', ...ledgerMaster(name, parent) }));
  const vouchers = lines.map((line) => ({ '@_xmlns:UDF': 'TallyUDF', ...voucher(line) }));

  const xml = builder.build({
    ENVELOPE: {
      HEADER: { TALLYREQUEST: 'Import Data' },
      BODY: {
        IMPORTDATA: {
          REQUESTDESC: {
            REPORTNAME: 'Vouchers',
            STATICVARIABLES: { SVCURRENTCOMPANY: centre.name },
          },
          REQUESTDATA: { TALLYMESSAGE: [...masters, ...vouchers] },
        },
      },
    },
  }) as string;
  return {
    file: `<?xml version="1.0" encoding="UTF-8"?>\n${xml}`,
    name: `tally-${centre.code}-${period.from}-to-${period.to}.xml`.replace(/[^A-Za-z0-9._-]/g, '-'),
  };
}
