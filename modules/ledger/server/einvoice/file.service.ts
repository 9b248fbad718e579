import { conflict, type RequestContext } from '@portal/kit';
import { loadInvoice } from '../royalty/invoice-pdf.service.ts';
import { invoicePayload } from './build.ts';

/** A royalty invoice's e-invoice JSON (IRP schema 1.1) as a download. */
export async function eInvoiceFile(ctx: RequestContext, id: number): Promise<{ file: Buffer; name: string }> {
  const inv = await loadInvoice(ctx, id);
  const payload = await invoicePayload(ctx.db, inv);
  if (!payload) throw conflict(`Invoice ${inv.invoiceNo} has no e-invoice: ${inv.einvoiceError ?? 'no IRN yet'}`);
  return {
    file: Buffer.from(JSON.stringify(payload, null, 2), 'utf8'),
    name: `einvoice-${inv.invoiceNo.replace(/\//g, '-')}.json`,
  };
}
