import { eq } from 'drizzle-orm';
import { cities, franchisees } from '@portal/mod-org/server';
import type { Executor } from '@portal/db';
import { royaltyInvoices } from '../schema.ts';
import { eInvoicePayload } from './payload.ts';

/** SAC of franchise services (royalty). */
export const ROYALTY_SAC = '997331';

type Invoice = typeof royaltyInvoices.$inferSelect;

/** The GST rate an invoice was taxed at, from its amounts (rates are multiples of 0.25 %). */
export function gstRateOf(inv: Pick<Invoice, 'royaltyPaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise'>): number {
  if (inv.royaltyPaise <= 0) return 0;
  return Math.round(((inv.cgstPaise + inv.sgstPaise + inv.igstPaise) * 10_000) / inv.royaltyPaise / 25) * 25;
}

const party = async (db: Executor, where: ReturnType<typeof eq>) => {
  const [p] = await db
    .select({
      gstin: franchisees.gstin,
      legalName: franchisees.companyName,
      address: franchisees.address,
      pincode: franchisees.pincode,
      location: cities.name,
    })
    .from(franchisees)
    .innerJoin(cities, eq(cities.id, franchisees.cityId))
    .where(where)
    .orderBy(franchisees.id)
    .limit(1);
  return p;
};

/**
 * The e-invoice JSON of a royalty invoice. Kept once submitted to the IRP; until
 * then it is built from the invoice and the two parties (the monthly run stores
 * only the IRN, which keeps a 6,000-invoice run fast).
 */
export async function invoicePayload(db: Executor, inv: Invoice): Promise<Record<string, unknown> | null> {
  if (inv.einvoicePayload) return inv.einvoicePayload;
  if (!inv.irn) return null;
  const seller = await party(db, eq(franchisees.isCorporate, true));
  const centre = await party(db, eq(franchisees.id, inv.franchiseeId));
  // The invoice bills its owner as they were when it was issued (an ownership transfer changes the centre's since).
  const buyer =
    centre && inv.buyerLegalName ? { ...centre, legalName: inv.buyerLegalName, gstin: inv.buyerGstin } : centre;
  if (!seller?.gstin || !buyer?.gstin) return null;
  return eInvoicePayload({
    docType: 'INV',
    docNo: inv.invoiceNo,
    docDate: inv.invoiceDate,
    seller: { ...seller, gstin: seller.gstin },
    buyer: { ...buyer, gstin: buyer.gstin },
    lines: [
      {
        description: `Royalty for ${inv.month}`,
        sac: ROYALTY_SAC,
        assessablePaise: inv.royaltyPaise,
        gstRateBp: gstRateOf(inv),
        cgstPaise: inv.cgstPaise,
        sgstPaise: inv.sgstPaise,
        igstPaise: inv.igstPaise,
      },
    ],
  });
}
