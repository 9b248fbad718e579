export * from './constants.ts';
export * from './figures.ts';
export * from './contracts.ts';
export * from './rota-contracts.ts';
