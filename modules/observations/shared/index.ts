export * from './framework.ts';
export * from './coverage.ts';
