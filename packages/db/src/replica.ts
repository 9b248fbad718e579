import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from './executor.ts';

export interface ReplicaSettings {
  /** Past this much replay lag the replica is left alone and reads go to the primary. */
  maxLagMs: number;
  /** How often each node compares the replica's replayed WAL with the primary's. */
  probeMs: number;
}

const DEFAULTS: ReplicaSettings = { maxLagMs: 2000, probeMs: 500 };

/** A WAL position ('16/B374D848') as a number of bytes. */
export function lsnBytes(lsn: string): bigint {
  const [hi, lo] = lsn.split('/');
  return (BigInt(`0x${hi}`) << 32n) | BigInt(`0x${lo}`);
}

/** Errors that say the server is gone or refusing, rather than that the query is wrong. */
function connectionLost(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  if (e.code && /^(ECONN|ETIMEDOUT|EPIPE|57P0|08)/.test(e.code)) return true;
  return /terminat|Connection|connect|timeout/i.test(e.message ?? '');
}

/**
 * A streaming replica that reads may go to while it keeps up. Each node probes it every `probeMs`: the primary's
 * WAL position is noted with the time, and the replica's lag is how long ago the primary was at the oldest position
 * the replica has not replayed yet. A replica past `maxLagMs`, unreachable, or failing a query is passed over: its
 * queries go to the primary (the one in flight too) until a probe finds it caught up again.
 */
export class ReadReplica {
  readonly db: Db;
  readonly settings: ReplicaSettings;
  private readonly pool: ReplicaPool;
  private readonly positions: { at: number; lsn: bigint }[] = [];
  private usableUntil = 0;
  private timer: NodeJS.Timeout | null = null;
  /** Replay lag at the last probe (ms), or null when the replica did not answer. */
  lagMs: number | null = null;

  constructor(
    url: string,
    readonly primary: pg.Pool,
    settings: Partial<ReplicaSettings> = {},
  ) {
    this.settings = { ...DEFAULTS, ...settings };
    this.pool = new ReplicaPool(
      {
        connectionString: url,
        application_name: 'portal-replica',
        max: Number(process.env.DB_POOL_SIZE ?? 10),
        connectionTimeoutMillis: 2000,
      },
      this,
    );
    this.db = drizzlePg({ client: this.pool as unknown as pg.Pool, casing: 'snake_case' });
  }

  /** The replica is answering and close enough behind the primary. */
  get usable(): boolean {
    return Date.now() < this.usableUntil;
  }

  passOver(): void {
    this.usableUntil = 0;
  }

  async start(): Promise<void> {
    await this.probe();
    const tick = () => {
      this.timer = setTimeout(() => void this.probe().finally(() => this.timer && tick()), this.settings.probeMs);
      this.timer.unref();
    };
    tick();
  }

  async probe(): Promise<void> {
    const now = Date.now();
    try {
      const primary = await this.primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
      this.positions.push({ at: now, lsn: lsnBytes(primary.rows[0].lsn) });
      const replayed = await this.pool.direct<{ lsn: string | null }>('select pg_last_wal_replay_lsn()::text as lsn');
      const at = replayed.rows[0].lsn === null ? null : lsnBytes(replayed.rows[0].lsn);
      if (at === null) throw new Error('not a standby');
      // Positions the replica has passed say nothing more; the oldest one it has not reached dates its lag.
      while (this.positions.length > 1 && this.positions[1].lsn <= at) this.positions.shift();
      const behind = this.positions.find((p) => p.lsn > at);
      this.lagMs = behind ? now - behind.at : 0;
      // Fresh for two probes: a probe that hangs lets the replica go stale rather than stay trusted.
      this.usableUntil = this.lagMs <= this.settings.maxLagMs ? now + 2 * this.settings.probeMs + 250 : 0;
    } catch {
      this.lagMs = null;
      this.usableUntil = 0;
    }
    if (this.positions.length > 1000) this.positions.splice(0, this.positions.length - 1000);
  }

  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.pool.end();
  }
}

type QueryArgs = Parameters<pg.Pool['query']>;

/**
 * The replica's connections, standing in for the primary's whenever the replica is passed over: a query sent here
 * while it lags or is down runs on the primary instead, and one that loses its connection is run there again
 * (a read, so running it twice is harmless).
 */
class ReplicaPool extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    private readonly replica: ReadReplica,
  ) {
    super(config);
    this.on('error', () => replica.passOver());
    this.on('connect', (client) => client.on('error', () => replica.passOver()));
  }

  /** A query on the replica itself, for the probe. */
  direct<R extends pg.QueryResultRow>(text: string): Promise<pg.QueryResult<R>> {
    return super.query<R>(text);
  }

  // @ts-expect-error one implementation for pg's overloads; the ORM calls the promise form only
  override query(...args: QueryArgs) {
    const primary = this.replica.primary;
    if (!this.replica.usable) return (primary.query as (...a: QueryArgs) => unknown)(...args);
    return (super.query as (...a: QueryArgs) => Promise<unknown>).apply(this, args).catch((err: unknown) => {
      if (!connectionLost(err)) throw err;
      this.replica.passOver();
      return (primary.query as (...a: QueryArgs) => unknown)(...args);
    });
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: Parameters<pg.Pool['connect']>[0]): void;
  override connect(callback?: Parameters<pg.Pool['connect']>[0]) {
    if (callback) return super.connect(callback);
    return this.replica.usable ? super.connect() : this.replica.primary.connect();
  }
}
