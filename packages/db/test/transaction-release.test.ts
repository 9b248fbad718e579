import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';

/**
 * drizzle-orm 0.45.4 sends a transaction's BEGIN before the `try` whose `finally` hands its connection back to the
 * pool: a BEGIN that fails kept its connection out of the pool for good. In a failover, PgBouncer fails the BEGINs of
 * the requests it cannot yet give a server; eight of them left a node's pool of eight empty, and every request on
 * that node waited for ever (apps/server/test/nodes/failover.test.ts). patches/drizzle-orm+0.45.4.patch puts the
 * BEGIN inside the `try`, as the fix proposed upstream does (drizzle-orm issue 6241).
 */
describe("a transaction whose BEGIN fails (drizzle-orm's node-postgres driver, patched)", () => {
  it('hands its connection back to the pool, sends no ROLLBACK, and fails with the error of the BEGIN', async () => {
    const lost = new Error('server login has been failing, try again later (server_login_retry)');
    const sent: string[] = [];
    let released = 0;
    const connection = {
      async query(query: string | { text: string }) {
        const text = typeof query === 'string' ? query : query.text;
        sent.push(text);
        if (text.startsWith('begin')) throw lost;
        return { rows: [], fields: [], rowCount: 0 };
      },
      release() {
        released++;
      },
    };
    /** A pool lending the connection above: the driver takes the path it takes with the portal's pools. */
    class OneConnection extends pg.Pool {
      override async connect() {
        // cast: the driver calls only query and release on a pool's connection, which the stand-in has
        return connection as unknown as pg.PoolClient;
      }
    }
    const db = drizzle({ client: new OneConnection() });

    const ran = db.transaction(async () => 'never run');

    await expect(ran).rejects.toMatchObject({ cause: lost });
    expect(sent).toEqual(['begin']);
    expect(released).toBe(1);
  });
});
