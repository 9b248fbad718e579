import { isoDate } from '@portal/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commandRoutes, idParams, sheetUpload, viewRoutes, withMultipart } from '@portal/kit';
import { csv } from '@portal/mod-ledger/server';
import { ORDER_MODULES, OPS_REPORTS, TAT_REPORTS } from '../shared/index.ts';
import {
  kitMappingItemsOf,
  mappableClasses,
  setKitMappingItems,
  setWowKitItems,
  wowKitItemsOf,
} from './catalogue/items.ts';
import { KIT_UPLOAD_LIMITS, uploadKitMapping, uploadKitMappingItems } from './catalogue/mapping-upload.ts';
import { uniformIndentChildren } from './indents/children.ts';
import { uniformOrderGap } from './indents/order-gap.ts';
import { placeUniformIndent } from './indents/uniform-indent.ts';
import { allocateKits } from './orders/allocate.ts';
import { orderCart } from './orders/cart.ts';
import { challanPdf, invoicePdf } from './orders/documents.ts';
import { editOrderLine } from './orders/edit-line.ts';
import { placeOrder } from './orders/place-order.ts';
import { orderDetails } from './orders/read.ts';
import { orderView } from './orders/order-list.ts';
import { damageReOrder, reOrder } from './orders/reorder.ts';
import { placeWowKitOrder, quoteWowKits, wowKitCatalogue } from './orders/wow-kit-order.ts';
import { kitOrderCommands, wowKitApprovalCommands } from './orders/commands.ts';
import { franchiseeOrderLedger, opsReport, purchaseReport, tatReport, type Report } from './reports/order-reports.ts';
import { wowKitDashboard } from './reports/wow-kit-dashboard.ts';
import { pincodeService } from './stock/serviceability.ts';
import { adjustStock, stockList } from './stock/stock.ts';
import { trackOrder } from './tracking/courier.ts';

const id = z.number({ error: 'Must be a number' }).int().positive().max(2_147_483_647);
const qid = z.coerce.number().int().positive().max(2_147_483_647);
const kitType = z.string({ error: 'Kit type is required' }).min(1).max(40);
const reason = z
  .string({ error: 'Reason is required' })
  .trim()
  .min(3, { error: 'Reason must be at least 3 characters' })
  .max(300);
const items = z
  .array(
    z.strictObject({
      productId: id,
      quantity: z.number().int().min(1, { error: 'Quantity must be at least 1' }).max(10_000),
    }),
  )
  .max(200);
const date = isoDate('Date');
const wowItems = z.strictObject({
  franchiseeId: id.optional(),
  items: z
    .array(
      z.strictObject({
        bomId: id,
        quantity: z
          .number()
          .int()
          .min(1, { error: 'Quantity must be at least 1' })
          .max(1000, { error: 'At most 1000 of a wow kit' }),
      }),
    )
    .max(50),
});
const reportQuery = z.object({
  franchiseeID: qid.optional(),
  from: date.optional(),
  to: date.optional(),
  format: z.enum(['json', 'csv']).default('json'),
});

const tags = ['Kits and orders'];

function sendReport(
  reply: { header: (k: string, v: string) => { header: (k: string, v: string) => { send: (b: string) => unknown } } },
  report: Report,
  format: string,
) {
  if (format !== 'csv') return report;
  const name = report.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .send(csv(report.columns, report.rows));
}

