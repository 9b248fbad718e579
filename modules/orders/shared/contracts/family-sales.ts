import { defineEndpoint, fileAnswer } from '@portal/core';
import { z } from 'zod';
import { ORDER_MODULES as M } from '../index.ts';
import { familySaleInput, familySaleQuery, gstSummaryQuery } from '../inputs.ts';
import { byId, money, rowsOf, tags } from './common.ts';

// ---- GST: the centre's sales to families and the monthly summary ----

const taxLine = z.object({
  hsnCode: z.string(),
  gstRateBp: z.number().int(),
  taxablePaise: money,
  cgstPaise: money,
  sgstPaise: money,
  igstPaise: money,
});

/**
 * A centre's invoice to a family: per line HSN, rate, taxable value and CGST + SGST or IGST; nil-rated and exempt
 * goods (0 %) on their own lines with no taxable value, their value apart; a tax invoice, a bill of supply or an
 * invoice-cum-bill of supply as the lines make it.
 */
export const familySaleAnswer = z.object({
  id: z.number(),
  document: z.enum(['TAX_INVOICE', 'BILL_OF_SUPPLY', 'INVOICE_CUM_BILL_OF_SUPPLY']),
  documentTitle: z.string(),
  invoiceNo: z.string(),
  saleDate: z.string(),
  studentAdmissionId: z.number(),
  childName: z.string(),
  billedTo: z.string(),
  chargeId: z.number(),
  seller: z.object({
    name: z.string(),
    gstin: z.string().nullable(),
    pan: z.string().nullable(),
    state: z.string(),
    address: z.string(),
  }),
  placeOfSupply: z.string(),
  intraState: z.boolean(),
  subtotalPaise: money,
  nilExemptPaise: money,
  cgstPaise: money,
  sgstPaise: money,
  igstPaise: money,
  totalPaise: money,
  lines: z.array(
    taxLine.extend({
      id: z.number(),
      productId: z.number(),
      description: z.string(),
      quantity: z.number().int(),
      unitPricePaise: money,
      totalPaise: money,
      supply: z.enum(['TAXABLE', 'NIL_EXEMPT']),
    }),
  ),
});

export const recordFamilySale = defineEndpoint({
  method: 'POST',
  path: '/api/family-sales',
  keyed: true,
  module: M.UNIFORM_INDENT,
  tags,
  summary: "Sell catalogue goods to a child's family: a tax invoice charged to the child's fee account",
  body: familySaleInput,
  response: familySaleAnswer,
  status: 201,
});

export const familySaleCatalogue = defineEndpoint({
  method: 'GET',
  path: '/api/family-sales/catalogue',
  module: M.UNIFORM_INDENT,
  tags,
  summary: 'The catalogue items a centre may sell to families, with their HSN code, GST rate and price before GST',
  response: rowsOf(
    z.object({
      id: z.number(),
      name: z.string(),
      size: z.string().nullable(),
      hsnCode: z.string(),
      gstRateBp: z.number().int(),
      pricePaise: money,
    }),
  ),
});

export const familySalesOfChild = defineEndpoint({
  method: 'GET',
  path: '/api/family-sales',
  module: M.UNIFORM_INDENT,
  tags,
  summary: "A child's family sales, newest first",
  query: familySaleQuery,
  response: rowsOf(z.object({ id: z.number(), invoiceNo: z.string(), saleDate: z.string(), totalPaise: money })),
});

export const familySaleDetails = defineEndpoint({
  method: 'GET',
  path: '/api/family-sales/:id',
  reads: { of: 'family-sale', param: 'id', label: 'Sale invoice' },
  module: M.UNIFORM_INDENT,
  tags,
  summary: 'One family sale as its tax invoice reads',
  params: byId,
  response: familySaleAnswer,
});

export const familySaleInvoice = defineEndpoint({
  method: 'GET',
  path: '/api/family-sales/:id/invoice',
  reads: { of: 'family-sale', param: 'id', label: 'Sale invoice (PDF)' },
  module: M.UNIFORM_INDENT,
  tags,
  summary: 'The tax invoice of a family sale',
  params: byId,
  response: fileAnswer('application/pdf', 'The tax invoice'),
});

const gstSummaryAnswer = z.object({
  franchiseeId: z.number(),
  centre: z.string(),
  centreCode: z.string(),
  month: z.string(),
  from: z.string(),
  to: z.string(),
  /**
   * The month's totals, each a declared figure (gst.exempt, gst.nilExempt, gst.taxable, gst.cgst, gst.sgst,
   * gst.igst).
   */
  figures: z.array(z.object({ key: z.string(), label: z.string(), value: z.number().nullable() })),
  invoices: z.number().int(),
  /** A row per HSN code and rate: taxable supplies first, then the nil-rated and exempt goods (no taxable value). */
  rows: z.array(
    taxLine.extend({
      invoices: z.number().int(),
      supply: z.enum(['TAXABLE', 'NIL_EXEMPT']),
      valuePaise: money,
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const gstSummary = defineEndpoint({
  method: 'GET',
  path: '/api/gst/summary',
  module: M.REPORTS,
  tags,
  summary: "A centre's GST summary of a month: exempt fees, taxable value and tax per HSN code and rate",
  query: gstSummaryQuery,
  response: z.union([gstSummaryAnswer, fileAnswer('text/csv', 'The summary as CSV (format=csv)')]),
});

export type GstSummaryAnswer = z.input<typeof gstSummaryAnswer>;
export type FamilySaleAnswer = z.input<typeof familySaleAnswer>;
