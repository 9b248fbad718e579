import { eq, gte, like, lte } from 'drizzle-orm';
import { z } from 'zod';
import { isoDate, type ViewShape } from '@portal/core';
import { defineView, viewFilter } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { ACCOUNT_NAMES, ACCOUNTS, TAGS } from '../../shared/accounts.ts';
import { LEDGER_LISTS } from '../../shared/lists.ts';
import {
  ledgerCentrePaymentsViewShape,
  ledgerKitChargesViewShape,
  ledgerNodalLinesViewShape,
} from '../../shared/views.ts';
import { journalEntries, journalLines } from '../schema.ts';

interface LineViewLabels {
  shape: ViewShape;
  debit: string;
  credit: string;
}

/**
 * Journal lines of one account across the user's centres, newest first, with the centre's name: the
 * list behind a ledger screen that pages, filters by centre and dates, and exports. Each route presets
 * the account (and what kind of line) it shows.
 */
function lineView(l: LineViewLabels) {
  return defineView({
    ...l.shape,
    from: journalLines,
    joins: [
      { table: journalEntries, on: eq(journalEntries.id, journalLines.entryId) },
      { table: franchisees, on: eq(franchisees.id, journalLines.franchiseeId) },
    ],
    columns: {
      id: journalLines.id,
      entryId: journalLines.entryId,
      franchiseeId: journalLines.franchiseeId,
      entryDate: { column: journalEntries.entryDate, label: 'Date' },
      companyName: { column: franchisees.companyName, label: 'Centre' },
      reference: { column: journalEntries.reference, label: 'Reference' },
      description: { column: journalEntries.description, label: 'Particulars' },
      debitPaise: { column: journalLines.debit, label: l.debit, kind: 'money' },
      creditPaise: { column: journalLines.credit, label: l.credit, kind: 'money' },
      reversesId: journalEntries.reversesId,
    },
    list: ['entryDate', 'companyName', 'reference', 'description', 'debitPaise', 'creditPaise', 'reversesId'],
    franchiseeColumn: journalLines.franchiseeId,
    filters: {
      account: viewFilter(z.enum(ACCOUNT_NAMES, { error: 'Unknown account' }), (v) => eq(journalLines.account, v)),
      tag: viewFilter(z.string().max(40), (v) => eq(journalLines.tag, v)),
      referenceStarts: viewFilter(z.string().max(40), (v) => like(journalEntries.reference, `${v}%`)),
      fromDate: viewFilter(isoDate('From date'), (v) => gte(journalEntries.entryDate, v)),
      toDate: viewFilter(isoDate('To date'), (v) => lte(journalEntries.entryDate, v)),
    },
    search: { columns: [journalEntries.reference, journalEntries.description] },
    defaultSort: [
      { column: journalEntries.entryDate, dir: 'desc' },
      { column: journalLines.id, dir: 'desc' },
    ],
  });
}

/** ledger/franchisee-order-kit: what centres were charged for kit orders on their account with head office. */
export const kitChargeView = lineView({
  shape: ledgerKitChargesViewShape,
  debit: 'Charged (₹)',
  credit: 'Credited back (₹)',
});

/** ledger/franchisee/payments: what centres paid head office. */
export const centrePaymentView = lineView({
  shape: ledgerCentrePaymentsViewShape,
  debit: 'Reversed (₹)',
  credit: 'Paid (₹)',
});

/** ledger/franchisee-nodal: each centre's online collections held in the nodal account and their settlements. */
export const nodalLineView = lineView({
  shape: ledgerNodalLinesViewShape,
  debit: 'Collected online (₹)',
  credit: 'Settled to centre (₹)',
});

/** Where each list answers and what it always shows. */
export const LINE_VIEW_ROUTES = [
  {
    view: kitChargeView,
    path: LEDGER_LISTS.kitCharges.path,
    preset: { account: ACCOUNTS.FRANCHISEE_RECEIVABLE, tag: TAGS.KIT },
  },
  {
    view: centrePaymentView,
    path: LEDGER_LISTS.centrePayments.path,
    preset: { account: ACCOUNTS.FRANCHISEE_RECEIVABLE, referenceStarts: 'franchisee-payment:' },
  },
  { view: nodalLineView, path: LEDGER_LISTS.nodalLines.path, preset: { account: ACCOUNTS.NODAL_ACCOUNT } },
] as const;
