import { defineServerModule, setAccessLogWriter, type FileStore } from '@portal/kit';
import { safeguardsAccess } from './access.ts';
import { writeAccessLog } from './access-log.ts';
import { safeguardsRoutes } from './routes.ts';
import { seedSafeguards } from './seed.ts';

export * from './schema.ts';
export { writeAccessLog } from './access-log.ts';
export { retentionDryRunJob } from './retention-job.ts';

/**
 * India's DPDP Rules 6-8: who read a child's data (the access log), how long each category is kept (retention
 * and its job) and what a breach reached (the families' notices and the 72-hour report to the Board).
 */
export function safeguardsModule({ store }: { store: FileStore | null }) {
  return defineServerModule({
    name: 'safeguards',
    access: safeguardsAccess,
    seed: seedSafeguards,
    register(app) {
      // The kit's resource routes note staff reads of children's data; this module stores them.
      setAccessLogWriter(writeAccessLog);
      safeguardsRoutes(app, store);
    },
  });
}
