/**
 * The training API as contracts: path, access module, input and answer of every hand-written route.
 * The server serves them (routes.ts), the screens call them (web), so neither side copies the other.
 */
export * from './contracts/trainings.ts';
export * from './contracts/registration.ts';
export * from './contracts/meetings.ts';
export * from './contracts/reports.ts';
export * from './contracts/learning.ts';
