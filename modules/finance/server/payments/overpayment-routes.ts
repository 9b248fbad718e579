import type { FastifyInstance } from 'fastify';
import { getRecord, listRecords, serve, wireRecord } from '@portal/kit';
import * as C from '../../shared/contracts.ts';
import { overpaymentResource } from '../resources.ts';
import { markRefunded } from './overpayment.service.ts';

/** What the approval screen shows of each overpayment. */
const SHOWN = ['id', ...overpaymentResource.list.columns, 'paymentId', 'gatewayPaymentId', 'reason', 'refundReference'];

/**
 * Overpayments held for a refund: list (paged, searchable, fenced by centre), one record,
 * and 'Mark refunded'. No create or edit: rows are written by the payment flow only.
 */
export function overpaymentRoutes(app: FastifyInstance): void {
  serve(app, C.listOverpayments, async ({ ctx, query }) => {
    const { page, pageSize, q, franchiseeID, ...filters } = query;
    const given = Object.entries(filters).filter(([, v]) => v !== undefined) as [string, string][];
    const found = await listRecords(
      ctx,
      overpaymentResource,
      { page, pageSize, q, franchiseeID, filters: Object.fromEntries(given) },
      SHOWN,
    );
    return { ...found, rows: found.rows.map(wireRecord) };
  });
  serve(app, C.getOverpayment, async ({ ctx, params }) =>
    wireRecord((await getRecord(ctx, overpaymentResource, params.id)) as { id: number }),
  );
  serve(app, C.refundOverpayment, async ({ ctx, params, body }) => {
    const row = await markRefunded(ctx, params.id, body);
    return { ...row, createdAt: row.createdAt.toISOString(), refundedAt: row.refundedAt?.toISOString() ?? null };
  });
}
