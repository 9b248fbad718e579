import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '@portal/kit';
import { z } from 'zod';
import { changePassword, requestOtp, signInWithPassword, signOut, verifyOtp } from './auth.service.ts';
import { me, menu } from './me.service.ts';
import { USER_MODULE } from './resources.ts';
import {
  assignableRoles,
  setUserFranchisees,
  setUserRoles,
  userFranchiseeList,
  userRoleList,
} from './roles.service.ts';
import type { AuthSettings } from './settings.ts';

const username = z
  .string({ error: 'Email or mobile is required' })
  .trim()
  .min(1, { error: 'Email or mobile is required' })
  .max(200, { error: 'Email or mobile is too long' });
const loginBody = z.object({
  username,
  password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }).max(200),
});
const otpRequestBody = z.object({ username });
const otpVerifyBody = z.object({
  referenceID: z.string().uuid({ error: 'The OTP reference is not valid' }),
  otp: z.string().regex(/^\d{6}$/, { error: 'The OTP is 6 digits' }),
});
const signedIn = z.object({ token: z.string(), expiresAt: z.string() });
const passwordBody = z.object({
  currentPassword: z.string().min(1, { error: 'Current password is required' }).max(128),
  newPassword: z
    .string()
    .min(8, { error: 'New password must be at least 8 characters' })
    .max(128, { error: 'New password must be at most 128 characters' }),
});

export interface AuthRouteOptions {
  settings: AuthSettings;
  /** Requests per IP per minute on the sign-in and OTP routes. */
  ipLimitPerMinute: number;
}

export function authRoutes(app: FastifyInstance, { settings, ipLimitPerMinute }: AuthRouteOptions): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Sign-in'];
  const limited = { public: true, rateLimit: { max: ipLimitPerMinute, timeWindow: 60_000 } };

  r.post(
    '/api/auth/login',
    { config: limited, schema: { tags, body: loginBody, response: { 200: signedIn } } },
    async (req) => signInWithPassword(req.ctx, req.body, settings, req.headers['user-agent']),
  );
  r.post(
    '/api/auth/otp/request',
    {
      config: limited,
      schema: { tags, body: otpRequestBody, response: { 200: z.object({ referenceID: z.string() }) } },
    },
    async (req) => requestOtp(req.ctx, req.body, settings),
  );
  r.post(
    '/api/auth/otp/verify',
    { config: limited, schema: { tags, body: otpVerifyBody, response: { 200: signedIn } } },
    async (req) => verifyOtp(req.ctx, req.body, settings, req.headers['user-agent']),
  );
  r.get('/api/logout', { config: { changesAccess: true }, schema: { tags } }, async (req) => {
    await signOut(req.ctx);
    return { message: 'Signed out' };
  });
  r.get('/api/admin/me', { schema: { tags: ['Users'] } }, async (req) => me(req.ctx));
  r.post('/api/admin/change-password', { schema: { tags: ['Users'], body: passwordBody } }, async (req) => {
    await changePassword(req.ctx, req.body);
    return { message: 'Password changed' };
  });
  r.get(
    '/api/user/menu',
    { schema: { tags: ['Users'], querystring: z.object({ roleId: idParams.shape.id.optional() }) } },
    async (req) => menu(req.ctx, req.query.roleId),
  );

  const rolesBody = z.object({
    roleIds: z.array(z.number().int().positive(), { error: 'Roles must be a list of ids' }).max(50),
  });
  const franchiseesBody = z.object({
    franchiseeIds: z.array(z.number().int().positive(), { error: 'Franchisees must be a list of ids' }).max(5000),
  });
  const config = { module: USER_MODULE };
  r.get('/api/user/assignable-roles', { config, schema: { tags: ['Users'] } }, async (req) => ({
    rows: await assignableRoles(req.ctx),
  }));
  r.get('/api/user/:id/roles', { config, schema: { tags: ['Users'], params: idParams } }, async (req) => ({
    rows: await userRoleList(req.ctx, req.params.id),
  }));
  r.put(
    '/api/user/:id/roles',
    { config, schema: { tags: ['Users'], params: idParams, body: rolesBody } },
    async (req) => ({
      rows: await setUserRoles(req.ctx, req.params.id, req.body.roleIds),
    }),
  );
  r.get('/api/user/:id/franchisees', { config, schema: { tags: ['Users'], params: idParams } }, async (req) => ({
    rows: await userFranchiseeList(req.ctx, req.params.id),
  }));
  r.put(
    '/api/user/:id/franchisees',
    { config, schema: { tags: ['Users'], params: idParams, body: franchiseesBody } },
    async (req) => ({
      rows: await setUserFranchisees(req.ctx, req.params.id, req.body.franchiseeIds),
    }),
  );
}
