/**
 * The orders API as contracts: path, access module, input and answer of every hand-written route.
 * The server serves them (routes.ts), the screens call them (web), so neither side copies the other.
 */
import { defineEndpoint, fileAnswer, listRef, timestamp } from '@portal/core';
import { z } from 'zod';
import { ORDER_MODULES as M } from './index.ts';
import {
  allocateInput,
  damageReOrderInput,
  editLineInput,
  familySaleInput,
  familySaleQuery,
  gstSummaryQuery,
  kitItemsInput,
  kitType,
  placeOrderInput,
  queryId,
  reportQuery,
  stockAdjustInput,
  tatReportQuery,
  uniformIndentInput,
  wowKitItemsInput,
} from './inputs.ts';

const tags = ['Kits and orders'];
const byId = z.object({ id: queryId });
const rowsOf = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row) });
const money = z.number().int();

// ---- answers ----

/** An order as stored: what placing, re-ordering, editing and the order list answer. */
export const orderRow = z.object({
  id: z.number(),
  franchiseeId: z.number(),
  academicYearId: z.number().nullable(),
  orderNo: z.string(),
  kitType: z.string(),
  status: z.string(),
  paymentMode: z.string(),
  paymentStatus: z.string(),
  approvalStatus: z.string().nullable(),
  warehouseId: z.number().nullable(),
  deliveryPincode: z.string(),
  subtotalPaise: money,
  cgstPaise: money,
  sgstPaise: money,
  igstPaise: money,
  totalPaise: money,
  invoiceNo: z.string().nullable(),
  challanNo: z.string().nullable(),
  courier: z.string().nullable(),
  shippingReferenceNo: z.string().nullable(),
  parentOrderId: z.number().nullable(),
  reason: z.string().nullable(),
  evidenceFileIds: z.array(z.string()),
  confirmedAt: timestamp.nullable(),
  shippedAt: timestamp.nullable(),
  deliveredAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

/** A row of the order history list (GET /api/order-history): the order and its centre's name. */
export const orderListRow = orderRow.extend({ companyName: z.string() });

const totals = z.object({
  subtotalPaise: money,
  cgstPaise: money,
  sgstPaise: money,
  igstPaise: money,
  totalPaise: money,
});

const pricedLine = totals.omit({ subtotalPaise: true }).extend({
  productId: z.number(),
  description: z.string(),
  hsnCode: z.string(),
  size: z.string().nullable(),
  quantity: z.number(),
  unitPricePaise: money,
  gstRateBp: z.number(),
  taxablePaise: money,
});

const orderLine = pricedLine.extend({
  id: z.number(),
  orderId: z.number(),
  franchiseeId: z.number(),
  studentAdmissionId: z.number().nullable(),
  classId: z.number().nullable(),
});

const orderEvent = z.object({
  id: z.number(),
  orderId: z.number(),
  franchiseeId: z.number(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  note: z.string().nullable(),
  location: z.string().nullable(),
  byUserId: z.number().nullable(),
  at: timestamp,
});

const kitItem = z.object({
  id: z.number(),
  productId: z.number(),
  sku: z.string(),
  name: z.string(),
  size: z.string().nullable(),
  quantity: z.number(),
  pricePaise: money,
  gstRateBp: z.number(),
});
const wowItem = kitItem.omit({ size: true });

const report = z.object({
  title: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.union([z.string(), z.number(), z.null()]))),
});
/** A report as JSON, or as a CSV file with format=csv. */
const reportAnswer = z.union([report, fileAnswer('text/csv', 'The report as CSV (format=csv)')]);

// ---- catalogue: kit contents and uploads ----

export const mappableClasses = defineEndpoint({
  method: 'GET',
  path: '/api/kit-mapping/classes',
  module: M.KIT_MAPPING,
  tags,
  summary: 'Active classes a kit can be mapped to',
  response: rowsOf(z.object({ id: z.number(), name: z.string() })),
});

export const kitMappingItems = defineEndpoint({
  method: 'GET',
  path: '/api/kit-mapping/:id/items',
  module: M.KIT_MAPPING,
  tags,
  params: byId,
  response: rowsOf(kitItem),
});

export const setKitMappingItems = defineEndpoint({
  method: 'PUT',
  path: '/api/kit-mapping/:id/items',
  module: M.KIT_MAPPING,
  tags,
  summary: "Replace a PENDING kit mapping's products",
  params: byId,
  body: kitItemsInput,
  response: rowsOf(kitItem),
});

/** Multipart uploads: the sheet is read as it streams in, so these declare no JSON body. */
export const uploadKitMapping = defineEndpoint({
  method: 'POST',
  path: '/api/kit-mapping/upload-mapping/:kitType',
  module: M.KIT_MAPPING,
  tags,
  summary: 'Map a kit to classes from a CSV or XLSX sheet of class, sku and quantity (all or nothing)',
  params: z.object({ kitType }),
  response: z.object({ created: z.number(), ids: z.array(z.number()) }),
});

export const uploadKitMappingItems = defineEndpoint({
  method: 'POST',
  path: '/api/kit-mapping/upload-mapping/:kitType/:id',
  module: M.KIT_MAPPING,
  tags,
  summary: "Replace a PENDING mapping's products from a CSV or XLSX sheet of sku and quantity (all or nothing)",
  params: z.object({ kitType, id: queryId }),
  response: z.object({ updated: z.number(), rows: z.array(kitItem) }),
});

export const uploadProducts = defineEndpoint({
  method: 'POST',
  path: '/api/retailer-margin/upload-product',
  module: M.PRODUCT,
  tags,
  summary: 'Add products or change their details and retailer margin from a CSV or XLSX sheet (all or nothing)',
  response: z.object({ created: z.number(), updated: z.number(), unchanged: z.number() }),
});

export const wowKitItems = defineEndpoint({
  method: 'GET',
  path: '/api/wow-kit-bom/:id/items',
  module: M.KIT_MAPPING,
  tags,
  params: byId,
  response: rowsOf(wowItem),
});

export const setWowKitItems = defineEndpoint({
  method: 'PUT',
  path: '/api/wow-kit-bom/:id/items',
  module: M.KIT_MAPPING,
  tags,
  summary: "Replace a PENDING wow kit's products",
  params: byId,
  body: kitItemsInput,
  response: rowsOf(wowItem),
});

// ---- stock and serviceability ----

export const stockList = defineEndpoint({
  method: 'GET',
  path: '/api/check/stock',
  module: M.STOCK,
  tags,
  query: z.object({ warehouseId: queryId.optional() }),
  response: rowsOf(
    z.object({
      id: z.number(),
      warehouseId: z.number(),
      warehouse: z.string(),
      productId: z.number(),
      sku: z.string(),
      product: z.string(),
      size: z.string().nullable(),
      available: z.number(),
      reserved: z.number(),
    }),
  ),
});

export const adjustStock = defineEndpoint({
  method: 'POST',
  path: '/api/check/stock/adjust',
  module: M.STOCK,
  tags,
  summary: 'Goods received, or a count correction (never below zero)',
  body: stockAdjustInput,
  response: z.object({
    id: z.number(),
    warehouseId: z.number(),
    productId: z.number(),
    available: z.number(),
    reserved: z.number(),
    createdAt: timestamp,
    updatedAt: timestamp,
  }),
  status: 201,
});

export const pincodeService = defineEndpoint({
  method: 'GET',
  path: '/api/home/pincode-service',
  module: M.PINCODE,
  tags,
  summary: 'Is a PIN code served, by which warehouse, in how many days',
  query: z.object({ pincode: z.string().max(10) }),
  response: z.object({
    pincode: z.string(),
    serviceable: z.boolean(),
    warehouseId: z.number().nullable(),
    warehouse: z.string().nullable(),
    deliveryDays: z.number().nullable(),
  }),
});

// ---- allocation, the cart and placing orders ----

export const allocateKits = defineEndpoint({
  method: 'POST',
  path: '/api/kit-allocation/allocate',
  module: M.KIT_ALLOCATION,
  tags,
  summary: 'Allocate a kit to every admitted child of a mapped class who has none yet',
  body: allocateInput,
  response: z.object({ allocated: z.number() }),
});

export const cartRow = z.object({
  id: z.number(),
  franchiseeID: z.number(),
  enrollmentID: z.number(),
  classID: z.number(),
  className: z.string(),
  gender: z.string(),
  studentName: z.string(),
});

export const orderCart = defineEndpoint({
  method: 'GET',
  path: '/api/place-order/cart',
  module: M.PLACE_ORDERS,
  tags,
  summary: "The children whose kit can be ordered (the offline cart's rows)",
  query: z.object({ kitType, franchiseeID: queryId.optional(), academicYearID: queryId.optional() }),
  response: z.object({ franchiseeId: z.number(), rows: z.array(cartRow) }),
});

export const placeOrder = defineEndpoint({
  method: 'POST',
  path: '/api/place-order',
  keyed: true,
  module: M.PLACE_ORDERS,
  tags,
  body: placeOrderInput,
  response: orderRow,
  status: 201,
});

export const wowKitCatalogue = defineEndpoint({
  method: 'GET',
  path: '/api/place-order/wow-kit/catalogue',
  module: M.PLACE_ORDERS,
  tags,
  summary: 'Wow kits a centre can order now, with their price per kit before GST',
  response: rowsOf(
    z.object({
      id: z.number(),
      name: z.string(),
      description: z.string().nullable(),
      pricePaise: money,
      items: z.array(z.object({ name: z.string(), quantity: z.number(), pricePaise: money, gstRateBp: z.number() })),
    }),
  ),
});

export const wowKitSummary = defineEndpoint({
  method: 'POST',
  path: '/api/place-order/wow-kit/summary',
  module: M.PLACE_ORDERS,
  tags,
  summary: 'Price a wow-kit cart without saving it',
  body: wowKitItemsInput,
  response: z.object({
    franchiseeId: z.number(),
    companyName: z.string(),
    deliveryPincode: z.string(),
    warehouse: z.string(),
    warehouseId: z.number(),
    deliveryDays: z.number(),
    lines: z.array(pricedLine),
    totals,
  }),
});

export const wowKitDashboard = defineEndpoint({
  method: 'GET',
  path: '/api/place-order/wow-kit-dashboard',
  module: M.ORDER_HISTORY,
  tags,
  query: z.object({ franchiseeID: queryId.optional() }),
  response: z.object({
    boms: z.array(z.object({ status: z.string(), count: z.number() })),
    orders: z.array(z.object({ approvalStatus: z.string(), count: z.number(), totalPaise: money })),
    recent: z.array(
      z.object({
        id: z.number(),
        franchiseeId: z.number(),
        companyName: z.string(),
        orderNo: z.string(),
        status: z.string(),
        approvalStatus: z.string().nullable(),
        totalPaise: money,
        createdAt: timestamp,
      }),
    ),
  }),
});

export const confirmWowKitOrder = defineEndpoint({
  method: 'POST',
  path: '/api/place-order/wow-kit/confirm',
  keyed: true,
  module: M.PLACE_ORDERS,
  tags,
  summary: 'Order wow kits; the order then waits for its approvers',
  body: wowKitItemsInput,
  response: orderRow,
  status: 201,
});

export const reOrder = defineEndpoint({
  method: 'POST',
  path: '/api/place-order/re-order/:id',
  keyed: true,
  module: M.PLACE_ORDERS,
  tags,
  summary: "Order an order's products again at today's prices",
  params: byId,
  response: orderRow,
  status: 201,
});

export const damageReOrder = defineEndpoint({
  method: 'POST',
  path: '/api/damage/re-order/:id',
  keyed: true,
  module: M.PLACE_ORDERS,
  tags,
  summary: 'Replace damaged or missing items of a delivered order, free of charge',
  params: byId,
  body: damageReOrderInput,
  response: orderRow,
  status: 201,
});

// ---- uniform indents ----

export const placeUniformIndent = defineEndpoint({
  method: 'POST',
  path: '/api/indent/uniform-indent',
  keyed: true,
  module: M.UNIFORM_INDENT,
  tags,
  body: uniformIndentInput,
  response: orderRow,
  status: 201,
});

export const indentChildren = defineEndpoint({
  method: 'GET',
  path: '/api/indent/children',
  module: M.UNIFORM_INDENT,
  tags,
  summary: "The centre's children of the year with their live uniform indent",
  query: z.object({
    academicYearID: queryId.optional(),
    franchiseeID: queryId.optional(),
    q: z.string().max(100).optional(),
  }),
  response: z.object({
    franchiseeId: z.number(),
    rows: z.array(
      z.object({
        studentAdmissionId: z.number(),
        studentName: z.string(),
        classId: z.number(),
        className: z.string(),
        gender: z.string(),
        indent: z
          .object({
            orderId: z.number(),
            orderNo: z.string(),
            status: z.string(),
            size: z.string().nullable(),
            placedAt: timestamp,
          })
          .nullable(),
      }),
    ),
  }),
});

export const uniformOrderGap = defineEndpoint({
  method: 'GET',
  path: '/api/indent/order-gap',
  module: M.UNIFORM_INDENT,
  tags,
  summary: 'Admitted children against those with a uniform indent, per centre and class',
  query: z.object({ academicYearID: queryId, franchiseeID: queryId.optional() }),
  response: rowsOf(
    z.object({
      franchiseeId: z.number(),
      companyName: z.string(),
      classId: z.number(),
      className: z.string(),
      admitted: z.number(),
      ordered: z.number(),
      gap: z.number(),
    }),
  ),
});

// ---- one order ----

export const orderDetails = defineEndpoint({
  method: 'GET',
  path: '/api/order-history/:id',
  module: M.ORDER_HISTORY,
  tags,
  summary: 'The order, its lines, its status history and its evidence photos',
  params: byId,
  response: orderRow.extend({
    placedBy: z.number().nullable(),
    companyName: z.string(),
    franchiseeCode: z.string(),
    warehouse: z.string().nullable(),
    lines: z.array(orderLine),
    events: z.array(orderEvent),
    evidence: z.array(z.object({ id: z.string(), name: z.string(), contentType: z.string() })),
  }),
});

export const trackOrder = defineEndpoint({
  method: 'GET',
  path: '/api/order-history/:id/track',
  module: M.ORDER_HISTORY,
  tags,
  summary: 'Where the parcel is',
  params: byId,
  response: z.object({
    orderNo: z.string(),
    status: z.string(),
    courier: z.string().nullable(),
    shippingReferenceNo: z.string().nullable(),
    trackingUrl: z.string().nullable(),
    source: z.enum(['manual', 'courier']),
    events: z.array(
      z.object({ status: z.string(), at: z.string(), location: z.string().nullable(), note: z.string().nullable() }),
    ),
  }),
});

export const orderInvoice = defineEndpoint({
  method: 'GET',
  path: '/api/order-history/:id/invoice',
  module: M.ORDER_HISTORY,
  tags,
  summary: 'The GST tax invoice of a confirmed order',
  params: byId,
  response: fileAnswer('application/pdf', 'The tax invoice'),
});

export const orderChallan = defineEndpoint({
  method: 'GET',
  path: '/api/order-history/:id/challan',
  module: M.ORDER_HISTORY,
  tags,
  summary: 'The delivery challan of a shipped order',
  params: byId,
  response: fileAnswer('application/pdf', 'The delivery challan'),
});

export const editOrderLine = defineEndpoint({
  method: 'PUT',
  path: '/api/order-history/:id/lines/:lineId',
  module: M.PLACE_ORDERS,
  tags,
  summary: "Change a line's quantity while the order is only placed",
  params: z.object({ id: queryId, lineId: queryId }),
  body: editLineInput,
  response: orderRow,
});

// ---- reports ----

export const orderTatsReport = defineEndpoint({
  method: 'GET',
  path: '/api/report/order-tats-report',
  module: M.REPORTS,
  tags,
  query: tatReportQuery,
  response: reportAnswer,
});

export const orderPurchaseReport = defineEndpoint({
  method: 'GET',
  path: '/api/report/order-purchase-report',
  module: M.REPORTS,
  tags,
  query: reportQuery,
  response: reportAnswer,
});

export const franchiseeOrderLedger = defineEndpoint({
  method: 'GET',
  path: '/api/ledger/franchisee-order',
  module: M.LEDGER,
  tags,
  query: reportQuery,
  response: reportAnswer,
});

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
export type ReportAnswer = z.input<typeof report>;
export type OrderListRow = z.input<typeof orderListRow>;

/** The order history list (a declared view): every order of the user's centres with its centre's name. */
export const orderHistoryList = listRef<OrderListRow>('order-history', '/api/order-history');
