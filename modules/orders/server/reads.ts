import { sql } from 'drizzle-orm';
import { defineView } from '@portal/kit';
import { kitOrders } from './schema.ts';
import { kitOrderReadsViewShape } from '../shared/views.ts';

const columns = {
  id: kitOrders.id,
  franchiseeId: kitOrders.franchiseeId,
  academicYearId: kitOrders.academicYearId,
  orderNo: kitOrders.orderNo,
  kitType: kitOrders.kitType,
  status: kitOrders.status,
  paymentStatus: kitOrders.paymentStatus,
  courier: kitOrders.courier,
  createdAt: kitOrders.createdAt,
  /** The day the order was placed, in India. */
  placedOn: sql<string>`(${kitOrders.createdAt} at time zone 'Asia/Kolkata')::date`,
  subtotalPaise: kitOrders.subtotalPaise,
  /** GST of the order: its central, state and integrated parts. */
  taxPaise: sql<number>`(${kitOrders.cgstPaise} + ${kitOrders.sgstPaise} + ${kitOrders.igstPaise})`,
  totalPaise: kitOrders.totalPaise,
};

/**
 * Kit orders as other modules may read them (the reports' order report, the dashboard's order tiles, a centre's
 * figures): these columns, fenced on the ordering centre.
 */
export const kitOrderReads = {
  ...defineView({
    ...kitOrderReadsViewShape,
    from: kitOrders,
    columns,
    franchiseeColumn: kitOrders.franchiseeId,
    defaultSort: [{ column: kitOrders.id, dir: 'asc' }],
  }),
  c: columns,
};
