import { chmodSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PG_URL, SKIP_REASON, sleep } from '../faults/support.ts';
import { freePort, loadTemplate, pgServer, run, startPg, startPrimary, workDir, type PgServer } from './cluster.ts';

export const PGBACKREST = '/usr/bin/pgbackrest';
const TEMPLATE = path.resolve(import.meta.dirname, '../../../../deploy/backup/pgbackrest.conf');

/** deploy/backup/pgbackrest.conf with its ${NAME} placeholders filled. */
function renderConfig(values: Record<string, string>): string {
  return readFileSync(TEMPLATE, 'utf8').replace(/\$\{(\w+)\}/g, (whole, name: string) => {
    if (name === 'CONFIG') return whole; // the comments' example commands
    if (values[name] === undefined) throw new Error(`pgbackrest.conf: no value for \${${name}}`);
    return values[name];
  });
}

/**
 * Point-in-time recovery with pgBackRest from the project's configuration: the portal's database archives its WAL
 * to a local repository, a full backup is taken, a record is written, then a mistake; a fresh cluster restored to
 * the moment between the two holds the record and not the mistake.
 */
describe.skipIf(!PG_URL)(`point-in-time recovery with pgBackRest (${PG_URL ? 'PostgreSQL' : SKIP_REASON})`, () => {
  let repo: string;
  let config: string;
  let primary: PgServer & { dataDir: string; dir: string };
  let restored: PgServer | null = null;
  let restoredDir: string | null = null;
  let url: string;

  const backrest = (...args: string[]) => run(PGBACKREST, [`--config=${config}`, '--stanza=portal', ...args]);

  async function sql(target: string, text: string) {
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    try {
      return (await client.query(text)).rows;
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    repo = workDir('portal-pgbackrest-');
    config = path.join(repo, 'pgbackrest.conf');
    const archive = `archive_command = 'pgbackrest --config=${config} --stanza=portal archive-push %p'`;
    primary = await startPrimary((dir, port) => {
      writeFileSync(
        config,
        renderConfig({
          REPO_PATH: path.join(repo, 'repo'),
          LOG_PATH: repo,
          LOCK_PATH: repo,
          DATA_DIR: path.join(dir, 'data'),
          PG_PORT: String(port),
          SOCKET_DIR: dir,
        }),
      );
      chmodSync(config, 0o644);
      return ['archive_mode = on', archive, 'archive_timeout = 60'];
    });
    const template = new URL(PG_URL!);
    template.pathname = `/${inject('templateDatabase')}`;
    url = await loadTemplate(template.toString(), primary, 'portal');
    backrest('stanza-create');
    backrest('--type=full', 'backup');
  }, 300_000);

  afterAll(async () => {
    await restored?.stop();
    await primary?.stop();
    for (const dir of [repo, restoredDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('restores a fresh cluster to a named moment: what came before is there, the mistake after is not', async () => {
    const add = (pincode: string, area: string) =>
      sql(
        url,
        `insert into pincodes (franchisee_id, pincode, area) select min(franchisee_id), '${pincode}', '${area}'
                  from pincodes`,
      );
    await add('560101', 'Kept Lane');
    await sleep(1100);
    const [{ at }] = await sql(url, `select to_char(now(), 'YYYY-MM-DD HH24:MI:SS.USTZH:TZM') as at`);
    await sleep(1100);
    await sql(url, `delete from pincodes where pincode = '560101'`); // the mistake
    await add('560102', 'Later Lane');
    // `check` switches to a new WAL segment and waits until the archive holds it.
    backrest('check');

    const dir = (restoredDir = workDir('portal-restored-'));
    const dataDir = path.join(dir, 'data');
    run('mkdir', ['-m', '0700', dataDir]);
    backrest(`--pg1-path=${dataDir}`, '--type=time', `--target=${at}`, '--target-action=promote', 'restore');
    const port = await freePort();
    // The copy is a new server: its own port and socket, and it does not archive into the original's stanza.
    const settings = [`port = ${port}`, `unix_socket_directories = '${dir}'`, 'archive_mode = off'];
    run('sh', ['-c', `printf '%s\\n' ${settings.map((s) => `"${s}"`).join(' ')} >> ${dataDir}/postgresql.auto.conf`]);
    startPg(dataDir, path.join(dir, 'log'));
    restored = pgServer(dir, port);
    const copy = restored.url('portal');
    for (let i = 0; i < 120; i++) {
      const [{ standby }] = await sql(copy, 'select pg_is_in_recovery() as standby');
      if (!standby) break;
      await sleep(500);
    }
    const areas = (await sql(copy, `select area from pincodes where pincode in ('560101', '560102')`)).map(
      (r) => r.area as string,
    );
    expect(areas).toEqual(['Kept Lane']);
    // The original still has the mistake and the later write: the restore touched only the copy.
    const now = (await sql(url, `select area from pincodes where pincode in ('560101', '560102')`)).map((r) => r.area);
    expect(now).toEqual(['Later Lane']);
  }, 300_000);
});
