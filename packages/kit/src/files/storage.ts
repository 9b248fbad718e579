import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { notFound } from '../errors.ts';
import { checkedId, SAFE_ID } from './file-id.ts';
import { s3SettingsFromEnv } from './s3-settings.ts';
import type { FileStore } from './file-store.ts';
import { s3FileStore } from './s3-store.ts';

export type { FileStore, SignedUrlOptions } from './file-store.ts';

/** Files on local disk, one per id, written under a temporary name and renamed when complete. */
export function localFileStore(dir: string): FileStore {
  const target = (id: string) => path.join(dir, checkedId(id));
  const existing = async (id: string) => {
    const file = target(id);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw notFound('File');
    return file;
  };
  return {
    kind: 'disk',
    location: dir,
    async write(id, body) {
      const final = target(id);
      const partial = `${final}.part`;
      await mkdir(dir, { recursive: true });
      try {
        await pipeline(body, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
        await rename(partial, final);
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
    },
    async read(id) {
      return createReadStream(await existing(id));
    },
    async readRange(id, start, end) {
      return createReadStream(await existing(id), { start, end });
    },
    async remove(id) {
      await rm(target(id), { force: true });
    },
    async copy(from, to) {
      const partial = `${target(to)}.part`;
      await copyFile(await existing(from), partial);
      await rename(partial, target(to));
    },
    async *list() {
      const names = await readdir(dir).catch(() => [] as string[]);
      yield* names.filter((name) => SAFE_ID.test(name));
    },
  };
}

/**
 * The store the environment asks for: the S3-compatible bucket named by S3_BUCKET (see s3SettingsFromEnv), else
 * `<dataDir>/uploads` on local disk.
 */
export function fileStoreFromEnv(dataDir: string, env: Record<string, string | undefined> = process.env): FileStore {
  const s3 = s3SettingsFromEnv(env);
  return s3 ? s3FileStore(s3) : localFileStore(path.join(dataDir, 'uploads'));
}
