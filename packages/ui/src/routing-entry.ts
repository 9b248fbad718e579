/** Route declarations only: light enough for route tables and node tests (no React rendering code). */
export * from './routing.ts';
export * from './resource/routes.ts';
