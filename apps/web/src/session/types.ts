import type { EndpointAnswer } from '@portal/core';
import type { adminMe, login, userMenu } from '@portal/mod-users/contracts';

/** GET /api/admin/me. */
export type Me = EndpointAnswer<typeof adminMe>;

/** A role of the signed-in user, with its end points (spec: access holds them). */
export type RoleInfo = Me['roles'][number];

export type MenuAnswer = EndpointAnswer<typeof userMenu>;

export type SignedIn = EndpointAnswer<typeof login>;
