import pg from 'pg';

/**
 * Runs `work` on a connection of its own to `url` and closes it; while a member is down or being promoted any step
 * may fail, so a failure gives `onFailure(err)` instead. The client's own 'error' event, which a server lost mid-query
 * raises, is swallowed: unheard, it would end the test worker.
 */
export async function withOneClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
  onFailure: (err: unknown) => T,
): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000, query_timeout: 3000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return await work(client);
  } catch (err) {
    return onFailure(err);
  } finally {
    await client.end().catch(() => undefined);
  }
}
