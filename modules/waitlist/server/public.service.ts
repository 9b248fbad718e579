import { eq } from 'drizzle-orm';
import {
  actingForFranchisee,
  anonymousContext,
  AppError,
  conflict,
  findByLink,
  type RequestContext,
} from '@portal/kit';
import { classes, franchisees } from '@portal/mod-org/server';
import { WAITLIST_MESSAGES as MSG } from '../shared/constants.ts';
import { tokenHash } from './offers.service.ts';
import type { Entry } from './queue.service.ts';
import { waitlistEntries } from './schema.ts';
import { pushAnswer } from './live.ts';
import { answerOffer } from './waitlist.service.ts';

/**
 * The family's link: `/seat-offer/{token}`, where the token (24 random bytes, kept only as its SHA-256) is the
 * link's only key. It shows the offer and takes the family's answer while the offer is open. Wrong tokens count
 * against the address that sends them (the kit's link tries).
 */
async function entryOf(ctx: RequestContext, token: string): Promise<Entry> {
  const entry = await findByLink(ctx.db, { secret: 'waitlist.seat-offer', ip: ctx.ip }, async () => {
    const [found] = await ctx.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.offerTokenHash, tokenHash(token)));
    return found;
  });
  if (!entry) throw new AppError(404, MSG.linkInvalid);
  return entry;
}

async function view(ctx: RequestContext, entry: Entry) {
  const [where] = await ctx.db
    .select({ className: classes.name, centreName: franchisees.companyName })
    .from(classes)
    .innerJoin(franchisees, eq(franchisees.id, entry.franchiseeId))
    .where(eq(classes.id, entry.classId));
  return {
    childName: entry.childName,
    className: where?.className ?? '',
    centreName: where?.centreName ?? '',
    status: entry.status,
    offerExpiresAt: entry.offerExpiresAt,
  };
}

export async function familyOffer(ctx: RequestContext, token: string) {
  return view(ctx, await entryOf(ctx, token));
}

/** The family's answer through the link, acting for the offer's centre only; a repeated answer changes nothing. */
export async function familyAnswer(ctx: RequestContext, token: string, answer: 'accept' | 'decline') {
  const entry = await entryOf(ctx, token);
  const done = answer === 'accept' ? 'ACCEPTED' : 'REFUSED';
  if (entry.status === done) return view(ctx, entry);
  if (entry.status !== 'OFFERED') throw conflict(MSG.notOffered(entry.status === 'EXPIRED' ? 'expired' : 'closed'));
  const centre = actingForFranchisee(anonymousContext(ctx.db, ctx.ip), entry.franchiseeId);
  const { entry: after } = await answerOffer(centre, entry.id, answer === 'accept' ? 'accept' : 'refuse');
  await pushAnswer(centre, entry, answer);
  return view(ctx, after);
}
