export * from './constants.ts';
export * from './schedule.ts';
export * from './notifications.ts';
export * from './joining.ts';
export * from './contracts.ts';
export * from './figures.ts';
