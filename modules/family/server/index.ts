import { defineServerModule } from '@portal/kit';
import { familyAccess } from './access.ts';
import './member.service.ts';
// A promoted child's family circle follows it to the new admission.
import './carry.service.ts';
import { familyRoutes } from './routes.ts';
import { seedFamily } from './seed.ts';

export * from './schema.ts';
export { inviteCodeKey } from './circle.service.ts';

/** The family circle: grandparents and caregivers a parent lets follow the child's day. */
export const familyModule = defineServerModule({
  name: 'family',
  access: familyAccess,
  seed: seedFamily,
  register: familyRoutes,
});
