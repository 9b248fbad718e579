// The ledger's routes: statements, balances, the trial balance and the postings a person makes.
import { calendarDay, defineEndpoint } from '@portal/core';
import { z } from 'zod';
import { LEDGER_MODULES as M } from '../modules.ts';
import { reverseInput, noteInput, transferInput } from '../inputs.ts';
import { byFranchisee, byId, centreQuery, csv, id, ledger, rowsOf } from './common.ts';

export const statementLine = z.object({
  lineId: z.number(),
  entryId: z.number(),
  date: calendarDay,
  reference: z.string(),
  description: z.string(),
  account: z.string(),
  tag: z.string().nullable(),
  debit: z.number(),
  credit: z.number(),
  /** Debit minus credit so far. */
  balance: z.number(),
  reversesId: z.number().nullable(),
});
const statement = {
  lines: z.array(statementLine),
  debit: z.number(),
  credit: z.number(),
  balance: z.number(),
};
const centre = z.object({ id: z.number(), companyName: z.string() });
const centreStatement = z.object({ franchisee: centre, ...statement });

const balanceRow = z.object({
  franchiseeId: z.number(),
  companyName: z.string(),
  debit: z.number(),
  credit: z.number(),
  balance: z.number(),
});

export const studentLedger = defineEndpoint({
  method: 'GET',
  path: '/api/ledger/student/:studentAdmissionId',
  reads: { of: 'student-admission', param: 'studentAdmissionId', label: 'Student ledger' },
  module: M.LEDGER,
  tags: ledger,
  summary: "A student's fee account: every line with a running balance",
  params: z.object({ studentAdmissionId: id }),
  query: centreQuery,
  response: z.object({
    student: z.object({
      studentAdmissionId: z.number(),
      name: z.string(),
      admissionNumber: z.string(),
      franchiseeId: z.number(),
      companyName: z.string(),
    }),
    ...statement,
  }),
});

export const studentLedgerExport = defineEndpoint({
  method: 'GET',
  path: '/api/ledger/student/:studentAdmissionId/export',
  reads: { of: 'student-admission', param: 'studentAdmissionId', label: 'Student ledger export' },
  module: M.LEDGER,
  tags: ledger,
  summary: "A student's fee account as CSV, headed with the student's name",
  params: z.object({ studentAdmissionId: id }),
  response: csv,
});

export const franchiseeBalances = defineEndpoint({
  method: 'GET',
  path: '/api/ledger/franchisees',
  module: M.LEDGER,
  tags: ledger,
  summary: 'What each centre owes head office',
  response: rowsOf(balanceRow),
});

export const franchiseeLedger = defineEndpoint({
  method: 'GET',
  path: '/api/ledger/franchisee/:franchiseeId',
  module: M.LEDGER,
  tags: ledger,
  summary: "A centre's account with head office",
  params: byFranchisee,
  response: centreStatement,
});

export const franchiseeLedgerExport = defineEndpoint({
  method: 'GET',
  path: '/api/ledger/franchisee/:franchiseeId/export',
  module: M.LEDGER,
  tags: ledger,
  summary: "A centre's account with head office as CSV",
  params: byFranchisee,
  response: csv,
});

export const nodalBalances = defineEndpoint({
  method: 'GET',
  path: '/api/ledger/nodal',
  module: M.LEDGER,
  tags: ledger,
  summary: 'Online collections held in the nodal account, per centre',
  response: rowsOf(balanceRow),
});

export const nodalLedger = defineEndpoint({
  method: 'GET',
  path: '/api/ledger/nodal/:franchiseeId',
  module: M.LEDGER,
  tags: ledger,
  summary: "A centre's online collections and their settlements",
  params: byFranchisee,
  response: centreStatement,
});

export const nodalLedgerExport = defineEndpoint({
  method: 'GET',
  path: '/api/ledger/nodal/:franchiseeId/export',
  module: M.LEDGER,
  tags: ledger,
  summary: "A centre's nodal account as CSV",
  params: byFranchisee,
  response: csv,
});

export const studentBalances = defineEndpoint({
  method: 'GET',
  path: '/api/ledger/students',
  module: M.LEDGER,
  tags: ledger,
  summary: 'Student balances (fees owed)',
  query: centreQuery,
  response: rowsOf(
    z.object({
      franchiseeId: z.number(),
      studentAdmissionId: z.number().nullable(),
      studentName: z.string().nullable(),
      debit: z.number(),
      credit: z.number(),
      balance: z.number(),
    }),
  ),
});

export const trialBalance = defineEndpoint({
  method: 'GET',
  path: '/api/ledger/trial-balance',
  module: M.LEDGER,
  tags: ledger,
  summary: 'Debit and credit totals per account',
  query: centreQuery,
  response: z.object({
    accounts: z.array(
      z.object({ account: z.string(), label: z.string(), debit: z.number(), credit: z.number(), balance: z.number() }),
    ),
    debit: z.number(),
    credit: z.number(),
    balanced: z.boolean(),
  }),
});

export const ledgerReport = defineEndpoint({
  method: 'GET',
  path: '/api/ledger/report',
  module: M.LEDGER,
  tags: ledger,
  summary: 'The trial balance as CSV',
  query: centreQuery,
  response: csv,
});

export const reverseEntry = defineEndpoint({
  method: 'POST',
  path: '/api/ledger/entries/:id/reverse',
  keyed: true,
  module: M.LEDGER,
  level: 'level_6',
  tags: ledger,
  summary: 'Reverse a posted entry (at most once)',
  params: byId,
  body: reverseInput,
  response: z.object({ id: z.number(), debit: z.number(), credit: z.number() }),
});

export const addTransaction = defineEndpoint({
  method: 'POST',
  path: '/api/ledger/transaction/add',
  keyed: true,
  module: M.ADD_TRANSACTION,
  level: 'level_6',
  tags: ledger,
  summary: 'A credit or debit note on a centre',
  body: noteInput,
  response: z.object({ entryId: z.number() }),
  status: 201,
});

export const settlementTransfer = defineEndpoint({
  method: 'POST',
  path: '/api/ledger/settlement-transfer',
  keyed: true,
  module: M.SETTLEMENT,
  level: 'level_6',
  tags: ledger,
  summary: 'Pay a centre what the nodal account holds for it',
  body: transferInput,
  response: z.object({ entryId: z.number(), nodalBalance: z.number() }),
  status: 201,
});

export const franchiseeToHeadOffice = defineEndpoint({
  method: 'POST',
  path: '/api/ledger/transfer-franchisee-to-bb',
  keyed: true,
  module: M.FRANCHISEE_TO_BB,
  level: 'level_7',
  tags: ledger,
  summary: 'A centre pays head office',
  body: transferInput,
  response: z.object({ entryId: z.number(), owed: z.number() }),
  status: 201,
});
