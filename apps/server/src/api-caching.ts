import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PHOTO_CACHING } from '@portal/kit';

/**
 * Signed-in answers (data, exports) and token-bearing public ones must not be kept by a browser or
 * proxy. A route declared `revalidate` is the exception: its answer is kept by the browser only
 * (private) and asked for again each time with its ETag; while it is unchanged the answer is a 304
 * without a body. The ETag is of the answer itself, so another user's request never matches it. A stored photo,
 * whose id never takes other bytes, is kept for good by the browser that passed its access check (private).
 */
export function registerApiCaching(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const api = request.url.startsWith('/api/') && !request.url.startsWith('/api/docs');
    if (!api) return payload;
    if (request.routeOptions.config.revalidate && reply.statusCode === 200 && typeof payload === 'string') {
      const etag = `"${createHash('sha256').update(payload).digest('base64url').slice(0, 22)}"`;
      reply.header('cache-control', 'private, no-cache').header('etag', etag);
      if (request.headers['if-none-match'] === etag) {
        reply.code(304);
        return null;
      }
      return payload;
    }
    const own = String(reply.getHeader('cache-control') ?? '');
    // A file route's photo, checked per reader and never changed under its id, is kept by that reader's browser.
    if (own === PHOTO_CACHING) return payload;
    if (!own.includes('no-store')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
