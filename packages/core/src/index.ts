export * from './fields.ts';
export * from './resource.ts';
export * from './permissions.ts';
export * from './academic-year.ts';
export * from './format.ts';
export * from './enums.ts';
export * from './module-access.ts';
export * from './route-access.ts';
