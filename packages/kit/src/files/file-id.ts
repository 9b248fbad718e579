import { notFound } from '../errors.ts';

/** Ids are ours (random base64url), but a store never trusts a path piece it is handed. */
export const SAFE_ID = /^[A-Za-z0-9_-]{16,64}$/;

export function checkedId(id: string): string {
  if (!SAFE_ID.test(id)) throw notFound('File');
  return id;
}
