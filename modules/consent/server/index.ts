import { defineServerModule } from '@portal/kit';
import { consentAccess } from './access.ts';
import { consentRoutes } from './routes.ts';
import { seedConsents } from './seed.ts';
// A promoted child's consents follow it to the new admission.
import './carry.service.ts';

export * from './schema.ts';
export { consentRecordResource } from './resources.ts';
export { childrenWithout, hasConsent } from './state.service.ts';

/** Verifiable parental consent per child and purpose: the notices, the parents' decisions and the centre's view. */
export const consentModule = defineServerModule({
  name: 'consent',
  access: consentAccess,
  seed: seedConsents,
  register: (app) => consentRoutes(app),
});
