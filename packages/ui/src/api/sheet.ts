import { endpointPath, isEndpointAnswer, isRecord, type EndpointAnswer, type EndpointDeclaration } from '@portal/core';
import type { RowError } from '../components/RowErrors.tsx';
import { authHeaders } from './client.ts';

/** A sheet's upload: the endpoint's answer, or why nothing was saved with every bad row by its number. */
export type SheetOutcome<E extends EndpointDeclaration> =
  | { ok: true; answer: EndpointAnswer<E> }
  | { ok: false; message: string; errors: RowError[] };

const isRowError = (value: unknown): value is RowError =>
  isRecord(value) &&
  typeof value.row === 'number' &&
  typeof value.message === 'string' &&
  (value.field === undefined || typeof value.field === 'string');

/**
 * Posts the file as it is (multipart, read by the server as it streams in); a refusal keeps the server's row
 * errors, which the shared JSON client does not pass on. A 2xx answer is read through the endpoint's schema.
 */
export async function sendSheet<E extends EndpointDeclaration>(
  endpoint: E,
  params: Record<string, unknown> | undefined,
  file: File,
): Promise<SheetOutcome<E>> {
  const form = new FormData();
  form.append('file', file);
  const res = await fetch(endpointPath(endpoint.path, params), { method: 'POST', headers: authHeaders(), body: form });
  const body: unknown = await res.json().catch(() => ({}));
  if (res.ok && isEndpointAnswer(endpoint, body)) return { ok: true, answer: body };
  const refusal = isRecord(body) ? body : {};
  return {
    ok: false,
    message: typeof refusal.message === 'string' ? refusal.message : `Upload failed (${res.status})`,
    errors: Array.isArray(refusal.errors) ? refusal.errors.filter(isRowError) : [],
  };
}
