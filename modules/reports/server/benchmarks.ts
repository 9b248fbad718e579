export * from './benchmarks/summaries.ts';
export * from './benchmarks/percentiles.ts';
export * from './benchmarks/view.service.ts';
export * from './benchmarks/refresh.service.ts';
