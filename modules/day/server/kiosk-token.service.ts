import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AppError, type RequestContext } from '@portal/kit';
import { DAY_MESSAGES } from '../shared/constants.ts';
import { daySecrets } from './schema.ts';

/**
 * A kiosk code is `{centre}.{expiry}.{nonce}.{signature}`: HMAC-SHA256 over the first three parts with the
 * installation's key (DAY_KIOSK_SECRET, or a random key the first server writes to the database). The
 * signature proves the portal made it; the expiry and the nonce's row make it short-lived and single-use.
 */
let cachedKey: Buffer | null = null;

async function signingKey(ctx: RequestContext): Promise<Buffer> {
  if (process.env.DAY_KIOSK_SECRET) return Buffer.from(process.env.DAY_KIOSK_SECRET, 'utf8');
  if (cachedKey) return cachedKey;
  await ctx.db
    .insert(daySecrets)
    .values({ id: 1, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await ctx.db.select().from(daySecrets).where(eq(daySecrets.id, 1));
  cachedKey = Buffer.from(row.secret, 'base64url');
  return cachedKey;
}

const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export interface KioskClaim {
  franchiseeId: number;
  expiresAt: Date;
  nonce: string;
}

export const newNonce = () => randomBytes(18).toString('base64url');

export async function signKioskToken(ctx: RequestContext, claim: KioskClaim): Promise<string> {
  const payload = `${claim.franchiseeId}.${Math.floor(claim.expiresAt.getTime() / 1000)}.${claim.nonce}`;
  return `${payload}.${mac(await signingKey(ctx), payload)}`;
}

/** The claim of a code the portal signed, expired or not; a 400 with a message for anything else. */
export async function readKioskToken(ctx: RequestContext, token: string): Promise<KioskClaim> {
  const m = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{24})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) throw new AppError(400, DAY_MESSAGES.tokenInvalid);
  const expected = Buffer.from(mac(await signingKey(ctx), `${m[1]}.${m[2]}.${m[3]}`));
  const given = Buffer.from(m[4]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw new AppError(400, DAY_MESSAGES.tokenInvalid);
  return { franchiseeId: Number(m[1]), expiresAt: new Date(Number(m[2]) * 1000), nonce: m[3] };
}
