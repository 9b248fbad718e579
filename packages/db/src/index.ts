export * from './client.ts';
export * from './migrate.ts';
