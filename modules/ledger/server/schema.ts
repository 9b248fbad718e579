/**
 * The ledger's tables, by what they hold: the books (schema/journal.ts), royalty (schema/royalty.ts) and the sums
 * the ledger keeps as it posts (sums-schema.ts), beside the code that moves them. drizzle-kit reads this file.
 */
export * from './schema/journal.ts';
export * from './schema/royalty.ts';
export * from './sums-schema.ts';
