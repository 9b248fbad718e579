import { defineServerModule, resourceRoutes } from '@portal/kit';
import { academicYearResource, cityResource, classResource, franchiseeResource, pincodeResource } from './resources.ts';
import { orgRoutes } from './routes.ts';
import { orgAccess } from './access.ts';
import { orgSeeded, seedOrg } from './seed.ts';

export * from './schema.ts';
export * from './resources.ts';
export { activeFranchisees } from './routes.ts';
/** Which centre covers a PIN code (franchise development's territories ask it). */
export { servingCentres, type ServingCentre } from './served-pincodes.service.ts';
/** Opening a franchised centre and its PIN codes (franchise development converts a signed prospect). */
export { changeCentreOwner, cityForCentre, openCentre, servePincodes, type NewCentre } from './open-centre.service.ts';
/** A centre's status: what it allows (admissions, kit orders, sign-in) and who acts on a change. */
export { assertCentreAllows, centreRefusal, onCentreStatus } from './centre-status.service.ts';

export const orgModule = defineServerModule({
  name: 'org',
  access: orgAccess,
  seed: seedOrg,
  seeded: orgSeeded,
  register(app) {
    orgRoutes(app);
    for (const res of [cityResource, franchiseeResource, academicYearResource, pincodeResource, classResource])
      resourceRoutes(app, res);
  },
});
