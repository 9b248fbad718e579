import { chmodSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PG_URL, SKIP_REASON, signIn, sleep, startServer, type ServerProcess } from '../faults/support.ts';
import { PGBACKREST, renderBackrestConfig } from './backrest.ts';
import { freePort, loadTemplate, pgServer, run, startPg, until, workDir, type PgServer } from './cluster.ts';
import { startHa, type HaCluster, type Member } from './ha.ts';
import { ackedCount, morningWrites, writeLoad, type LoadReport, type WriteKind } from './write-load.ts';

const OWNER = 'franchisee-a@demo.school';
const TEACHER = 'teacher@demo.school';
const FINANCE = 'finance@demo.school';

/** What one stretch of writes sent and what it was answered. */
interface Stretch {
  kinds: WriteKind[];
  report: LoadReport;
}

/**
 * Recovery of the reference deployment's database from its archive: the Patroni pair (deploy/ha) archives its WAL
 * through pgBackRest (deploy/backup) while it leads; a portal node writes through its API (care events, payments,
 * pincodes, as the failover test does); a full backup is taken from the leader, more is written, the leader hands
 * over to the other member, which writes and archives on. A new server restored to a moment holds what was
 * acknowledged before it, with the content it was sent with, and nothing after; one restored to the archive's end
 * holds every acknowledged write, on either leader, and no write answered "nothing was saved".
 */
