import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { notFound } from '../errors.ts';

/**
 * Where uploaded bytes live, keyed by the file's random id. Metadata stays in the
 * `files` table; a store only moves bytes.
 *
 * Only the local-disk store exists. An S3-compatible store would implement this same
 * interface (put the stream as object `id`, stream it back, delete it); it is not
 * written because it could not be tested here, so fileStoreFromEnv refuses S3 settings
 * instead of silently keeping files on local disk.
 */
export interface FileStore {
  /** Stores the stream under id; on failure nothing is left under id. */
  write(id: string, body: Readable): Promise<void>;
  /** The stored bytes; 404 when there are none. */
  read(id: string): Promise<Readable>;
  remove(id: string): Promise<void>;
}

/** Ids are ours (random base64url), but a store never trusts a path piece it is handed. */
const SAFE_ID = /^[A-Za-z0-9_-]{16,64}$/;

function checkedId(id: string): string {
  if (!SAFE_ID.test(id)) throw notFound('File');
  return id;
}

/** Files on local disk, one per id, written under a temporary name and renamed when complete. */
export function localFileStore(dir: string): FileStore {
  const target = (id: string) => path.join(dir, checkedId(id));
  return {
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
      const file = target(id);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) throw notFound('File');
      return createReadStream(file);
    },
    async remove(id) {
      await rm(target(id), { force: true });
    },
  };
}

const S3_SETTINGS = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_REGION'];

/** The store the environment asks for: `<dataDir>/uploads` on local disk. */
export function fileStoreFromEnv(dataDir: string, env: NodeJS.ProcessEnv = process.env): FileStore {
  const s3 = S3_SETTINGS.filter((name) => env[name]);
  if (s3.length) {
    throw new Error(
      `S3 file storage is not available in this version (set: ${s3.join(', ')}). ` +
        `Unset these to keep uploads in ${path.join(dataDir, 'uploads')}.`,
    );
  }
  return localFileStore(path.join(dataDir, 'uploads'));
}
