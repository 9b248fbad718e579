export * from './constants.ts';
export * from './fields.ts';
export * from './inputs.ts';
export * from './contracts.ts';
export * from './figures.ts';
