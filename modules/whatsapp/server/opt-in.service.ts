import { eq } from 'drizzle-orm';
import { badRequest, inTransaction, requireUser, type RequestContext } from '@portal/kit';
import { adminUsers } from '@portal/mod-users/server';
import { WHATSAPP_MESSAGES as MSG } from '../shared/constants.ts';
import type { OptInput } from '../shared/contracts.ts';
import { whatsappConfig } from './config.ts';
import { latestDecision, recordDecision } from './opt-ins.ts';

async function accountMobile(ctx: RequestContext): Promise<string | null> {
  requireUser(ctx);
  const [account] = await ctx.db
    .select({ mobile: adminUsers.mobile })
    .from(adminUsers)
    .where(eq(adminUsers.id, ctx.user.id));
  return account?.mobile || null;
}

/** The signed-in parent's number and whether it receives the portal's messages on WhatsApp. */
export async function myWhatsapp(ctx: RequestContext) {
  const mobile = await accountMobile(ctx);
  const latest = mobile ? await latestDecision(ctx.db, mobile) : undefined;
  return {
    available: Boolean(whatsappConfig()),
    mobileEnding: mobile ? mobile.slice(-4) : null,
    optedIn: latest?.decision === 'IN',
    decidedAt: latest?.decidedAt ?? null,
    decidedVia: latest?.via ?? null,
  };
}

/** The parent opts their number in or out, recorded as who, when and how (their signed-in account). */
export async function decideWhatsapp(ctx: RequestContext, input: OptInput) {
  requireUser(ctx);
  const userId = ctx.user.id;
  const mobile = await accountMobile(ctx);
  if (!mobile) throw badRequest(MSG.noMobile);
  await inTransaction(ctx, (tx) =>
    recordDecision(tx.db, { mobile, decision: input.decision, via: 'ACCOUNT', decidedBy: userId }),
  );
  return myWhatsapp(ctx);
}
