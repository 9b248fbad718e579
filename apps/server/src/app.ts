import { constants as zlibConstants } from 'node:zlib';
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { ACCESS_CHECK_HEADER, declaredRouteAccess, type Level } from '@portal/core';
import { currentTally, tallyEnabled, withTally, type DbHandle, type QueryTally } from '@portal/db';
import {
  forbidden,
  keepQueuedAnswer,
  assertPersonalDataDeclared,
  registerLive,
  requireRoute,
  s3BrowserOrigin,
  s3SettingsFromEnv,
  seesEveryFranchisee,
  unauthorized,
  withDb,
  startAccessLog,
  useProcessors,
} from '@portal/kit';
import { ContextCache, contextFromToken } from '@portal/mod-users/server';
import type { AppConfig } from './config.ts';
import { registerErrorHandling } from './errors.ts';
import { healthRoute } from './health.ts';
import { registerApiCaching } from './api-caching.ts';
import { registerInputGuard } from './input-guard.ts';
import { closeConnectionsWithUnreadBodies } from './unread-bodies.ts';
import { logSerializers } from './logging.ts';
import { ReadRouting } from './read-routing.ts';
import { serverModules } from './modules.ts';
import { registerSecurity } from './security.ts';
import { webCacheControl } from './web-files.ts';

export interface RouteEntry {
  method: string;
  url: string;
  public: boolean;
  /** Path parameters the route declares as capabilities (see EndpointDeclaration). */
  capabilities: readonly string[];
  module?: string;
  /** Other access modules that let in as well (see EndpointDeclaration). */
  alsoModules?: readonly string[];
  accessMethod?: string;
  level?: Level | Level[];
  write?: boolean;
  /** Why the route may be reached with another centre's ids, when it may (see EndpointDeclaration). */
  acrossCentres?: string;
  /** A route of the classroom's day: room devices reach it, its writes run once per Idempotency-Key. */
  classroom: boolean;
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
  /** Told each step of the build that waits on the database, so a start that hangs says where (start-watch.ts). */
  onStep?: (step: string) => void;
}

function headerId(value: string | string[] | undefined): number | null {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(n) && n > 0 && n < 2 ** 31 ? n : null;
}

function bearer(header: string | undefined): string | null {
  const m = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return m ? m[1] : null;
}