describe.skipIf(!PG_URL)(
  `recovery of the Patroni pair from its archive (${PG_URL ? 'PostgreSQL' : SKIP_REASON})`,
  () => {
    let repo: string;
    let ha: HaCluster;
    let node: ServerProcess;
    let morning: (first: number) => Promise<WriteKind[]>;
    const copies: PgServer[] = [];

    /** Each member's pgBackRest configuration, as each database host keeps its own: the same repository. */
    const configOf = (name: string) => path.join(repo, `${name}.conf`);
    const backrest = (member: Member, ...args: string[]) =>
      run(PGBACKREST, [`--config=${configOf(member.name)}`, '--stanza=portal', ...args]);

    beforeAll(async () => {
      repo = workDir('portal-pair-archive-');
      ha = await startHa({
        archiveCommand: (m) => {
          writeFileSync(
            configOf(m.name),
            renderBackrestConfig({
              REPO_PATH: path.join(repo, 'repo'),
              LOG_PATH: repo,
              LOCK_PATH: repo,
              DATA_DIR: m.dataDir,
              PG_PORT: String(m.pgPort),
              SOCKET_DIR: m.dir,
            }),
          );
          chmodSync(configOf(m.name), 0o644);
          return `${PGBACKREST} --config=${configOf(m.name)} --stanza=portal archive-push %p`;
        },
      });
      const template = new URL(PG_URL!);
      template.pathname = `/${inject('templateDatabase')}`;
      await loadTemplate(template.toString(), { port: ha.writePort, url: ha.url, stop: async () => {} }, 'portal');
      backrest(await ha.leader(), 'stanza-create');
      node = await startServer({
        databaseUrl: ha.url('portal'),
        readyTimeoutMs: 150_000,
        env: { AUTH_IP_LIMIT_PER_MINUTE: '100000' },
      });
      const tokens = {
        owner: await signIn(node.url, OWNER),
        teacher: await signIn(node.url, TEACHER),
        finance: await signIn(node.url, FINANCE),
      };
      morning = (first) => morningWrites(node.url, tokens, first);
    }, 400_000);

    afterAll(async () => {
      await node?.stop();
      for (const copy of copies) await copy.stop();
      await ha?.stop();
      if (repo) rmSync(repo, { recursive: true, force: true });
    }, 120_000);

    /**
     * Writes through the portal's API until `atLeast` are acknowledged; with `during` (a switchover), `atLeast` more
     * once it is over.
     */
    async function writeStretch(first: number, atLeast: number, during?: () => Promise<void>): Promise<Stretch> {
      const kinds = await morning(first);
      const load = writeLoad(node.url, kinds, { workers: 4 });
      try {
        await during?.();
        const from = Date.now();
        await until('writes to be acknowledged', async () => load.ackedSince(from) >= atLeast, 120_000, 200);
      } finally {
        await load.stop();
      }
      return { kinds, report: load.report() };
    }

    /** A new server from the archive: `target` chooses the moment (pgBackRest's restore options). */
    async function restore(target: string[]): Promise<string> {
      const dir = workDir('portal-pair-restored-');
      const dataDir = path.join(dir, 'data');
      run('mkdir', ['-m', '0700', dataDir]);
      backrest(await ha.leader(), `--pg1-path=${dataDir}`, ...target, 'restore');
      const port = await freePort();
      // Patroni passed the port and max_connections on the command line and named its own member's pg_hba.conf: the
      // copy gets its own port and socket, the leader's max_connections (a standby replays with no fewer), the
      // restored pg_hba.conf, and does not archive into the pair's stanza.
      const settings = [
        `port = ${port}`,
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${dir}'`,
        `hba_file = '${dataDir}/pg_hba.conf'`,
        `ident_file = '${dataDir}/pg_ident.conf'`,
        'max_connections = 200',
        'archive_mode = off',
      ];
      run('sh', ['-c', `printf '%s\\n' ${settings.map((s) => `"${s}"`).join(' ')} >> ${dataDir}/postgresql.auto.conf`]);
      startPg(dataDir, path.join(dir, 'log'));
      copies.push(pgServer(dir, port));
      const url = `postgres://postgres:${ha.password}@127.0.0.1:${port}/portal`;
      const recovered = async () => !(await sql(url, 'select pg_is_in_recovery() as r'))[0].r;
      await until('the copy to finish recovery', () => recovered().catch(() => false), 60_000, 250);
      return url;
    }

    /** Every acknowledged write of the stretch is in the database at `url` with the content it was sent with. */
    async function assertKept(url: string, { kinds, report }: Stretch) {
      for (const kind of kinds) {
        const ids = report.acknowledged[kind.name];
        expect(ids.length, `${kind.name}s acknowledged`).toBeGreaterThan(0);
        const rows = await sql(
          url,
          `select id, ${kind.column}::text as content from ${kind.table} where id = any($1)`,
          [ids],
        );
        const kept = Object.fromEntries(rows.map((r) => [r.id, r.content]));
        expect(kept, `${kind.name}s kept as they were sent`).toEqual(report.contents[kind.name]);
      }
    }

    /** How many rows hold what each write of the stretch sent, by the writes' outcome. */
    async function countSent(url: string, { kinds, report }: Stretch) {
      const count = async (kindName: string, content: string) => {
        const kind = kinds.find((k) => k.name === kindName)!;
        const rows = await sql(url, `select count(*)::int as n from ${kind.table} where ${kind.column}::text = $1`, [
          content,
        ]);
        return rows[0].n as number;
      };
      const acknowledged = [];
      for (const kind of kinds)
        for (const content of Object.values(report.contents[kind.name]))
          acknowledged.push(await count(kind.name, content));
      const notSaved = [];
      for (const sent of report.notSaved) notSaved.push(await count(sent.kind, sent.content));
      return { acknowledged, notSaved };
    }

    it('restores the pair archive to a moment and to its end: acknowledged writes with their content', async () => {
      const first = await ha.leader();
      const before = await writeStretch(700_000, 24);
      backrest(first, '--type=full', 'backup');
      const between = await writeStretch(710_000, 24);
      await sleep(1100);
      const [{ at }] = await sql(ha.url('portal'), `select to_char(now(), 'YYYY-MM-DD HH24:MI:SS.USTZH:TZM') as at`);
      await sleep(1100);
      // The leader hands over under writes; the new leader archives what it is sent from then on.
      const second = ha.members.find((m) => m !== first)!;
      const after = await writeStretch(720_000, 24, async () => {
        await sleep(1500);
        const answer = await fetch(`http://127.0.0.1:${first.restPort}/switchover`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ leader: first.name, candidate: second.name }),
        });
        expect(answer.status, await answer.text()).toBe(200);
        await until('the other member to lead', async () => (await ha.leader()) === second, 60_000, 200);
      });
      // `check` switches the leader to a new WAL segment and waits until the archive holds it.
      backrest(second, 'check');
      const { notSaved, retriedWithKey } = after.report;
      console.log(
        `pair archive: ${ackedCount(before.report)} writes before the backup, ` +
          `${ackedCount(between.report)} after it, ${ackedCount(after.report)} across the switchover ` +
          `(${notSaved.length} answered "nothing was saved", ${retriedWithKey.length} sent again with their key)`,
      );

      const atMoment = await restore(['--type=time', `--target=${at}`, '--target-action=promote']);
      await assertKept(atMoment, before);
      await assertKept(atMoment, between);
      const later = await countSent(atMoment, after);
      expect(
        later.acknowledged.every((n) => n === 0),
        'nothing written after the moment',
      ).toBe(true);

      const atEnd = await restore(['--type=default']);
      for (const stretch of [before, between, after]) {
        await assertKept(atEnd, stretch);
        const { acknowledged, notSaved } = await countSent(atEnd, stretch);
        expect(
          acknowledged.every((n) => n === 1),
          'each acknowledged write once',
        ).toBe(true);
        expect(
          notSaved.every((n) => n === 0),
          'no write answered "nothing was saved"',
        ).toBe(true);
      }
    }, 400_000);
  },
);

async function sql(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}
