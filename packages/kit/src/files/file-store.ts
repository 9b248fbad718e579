import type { Readable } from 'node:stream';

export interface SignedUrlOptions {
  /** How long the link works. */
  seconds: number;
  /** The name the browser saves the file as. */
  fileName: string;
  contentType: string;
  /** Shown in the page (a video, a picture) rather than saved. */
  inline?: boolean;
}

/**
 * Where uploaded bytes live, keyed by the file's random id: local disk (the default) or an S3-compatible bucket.
 * Metadata stays in the `files` table; a store only moves bytes. Every module that keeps bytes uses this one store.
 */
export interface FileStore {
  kind: 'disk' | 's3';
  /** Where the bytes are, for logs and the backup's manifest. */
  location: string;
  /** Stores the stream under id; on failure nothing is left under id. */
  write(id: string, body: Readable): Promise<void>;
  /** The stored bytes; 404 when there are none. */
  read(id: string): Promise<Readable>;
  /** Bytes `start`…`end` (inclusive); 404 when there are none. */
  readRange(id: string, start: number, end: number): Promise<Readable>;
  remove(id: string): Promise<void>;
  /** Stores the bytes of `from` under `to` as well (server-side in a bucket: the bytes don't pass through Node). */
  copy(from: string, to: string): Promise<void>;
  /**
   * A link the browser may GET the bytes from directly until it expires, so large downloads skip Node. Only stores
   * that have such links (a bucket) offer it; call it only after the portal's own access check.
   */
  signedUrl?(id: string, options: SignedUrlOptions): Promise<string>;
  /** Every stored key, for backups. */
  list(): AsyncIterable<string>;
}
