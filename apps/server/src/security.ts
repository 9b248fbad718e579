import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';

export interface SecurityOptions {
  /** Origins the modules show in frames (the configured meeting service); nothing else may be framed. */
  frameSources?: string[];
  /** The file bucket's origin: pictures, videos and downloads come from it through pre-signed links. */
  fileOrigins?: string[];
}

/**
 * Headers that act only on a page (a document, or a worker script's own context). JSON answers and the
 * web app's hashed files drop them: on a first visit those are some eighty answers, where a kilobyte of
 * headers each weighed more than most of the files.
 */
const PAGE_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
/** The policy of an answer that is not a page: nothing it names may run, be framed or embed anything. */
const NON_PAGE_CSP = "default-src 'self';object-src 'none';base-uri 'self';frame-ancestors 'none'";
/**
 * A hashed file never changes and is never a page (scripts, styles, fonts and images of the app):
 * validators, ranges and page policies are bytes spent on nothing.
 */
const IMMUTABLE_FILE_HEADERS = [
  'etag',
  'last-modified',
  'accept-ranges',
  'x-frame-options',
  'referrer-policy',
  'content-security-policy',
];

/**
 * What a JSON answer carries: the policy above and the headers that act on any answer. Set as they are, since
 * the helmet plugin builds its middleware afresh on each request (parsing the whole page policy), which a busy
 * list paid for on every page only to drop most of it again.
 */
const API_HEADERS = {
  'content-security-policy': NON_PAGE_CSP,
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

const isApi = (url: string) => url.startsWith('/api/');
const isHashedFile = (url: string) => url.startsWith('/assets/');

/** Security headers on every answer, and the rate limiter that sign-in routes opt into. */
export async function registerSecurity(
  app: FastifyInstance,
  { frameSources = [], fileOrigins = [] }: SecurityOptions = {},
) {
  // API routes skip the plugin (its own route hook, added after this one, reads `helmet: false`) and get
  // API_HEADERS; an /api/ path with no route (a 404) still goes through it.
  app.addHook('onRoute', (route) => {
    if (isApi(route.url)) route.helmet = false;
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its CSS variables into style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...fileOrigins],
        // A child's day shows the teacher's short videos from blobs fetched with the session.
        mediaSrc: ["'self'", 'blob:', ...fileOrigins],
        fontSrc: ["'self'", 'data:'],
        // A download the app fetches follows the portal's redirect to a pre-signed link in the bucket.
        connectSrc: ["'self'", ...fileOrigins],
        frameSrc: ["'self'", ...new Set(frameSources)],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    hsts: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const api = isApi(request.url);
    const file = !api && isHashedFile(request.url);
    if (!api && !file) return payload;
    for (const name of PAGE_ONLY_HEADERS) reply.removeHeader(name);
    if (api) reply.headers(API_HEADERS);
    else for (const name of IMMUTABLE_FILE_HEADERS) reply.removeHeader(name);
    return payload;
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `Too many attempts from this address. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
}
