import { viewShape } from '@portal/core';
import { ORDER_MODULES } from './index.ts';

/** The module's views (joined read-only lists): each named once here; the server's defineView spreads it. */
export const orderHistoryViewShape = viewShape({
  name: 'order-history',
  label: 'Order',
  module: ORDER_MODULES.ORDER_HISTORY,
});

export const kitOrderReadsViewShape = viewShape({
  name: 'kit-order-reads',
  label: 'Kit order',
  module: ORDER_MODULES.ORDER_HISTORY,
});
