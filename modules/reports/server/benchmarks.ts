export * from './benchmarks/summaries.ts';
export * from './benchmarks/percentiles.ts';
export * from './benchmarks/view.ts';
export * from './benchmarks/refresh.ts';
