import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '@portal/db';
import { repoRoot } from '../src/start-settings.ts';

// One process per embedded (PGlite) data folder: a second portal, backup or restore on a folder in use is refused
// naming the folder and the process; a backup of a running portal goes through it (docs/operations.md).
const work = mkdtempSync(path.join(tmpdir(), 'portal-folder-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

/** A process holding `folder` as a portal does, with `rows` rows in it. */
async function holder(folder: string, rows: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'faults/pglite-holder.ts'), folder, String(rows)],
    {
      cwd: path.join(repoRoot, 'apps/server'),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  let out = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      out += d;
      if (out.includes('ready')) resolve();
    });
    child.stderr!.on('data', (d) => (out += d));
    child.once('exit', (code) => reject(new Error(`holder exited with ${code}: ${out}`)));
  });
  return child;
}

function script(name: 'backup' | 'restore', dir: string, dataDir: string) {
  const child = spawn(process.execPath, [`scripts/${name}.mjs`, dir], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', S3_BUCKET: '' },
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output: output.trim() })),
  );
}

async function count(dataDir: string): Promise<number> {
  const handle = await openDb({ dataDir });
  try {
    const { rows } = (await handle.db.execute(sql`select count(*)::int as n from held_rows`)) as unknown as {
      rows: { n: number }[];
    };
    return rows[0].n;
  } finally {
    await handle.close();
  }
}

describe('one process per embedded data folder', () => {
  it('refuses a second opening in the same process, naming the folder and the process', async () => {
    const folder = path.join(work, 'same');
    const first = await openDb({ dataDir: folder });
    try {
      await expect(openDb({ dataDir: folder })).rejects.toThrow(
        `The data folder ${folder} is in use by the portal (process ${process.pid}`,
      );
    } finally {
      await first.close();
    }
    // Closed, it is free again.
    await (await openDb({ dataDir: folder })).close();
  }, 120_000);

  it('refuses a portal or restore on a folder in use, backs up through it, takes over a dead one’s', async () => {
    const folder = path.join(work, 'running');
    const running = await holder(folder, 25);
    await expect(openDb({ dataDir: folder })).rejects.toThrow(
      new RegExp(`^The data folder ${folder} is in use by the portal \\(process ${running.pid}, since `),
    );
    // The backup of the running portal is written by that process: it restores into a new folder with every row.
    const backupDir = path.join(work, 'backup');
    const backedUp = await script('backup', backupDir, folder);
    expect(backedUp, backedUp.output).toMatchObject({ code: 0 });
    const restoreOver = await script('restore', backupDir, folder);
    expect(restoreOver.code).toBe(1);
    expect(restoreOver.output).toContain(`The data folder ${folder} is in use by the portal (process ${running.pid}`);
    const copy = path.join(work, 'copy');
    const restored = await script('restore', backupDir, copy);
    expect(restored, restored.output).toMatchObject({ code: 0 });
    expect(await count(copy)).toBe(25);

    // Killed, its lock names a dead process: the next portal takes the folder and finds its rows.
    running.kill('SIGKILL');
    await new Promise((resolve) => running.once('exit', resolve));
    expect(await count(folder)).toBe(25);
  }, 240_000);
});
