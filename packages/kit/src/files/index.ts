export * from './schema.ts';
export * from './sniff.ts';
export * from './storage.ts';
export * from './service.ts';
export * from './routes.ts';
export * from './access.ts';
export * from './sheet-reader.ts';
export * from './sheet-upload.ts';
