/**
 * The users API as contracts: sign-in, the signed-in user and their menu, and the roles and centres a user
 * is given. The server serves them (server/routes.ts); the shell and the user screens call them.
 */
import { byId, defineEndpoint, LANGUAGES, recordId, timestamp } from '@portal/core';
import { dashboardItem } from '@portal/mod-system/contracts';
import { z } from 'zod';
import { USER_MODULE } from './index.ts';
import { acceptInvitationInput, confirmInvitationMobileInput } from './inputs.ts';

const signIn = ['Sign-in'];
const tags = ['Users'];

const username = z
  .string({ error: 'Email or mobile is required' })
  .trim()
  .min(1, { error: 'Email or mobile is required' })
  .max(200, { error: 'Email or mobile is too long' });

const signedIn = z.object({ token: z.string(), expiresAt: z.string() });
const message = z.object({ message: z.string() });

// Sign-in routes are public; the server adds the installation's limit per address.

export const login = defineEndpoint({
  method: 'POST',
  path: '/api/auth/login',
  public: true,
  tags: signIn,
  body: z.object({
    username,
    password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }).max(200),
  }),
  response: signedIn,
});

export const requestOtp = defineEndpoint({
  method: 'POST',
  path: '/api/auth/otp/request',
  public: true,
  tags: signIn,
  body: z.object({ username }),
  response: z.object({ referenceID: z.string() }),
});

export const verifyOtp = defineEndpoint({
  method: 'POST',
  path: '/api/auth/otp/verify',
  public: true,
  tags: signIn,
  body: z.object({
    referenceID: z.string().uuid({ error: 'The OTP reference is not valid' }),
    otp: z.string().regex(/^\d{6}$/, { error: 'The OTP is 6 digits' }),
  }),
  response: signedIn,
});

/** A GET that ends the session: it changes access, so cached contexts are cleared. */
export const logout = defineEndpoint({
  method: 'GET',
  path: '/api/logout',
  changesAccess: true,
  tags: signIn,
  response: message,
});

export const roleInfo = z.object({
  id: z.number(),
  role: z.string(),
  description: z.string(),
  systemEndPoints: z.array(z.object({ module: z.string(), method: z.string() })),
});

export const adminMe = defineEndpoint({
  method: 'GET',
  path: '/api/admin/me',
  tags,
  summary: 'The signed-in user, their roles and approval codes',
  response: z.object({
    id: z.number(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    mobile: z.string().nullable(),
    franchisee: z.object({ id: z.number() }).nullable(),
    superAdmin: z.boolean(),
    modulesAuth: z.array(z.string()),
    roles: z.array(roleInfo),
    student: z.object({ studentAdmissionID: z.number() }).optional(),
    /** Null until the person chooses; the web then keeps the device's language. */
    language: z.enum(LANGUAGES).nullable(),
  }),
});

const language = z.enum(LANGUAGES, { error: 'Choose English, Hindi, Kannada or Tamil' });

export const setMyLanguage = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/me/language',
  tags,
  summary: 'The language of the signed-in person: their screens and the messages sent to them',
  body: z.object({ language }),
  response: z.object({ language }),
});

export const changePassword = defineEndpoint({
  method: 'POST',
  path: '/api/admin/change-password',
  tags,
  body: z.object({
    currentPassword: z.string().min(1, { error: 'Current password is required' }).max(128),
    newPassword: z
      .string()
      .min(8, { error: 'New password must be at least 8 characters' })
      .max(128, { error: 'New password must be at most 128 characters' }),
  }),
  response: message,
});

export const userMenu = defineEndpoint({
  method: 'GET',
  path: '/api/user/menu',
  tags,
  summary: 'The menu of the chosen role (every role of the user when none is chosen)',
  // Read on every page load: a 304 while it is unchanged.
  revalidate: true,
  query: z.object({ roleId: recordId.optional() }),
  response: z.object({ menu: z.array(dashboardItem), hasEnquiryAccess: z.union([z.literal(0), z.literal(1)]) }),
});

