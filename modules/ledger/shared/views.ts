import { viewShape } from '@portal/core';
import { LEDGER_MODULES } from './modules.ts';

/** The module's views (joined read-only lists): each named once here; the server's defineView spreads it. */
export const ledgerEntriesViewShape = viewShape({
  name: 'ledger-entries',
  label: 'Journal entry',
  labelPlural: 'Journal entries',
  module: LEDGER_MODULES.LEDGER,
});

export const royaltyInvoicesViewShape = viewShape({
  name: 'royalty-invoices',
  label: 'Royalty invoice',
  module: LEDGER_MODULES.ROYALTY,
});

export const royaltyInvoiceReadsViewShape = viewShape({
  name: 'royalty-invoice-reads',
  label: 'Royalty invoice',
  module: LEDGER_MODULES.ROYALTY,
});

/** Journal lines of one account (the ledger's line views). */
export const ledgerKitChargesViewShape = viewShape({
  name: 'ledger-kit-charges',
  label: 'Kit order charge',
  labelPlural: 'Kit order charges',
  module: LEDGER_MODULES.LEDGER,
});

export const ledgerCentrePaymentsViewShape = viewShape({
  name: 'ledger-centre-payments',
  label: 'Payment to head office',
  labelPlural: 'Payments to head office',
  module: LEDGER_MODULES.LEDGER,
});

export const ledgerNodalLinesViewShape = viewShape({
  name: 'ledger-nodal-lines',
  label: 'Nodal account line',
  labelPlural: 'Nodal account lines',
  module: LEDGER_MODULES.LEDGER,
});
