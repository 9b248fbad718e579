import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveFiles, pruneArchive, storeFromEnv } from '../../../scripts/file-archive-lib.mjs';
import { startS3TestServer, type S3TestServer } from '../../../scripts/s3-test-server.mjs';

/**
 * The file store's archive beside pgBackRest's (scripts/file-archive-lib.mjs), on a bucket: each pass copies only
 * what is new, notes once what the bucket lost, and forgets a lost file's copy only when the backup window has
 * passed its removal. Restoring into a restored database is proved with PostgreSQL in nodes/pitr.test.ts.
 */
describe('the file archive on a bucket', () => {
  let s3: S3TestServer;
  let archive: string;

  beforeAll(async () => {
    s3 = await startS3TestServer();
    archive = mkdtempSync(path.join(tmpdir(), 'portal-file-archive-'));
  });
  afterAll(async () => {
    await s3?.stop();
    rmSync(archive, { recursive: true, force: true });
  });

  it('copies new objects once, notes a lost one once, and forgets it only after the window', async () => {
    const store = storeFromEnv('/nonexistent', { ...s3.env });
    const [first, second] = ['aaaaaaaaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbbbbbbbb'];
    for (const [key, text] of [
      [first, 'first file'],
      [second, 'second file'],
    ]) {
      const file = path.join(archive, `${key}.upload`);
      writeFileSync(file, text);
      await store.write(key, file);
      rmSync(file);
    }

    expect(await archiveFiles({ archive, store })).toEqual({ copied: 2, archived: 2, lost: 0 });
    expect(await archiveFiles({ archive, store })).toEqual({ copied: 0, archived: 2, lost: 0 });
    expect(readFileSync(path.join(archive, 'objects', first), 'utf8')).toBe('first file');

    await store.remove(first);
    const removedAt = new Date();
    expect(await archiveFiles({ archive, store, now: removedAt })).toEqual({ copied: 0, archived: 2, lost: 1 });
    expect(await archiveFiles({ archive, store })).toEqual({ copied: 0, archived: 2, lost: 0 });

    expect(await pruneArchive({ archive, before: new Date(removedAt.getTime() - 1) })).toBe(0);
    expect(readdirSync(path.join(archive, 'objects')).sort()).toEqual([first, second]);
    expect(await pruneArchive({ archive, before: new Date(removedAt.getTime() + 1) })).toBe(1);
    expect(readdirSync(path.join(archive, 'objects'))).toEqual([second]);
  });
});
