export * from './constants.ts';
export * from './inputs.ts';
export * from './contracts.ts';
export * from './care.ts';
export * from './ratios.ts';
export * from './late-pickup.ts';
