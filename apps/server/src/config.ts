import path from 'node:path';
import { defaultAuthSettings, type AuthSettings } from '@portal/mod-users/server';
import { moduleSettingsFromEnv, type ModulesConfig } from './modules.ts';
import { loadStartSettings, positiveNumber, repoRoot, type StartSettings } from './start-settings.ts';

export { dbConfigOf } from './start-settings.ts';

export interface AppConfig extends StartSettings, ModulesConfig {
  /** How long after a person's write their reads stay on the primary (ms). */
  readYourWritesMs: number;
  /** Built web app served at /; absent in API-only tests. */
  webDist?: string;
  migrationsDir: string;
  auth: AuthSettings;
  /** Requests per IP per minute on sign-in and OTP. */
  authIpLimitPerMinute: number;
  logLevel: string;
  /**
   * Which proxies' X-Forwarded-For / -Proto / -Host to believe (Fastify `trustProxy`), from TRUST_PROXY:
   * unset or `false` none, `true` any, a number that many hops, else a comma list of addresses or CIDRs.
   */
  trustProxy: boolean | number | string[];
  /** Development delivery of SMS and email: one JSON line per message. */
  outboxFile: string;
  smtpUrl?: string;
  mailFrom: string;
  /** How often the outbox is drained without news of a message (ms): a failed send's next try. */
  outboxEveryMs: number;
  /** Background job worker timings (ms); the defaults suit production, tests shorten them. */
  jobs: { pollMs: number; heartbeatMs: number; staleAfterMs: number };
}

function trustProxy(value: string | undefined): AppConfig['trustProxy'] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const num = (name: string, fallback: number) => positiveNumber(env, name, fallback);
  return {
    ...loadStartSettings(env),
    readYourWritesMs: num('READ_YOUR_WRITES_MS', 5000),
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
    migrationsDir: path.join(repoRoot, 'packages/db/migrations'),
    auth: {
      ...defaultAuthSettings,
      idleMinutes: num('SESSION_IDLE_MINUTES', defaultAuthSettings.idleMinutes),
      absoluteHours: num('SESSION_ABSOLUTE_HOURS', defaultAuthSettings.absoluteHours),
      contextCacheMs: env.SESSION_CACHE_MS === '0' ? 0 : num('SESSION_CACHE_MS', defaultAuthSettings.contextCacheMs),
    },
    authIpLimitPerMinute: num('AUTH_IP_LIMIT_PER_MINUTE', 30),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: trustProxy(env.TRUST_PROXY),
    outboxFile: path.resolve(repoRoot, env.DATA_DIR ?? 'data', 'outbox.log'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'IntelliTots Portal <no-reply@localhost>',
    outboxEveryMs: num('OUTBOX_RETRY_MS', 30_000),
    ...moduleSettingsFromEnv(env),
    jobs: {
      // Queued jobs wake the worker (serve.ts): the poll finds a run due later, or one another node gave back.
      pollMs: num('JOB_POLL_MS', 10_000),
      heartbeatMs: num('JOB_HEARTBEAT_MS', 5000),
      staleAfterMs: num('JOB_STALE_AFTER_MS', 60_000),
    },
  };
}

export { repoRoot };
