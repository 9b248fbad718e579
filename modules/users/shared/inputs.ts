import { z } from 'zod';

/** The roles a centre's invitation gives: at least one, each an id. */
export const invitationRoleIds = z
  .array(z.number().int().positive().max(2_147_483_647), { error: 'Roles must be a list of ids' })
  .min(1, { error: 'Choose at least one role' })
  .max(50);

/** Accepting an invitation: signed in as the invited email's login, or signed out with its password or a new one. */
export const acceptInvitationInput = z.object({
  token: z.string().min(20, { error: 'The invitation link is not valid' }).max(200),
  password: z.string().max(128, { error: 'The password must be at most 128 characters' }).optional(),
});

/** The code texted to an accepted invitation's mobile, with the emailed link's token. */
export const confirmInvitationMobileInput = z.object({
  token: z.string().min(20, { error: 'The invitation link is not valid' }).max(200),
  code: z.string().regex(/^\d{6}$/, { error: 'The code is 6 digits' }),
});
