export * from './constants.ts';
export * from './inputs.ts';
export * from './contracts.ts';
export * from './care.ts';
export * from './summary.ts';
export * from './medication.ts';
export * from './incidents.ts';
