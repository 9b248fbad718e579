export * from './constants.ts';
export * from './contracts.ts';
export * from './launch.ts';
