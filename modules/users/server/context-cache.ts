import type pg from 'pg';
import { listenOn } from '@portal/db';
import type { RequestContext } from '@portal/kit';

/** What a session lookup yields, before the per-request parts (database, address, chosen centre and year). */
export type SessionIdentity = Pick<
  RequestContext,
  | 'user'
  | 'sessionId'
  | 'roleIds'
  | 'roleNames'
  | 'endPoints'
  | 'roleEndPoints'
  | 'modulesAuth'
  | 'readOnlyModules'
  | 'franchisees'
  | 'joinedFranchisees'
  | 'deviceId'
>;

export interface CachedSession {
  identity: SessionIdentity;
  /** The identity at each centre joined by invitation: that centre's roles, fenced to it. */
  centres: Record<number, SessionIdentity>;
  expiresAt: number;
  lastSeenAt: number;
}

const CHANNEL = 'portal_access_changed';

/**
 * Session lookups by token hash, kept for a few seconds so that most requests need no session
 * query. Anything that may change who can do what (a write, a sign-out) clears the whole cache
 * on this node and, on PostgreSQL, on every other node through NOTIFY. While a node cannot hear
 * other nodes (its listening connection is down), it does not cache at all.
 */
export class ContextCache {
  private readonly entries = new Map<string, CachedSession & { storedAt: number }>();
  /** Bumped by every clear, so a lookup that started before a change is not stored after it. */
  private generation = 0;
  private listening = true;
  private notify: (() => Promise<unknown>) | null = null;
  private stopListening: (() => void) | null = null;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 20_000,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0 && this.listening;
  }

  get currentGeneration(): number {
    return this.generation;
  }

  get(tokenHash: string, now: number): CachedSession | undefined {
    const hit = this.entries.get(tokenHash);
    if (!hit) return undefined;
    if (now - hit.storedAt > this.ttlMs || !this.enabled) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return hit;
  }

  set(tokenHash: string, session: CachedSession, generation: number, now: number): void {
    if (!this.enabled || generation !== this.generation) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(tokenHash, { ...session, storedAt: now });
  }

  forget(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  /** Access may have changed here: forget everything, and tell the other nodes. */
  async invalidate(): Promise<void> {
    this.clearLocal();
    await this.notify?.().catch(() => undefined);
  }

  private clearLocal(): void {
    this.generation++;
    this.entries.clear();
  }

  /**
   * Hears other nodes' changes on a connection of its own. The cache stays off until LISTEN
   * succeeds and whenever the connection is lost; it reconnects by itself.
   */
  async listenOn(pool: pg.Pool, retryMs = 1000): Promise<void> {
    this.listening = false;
    this.notify = () => pool.query(`select pg_notify('${CHANNEL}', '')`);
    this.stopListening = await listenOn(
      pool,
      CHANNEL,
      {
        onNotify: () => this.clearLocal(),
        onReady: () => (this.listening = true),
        onLost: () => {
          this.listening = false;
          this.clearLocal();
        },
      },
      retryMs,
    );
  }

  async close(): Promise<void> {
    await this.stopListening?.();
  }
}
