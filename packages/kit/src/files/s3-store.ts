import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { notFound } from '../errors.ts';
import { s3ClientConfig, type S3Settings } from './s3-settings.ts';
import { checkedId } from './file-id.ts';
import type { FileStore } from './file-store.ts';

/** Bodies are sent in parts of this size (S3's smallest part is 5 MiB); a smaller body is one plain PUT. */
const PART_BYTES = 8 * 1024 * 1024;

const missing = (err: unknown) =>
  err instanceof NoSuchKey ||
  (err instanceof S3ServiceException && (err.name === 'NotFound' || err.$metadata.httpStatusCode === 404));

/**
 * Files as objects in an S3-compatible bucket, keyed by id. A write streams through lib-storage's Upload (a multipart
 * upload for a large body, aborted on failure, so nothing is left under the key); downloads can be handed to the
 * browser as pre-signed GET links.
 */
export function s3FileStore(s3: S3Settings, client = new S3Client(s3ClientConfig(s3))): FileStore {
  const Bucket = s3.bucket;
  const get = async (id: string, Range?: string): Promise<Readable> => {
    try {
      const res = await client.send(new GetObjectCommand({ Bucket, Key: checkedId(id), Range }));
      return res.Body instanceof Readable ? res.Body : Readable.from([]);
    } catch (err) {
      if (missing(err)) throw notFound('File');
      throw err;
    }
  };
  return {
    kind: 's3',
    location: `s3://${Bucket}`,
    async write(id, body) {
      const upload = new Upload({
        client,
        params: { Bucket, Key: checkedId(id), Body: body },
        partSize: PART_BYTES,
        queueSize: 2,
        leavePartsOnError: false,
      });
      // A failing source stream must fail the upload, not leave it waiting for bytes.
      const failed = new Promise<never>((_, reject) => body.once('error', reject));
      try {
        await Promise.race([upload.done(), failed]);
      } catch (err) {
        await upload.abort().catch(() => undefined);
        throw err;
      }
    },
    read: (id) => get(id),
    readRange: (id, start, end) => get(id, `bytes=${start}-${end}`),
    async remove(id) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedId(id) }));
    },
    async copy(from, to) {
      try {
        await client.send(
          new CopyObjectCommand({ Bucket, Key: checkedId(to), CopySource: `${Bucket}/${checkedId(from)}` }),
        );
      } catch (err) {
        if (missing(err)) throw notFound('File');
        throw err;
      }
    },
    signedUrl(id, { seconds, fileName, contentType, inline }) {
      const disposition = inline ? 'inline' : attachmentHeader(fileName);
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: checkedId(id),
          ResponseContentType: contentType,
          ResponseContentDisposition: disposition,
          ResponseCacheControl: 'private, no-store',
        }),
        { expiresIn: seconds },
      );
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

/** RFC 6266: a plain ASCII fallback plus, when the name is not plain ASCII, the exact UTF-8 name. */
export function attachmentHeader(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  // The short form keeps a signed link's query free of quotes some S3-compatible servers sign differently.
  if (fallback === name) return `attachment; filename="${fallback}"`;
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
