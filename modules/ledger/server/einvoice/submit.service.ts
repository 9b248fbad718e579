import { eq } from 'drizzle-orm';
import { thrownMessage } from '@portal/core';
import { badRequest, conflict, inTransaction, type RequestContext } from '@portal/kit';
import { royaltyInvoices } from '../schema.ts';
import { loadInvoice } from '../royalty/invoice-pdf.service.ts';
import { irpAdapterFromEnv } from './irp.ts';
import { invoicePayload } from './build.ts';

/** Sends a generated e-invoice to the IRP through the configured GSP. */
export async function submitEInvoice(ctx: RequestContext, id: number) {
  const adapter = irpAdapterFromEnv();
  if (!adapter) throw badRequest('No IRP connection is configured (IRP_GSP_URL); the IRN was computed locally');
  const inv = await loadInvoice(ctx, id);
  if (inv.einvoiceStatus === 'SUBMITTED') throw conflict('This e-invoice has already been submitted');
  const payload = await invoicePayload(ctx.db, inv);
  if (!payload) throw badRequest(inv.einvoiceError ?? 'This invoice has no e-invoice');
  try {
    const ack = await adapter.submit(payload);
    return inTransaction(ctx, async (ctx) => {
      const [row] = await ctx.db
        .update(royaltyInvoices)
        .set({
          einvoiceStatus: 'SUBMITTED',
          einvoicePayload: payload,
          irn: ack.irn,
          ackNo: ack.ackNo,
          ackDate: new Date(ack.ackDate),
          einvoiceError: null,
        })
        .where(eq(royaltyInvoices.id, id))
        .returning();
      return row;
    });
  } catch (err) {
    await ctx.db
      .update(royaltyInvoices)
      .set({ einvoiceError: thrownMessage(err).slice(0, 500) })
      .where(eq(royaltyInvoices.id, id));
    throw badRequest(`The IRP refused the e-invoice: ${thrownMessage(err)}`);
  }
}
