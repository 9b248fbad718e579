export * from './accounts.ts';
export * from './gstin.ts';
export * from './figures.ts';
