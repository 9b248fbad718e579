import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MIN_FILL_MS } from '../shared/constants.ts';

/** Signs the website form's tokens; set DEVELOPMENT_FORM_SECRET when several app nodes serve the form. */
const KEY = process.env.DEVELOPMENT_FORM_SECRET || randomBytes(32).toString('hex');
const MAX_AGE_MS = 24 * 60 * 60_000;
const PURPOSE = 'franchise-enquiry';
const RELOAD = 'Please reload the form and try again';

const sign = (payload: string) => createHmac('sha256', KEY).update(payload).digest('base64url');

/** A token saying "the franchise form was opened at {now}". */
export function issueFormToken(now = Date.now()): string {
  const payload = `${PURPOSE}.${now}`;
  return `${payload}.${sign(payload)}`;
}

/** Why a token is refused, or null: ours, younger than a day and older than the minimum fill time. */
export function formTokenProblem(token: string, now = Date.now()): string | null {
  const [purpose, at, mac] = token.split('.');
  if (purpose !== PURPOSE || !at || !mac) return RELOAD;
  const expected = Buffer.from(sign(`${purpose}.${at}`));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return RELOAD;
  const age = now - Number(at);
  if (age > MAX_AGE_MS) return 'The form has expired; please reload it';
  if (age < MIN_FILL_MS) return 'Please take a moment to check your details before submitting';
  return null;
}
