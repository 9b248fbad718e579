export * from './breaches/scope.service.ts';
export * from './breaches/notices.service.ts';
export * from './breaches/reads.ts';
