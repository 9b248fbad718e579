export * from './client.ts';
export * from './migrate.ts';
export * from './replica.ts';
export * from './columns.ts';
export * from './listen.ts';
export * from './tally.ts';
