// Platform tables owned by the kit; drizzle-kit reads this file.
export { auditLog } from './audit.ts';
export { outbox } from './outbox.ts';
export { jobRuns, jobs } from './jobs/schema.ts';
export { files } from './files/schema.ts';
export { liveEvents } from './live/schema.ts';
export { attemptCounters } from './attempts.ts';
export { queuedWrites } from './queued/schema.ts';
