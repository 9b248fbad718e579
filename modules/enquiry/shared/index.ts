export * from './stages.ts';
export * from './followups.ts';
export * from './fields.ts';
export * from './modules.ts';
export * from './alert.ts';

/** Public form anti-spam: a form filled faster than this is refused. */
export const MIN_FILL_MS = 3000;
/** The honeypot field: hidden from people, filled by bots. */
export const HONEYPOT_FIELD = 'website';
export * from './figures.ts';
