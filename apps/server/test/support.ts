import { appendFileSync } from 'node:fs';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { migrate, openDb, type DbHandle } from '@portal/db';
import { buildApp } from '../src/app.ts';
import { loadConfig, type AppConfig } from '../src/config.ts';
import { seedIfEmpty } from '../src/seed/index.ts';
import { lastOpening, seededPglite } from '@portal/db/pglite-put-back';
import { DEMO_PASSWORD } from '@portal/mod-users/server';
import { lastPostgresOpening, seededPostgres } from './postgres-put-back.ts';
import { templateOfToday } from './todays-template.ts';

export { DEMO_PASSWORD };

/**
 * One seeded app per test file: PGlite in memory by default, or a fresh database on
 * the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export interface TestApp {
  app: FastifyInstance;
  db: DbHandle;
  config: AppConfig;
  /** Signs in and returns the bearer token. */
  token(email: string): Promise<string>;
  /** An inject() as that user (token cached per email). */
  as(
    email: string | null,
    opts: InjectOptions & { franchiseeId?: number; academicYearId?: number },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * With TEST_APP_TIMINGS naming a file, each start appends what it cost there (the database opened, the app built):
 * the overhead of a test file, measured (docs/testing.md).
 */
function logStart(started: number, opened: number): void {
  const file = process.env.TEST_APP_TIMINGS;
  if (!file) return;
  const ms = (n: number) => Math.round(n);
  const test = expect.getState().testPath ?? '';
  const database = process.env.TEST_DATABASE_URL ? lastPostgresOpening : lastOpening;
  const line = { test, database, databaseMs: ms(opened - started), appMs: ms(performance.now() - opened) };
  appendFileSync(file, `${JSON.stringify(line)}\n`);
}

/** `routes` registers extra routes (a test's own resource) before the app is sealed. */
export async function startTestApp(
  overrides: Partial<AppConfig> = {},
  opts: { routes?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> {
  const started = performance.now();
  const base = process.env.TEST_DATABASE_URL;
  // The run's seeded copy (template-db.ts), when the run made one, or the worker's own if it is of another day.
  const template = await templateOfToday(base);
  // On PostgreSQL the worker's database, put back between files (postgres-put-back.ts).
  const pgdb = base ? await seededPostgres(base, template) : null;
  const config: AppConfig = {
    // Tests pay through the gateway's test mode, which is never on unless asked for.
    ...loadConfig({ PAYMENT_TEST_MODE: '1' }),
    webDist: undefined,
    authIpLimitPerMinute: 10_000,
    ...overrides,
    databaseUrl: pgdb?.url,
  };
  // On PGlite the worker's seeded database, put back between files (packages/db/src/pglite-put-back.ts).
  const db =
    !base && template ? await seededPglite(template) : await openDb({ databaseUrl: pgdb?.url, dataDir: 'memory://' });
  if (!template) {
    await migrate(db, config.migrationsDir);
    await seedIfEmpty(db.db);
  }
  const opened = performance.now();
  const app = await buildApp({ db, config });
  opts.routes?.(app);
  await app.ready();
  logStart(started, opened);
  const tokens = new Map<string, string>();

  async function token(email: string): Promise<string> {
    const cached = tokens.get(email);
    if (cached) return cached;
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: email, password: DEMO_PASSWORD },
    });
    if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
    const t = res.json().token as string;
    tokens.set(email, t);
    return t;
  }

  return {
    app,
    db,
    config,
    token,
    async as(email, { franchiseeId, academicYearId, headers, ...opts }) {
      const h: Record<string, string> = { ...(headers as Record<string, string>) };
      if (email) h.authorization = `Bearer ${await token(email)}`;
      if (franchiseeId) h['x-franchisee-id'] = String(franchiseeId);
      if (academicYearId) h['x-academic-year-id'] = String(academicYearId);
      return app.inject({ ...opts, headers: h });
    },
    async close() {
      await app.close();
      await db.close();
      await pgdb?.release();
    },
  };
}
export { fileForm } from './multipart.ts';
export { openStream, type OpenStream, type StreamEvent } from './live-stream.ts';

/**
 * Lets the server reach a test's stand-in for an operator's service (an SMTP or SMS gateway on this machine), as
 * OUTBOUND_INTERNAL_ORIGINS does in a deployment. Answers the function that takes the allowance back.
 */
export function allowStandIn(url: string): () => void {
  const origin = `${new URL(url).protocol}//${new URL(url).host}`;
  const listed = () => (process.env.OUTBOUND_INTERNAL_ORIGINS ?? '').split(',').filter(Boolean);
  process.env.OUTBOUND_INTERNAL_ORIGINS = [...listed(), origin].join(',');
  return () => {
    const rest = listed().filter((o) => o !== origin);
    if (rest.length) process.env.OUTBOUND_INTERNAL_ORIGINS = rest.join(',');
    else delete process.env.OUTBOUND_INTERNAL_ORIGINS;
  };
}
export { pdfText } from './pdf-text.ts';
export { serverMainArgs } from './server-main.ts';
export { demoChild } from './demo-child.ts';
