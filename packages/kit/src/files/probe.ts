import { Transform, type TransformCallback } from 'node:stream';
import { AppError } from '../errors.ts';
import { HEAD_BYTES, XLSX_MARKER } from './sniff.ts';

export const tooLarge = (maxBytes: number) =>
  new AppError(413, `The file is larger than ${Math.round(maxBytes / (1024 * 1024))} MB`);

/**
 * Passes an upload through unchanged while counting it, keeping its first bytes for
 * sniffing and watching for the xlsx marker; fails with a 413 as soon as it is too large,
 * so an oversized file is never written in full.
 */
export class UploadProbe extends Transform {
  size = 0;
  hasWorkbook = false;
  private headChunks: Buffer[] = [];
  private headLength = 0;
  private tail = Buffer.alloc(0);

  constructor(private readonly maxBytes: number) {
    super();
  }

  get head(): Buffer {
    return Buffer.concat(this.headChunks).subarray(0, HEAD_BYTES);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) return done(tooLarge(this.maxBytes));
    if (this.headLength < HEAD_BYTES) {
      this.headChunks.push(chunk);
      this.headLength += chunk.length;
    }
    if (!this.hasWorkbook) {
      // Keep the end of the last chunk so a marker split across two chunks is still seen.
      const window = Buffer.concat([this.tail, chunk]);
      this.hasWorkbook = window.includes(XLSX_MARKER);
      this.tail = window.subarray(Math.max(0, window.length - XLSX_MARKER.length + 1));
    }
    done(null, chunk);
  }
}
