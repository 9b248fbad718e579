export * from './constants.ts';
export * from './contracts.ts';
export * from './report-contracts.ts';
