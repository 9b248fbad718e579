import pg from 'pg';
import { SettingError } from './setting-error.ts';

/** How long a start waits for a database to connect and answer before it gives up in words. */
export const START_TIMEOUT_MS = 5_000;

/** The address of a URL without its password, for a sentence. */
function where(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return 'its address';
  }
}

/**
 * Connects once to the database `url` (setting `setting`) and runs `select 1`, within START_TIMEOUT_MS each;
 * throws a SettingError naming the setting when that fails, so a start never hangs on a silent address nor prints
 * a driver's stack for a refused password.
 */
export async function probeDatabase(setting: string, url: string, timeoutMs = START_TIMEOUT_MS): Promise<void> {
  try {
    const u = new URL(url);
    if (!/^postgres(ql)?:$/.test(u.protocol)) throw new Error('not postgres');
  } catch {
    throw new SettingError(setting, `${setting} is not a PostgreSQL address (postgres://user:password@host:5432/name)`);
  }
  const at = where(url);
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: timeoutMs,
    // Timed by the client: a statement_timeout start-up parameter is refused by PgBouncer in front of a database.
    query_timeout: timeoutMs,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
  } catch (err) {
    // Not waited for: a silent address would hold the goodbye as long as it held the greeting.
    void client.end().catch(() => {});
    throw new SettingError(setting, sentence(setting, at, err as { code?: string; message?: string }, timeoutMs));
  }
  await client.end();
}

function sentence(setting: string, at: string, err: { code?: string; message?: string }, timeoutMs: number): string {
  const seconds = timeoutMs / 1000;
  switch (err.code) {
    case 'ECONNREFUSED':
      return `Nothing answers at ${setting} (${at}): start PostgreSQL there or correct ${setting}`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `The host in ${setting} (${at}) is not known: correct ${setting}`;
    case '28P01':
    case '28000':
      return `PostgreSQL at ${setting} (${at}) refused its user name or password: correct ${setting}`;
    case '3D000':
      return `The database named in ${setting} (${at}) does not exist: create it or correct ${setting}`;
    case '57P03':
      return `PostgreSQL at ${setting} (${at}) is starting up or recovering: start the portal again when it is ready`;
  }
  if (/timeout|timed out|terminated/i.test(err.message ?? ''))
    return (
      `The database at ${setting} (${at}) did not answer within ${seconds} s: ` +
      `check that ${setting} points at PostgreSQL and that it is running`
    );
  return `The database at ${setting} (${at}) could not be used: ${err.message ?? err.code ?? 'unknown error'}`;
}
