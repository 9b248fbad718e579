import { createRecord, defineServerModule, resourceRoutes, seesEveryFranchisee } from '@portal/kit';
import { inviteUser } from './invitations.service.ts';
import { userResource } from './resources.ts';
import { authRoutes, type AuthRouteOptions } from './routes.ts';
import { usersAccess } from './access.ts';
import { seedUsers } from './seed.ts';
import './centre-closed.ts';
import './deciding-role.ts';

export * from './schema.ts';
export * from './resources.ts';
export * from './parent-rule.ts';
export { moveFamilyAccounts, type AdmissionMove } from './family-link.service.ts';
export { CENTRE_HEADS, childParents } from './audience.ts';
export * from './settings.ts';
export { accountsAt, centreHeads, headOfficeAccounts } from './accounts-at.ts';
/** A new centre owner's login (franchise development's conversion). */
export { closeCentreOwnerLogins, openCentreOwnerLogin, type CentreOwnerLogin } from './centre-login.service.ts';
/** A member of a child's family circle (family): a login by mobile and code, with the family member's role. */
export {
  circleLoginFor,
  closeFamilyMemberLogin,
  MOBILE_HAS_LOGIN,
  openFamilyMemberLogin,
  type FamilyMemberLogin,
} from './family-login.service.ts';
export { languageOfAddress } from './language-of.ts';
export { contextFromToken } from './session.ts';
export { sessionBegan, stillSignedIn } from './session-reads.service.ts';
export { ContextCache } from './context-cache.ts';
export { dummyPasswordHash, hashPassword, verifyPassword } from './secrets.ts';
export { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from './demo-users.ts';
export { demoPasswordHash } from './seed.ts';
export {
  endDeviceSessions,
  INVALID_LOGIN,
  openDeviceSession,
  signOut,
  useSignInTexter,
  type SignInTexter,
} from './auth.service.ts';
export { attemptSweepJob } from './attempts-sweep.ts';

export function usersModule(options: AuthRouteOptions) {
  return defineServerModule({
    name: 'users',
    access: usersAccess,
    seed: seedUsers,
    register(app) {
      authRoutes(app, options);
      // Head office creates a login; a centre's "new user" is an invitation, answered alike for any address.
      resourceRoutes(app, userResource, {
        create: (ctx, body) =>
          seesEveryFranchisee(ctx) ? createRecord(ctx, userResource, body) : inviteUser(ctx, body),
      });
    },
  });
}
