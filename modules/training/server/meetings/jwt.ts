import { createHmac } from 'node:crypto';
import { isRecord } from '@portal/core';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** A compact HS256 JSON Web Token (RFC 7519) of the given claims. */
export function signHs256(claims: Record<string, unknown>, secret: string): string {
  const head = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = base64url(JSON.stringify(claims));
  const signature = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${signature}`;
}

/** The claims of an HS256 token if its signature matches, else null (used by tests and diagnostics). */
export function verifyHs256(token: string, secret: string): Record<string, unknown> | null {
  const [head, body, signature] = token.split('.');
  if (!head || !body || !signature) return null;
  const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  if (expected !== signature) return null;
  const header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string };
  if (header.alg !== 'HS256') return null;
  const claims: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  return isRecord(claims) ? claims : null;
}
