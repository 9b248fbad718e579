/**
 * What kind of supply a line is, and the document a sale is issued on. Goods at 0 % (printed books and workbooks,
 * HSN 4901) are nil-rated or exempt: GST law keeps them out of the taxable value (GSTR-3B reports them apart, in
 * table 3.1(c) "nil rated, exempted"), and a supply of only such goods is made on a bill of supply (CGST rule 49), a
 * supply of both to an unregistered buyer on an invoice-cum-bill of supply (rule 46A).
 */
export type Supply = 'TAXABLE' | 'NIL_EXEMPT';

export const supplyOf = (gstRateBp: number): Supply => (gstRateBp > 0 ? 'TAXABLE' : 'NIL_EXEMPT');

export type SaleDocument = 'TAX_INVOICE' | 'BILL_OF_SUPPLY' | 'INVOICE_CUM_BILL_OF_SUPPLY';

export const DOCUMENT_TITLES: Record<SaleDocument, string> = {
  TAX_INVOICE: 'Tax invoice',
  BILL_OF_SUPPLY: 'Bill of supply',
  INVOICE_CUM_BILL_OF_SUPPLY: 'Invoice-cum-bill of supply',
};

/** The document of a sale to an unregistered buyer (a family) from the kinds of its lines. */
export function saleDocument(lines: { gstRateBp: number }[]): SaleDocument {
  const taxed = lines.some((l) => supplyOf(l.gstRateBp) === 'TAXABLE');
  const nil = lines.some((l) => supplyOf(l.gstRateBp) === 'NIL_EXEMPT');
  if (taxed && nil) return 'INVOICE_CUM_BILL_OF_SUPPLY';
  return taxed ? 'TAX_INVOICE' : 'BILL_OF_SUPPLY';
}
