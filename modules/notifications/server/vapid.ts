import webpush from 'web-push';
import { eq } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import { notificationSecrets } from './schema.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who the push services may contact about this sender (RFC 8292): a mailto: or https: address. */
  subject: string;
}

let stored: Omit<VapidKeys, 'subject'> | null = null;

/** Whom push services contact: VAPID_SUBJECT, else the mail sender, else the portal's address. */
function subject(): string {
  if (process.env.VAPID_SUBJECT) return process.env.VAPID_SUBJECT;
  const from = /<?([^<>\s]+@[^<>\s]+)>?$/.exec(process.env.MAIL_FROM ?? '')?.[1];
  if (from) return `mailto:${from}`;
  return process.env.PUBLIC_URL?.startsWith('https://') ? process.env.PUBLIC_URL : 'mailto:portal@localhost';
}

/**
 * The VAPID keys: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set (several nodes, or keys kept across
 * reinstalls), else a pair generated once for the installation and kept in the database. Browsers subscribe
 * with the public key; a changed key makes every subscription useless, so a generated pair is never replaced.
 */
export async function vapidKeys(db: Executor): Promise<VapidKeys> {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = process.env;
  if (publicKey && privateKey) return { publicKey, privateKey, subject: subject() };
  if (!stored) {
    await db
      .insert(notificationSecrets)
      .values({ id: 1, ...webpush.generateVAPIDKeys() })
      .onConflictDoNothing();
    const [row] = await db.select().from(notificationSecrets).where(eq(notificationSecrets.id, 1));
    stored = { publicKey: row.publicKey, privateKey: row.privateKey };
  }
  return { ...stored, subject: subject() };
}

/** Forgets the kept pair (a test that swaps databases). */
export function forgetVapidKeys(): void {
  stored = null;
}
