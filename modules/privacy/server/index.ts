import { defineServerModule, removeErasedFiles, type FileStore } from '@portal/kit';
import { privacyAccess } from './access.ts';
import { useErasureStore } from './requests.service.ts';
import { privacyRoutes } from './routes.ts';
import { seedPrivacy } from './seed.ts';

export * from './schema.ts';
export { setPrivacyClock } from './clock.ts';
export { type Processor } from './processors.ts';
export { escalateRequests, escalationJob } from './escalation.ts';

/**
 * The parents' rights desk (DPDP Act, ss. 11–14): what the portal holds about a child and a parent, generated from
 * the resources' declarations; requests answered by head office within 90 days; erasure as the declarations say;
 * the processors register (each module's `processors`, as the server is configured) and the grievance officer.
 * `store` holds the bytes of files an erasure deletes.
 */
export function privacyModule(options: { store: FileStore }) {
  return defineServerModule({
    name: 'privacy',
    access: privacyAccess,
    seed: seedPrivacy,
    register: (app) => {
      useErasureStore((ids) => removeErasedFiles(options.store, ids));
      privacyRoutes(app);
    },
  });
}
