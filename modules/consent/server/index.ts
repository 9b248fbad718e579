import { defineServerModule } from '@portal/kit';
import { consentAccess } from './access.ts';
import { consentRoutes } from './routes.ts';
import { seedConsents } from './seed.ts';

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
