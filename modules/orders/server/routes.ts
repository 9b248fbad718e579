import type { FastifyInstance, FastifyReply } from 'fastify';
import { commandRoutes, serve, sheetUpload, viewRoutes, withMultipart } from '@portal/kit';
import { csv } from '@portal/mod-ledger/server';
import * as C from '../shared/contracts.ts';
import { OPS_REPORTS } from '../shared/index.ts';
import {
  kitMappingItemsOf,
  mappableClasses,
  setKitMappingItems,
  setWowKitItems,
  wowKitItemsOf,
} from './catalogue/items.service.ts';
import { KIT_UPLOAD_LIMITS, uploadKitMapping, uploadKitMappingItems } from './catalogue/mapping-upload.service.ts';
import { PRODUCT_UPLOAD_LIMITS, uploadProducts } from './catalogue/product-upload.service.ts';
import { uniformIndentChildren } from './indents/children.service.ts';
import { uniformOrderGap } from './indents/order-gap.service.ts';
import { placeUniformIndent } from './indents/uniform-indent.service.ts';
import { allocateKits } from './orders/allocate.service.ts';
import { orderCart } from './orders/cart.service.ts';
import { challanPdf, invoicePdf } from './orders/documents.service.ts';
import { editOrderLine } from './orders/edit-line.service.ts';
import { placeOrder } from './orders/place-order.service.ts';
import { orderDetails } from './orders/read.service.ts';
import { orderView } from './orders/order-list.ts';
import { damageReOrder, reOrder } from './orders/reorder.service.ts';
import { placeWowKitOrder, quoteWowKits, wowKitCatalogue } from './orders/wow-kit-order.service.ts';
import { kitOrderCommands, wowKitApprovalCommands } from './orders/commands.ts';
import {
  franchiseeOrderLedger,
  opsReport,
  purchaseReport,
  tatReport,
  type Report,
} from './reports/order-reports.service.ts';
import { wowKitDashboard } from './reports/wow-kit-dashboard.service.ts';
import { pincodeService } from './stock/serviceability.service.ts';
import { adjustStock, stockList } from './stock/stock.service.ts';
import { trackOrder } from './tracking/courier.service.ts';
import { familySale, familySalesOf, recordFamilySale, saleCatalogue } from './sales/family-sale.service.ts';
import { familySalePdf } from './sales/invoice-pdf.service.ts';
import { gstSummary, gstSummaryCsv } from './gst/figures.ts';

const tags = ['Kits and orders'];

/** A report as JSON, or as a CSV download when asked for one. */
function sendReport(reply: FastifyReply, report: Report, format: string) {
  if (format !== 'csv') return report;
  const name = report.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .send(csv(report.columns, report.rows));
}

function sendPdf(reply: FastifyReply, { pdf, name }: { pdf: Buffer | Uint8Array; name: string }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${name}"`)
    .send(pdf);
}

