export * from './schema.ts';
export * from './define.ts';
export { enqueue, type EnqueueOptions } from './queue.ts';
export * from './worker.ts';
export * from './runs.ts';
export * from './routes.ts';
export * from './contracts.ts';
export * from './daily.ts';
