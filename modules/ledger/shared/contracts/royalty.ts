// The royalty and e-invoice routes: a centre's terms, the monthly figures, the invoices and their e-invoices.
import { calendarDay, defineEndpoint, fileAnswer, timestamp } from '@portal/core';
import { z } from 'zod';
import { ROYALTY_MODELS } from '../accounts.ts';
import { LEDGER_MODULES as M } from '../modules.ts';
import { issueRoyaltyInput, royaltyRunInput, royaltySettingInput } from '../inputs.ts';
import { byFranchisee, byId, centreQuery, csv, id, royalty, rowsOf } from './common.ts';

export const royaltySettingRow = z.object({
  id: z.number(),
  franchiseeId: z.number(),
  model: z.enum(ROYALTY_MODELS),
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
