import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DbHandle } from '@portal/db';
import { requireRoute, routeAccessOf, unauthorized } from '@portal/kit';
import { ContextCache, contextFromToken } from '@portal/mod-users/server';
import type { AppConfig } from './config.ts';
import { registerErrorHandling } from './errors.ts';
import { registerInputGuard, registerNoStore } from './input-guard.ts';
import { logSerializers } from './logging.ts';
import { serverModules } from './modules.ts';
import { registerSecurity } from './security.ts';

export interface RouteEntry {
  method: string;
  url: string;
  public: boolean;
  module?: string;
  accessMethod?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with its access declaration, for the permission matrix. */
    routeTable: RouteEntry[];
  }
}

export interface AppDeps {
  db: DbHandle;
  config: AppConfig;
  /** Log (true, or pino options such as a stream for tests); the serializers keep row data out. */
  logger?: boolean | { stream: { write(line: string): void } };
}

function headerId(value: string | string[] | undefined): number | null {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(n) && n > 0 && n < 2 ** 31 ? n : null;
}

function bearer(header: string | undefined): string | null {
  const m = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return m ? m[1] : null;
}

export async function buildApp({ db, config, logger = false }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? { level: config.logLevel, serializers: logSerializers, ...(logger === true ? {} : logger) }
      : false,
    // A hop count is a function of the hop to Fastify's types (its runtime takes the number too).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routeTable.push({
        method,
        url: route.url,
        public: route.config?.public ?? false,
        module: route.config?.module,
        accessMethod: route.config?.accessMethod,
      });
    }
  });
  await registerSecurity(app);
  registerInputGuard(app);
  registerNoStore(app);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Pre-school franchise portal API', version: '3.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'none' } });

  // Who is asking, once per request; every /api route needs a user unless it says it is public.
  const contexts = new ContextCache(config.auth.contextCacheMs);
  if (db.pool && config.auth.contextCacheMs > 0) await contexts.listenOn(db.pool);
  app.addHook('onClose', () => contexts.close());
  app.decorateRequest('ctx', null as never);
  app.addHook('onRequest', async (request) => {
    request.ctx = await contextFromToken(
      db.db,
      {
        token: bearer(request.headers.authorization),
        ip: request.ip,
        franchiseeHeader: headerId(request.headers['x-franchisee-id']),
        academicYearHeader: headerId(request.headers['x-academic-year-id']),
      },
      config.auth,
      contexts,
    );
    const { config: route, url } = request.routeOptions;
    const isApi = request.url.startsWith('/api/') && !request.url.startsWith('/api/docs');
    if (isApi && url && !route.public && !request.ctx.user) throw unauthorized();
    // The route's declared guard (module, levels, write, approval), decided by the rule the web uses too.
    if (route.module)
      requireRoute(request.ctx, routeAccessOf(route, request.method), route.accessMethod ?? request.method);
  });

  // A signed-in write may change roles, grants, centres or sessions: cached contexts go, here and
  // (before the answer leaves) on the other nodes.
  app.addHook('onSend', async (request, reply, payload) => {
    const safe = request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS';
    if (request.ctx?.user && (!safe || request.routeOptions.config.changesAccess) && reply.statusCode < 400)
      await contexts.invalidate();
    return payload;
  });

  app.get('/api/health', { config: { public: true } }, async () => ({ status: 'ok', database: db.kind }));

  for (const mod of serverModules(config)) await mod.register(app);

  const webDist = config.webDist;
  const hasWeb = webDist && existsSync(path.join(webDist, 'index.html'));
  // Files are looked up per request (a rebuilt web app needs no restart); misses fall to the handler below.
  if (hasWeb) await app.register(fastifyStatic, { root: webDist, wildcard: true, index: ['index.html'] });
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || !hasWeb || request.method !== 'GET') {
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Not found' });
    }
    // The web app owns every other path (client-side routes).
    return reply.type('text/html').sendFile('index.html');
  });
  return app;
}
