export * from './resources/people.service.ts';
export * from './resources/calendar.ts';
export * from './resources/visits.ts';
export * from './resources/first-audit.ts';
