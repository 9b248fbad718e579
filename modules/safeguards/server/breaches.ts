export * from './breaches/scope.ts';
export * from './breaches/notices.ts';
export * from './breaches/reads.ts';
