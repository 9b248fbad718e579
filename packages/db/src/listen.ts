import type pg from 'pg';

export interface Listener {
  /** Called with each notification's payload. */
  onNotify(payload: string): void;
  /** LISTEN succeeded (again, after a loss). */
  onReady?(): void;
  /** The connection was lost: notifications may have been missed until onReady. */
  onLost?(): void;
}

/**
 * LISTEN on a connection of its own, reconnecting after a loss every `retryMs`; resolves once the first attempt
 * has ended (listening or waiting to retry) and answers the function that stops it. The pool must reach the
 * primary itself (not PgBouncer in transaction mode, which cannot keep a LISTEN).
 */
export async function listenOn(
  pool: pg.Pool,
  channel: string,
  listener: Listener,
  retryMs = 1000,
): Promise<() => void> {
  let client: pg.PoolClient | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  const lost = () => {
    listener.onLost?.();
    client?.release(true);
    client = null;
    if (!stopped && !timer) timer = setTimeout(connect, retryMs);
  };
  const connect = async () => {
    timer = null;
    try {
      client = await pool.connect();
      client.on('error', lost);
      client.on('notification', (n) => n.channel === channel && listener.onNotify(n.payload ?? ''));
      await client.query(`listen ${channel}`);
      listener.onReady?.();
    } catch {
      lost();
    }
  };
  await connect();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    client?.release(true);
    client = null;
  };
}
