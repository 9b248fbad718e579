/**
 * The ledger, royalty and e-invoice API as contracts: path, access module, input and answer of every
 * hand-written route. The server serves them (server/routes.ts), the screens call them (web).
 */
import { calendarDay, defineEndpoint, fileAnswer, recordId, timestamp } from '@portal/core';
import { z } from 'zod';
import { LEDGER_MODULES as M } from './modules.ts';
import {
  issueRoyaltyInput,
  reverseInput,
  royaltyRunInput,
  royaltySettingInput,
  noteInput,
  transferInput,
} from './inputs.ts';

const ledger = ['Ledger'];
const royalty = ['Royalty'];

const id = recordId;
const byId = z.object({ id });
const byFranchisee = z.object({ franchiseeId: id });
const centreQuery = z.object({ franchiseeID: id.optional() });
const rowsOf = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row) });
const csv = fileAnswer('text/csv; charset=utf-8', 'The report as CSV');

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

// ---- royalty ----

export const royaltySettingRow = z.object({
  id: z.number(),
  franchiseeId: z.number(),
  model: z.string(),
  percentBp: z.number(),
  perStudentPaise: z.number(),
  slabs: z.array(z.object({ uptoPaise: z.number().nullable(), percentBp: z.number() })),
  minimumGuaranteePaise: z.number(),
  gstRateBp: z.number(),
  effectiveFrom: calendarDay,
  royaltyHeads: z.array(z.string()),
  updatedAt: timestamp,
});

export const royaltySetting = defineEndpoint({
  method: 'GET',
  path: '/api/royalty/settings/:franchiseeId',
  module: M.ROYALTY,
  tags: royalty,
  summary: "A centre's royalty terms",
  params: byFranchisee,
  response: z.object({ setting: royaltySettingRow.nullable() }),
});

export const saveRoyaltySetting = defineEndpoint({
  method: 'PUT',
  path: '/api/royalty/settings/:franchiseeId',
  module: M.ROYALTY,
  tags: royalty,
  summary: "Set a centre's royalty terms",
  params: byFranchisee,
  body: royaltySettingInput,
  response: royaltySettingRow,
});

const figures = z.object({
  collectedPaise: z.number(),
  studentCount: z.number(),
  computedPaise: z.number(),
  minimumTopUpPaise: z.number(),
  royaltyPaise: z.number(),
});

export const royaltyList = defineEndpoint({
  method: 'GET',
  path: '/api/royalty/list',
  module: M.ROYALTY,
  tags: royalty,
  summary: 'Royalty due per centre and month (the last 12 months unless named)',
  query: z.object({
    months: z.string().max(200, { error: 'At most 24 months' }).optional(),
    franchiseeID: id.optional(),
  }),
  response: rowsOf(
    z.object({
      franchiseeId: z.number(),
      companyName: z.string(),
      month: z.string(),
      collectedPaise: z.number(),
      studentCount: z.number(),
      model: z.string().nullable(),
      figures: figures.nullable(),
      invoice: z
        .object({
          id: z.number(),
          invoiceNo: z.string(),
          totalPaise: z.number(),
          royaltyPaise: z.number(),
          einvoiceStatus: z.string(),
        })
        .nullable(),
    }),
  ),
});

export const studentRoyaltyDetails = defineEndpoint({
  method: 'GET',
  path: '/api/royalty/student-royalty-details',
  module: M.ROYALTY,
  tags: royalty,
  summary: 'Tuition each student paid per month and its royalty share',
  query: z.object({ franchiseeID: id, studentAdmissionID: id.optional() }),
  response: rowsOf(
    z.object({
      studentAdmissionId: z.number(),
      studentName: z.string().nullable(),
      month: z.string(),
      collectedPaise: z.number(),
      royaltyPaise: z.number(),
    }),
  ),
});

export const issueRoyalty = defineEndpoint({
  method: 'POST',
  path: '/api/royalty/invoices',
  keyed: true,
  module: M.ROYALTY,
  level: 'level_6',
  tags: royalty,
  summary: "Issue a month's royalty invoices now",
  body: issueRoyaltyInput,
  response: z.object({
    months: z.array(z.string()),
    invoices: z.number(),
    skipped: z.number(),
    royaltyPaise: z.number(),
  }),
  status: 201,
});

export const queueRoyaltyRun = defineEndpoint({
  method: 'POST',
  path: '/api/royalty/run',
  module: M.ROYALTY,
  level: 'level_6',
  tags: royalty,
  summary: 'Queue the monthly royalty run as a background job',
  body: royaltyRunInput,
  response: z.object({ jobId: z.number(), runId: z.number() }),
  status: 202,
});

export const royaltyInvoiceRow = z.object({
  id: z.number(),
  franchiseeId: z.number(),
  month: z.string(),
  model: z.string(),
  collectedPaise: z.number(),
  studentCount: z.number(),
  computedPaise: z.number(),
  minimumTopUpPaise: z.number(),
  royaltyPaise: z.number(),
  cgstPaise: z.number(),
  sgstPaise: z.number(),
  igstPaise: z.number(),
  totalPaise: z.number(),
  invoiceNo: z.string(),
  invoiceDate: calendarDay,
  financialYear: z.string(),
  journalEntryId: z.number().nullable(),
  status: z.string(),
  irn: z.string().nullable(),
  einvoiceStatus: z.string(),
  einvoiceError: z.string().nullable(),
  ackNo: z.string().nullable(),
  ackDate: timestamp.nullable(),
  createdAt: timestamp,
});

export const royaltyInvoice = defineEndpoint({
  method: 'GET',
  path: '/api/royalty/invoices/:id',
  module: M.ROYALTY,
  tags: royalty,
  params: byId,
  response: royaltyInvoiceRow,
});

export const royaltyInvoicePdf = defineEndpoint({
  method: 'GET',
  path: '/api/royalty/invoices/:id/pdf',
  module: M.ROYALTY,
  tags: royalty,
  summary: 'The tax invoice as PDF',
  params: byId,
  response: fileAnswer('application/pdf', 'The tax invoice'),
});

export const royaltyEInvoice = defineEndpoint({
  method: 'GET',
  path: '/api/royalty/invoices/:id/einvoice',
  module: M.ROYALTY,
  tags: royalty,
  summary: 'The e-invoice JSON (IRP schema 1.1) as a file',
  params: byId,
  response: fileAnswer('application/json', 'The e-invoice JSON'),
});

export const submitEInvoice = defineEndpoint({
  method: 'POST',
  path: '/api/royalty/invoices/:id/submit',
  module: M.ROYALTY,
  level: 'level_6',
  tags: royalty,
  summary: 'Submit to the IRP (when a GSP is configured)',
  params: byId,
  response: royaltyInvoiceRow,
});

export const royaltyReport = defineEndpoint({
  method: 'GET',
  path: '/api/royalty/report',
  module: M.ROYALTY,
  tags: royalty,
  summary: 'Royalty of the last 12 months as CSV',
  query: centreQuery,
  response: csv,
});
