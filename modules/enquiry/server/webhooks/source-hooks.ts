import { randomBytes } from 'node:crypto';
import type { Values } from '@portal/kit';
import { hashSecret } from './secret.ts';

/** New sources get their URL key; a secret is kept only as its hash. */
export function hashWebhookSource(values: Values, creating: boolean): Values {
  const { secret, ...rest } = values;
  const out: Values = { ...rest };
  if (typeof secret === 'string') out.secretHash = hashSecret(secret);
  if (creating) out.publicKey = randomBytes(18).toString('base64url');
  return out;
}
