import type { FastifyInstance } from 'fastify';

/**
 * An answer sent before its request's body was read to the end (an upload refused as too large, or of the wrong
 * kind, while its bytes still arrive) closes the connection. Kept open, the connection would wait for a body that
 * no one reads any more, and the client's next request on it would get no answer until a timeout reset it.
 */
export function closeConnectionsWithUnreadBodies(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.raw.complete === false) reply.header('connection', 'close');
  });
}
