import type pg from 'pg';
import { listenOn, type ReadReplica } from '@portal/db';

const CHANNEL = 'portal_wrote';

/**
 * Which database a read goes to. Routes marked `replica` (lists, exports, reports, dashboards) read the replica
 * while it keeps up; a person who wrote within `windowMs` reads the primary, so a list shows the row they have just
 * saved. Any node may take the write, so each node tells the others through NOTIFY before the answer leaves.
 */
export class ReadRouting {
  private readonly wroteAt = new Map<number, number>();
  /** Replica-eligible reads by where they went, for `/api/health` and the benchmark. */
  readonly served = { replica: 0, primary: 0 };
  private stopListening?: () => void;

  constructor(
    readonly replica: ReadReplica,
    private readonly direct: pg.Pool,
    readonly windowMs: number,
    /** A notice the other nodes could not be sent (the database away): said in the log, never in the answer. */
    private readonly noticeLost: (err: unknown) => void = () => {},
  ) {}

  /** Whether this person's read may come from the replica now. */
  fromReplica(userId: number | undefined): boolean {
    const wrote = userId === undefined ? undefined : this.wroteAt.get(userId);
    const recent = wrote !== undefined && Date.now() - wrote < this.windowMs;
    if (wrote !== undefined && !recent) this.wroteAt.delete(userId!);
    const replica = !recent && this.replica.usable;
    this.served[replica ? 'replica' : 'primary']++;
    return replica;
  }

  /**
   * A person's write committed: their reads go to the primary for a while, on every node. A notice that fails (a
   * failover under way) costs at most a list read on another node from the replica, a moment behind; failing the
   * answer instead would say "nothing was saved" of a saved write.
   */
  async wrote(userId: number): Promise<void> {
    this.remember(userId);
    await this.direct.query('select pg_notify($1, $2)', [CHANNEL, String(userId)]).catch(this.noticeLost);
  }

  private remember(userId: number) {
    if (this.wroteAt.size > 50_000) this.wroteAt.clear(); // stale entries only cost a primary read
    this.wroteAt.set(userId, Date.now());
  }

  /** Hears other nodes' writes on a connection of its own, reconnecting after a loss. */
  async listen(retryMs = 1000): Promise<void> {
    this.stopListening = await listenOn(
      this.direct,
      CHANNEL,
      { onNotify: (userId) => userId && this.remember(Number(userId)) },
      retryMs,
    );
  }

  close(): void {
    this.stopListening?.();
  }
}
