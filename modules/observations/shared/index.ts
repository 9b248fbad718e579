export * from './framework.ts';
