export * from './constants.ts';
export * from './contracts.ts';
