import { endpointPath, type EndpointAnswer, type EndpointDeclaration, type EndpointInput } from '@portal/core';
import { api, type QueryValue, type RequestOptions } from './client.ts';

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
    // cast: an endpoint's query schema holds only query-string values (its contract is built from them)
    query: query as Record<string, QueryValue> | undefined,
    body,
  });
}