const roleRow = z.object({ id: z.number(), role: z.string(), description: z.string() });
const roleRows = z.object({ rows: z.array(roleRow) });
const centreRows = z.object({ rows: z.array(z.object({ id: z.number(), companyName: z.string() })) });

export const assignableRoles = defineEndpoint({
  method: 'GET',
  path: '/api/user/assignable-roles',
  module: USER_MODULE,
  tags,
  summary: 'Roles the signed-in user may give',
  response: roleRows,
});

export const userRoles = defineEndpoint({
  method: 'GET',
  path: '/api/user/:id/roles',
  module: USER_MODULE,
  tags,
  params: byId,
  response: roleRows,
});

export const setUserRoles = defineEndpoint({
  method: 'PUT',
  path: '/api/user/:id/roles',
  module: USER_MODULE,
  tags,
  params: byId,
  body: z.object({
    roleIds: z.array(z.number().int().positive().max(2_147_483_647), { error: 'Roles must be a list of ids' }).max(50),
  }),
  response: roleRows,
});

export const userFranchisees = defineEndpoint({
  method: 'GET',
  path: '/api/user/:id/franchisees',
  module: USER_MODULE,
  tags,
  params: byId,
  response: centreRows,
});

export const setUserFranchisees = defineEndpoint({
  method: 'PUT',
  path: '/api/user/:id/franchisees',
  module: USER_MODULE,
  tags,
  params: byId,
  body: z.object({
    franchiseeIds: z
      .array(z.number().int().positive().max(2_147_483_647), { error: 'Franchisees must be a list of ids' })
      .max(5000),
  }),
  response: centreRows,
});

const invitationStatus = z.enum(['INVITED', 'ACCEPTED', 'EXPIRED', 'REVOKED']);

export const userInvitations = defineEndpoint({
  method: 'GET',
  path: '/api/user/invitations',
  module: USER_MODULE,
  tags,
  summary: "The centre's invitations: the people it asked to join and whether they did",
  response: z.object({
    rows: z.array(
      z.object({
        id: z.number(),
        franchiseeId: z.number(),
        firstName: z.string(),
        lastName: z.string(),
        email: z.string(),
        mobile: z.string().nullable(),
        roles: z.array(z.string()),
        status: invitationStatus,
        expiresAt: timestamp,
      }),
    ),
  }),
});

export const revokeUserInvitation = defineEndpoint({
  method: 'POST',
  path: '/api/user/invitations/:id/revoke',
  module: USER_MODULE,
  tags,
  summary: 'Withdraws an invitation; an accepted one takes its roles at the centre away',
  params: byId,
  response: message,
});

const invitationToken = z.object({ token: z.string().min(20).max(200) });

export const invitationPreview = defineEndpoint({
  method: 'GET',
  path: '/api/invitations/:token',
  public: true,
  tags: signIn,
  summary: 'What an invitation link offers: the centre and the roles',
  params: invitationToken,
  response: z.object({ centre: z.string(), firstName: z.string(), roles: z.array(z.string()), expiresAt: timestamp }),
});

export const acceptInvitation = defineEndpoint({
  method: 'POST',
  path: '/api/invitations/accept',
  public: true,
  changesAccess: true,
  tags: signIn,
  summary:
    "Accepts an invitation with its emailed link: signed in as the email's login, or signed out with that login's " +
    'password or, for a new person, a new one',
  body: acceptInvitationInput,
  // The same answer whether or not the email had a login; a mobile the centre typed is texted a code to confirm.
  response: z.object({ message: z.string(), mobileToConfirm: z.boolean() }),
});

export const confirmInvitationMobile = defineEndpoint({
  method: 'POST',
  path: '/api/invitations/confirm-mobile',
  public: true,
  tags: signIn,
  summary: "Adds the invitation's mobile to the login that accepted it, with the code texted to that mobile",
  body: confirmInvitationMobileInput,
  response: message,
});
