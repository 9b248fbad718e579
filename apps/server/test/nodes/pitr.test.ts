import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { archiveFiles, pruneArchive, restoreFiles, storeFromEnv } from '../../../../scripts/file-archive-lib.mjs';
import { PG_URL, SKIP_REASON, sleep } from '../faults/support.ts';
import { PGBACKREST, renderBackrestConfig } from './backrest.ts';
import { freePort, loadTemplate, pgServer, run, startPg, startPrimary, workDir, type PgServer } from './cluster.ts';

/**
 * Point-in-time recovery with pgBackRest from the project's configuration: the portal's database archives its WAL
 * to a local repository, a full backup is taken, a record is written, then a mistake; a fresh cluster restored to
 * the moment between the two holds the record and not the mistake. The file store is archived alongside
 * (scripts/file-archive-lib.mjs): a file the mistake removed comes back with the row that names it.
 */
describe.skipIf(!PG_URL)(`point-in-time recovery with pgBackRest (${PG_URL ? 'PostgreSQL' : SKIP_REASON})`, () => {
  let repo: string;
  let config: string;
  let primary: PgServer & { dataDir: string; dir: string };
  let restored: PgServer | null = null;
  let restoredDir: string | null = null;
  let url: string;
  let files: string;

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
    files = path.join(repo, 'portal-data');
    config = path.join(repo, 'pgbackrest.conf');
    const archive = `archive_command = 'pgbackrest --config=${config} --stanza=portal archive-push %p'`;
    primary = await startPrimary((dir, port) => {
      writeFileSync(
        config,
        renderBackrestConfig({
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

  it('restores a fresh cluster to a moment: what came before is there with its file, the mistake is not', async () => {
    const add = (pincode: string, area: string) =>
      sql(
        url,
        `insert into pincodes (franchisee_id, pincode, area) select min(franchisee_id), '${pincode}', '${area}'
                  from pincodes`,
      );
    const store = storeFromEnv(files, {});
    const archive = path.join(repo, 'file-archive');
    /** A file as the portal stores one: its bytes under a new id in the store, and its row in `files`. */
    const upload = async (bytes: string) => {
      const id = randomBytes(16).toString('base64url');
      mkdirSync(path.join(files, 'uploads'), { recursive: true });
      writeFileSync(path.join(files, 'uploads', id), bytes);
      await sql(
        url,
        `insert into files (id, original_name, size, content_type)
           values ('${id}', 'a.txt', ${bytes.length}, 'text/plain')`,
      );
      return id;
    };
    const kept = await upload('the consent form as signed');
    await add('560101', 'Kept Lane');
    expect(await archiveFiles({ archive, store })).toEqual({ copied: 1, archived: 1, lost: 0 });
    await sleep(1100);
    const [{ at }] = await sql(url, `select to_char(now(), 'YYYY-MM-DD HH24:MI:SS.USTZH:TZM') as at`);
    await sleep(1100);
    // The mistake: the record and the file are deleted, the file's bytes removed from the store.
    await sql(url, `delete from pincodes where pincode = '560101'`);
    await sql(url, `delete from files where id = '${kept}'`);
    await store.remove(kept);
    await add('560102', 'Later Lane');
    const later = await upload('a later photo');
    expect(await archiveFiles({ archive, store })).toEqual({ copied: 1, archived: 2, lost: 1 });
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

    // The restored database names the removed file: it comes back from the archive, byte for byte. The later
    // file is not named there, so nothing else moves.
    // (The demo data's files have rows but no bytes in this test's store: they are the missing ones already.)
    const seeded = (await sql(copy, `select id from files where id not in ('${kept}')`)).map((r) => r.id as string);
    const restoredFiles = await restoreFiles({ archive, store, databaseUrl: copy });
    expect(restoredFiles.restored).toBe(1);
    expect(restoredFiles.missing.sort()).toEqual(seeded.sort());
    expect(readFileSync(path.join(files, 'uploads', kept), 'utf8')).toBe('the consent form as signed');
    expect(readFileSync(path.join(files, 'uploads', later), 'utf8')).toBe('a later photo');
    // Once the backup window has passed the removal, the archive forgets the copy (an erased file stays only as long
    // as a restore could bring back a row naming it); before that it keeps it.
    expect(await pruneArchive({ archive, before: new Date(Date.parse(at)) })).toBe(0);
    expect(await pruneArchive({ archive, before: new Date(Date.now() + 1000) })).toBe(1);
    await store.remove(kept);
    const { missing } = await restoreFiles({ archive, store, databaseUrl: copy });
    expect(missing.filter((id) => !seeded.includes(id))).toEqual([kept]);
  }, 300_000);
});
