/**
 * Access modules of the ledgers and royalty: an import-free file, so the route table stays small in the
 * first download.
 */
export const LEDGER_MODULES = {
  LEDGER: 'ledger',
  ROYALTY: 'royalty',
  ADD_TRANSACTION: 'AddTransaction',
  SETTLEMENT: 'settlementTransfer',
  FRANCHISEE_TO_BB: 'FranchiseeToBB',
  /** A centre's adjustments to its royalty invoices: raised by the centre, decided by head office. */
  ROYALTY_ADJUSTMENT: 'royaltyAdjustment',
} as const;
