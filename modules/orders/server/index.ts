import { defineServerModule, resourceRoutes } from '@portal/kit';
import { ORDER_RESOURCES } from './resources.ts';
import { orderRoutes } from './routes.ts';
import { ordersAccess } from './access.ts';
import { seedOrders } from './seed.ts';
import { serveGstFigures, showGstFigures } from './gst/figures.ts';

export * from './schema.ts';
export * from './resources.ts';
export { kitOrderReads } from './reads.ts';
export { placeOrder } from './orders/place-order.service.ts';
export { kitOrderCommands, wowKitApprovalCommands } from './orders/commands.ts';
export { priceLines } from './orders/pricing.ts';
export { recordFamilySale, familySale } from './sales/family-sale.service.ts';
export { gstRows, gstTotals } from './gst/summary.service.ts';
export { courierFromEnv, httpAdapter, manualAdapter, trackOrder } from './tracking/courier.service.ts';

export const ordersModule = defineServerModule({
  name: 'orders',
  access: ordersAccess,
  seed: seedOrders,
  register(app) {
    serveGstFigures();
    showGstFigures();
    orderRoutes(app);
    for (const res of ORDER_RESOURCES) resourceRoutes(app, res);
  },
});
