import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MIN_FILL_MS } from '../../shared/index.ts';

/** Signs form tokens; set ENQUIRY_FORM_SECRET when several app nodes serve the forms. */
const KEY = process.env.ENQUIRY_FORM_SECRET || randomBytes(32).toString('hex');
const MAX_AGE_MS = 24 * 60 * 60_000;

function sign(payload: string): string {
  return createHmac('sha256', KEY).update(payload).digest('base64url');
}

/** A token saying "form of centre {fid} was opened at {now}". */
export function issueFormToken(fid: number, now = Date.now()): string {
  const payload = `${fid}.${now}`;
  return `${payload}.${sign(payload)}`;
}

/**
 * Why a token is refused, or null when it is fine: it must be ours, for this centre,
 * younger than a day, and older than the minimum fill time (bots submit at once).
 */
export function formTokenProblem(token: unknown, fid: number, now = Date.now()): string | null {
  if (typeof token !== 'string') return 'Please reload the form and try again';
  const [f, at, mac] = token.split('.');
  if (!f || !at || !mac) return 'Please reload the form and try again';
  const expected = Buffer.from(sign(`${f}.${at}`));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given) || Number(f) !== fid)
    return 'Please reload the form and try again';
  const age = now - Number(at);
  if (age > MAX_AGE_MS) return 'The form has expired; please reload it';
  if (age < MIN_FILL_MS) return 'Please take a moment to check your details before submitting';
  return null;
}
