import type { FastifyInstance } from 'fastify';
import { serve } from '@portal/kit';
import * as C from '../shared/contracts.ts';
import { changePassword, requestOtp, signInWithPassword, signOut, verifyOtp } from './auth.service.ts';
import {
  acceptInvitation,
  confirmInvitationMobile,
  invitationPreview,
  listInvitations,
  revokeInvitation,
} from './invitations.service.ts';
import { me, menu, setMyLanguage } from './me.service.ts';
import {
  assignableRoles,
  setUserFranchisees,
  setUserRoles,
  userFranchiseeList,
  userRoleList,
} from './roles.service.ts';
import type { AuthSettings } from './settings.ts';

export interface AuthRouteOptions {
  settings: AuthSettings;
  /** Requests per IP per minute on the sign-in and OTP routes. */
  ipLimitPerMinute: number;
}

export function authRoutes(app: FastifyInstance, { settings, ipLimitPerMinute }: AuthRouteOptions): void {
  const rateLimit = { max: ipLimitPerMinute, timeWindow: 60_000 };
  const userAgent = (raw: { headers: Record<string, string | string[] | undefined> }) => {
    const agent = raw.headers['user-agent'];
    return Array.isArray(agent) ? agent[0] : agent;
  };

  serve(app, { ...C.login, rateLimit }, ({ ctx, body, raw }) =>
    signInWithPassword(ctx, body, settings, userAgent(raw)),
  );
  serve(app, { ...C.requestOtp, rateLimit }, ({ ctx, body }) => requestOtp(ctx, body, settings));
  serve(app, { ...C.verifyOtp, rateLimit }, ({ ctx, body, raw }) => verifyOtp(ctx, body, settings, userAgent(raw)));
  serve(app, C.logout, async ({ ctx }) => {
    await signOut(ctx);
    return { message: 'Signed out' };
  });

  serve(app, C.adminMe, ({ ctx }) => me(ctx));
  serve(app, C.setMyLanguage, ({ ctx, body }) => setMyLanguage(ctx, body.language));
  serve(app, C.changePassword, async ({ ctx, body }) => {
    await changePassword(ctx, body);
    return { message: 'Password changed' };
  });
  serve(app, C.userMenu, ({ ctx, query }) => menu(ctx, query.roleId));

  serve(app, C.assignableRoles, async ({ ctx }) => ({ rows: await assignableRoles(ctx) }));
  serve(app, C.userRoles, async ({ ctx, params }) => ({ rows: await userRoleList(ctx, params.id) }));
  serve(app, C.setUserRoles, async ({ ctx, params, body }) => ({
    rows: await setUserRoles(ctx, params.id, body.roleIds),
  }));
  serve(app, C.userFranchisees, async ({ ctx, params }) => ({ rows: await userFranchiseeList(ctx, params.id) }));
  serve(app, C.setUserFranchisees, async ({ ctx, params, body }) => ({
    rows: await setUserFranchisees(ctx, params.id, body.franchiseeIds),
  }));

  serve(app, C.userInvitations, async ({ ctx }) => ({ rows: await listInvitations(ctx) }));
  serve(app, C.revokeUserInvitation, async ({ ctx, params }) => {
    await revokeInvitation(ctx, params.id);
    return { message: 'Invitation withdrawn' };
  });
  serve(app, { ...C.invitationPreview, rateLimit }, ({ ctx, params }) => invitationPreview(ctx, params.token));
  serve(app, { ...C.acceptInvitation, rateLimit }, ({ ctx, body }) => acceptInvitation(ctx, body, settings));
  serve(app, { ...C.confirmInvitationMobile, rateLimit }, ({ ctx, body }) => confirmInvitationMobile(ctx, body));
}
