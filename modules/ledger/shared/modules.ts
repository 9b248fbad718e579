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
} as const;
