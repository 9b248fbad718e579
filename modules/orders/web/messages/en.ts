/** The words of the GST screens: the monthly summary and a sale to a family (ICU messages). */
export const en = {
  gstSummary: {
    title: 'GST summary',
    // prettier-ignore
    intro:
      'What the centre sold in a month: exempt fees, and the ' +
      'taxable value and tax of its tax invoices per HSN code and ' +
      'rate.',
    centre: 'Centre',
    chooseCentre: 'Choose a centre',
    month: 'Month',
    exportCsv: 'Export CSV',
    invoices: '{count, plural, =0 {No tax invoices} one {# tax invoice} other {# tax invoices}}',
    empty: 'No tax invoices in {month}.',
    emptyHint: 'Sales to families and kit invoices of the month appear here.',
    hsn: 'HSN',
    rate: 'GST rate',
    invoiceCount: 'Invoices',
    taxable: 'Taxable value',
    cgst: 'CGST',
    sgst: 'SGST',
    igst: 'IGST',
    figureExempt: 'Exempt supplies (fees)',
    figureNilExempt: 'Nil-rated and exempt goods',
    value: 'Value',
    supply: 'Supply',
    supplyTaxable: 'Taxable',
    supplyNilExempt: 'Nil-rated or exempt',
    figureTaxable: 'Taxable value',
    figureCgst: 'CGST',
    figureSgst: 'SGST',
    figureIgst: 'IGST',
    // prettier-ignore
    rounding:
      'GST is worked out on each invoice line and rounded to the ' +
      'paisa; these are the sums of the lines.',
  },
  familySale: {
    title: 'Sell to a family',
    intro: "Uniforms, books and kits sold at the centre: a tax invoice charged to the child's fee account.",
    child: 'Child',
    chooseChild: 'Choose a child',
    item: 'Item',
    chooseItem: 'Choose an item',
    quantity: 'Quantity',
    addItem: 'Add item',
    remove: 'Remove',
    record: 'Record the sale',
    recorded: 'Invoice {invoiceNo}: {amount} charged to the fee account',
    invoice: 'Tax invoice',
    buyerState: "Buyer's state (place of supply)",
    buyerStateHint: "Leave empty when the family takes the goods at the centre; another state's sale carries IGST.",
    billOfSupply: 'Bill of supply',
    invoiceCumBill: 'Invoice-cum-bill of supply',
    placeOfSupply: 'Place of supply: {state}',
    total: 'Total',
  },
};
