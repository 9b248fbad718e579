import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EndpointDeclaration, EndpointResult } from '@portal/core';
import type { z } from 'zod';
import type { RequestContext } from './context.ts';
import { onceOnly } from './queued/once.ts';
import { noteOperationRead } from './access-log.ts';
import { isRecord } from '@portal/core';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler gets: the request's context and its parsed parts (the raw request for headers and files). */
export interface EndpointRequest<E extends EndpointDeclaration> {
  ctx: RequestContext;
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  raw: FastifyRequest;
}

export type EndpointHandler<E extends EndpointDeclaration> = (
  req: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointResult<E> | FastifyReply> | EndpointResult<E> | FastifyReply;

const served = new Map<string, EndpointDeclaration>();

/** The contract a route was served from (`GET /api/student-account/:studentAdmissionId`), for the operation walk. */
export const servedEndpoint = (method: string, path: string): EndpointDeclaration | undefined =>
  served.get(`${method.toUpperCase()} ${path}`);

/**
 * Registers a route from its contract: access module (checked before validation), input schemas, the
 * response schema the answer is serialised through, and the OpenAPI entry. The handler parses nothing
 * itself: it calls its service with the context and the parsed input.
 */
export function serve<E extends EndpointDeclaration>(app: FastifyInstance, endpoint: E, handler: EndpointHandler<E>) {
  served.set(`${endpoint.method} ${endpoint.path}`, endpoint);
  const status = endpoint.status ?? 200;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: {
      module: endpoint.module,
      alsoModules: endpoint.alsoModules,
      public: endpoint.public,
      capabilities: endpoint.capabilities,
      accessMethod: endpoint.accessMethod,
      level: endpoint.level,
      write: endpoint.write,
      changesAccess: endpoint.changesAccess,
      revalidate: endpoint.revalidate,
      acrossCentres: endpoint.acrossCentres,
      replica: endpoint.replica,
      classroom: endpoint.classroom,
      ...(endpoint.rateLimit ? { rateLimit: endpoint.rateLimit } : {}),
    },
    // Only the parts the contract declares: Fastify warns about a schema key that is present but empty.
    schema: {
      ...(endpoint.tags ? { tags: [...endpoint.tags] } : {}),
      ...(endpoint.summary ? { summary: endpoint.summary } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.consumes ? { consumes: [...endpoint.consumes] } : {}),
      response: { [status]: endpoint.response },
    },
    handler: async (request, reply) => {
      reply.code(status);
      const req = {
        ctx: request.ctx,
        params: request.params,
        query: request.query,
        body: request.body,
        raw: request,
      } as EndpointRequest<E>;
      // A classroom write runs once per Idempotency-Key, at the moment X-Happened-At gives; a money or message
      // write once per key, now. Its context is read when it runs: inside the key's transaction (onceOnly).
      if ((endpoint.classroom || endpoint.keyed) && endpoint.method !== 'GET')
        return onceOnly(request, reply, async () => handler({ ...req, ctx: request.ctx }, reply), {
          classroom: endpoint.classroom ?? false,
        });
      const answer = await handler(req, reply);
      // A read of a person's data is logged once it is answered (a refusal throws before this line).
      if (endpoint.reads && reply.statusCode < 400) {
        const { param } = endpoint.reads;
        const from =
          (isRecord(request.params) ? request.params[param] : undefined) ??
          (isRecord(request.query) ? request.query[param] : undefined);
        noteOperationRead(request.ctx, endpoint.reads, from);
      }
      return answer;
    },
  });
}
