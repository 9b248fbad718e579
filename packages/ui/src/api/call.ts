import { endpointPath, type EndpointAnswer, type EndpointDeclaration, type EndpointInput } from '@portal/core';
import { api, type QueryValue, type RequestOptions } from './client.ts';

const isQueryValue = (value: unknown): value is QueryValue =>
  value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value);

/** A contract's query as the query string takes it: text, numbers and flags (anything else as its text). */
function queryValues(query: object): Record<string, QueryValue> {
  const out: Record<string, QueryValue> = {};
  for (const [name, value] of Object.entries(query)) out[name] = isQueryValue(value) ? value : String(value);
  return out;
}

/**
 * Calls an endpoint through its contract: the path, query and body are typed by the same schemas the
 * server validates with, and the answer is typed by its response schema (its wire form).
 */
export function call<E extends EndpointDeclaration>(
  endpoint: E,
  input: EndpointInput<E> = {} as EndpointInput<E>,
  options: Pick<RequestOptions, 'signal' | 'quiet'> = {},
): Promise<EndpointAnswer<E>> {
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: object; body?: unknown };
  return api<EndpointAnswer<E>>(endpointPath(endpoint.path, params), {
    ...options,
    method: endpoint.method,
    query: query && queryValues(query),
    body,
  });
}
