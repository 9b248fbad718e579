import { defineFigure } from '@portal/core';

/**
 * The GST summary's totals of a centre's month: declared once, served by the orders module's GST service, asked
 * for by key by the summary screen and its CSV export.
 */
const month = { owner: 'orders', unit: 'paise', scopes: ['centre'], period: 'month' } as const;
const invoices =
  "the centre's tax invoices dated in the month: its sales to families and, for head office, the kit invoices " +
  'of orders confirmed in the month and not cancelled; GST is rounded per line, so this is the sum of the invoices';

export const GST_EXEMPT = defineFigure({
  key: 'gst.exempt',
  label: 'Exempt supplies (fees)',
  definition:
    'Fees collected in the month on every fee head but Kit and uniform (pre-school education is exempt): ' +
    'payments confirmed in the month less refunds made in it, as fees.collected counts them.',
  ...month,
});

export const GST_NIL_EXEMPT = defineFigure({
  key: 'gst.nilExempt',
  label: 'Nil-rated and exempt goods',
  definition:
    `The value of the goods at 0 % (printed books and workbooks: nil-rated or exempt, never taxable) on ${invoices}; ` +
    'GSTR-3B reports it apart from taxable supplies.',
  ...month,
});

export const GST_TAXABLE = defineFigure({
  key: 'gst.taxable',
  label: 'Taxable value',
  definition: `The taxable value (price × quantity, before GST) of the lines with GST of ${invoices}.`,
  ...month,
});

export const GST_CGST = defineFigure({
  key: 'gst.cgst',
  label: 'CGST',
  definition: `Central GST on ${invoices}.`,
  ...month,
});

export const GST_SGST = defineFigure({
  key: 'gst.sgst',
  label: 'SGST',
  definition: `State GST on ${invoices}.`,
  ...month,
});

export const GST_IGST = defineFigure({
  key: 'gst.igst',
  label: 'IGST',
  definition: `Integrated GST (supplies to another state) on ${invoices}.`,
  ...month,
});

export const GST_FIGURES = [GST_EXEMPT, GST_NIL_EXEMPT, GST_TAXABLE, GST_CGST, GST_SGST, GST_IGST];
export type GstFigureKey = (typeof GST_FIGURES)[number]['key'];