export async function buildApp({ db, config, logger = false, onStep }: AppDeps): Promise<FastifyInstance> {
  const { trustProxy } = config;
  const app = Fastify({
    logger: logger
      ? { level: config.logLevel, serializers: logSerializers, ...(logger === true ? {} : logger) }
      : false,
    // A hop count is a function of the hop to Fastify's types (its runtime takes the number too).
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    // A GET answers GET only: a HEAD twin of each of the API's GET routes doubled the router's largest tree and the
    // routes' registration, the biggest part of every start after loading the code (the tests start the app some
    // 500 times a run). The web app's files (fastify-static) and /api/health declare their HEAD themselves.
    exposeHeadRoutes: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // The benchmarks' profiles (DB_TALLY=1): each answer says how many statements it sent and rows they touched.
  if (tallyEnabled()) {
    const tallies = new WeakMap<object, QueryTally>();
    app.addHook('onRequest', (request, _reply, done) => {
      // A caller counting already (a test of a route's statements) keeps its own tally, texts and all.
      const tally = currentTally() ?? { queries: 0, rows: 0 };
      tallies.set(request, tally);
      withTally(tally, done);
    });
    app.addHook('onSend', async (request, reply) => {
      const tally = tallies.get(request);
      if (tally) reply.header('x-db-tally', `${tally.queries} ${tally.rows}`);
    });
  }
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
        capabilities: route.config?.capabilities ?? [],
        module: route.config?.module,
        alsoModules: route.config?.alsoModules,
        accessMethod: route.config?.accessMethod,
        level: route.config?.level,
        write: route.config?.write,
        acrossCentres: route.config?.acrossCentres,
        classroom: route.config?.classroom ?? false,
      });
    }
  });
  const modules = serverModules(config);
  const fileOrigin = s3BrowserOrigin(s3SettingsFromEnv());
  await registerSecurity(app, {
    frameSources: modules.flatMap((m) => m.frameSources ?? []),
    fileOrigins: fileOrigin ? [fileOrigin] : [],
  });
  // What the configuration lacks goes to the log once and to the System area's list, never to users' screens.
  const warnings = modules.flatMap((m) => m.configurationWarnings ?? []);
  // The processors register: each module's outside services as configured now (read on each use).
  useProcessors(() => modules.flatMap((m) => m.processors?.() ?? []));
  app.decorate('configurationWarnings', warnings);
  for (const w of warnings) app.log.warn({ setting: w.setting }, w.message);
  registerInputGuard(app);
  closeConnectionsWithUnreadBodies(app);
  registerApiCaching(app);
  // A classroom write sent with an Idempotency-Key keeps its answer as it leaves, before it is compressed.
  app.addHook('onSend', keepQueuedAnswer);
  // JSON answers go compressed to a client that asks (a first visit's menu, lists and dashboards); brotli at a
  // low quality costs less time than the bytes it saves. The web app's files are compressed at build time.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });

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
  onStep?.('listening for sessions changed on other nodes');
  if (db.direct && config.auth.contextCacheMs > 0) await contexts.listenOn(db.direct);
  app.addHook('onClose', () => contexts.close());
  const noticeLost = (err: unknown) => app.log.warn({ err }, 'A write was not announced to the other nodes');
  const reads =
    db.replica && db.direct ? new ReadRouting(db.replica, db.direct, config.readYourWritesMs, noticeLost) : undefined;
  onStep?.("listening for the replica's progress");
  await reads?.listen();
  app.addHook('onClose', () => reads?.close());
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
    // A session opened on a room device reaches the classroom's day and nothing of the office.
    if (isApi && url && !route.public && request.ctx.deviceId !== undefined && !route.classroom)
      throw forbidden(
        'A room device reaches only its class’s day: use the office’s computer or your own phone for this',
      );
    // The route's declared guard (module, levels, write, approval), decided by the rule the web uses too.
    if (route.module)
      requireRoute(
        request.ctx,
        declaredRouteAccess(route, request.method),
        route.accessMethod ?? request.method,
        route.levelRefusal,
      );
    // Lists, exports, reports and dashboards may read a replica that keeps up (not a person's own fresh write);
    // head office's that do not go to the primary on a pool of their own, so they never hold a centre's requests.
    if (route.replica && request.method === 'GET') {
      if (reads && reads.fromReplica(request.ctx.user?.id)) request.ctx = withDb(request.ctx, reads.replica.db);
      else if (db.network && seesEveryFranchisee(request.ctx)) request.ctx = withDb(request.ctx, db.network);
    }
  });

  // Asked only whether the route would let this user in (a screen's action, checked without acting): every
  // guard has run by now (the route's own, a command's level), and nothing is read or written.
  app.addHook('preParsing', async (request, reply, payload) => {
    if (!request.headers[ACCESS_CHECK_HEADER] || !request.routeOptions.url) return payload;
    if (!request.ctx.user) throw unauthorized();
    return reply.code(204).send();
  });

  // A signed-in write may change roles, grants, centres or sessions: cached contexts go, here and
  // (before the answer leaves) on the other nodes. Writes declared `changesAccess: false` (the day's
  // check-ins and marks, many a minute at opening time) keep them.
  app.addHook('onSend', async (request, reply, payload) => {
    const safe = request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS';
    const { changesAccess } = request.routeOptions.config;
    if (!request.ctx?.user || reply.statusCode >= 400 || request.headers[ACCESS_CHECK_HEADER]) return payload;
    if (safe ? changesAccess : changesAccess !== false) await contexts.invalidate();
    // Every write, access or not, sends its writer's next reads to the primary.
    if (!safe || changesAccess) await reads?.wrote(request.ctx.user.id);
    return payload;
  });

  healthRoute(app, db, reads);
  // Live updates listen on the database's own notifications (a connection of their own on PostgreSQL).
  onStep?.('listening for live changes');
  await registerLive(app, db);

  for (const mod of modules) {
    onStep?.(`registering the ${mod.name} module`);
    await mod.register(app);
  }
  // Staff reads of children's data are written in batches to the primary; what is left, when the app closes.
  const accessLog = startAccessLog(db.db);
  app.addHook('onClose', () => accessLog.stop());
  // Deny by default inside a centre: a resource naming a person must say who reaches its rows.
  assertPersonalDataDeclared();

  const webDist = config.webDist;
  const hasWeb = webDist && existsSync(path.join(webDist, 'index.html'));
  // Files are looked up per request (a rebuilt web app needs no restart); misses fall to the handler below.
  // The build writes .br and .gz copies (apps/web/scripts/compress.mjs); the one the browser accepts is sent.
  if (hasWeb && webDist)
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: ['index.html'],
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => reply.header('cache-control', webCacheControl(path.relative(webDist, file))),
    });
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || !hasWeb || request.method !== 'GET') {
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Not found' });
    }
    // The web app owns every other path (client-side routes).
    return reply.type('text/html').sendFile('index.html');
  });
  return app;
}
