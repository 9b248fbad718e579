import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '@portal/kit';

/**
 * The public player's link: `/videoplayer/{videoName}/{urlPath}` where urlPath is `{videoId}.{expiry}.{signature}`
 * and the signature is HMAC-SHA256 over the video id and the expiry (seconds) with the installation's secret.
 * The name is only for people; changing it changes nothing, changing anything else breaks the signature.
 */
export const LINK_EXPIRED = 'This video link has expired; ask for a new one';
export const LINK_INVALID = 'This video link is not valid';

function signature(secret: Buffer, videoId: number, expiresAt: number): string {
  return createHmac('sha256', secret).update(`${videoId}.${expiresAt}`).digest('base64url');
}

/** A name for the link: the title in lower case with dashes. */
export function videoSlug(title: string): string {
  return (
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'video'
  );
}

export function signVideoPath(secret: Buffer, videoId: number, expiresAt: Date): string {
  const exp = Math.floor(expiresAt.getTime() / 1000);
  return `${videoId}.${exp}.${signature(secret, videoId, exp)}`;
}

/** The video id of a valid, unexpired link; a 403 with a message otherwise. */
export function verifyVideoPath(secret: Buffer, urlPath: string, now: Date): { videoId: number; expiresAt: Date } {
  const m = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(urlPath);
  if (!m) throw new AppError(403, LINK_INVALID);
  const videoId = Number(m[1]);
  const exp = Number(m[2]);
  const expected = Buffer.from(signature(secret, videoId, exp));
  const given = Buffer.from(m[3]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new AppError(403, LINK_INVALID);
  if (exp * 1000 <= now.getTime()) throw new AppError(403, LINK_EXPIRED);
  return { videoId, expiresAt: new Date(exp * 1000) };
}