/** Hand-made routes of the orders module: workflows, documents and reports (plain entities come from resources). */
export function orderRoutes(app: FastifyInstance): void {
  // Catalogue: kit contents, uploads.
  serve(app, C.mappableClasses, async ({ ctx }) => ({ rows: await mappableClasses(ctx) }));
  serve(app, C.kitMappingItems, async ({ ctx, params }) => ({ rows: await kitMappingItemsOf(ctx, params.id) }));
  serve(app, C.setKitMappingItems, async ({ ctx, params, body }) => ({
    rows: await setKitMappingItems(ctx, params.id, body.items),
  }));
  withMultipart(app, (scope) => {
    serve(scope, C.uploadKitMapping, async ({ ctx, params, raw }) =>
      uploadKitMapping(ctx, params.kitType, await sheetUpload(raw, KIT_UPLOAD_LIMITS)),
    );
    serve(scope, C.uploadKitMappingItems, async ({ ctx, params, raw }) =>
      uploadKitMappingItems(ctx, params.kitType, params.id, await sheetUpload(raw, KIT_UPLOAD_LIMITS)),
    );
    serve(scope, C.uploadProducts, async ({ ctx, raw }) =>
      uploadProducts(ctx, await sheetUpload(raw, PRODUCT_UPLOAD_LIMITS)),
    );
  });
  serve(app, C.wowKitItems, async ({ ctx, params }) => ({ rows: await wowKitItemsOf(ctx, params.id) }));
  serve(app, C.setWowKitItems, async ({ ctx, params, body }) => ({
    rows: await setWowKitItems(ctx, params.id, body.items),
  }));

  // Stock and serviceability.
  serve(app, C.stockList, async ({ ctx, query }) => ({ rows: await stockList(ctx, query.warehouseId) }));
  serve(app, C.adjustStock, ({ ctx, body }) => adjustStock(ctx, body));
  serve(app, C.pincodeService, ({ ctx, query }) => pincodeService(ctx, query.pincode));

  // Allocation, the cart and placing orders.
  serve(app, C.allocateKits, ({ ctx, body }) => allocateKits(ctx, body));
  serve(app, C.orderCart, ({ ctx, query }) =>
    orderCart(ctx, { kitType: query.kitType, franchiseeId: query.franchiseeID, academicYearId: query.academicYearID }),
  );
  serve(app, C.placeOrder, ({ ctx, body }) => placeOrder(ctx, body));
  serve(app, C.wowKitCatalogue, async ({ ctx }) => ({ rows: await wowKitCatalogue(ctx) }));
  serve(app, C.wowKitSummary, ({ ctx, body }) => quoteWowKits(ctx, body));
  serve(app, C.wowKitDashboard, ({ ctx, query }) => wowKitDashboard(ctx, query.franchiseeID));
  serve(app, C.confirmWowKitOrder, ({ ctx, body }) => placeWowKitOrder(ctx, body));
  serve(app, C.reOrder, ({ ctx, params }) => reOrder(ctx, params.id));
  serve(app, C.damageReOrder, ({ ctx, params, body }) => damageReOrder(ctx, params.id, body));

  // Uniform indents.
  serve(app, C.placeUniformIndent, ({ ctx, body }) => placeUniformIndent(ctx, body));
  serve(app, C.indentChildren, ({ ctx, query }) =>
    uniformIndentChildren(ctx, { academicYearId: query.academicYearID, franchiseeId: query.franchiseeID, q: query.q }),
  );
  serve(app, C.uniformOrderGap, async ({ ctx, query }) => ({
    rows: await uniformOrderGap(ctx, { academicYearId: query.academicYearID, franchiseeId: query.franchiseeID }),
  }));

  // Order history and the state machine.
  viewRoutes(app, orderView, { path: C.orderHistoryList.path });
  serve(app, C.orderDetails, ({ ctx, params }) => orderDetails(ctx, params.id));
  serve(app, C.trackOrder, ({ ctx, params }) => trackOrder(ctx, params.id));
  serve(app, C.orderInvoice, async ({ ctx, params }, reply) => sendPdf(reply, await invoicePdf(ctx, params.id)));
  serve(app, C.orderChallan, async ({ ctx, params }, reply) => sendPdf(reply, await challanPdf(ctx, params.id)));
  serve(app, C.editOrderLine, ({ ctx, params, body }) => editOrderLine(ctx, params.id, params.lineId, body.quantity));
  // The state changes (confirm, cancel, fail, ship, deliver, the wow-kit sign-off) are commands.
  commandRoutes(app, kitOrderCommands, { tags });
  commandRoutes(app, wowKitApprovalCommands, { tags });

  // The centre's sales to families and the GST summary.
  serve(app, C.recordFamilySale, async ({ ctx, body }) => recordFamilySale(ctx, body));
  serve(app, C.familySaleCatalogue, async ({ ctx }) => ({ rows: await saleCatalogue(ctx) }));
  serve(app, C.familySalesOfChild, async ({ ctx, query }) => ({
    rows: await familySalesOf(ctx, query.studentAdmissionID),
  }));
  serve(app, C.familySaleDetails, async ({ ctx, params }) => familySale(ctx, params.id));
  serve(app, C.familySaleInvoice, async ({ ctx, params }, reply) =>
    sendPdf(reply, await familySalePdf(ctx, params.id)),
  );
  serve(app, C.gstSummary, async ({ ctx, query: { format, ...q } }, reply) => {
    if (format !== 'csv') return gstSummary(ctx, q);
    const file = await gstSummaryCsv(ctx, q);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.name}"`)
      .send(csv(file.columns, file.rows));
  });
  // Reports and ledger views.
  serve(app, C.orderTatsReport, async ({ ctx, query }, reply) => {
    const { type, format, ...q } = query;
    const report = (OPS_REPORTS as readonly string[]).includes(type)
      ? await opsReport(ctx, type, q)
      : await tatReport(ctx, type, q);
    return sendReport(reply, report, format);
  });
  serve(app, C.orderPurchaseReport, async ({ ctx, query: { format, ...q } }, reply) =>
    sendReport(reply, await purchaseReport(ctx, q), format),
  );
  serve(app, C.franchiseeOrderLedger, async ({ ctx, query: { format, ...q } }, reply) =>
    sendReport(reply, await franchiseeOrderLedger(ctx, q), format),
  );
}
