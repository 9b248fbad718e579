import { eq } from 'drizzle-orm';
import { onCentreStatus } from '@portal/mod-org/server';
import { endSessions } from './account-guard.ts';
import { adminUsers } from './schema.ts';

/**
 * A terminated centre's staff are signed out at once, in the transaction that terminates it: their open sessions
 * end, and a new sign-in is refused (auth.service.ts asks the centre's status).
 */
onCentreStatus(async (ctx, franchiseeId, status) => {
  if (status !== 'TERMINATED') return;
  const staff = await ctx.db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.franchiseeId, franchiseeId));
  for (const person of staff) await endSessions(ctx.db, person.id);
});
