export * from './constants.ts';
export * from './inputs.ts';