/** Hand-made routes of the orders module: workflows, documents and reports (plain entities come from resources). */
export function orderRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const place = { module: ORDER_MODULES.PLACE_ORDERS };
  const history = { module: ORDER_MODULES.ORDER_HISTORY };

  // Catalogue: kit contents, uploads.
  r.get(
    '/api/kit-mapping/classes',
    { config: { module: ORDER_MODULES.KIT_MAPPING }, schema: { tags } },
    async (req) => ({ rows: await mappableClasses(req.ctx) }),
  );
  r.get(
    '/api/kit-mapping/:id/items',
    { config: { module: ORDER_MODULES.KIT_MAPPING }, schema: { tags, params: idParams } },
    async (req) => ({ rows: await kitMappingItemsOf(req.ctx, req.params.id) }),
  );
  r.put(
    '/api/kit-mapping/:id/items',
    {
      config: { module: ORDER_MODULES.KIT_MAPPING },
      schema: { tags, params: idParams, body: z.strictObject({ items }) },
    },
    async (req) => ({ rows: await setKitMappingItems(req.ctx, req.params.id, req.body.items) }),
  );
  withMultipart(app, (scope) => {
    const m = scope.withTypeProvider<ZodTypeProvider>();
    const upload = { module: ORDER_MODULES.KIT_MAPPING };
    const consumes = ['multipart/form-data'];
    m.post(
      '/api/kit-mapping/upload-mapping/:kitType',
      { config: upload, schema: { tags, params: z.object({ kitType }), consumes } },
      async (req) => uploadKitMapping(req.ctx, req.params.kitType, await sheetUpload(req, KIT_UPLOAD_LIMITS)),
    );
    m.post(
      '/api/kit-mapping/upload-mapping/:kitType/:id',
      { config: upload, schema: { tags, params: z.object({ kitType, id: qid }), consumes } },
      async (req) =>
        uploadKitMappingItems(req.ctx, req.params.kitType, req.params.id, await sheetUpload(req, KIT_UPLOAD_LIMITS)),
    );
  });
  r.get(
    '/api/wow-kit-bom/:id/items',
    { config: { module: ORDER_MODULES.KIT_MAPPING }, schema: { tags, params: idParams } },
    async (req) => ({ rows: await wowKitItemsOf(req.ctx, req.params.id) }),
  );
  r.put(
    '/api/wow-kit-bom/:id/items',
    {
      config: { module: ORDER_MODULES.KIT_MAPPING },
      schema: { tags, params: idParams, body: z.strictObject({ items }) },
    },
    async (req) => ({ rows: await setWowKitItems(req.ctx, req.params.id, req.body.items) }),
  );

  // Stock and serviceability.
  r.get(
    '/api/check/stock',
    {
      config: { module: ORDER_MODULES.STOCK },
      schema: { tags, querystring: z.object({ warehouseId: qid.optional() }) },
    },
    async (req) => ({ rows: await stockList(req.ctx, req.query.warehouseId) }),
  );
  r.post(
    '/api/check/stock/adjust',
    {
      config: { module: ORDER_MODULES.STOCK },
      schema: {
        tags,
        body: z.strictObject({
          warehouseId: id,
          productId: id,
          quantity: z.number().int().min(-100_000).max(100_000),
          note: z.string().trim().min(3, { error: 'Say why the stock changes' }).max(200),
        }),
      },
    },
    async (req, reply) => {
      reply.code(201);
      return adjustStock(req.ctx, req.body);
    },
  );
  r.get(
    '/api/home/pincode-service',
    {
      config: { module: ORDER_MODULES.PINCODE },
      schema: { tags, querystring: z.object({ pincode: z.string().max(10) }) },
    },
    async (req) => pincodeService(req.ctx, req.query.pincode),
  );

  // Allocation and the cart.
  r.post(
    '/api/kit-allocation/allocate',
    {
      config: { module: ORDER_MODULES.KIT_ALLOCATION },
      schema: { tags, body: z.strictObject({ kitType, franchiseeId: id.optional() }) },
    },
    async (req) => allocateKits(req.ctx, req.body),
  );
  r.get(
    '/api/place-order/cart',
    {
      config: place,
      schema: {
        tags,
        querystring: z.object({ kitType, franchiseeID: qid.optional(), academicYearID: qid.optional() }),
      },
    },
    async (req) =>
      orderCart(req.ctx, {
        kitType: req.query.kitType,
        franchiseeId: req.query.franchiseeID,
        academicYearId: req.query.academicYearID,
      }),
  );

  // Placing orders.
  r.post(
    '/api/place-order',
    {
      config: place,
      schema: {
        tags,
        body: z.strictObject({ kitType, franchiseeId: id.optional(), studentAdmissionIds: z.array(id).max(1000) }),
      },
    },
    async (req, reply) => {
      reply.code(201);
      return placeOrder(req.ctx, req.body);
    },
  );
  r.get('/api/place-order/wow-kit/catalogue', { config: place, schema: { tags } }, async (req) => ({
    rows: await wowKitCatalogue(req.ctx),
  }));
  r.post('/api/place-order/wow-kit/summary', { config: place, schema: { tags, body: wowItems } }, async (req) =>
    quoteWowKits(req.ctx, req.body),
  );
  r.get(
    '/api/place-order/wow-kit-dashboard',
    { config: history, schema: { tags, querystring: z.object({ franchiseeID: qid.optional() }) } },
    async (req) => wowKitDashboard(req.ctx, req.query.franchiseeID),
  );
  r.post(
    '/api/place-order/wow-kit/confirm',
    { config: place, schema: { tags, body: wowItems } },
    async (req, reply) => {
      reply.code(201);
      return placeWowKitOrder(req.ctx, req.body);
    },
  );
  r.post('/api/place-order/re-order/:id', { config: place, schema: { tags, params: idParams } }, async (req, reply) => {
    reply.code(201);
    return reOrder(req.ctx, req.params.id);
  });
  r.post(
    '/api/damage/re-order/:id',
    {
      config: place,
      schema: {
        tags,
        params: idParams,
        body: z.strictObject({
          reason,
          lines: z
            .array(z.strictObject({ lineId: id, quantity: z.number().int().min(1).max(10_000) }))
            .min(1, { error: 'Choose the damaged or missing items' })
            .max(500),
          evidenceFileIds: z.array(z.string().max(40)).max(10),
        }),
      },
    },
    async (req, reply) => {
      reply.code(201);
      return damageReOrder(req.ctx, req.params.id, req.body);
    },
  );
  r.post(
    '/api/indent/uniform-indent',
    {
      config: { module: ORDER_MODULES.UNIFORM_INDENT },
      schema: {
        tags,
        body: z.strictObject({
          franchiseeId: id.optional(),
          children: z
            .array(
              z.strictObject({
                studentAdmissionId: id,
                size: z.string().trim().min(1, { error: 'Size is required' }).max(20),
              }),
            )
            .max(500),
        }),
      },
    },
    async (req, reply) => {
      reply.code(201);
      return placeUniformIndent(req.ctx, req.body);
    },
  );
  r.get(
    '/api/indent/children',
    {
      config: { module: ORDER_MODULES.UNIFORM_INDENT },
      schema: {
        tags,
        querystring: z.object({
          academicYearID: qid.optional(),
          franchiseeID: qid.optional(),
          q: z.string().max(100).optional(),
        }),
      },
    },
    async (req) =>
      uniformIndentChildren(req.ctx, {
        academicYearId: req.query.academicYearID,
        franchiseeId: req.query.franchiseeID,
        q: req.query.q,
      }),
  );
  r.get(
    '/api/indent/order-gap',
    {
      config: { module: ORDER_MODULES.UNIFORM_INDENT },
      schema: { tags, querystring: z.object({ academicYearID: qid, franchiseeID: qid.optional() }) },
    },
    async (req) => ({
      rows: await uniformOrderGap(req.ctx, {
        academicYearId: req.query.academicYearID,
        franchiseeId: req.query.franchiseeID,
      }),
    }),
  );

  // Order history and the state machine.
  viewRoutes(app, orderView);
  r.get('/api/order-history/:id', { config: history, schema: { tags, params: idParams } }, async (req) =>
    orderDetails(req.ctx, req.params.id),
  );
  r.get('/api/order-history/:id/track', { config: history, schema: { tags, params: idParams } }, async (req) =>
    trackOrder(req.ctx, req.params.id),
  );
  r.get(
    '/api/order-history/:id/invoice',
    { config: history, schema: { tags, params: idParams } },
    async (req, reply) => {
      const { pdf, name } = await invoicePdf(req.ctx, req.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${name}"`)
        .send(pdf);
    },
  );
  r.get(
    '/api/order-history/:id/challan',
    { config: history, schema: { tags, params: idParams } },
    async (req, reply) => {
      const { pdf, name } = await challanPdf(req.ctx, req.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${name}"`)
        .send(pdf);
    },
  );
  r.put(
    '/api/order-history/:id/lines/:lineId',
    {
      config: place,
      schema: {
        tags,
        params: z.object({ id: qid, lineId: qid }),
        body: z.strictObject({ quantity: z.number().int().min(1).max(10_000) }),
      },
    },
    async (req) => editOrderLine(req.ctx, req.params.id, req.params.lineId, req.body.quantity),
  );
  // The state changes (confirm, cancel, fail, ship, deliver, the wow-kit sign-off) are commands.
  commandRoutes(app, kitOrderCommands, { tags });
  commandRoutes(app, wowKitApprovalCommands, { tags });

  // Reports and ledger views.
  r.get(
    '/api/report/order-tats-report',
    {
      config: { module: ORDER_MODULES.REPORTS },
      schema: { tags, querystring: reportQuery.extend({ type: z.enum([...TAT_REPORTS, ...OPS_REPORTS]) }) },
    },
    async (req, reply) => {
      const { type, format, ...q } = req.query;
      const report = (OPS_REPORTS as readonly string[]).includes(type)
        ? await opsReport(req.ctx, type, q)
        : await tatReport(req.ctx, type, q);
      return sendReport(reply as never, report, format);
    },
  );
  r.get(
    '/api/report/order-purchase-report',
    { config: { module: ORDER_MODULES.REPORTS }, schema: { tags, querystring: reportQuery } },
    async (req, reply) => {
      const { format, ...q } = req.query;
      return sendReport(reply as never, await purchaseReport(req.ctx, q), format);
    },
  );
  r.get(
    '/api/ledger/franchisee-order',
    { config: { module: ORDER_MODULES.LEDGER }, schema: { tags, querystring: reportQuery } },
    async (req, reply) => {
      const { format, ...q } = req.query;
      return sendReport(reply as never, await franchiseeOrderLedger(req.ctx, q), format);
    },
  );
}
