export * from './constants.ts';
export * from './inputs.ts';
export * from './contracts.ts';
