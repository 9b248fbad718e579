// The ledger and royalty screens load as one chunk: one entry in the first download's preload map instead of nine.
export { default as StatementScreen } from './StatementScreen.tsx';
export { default as LedgerFormScreen } from './LedgerFormScreen.tsx';
export { default as RoyaltyListScreen } from './RoyaltyListScreen.tsx';
export { default as EInvoiceListScreen } from './EInvoiceListScreen.tsx';
export { default as RoyaltySettingScreen } from './RoyaltySettingScreen.tsx';
export { default as StudentRoyaltyScreen } from './StudentRoyaltyScreen.tsx';
export { default as LedgerReportScreen } from './LedgerReportScreen.tsx';
export { default as JournalLinesScreen } from './JournalLinesScreen.tsx';
export { default as RoyaltyAdjustmentsScreen } from './RoyaltyAdjustmentsScreen.tsx';
export { default as AgreementScreen } from './AgreementScreen.tsx';
export { default as RenewalsScreen } from './RenewalsScreen.tsx';
export { default as RoyaltyStatementsScreen } from './RoyaltyStatementsScreen.tsx';
export { default as RoyaltyStatementScreen } from './RoyaltyStatementScreen.tsx';
