export * from './accounts.ts';
export * from './money.ts';
export * from './gstin.ts';
