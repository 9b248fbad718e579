import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { S3Store } from '@tus/s3-store';
import type { DataStore } from '@tus/server';
import { s3ClientConfig, type S3Settings } from '@portal/kit';

/**
 * Where recorded classes' bytes live: the tus data store that receives them, plus what playback and the
 * checks need (a byte range, the first bytes, removal). Local disk by default; the portal's S3-compatible bucket
 * when S3_BUCKET is set (or a bucket of their own with VIDEO_S3_BUCKET). In a bucket, every node sees every
 * upload: an upload begun through one node resumes through another.
 */
export interface VideoStorage {
  kind: 'disk' | 's3';
  datastore: DataStore;
  /** Bytes `start`…`end` (inclusive) of a stored video. */
  readRange(id: string, start: number, end: number): Promise<Readable>;
  /** Up to `n` first bytes. */
  readHead(id: string, n: number): Promise<Buffer>;
  remove(id: string): Promise<void>;
  /** A link the player may fetch (and seek in) straight from the bucket until it expires; buckets only. */
  signedUrl?(id: string, seconds: number, contentType: string): Promise<string>;
}

/** Upload ids are ours (random hex), but a path piece is never trusted. */
const SAFE_ID = /^[a-f0-9]{32}$/;
export const isUploadId = (id: string) => SAFE_ID.test(id);

export function diskVideoStorage(directory: string): VideoStorage {
  const datastore = new FileStore({ directory });
  const file = (id: string) => {
    if (!isUploadId(id)) throw new Error('Not an upload id');
    return path.join(directory, id);
  };
  return {
    kind: 'disk',
    datastore,
    async readRange(id, start, end) {
      await stat(file(id));
      return createReadStream(file(id), { start, end, highWaterMark: 256 * 1024 });
    },
    async readHead(id, n) {
      const handle = await open(file(id), 'r');
      try {
        const buf = Buffer.alloc(n);
        const { bytesRead } = await handle.read(buf, 0, n, 0);
        return buf.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    async remove(id) {
      if (!isUploadId(id)) return;
      await datastore.remove(id).catch(() => undefined);
    },
  };
}

/** The tus S3 store, with ranged reads through its own client. */
class RangedS3Store extends S3Store {
  async range(id: string, start: number, end: number): Promise<Readable> {
    const res = await this.client.getObject({ Bucket: this.bucket, Key: id, Range: `bytes=${start}-${end}` });
    return res.Body instanceof Readable ? res.Body : Readable.from([]);
  }

  signedGet(id: string, seconds: number, contentType: string): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: id,
      ResponseContentType: contentType,
      ResponseCacheControl: 'private, no-store',
    });
    return getSignedUrl(this.client, command, { expiresIn: seconds });
  }
}

export function s3VideoStorage(s3: S3Settings): VideoStorage {
  const datastore = new RangedS3Store({
    partSize: 8 * 1024 * 1024,
    s3ClientConfig: { bucket: s3.bucket, ...s3ClientConfig(s3) },
  });
  return {
    kind: 's3',
    datastore,
    readRange: (id, start, end) => datastore.range(id, start, end),
    signedUrl: (id, seconds, contentType) => datastore.signedGet(id, seconds, contentType),
    async readHead(id, n) {
      const chunks: Buffer[] = [];
      for await (const chunk of await datastore.range(id, 0, n - 1))
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
      return Buffer.concat(chunks);
    },
    async remove(id) {
      await datastore.remove(id).catch(() => undefined);
    },
  };
}
