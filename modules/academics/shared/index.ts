export * from './constants.ts';
export * from './inputs.ts';
export * from './contracts.ts';
export * from './calendar.ts';
export * from './health.ts';
export * from './diary.ts';
