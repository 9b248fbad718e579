export * from './resources/people.ts';
export * from './resources/calendar.ts';
export * from './resources/visits.ts';
export * from './resources/first-audit.ts';
