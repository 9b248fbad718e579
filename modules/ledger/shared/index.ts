export * from './accounts.ts';
export * from './gstin.ts';
