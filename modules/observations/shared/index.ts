export * from './framework.ts';
export * from './coverage.ts';
export * from './band.ts';
export * from './constants.ts';
export * from './family.ts';
export * from './figures.ts';
export * from './term.ts';
export * from './planned.ts';
