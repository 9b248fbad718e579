import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { serve } from '../endpoint.ts';
import { noteFileRead } from '../access-log.ts';
import { badRequest } from '../errors.ts';
import { defineServerModule, type ServerModule } from '../module.ts';
import { fileStoreProcessor } from '../processors.ts';
import { MAX_UPLOAD_BYTES, readableFile, readImageVariant, uploadFile } from './files.service.ts';
import { imageWidthOf, PHOTO_CACHING } from './images.ts';
import { downloadFileEndpoint, fileAboutEndpoint, uploadFileEndpoint } from './contracts.ts';
import { attachmentHeader } from './s3-store.ts';
import type { FileStore } from './storage.ts';

/** A pre-signed download link works this long: enough to start a download, too short to be worth sharing. */
export const SIGNED_LINK_SECONDS = 5 * 60;
/** Files at least this large go to the browser straight from the bucket; smaller ones (photos) stream through. */
export const SIGNED_LINK_MIN_BYTES = 1024 * 1024;

export interface FilesModuleOptions {
  store: FileStore;
  maxBytes?: number;
  /** From this size on, downloads from a bucket are redirects to pre-signed links (S3_DIRECT_DOWNLOAD_MIN_BYTES). */
  signedLinkMinBytes?: number;
}

function directDownloadMinBytes(env: Record<string, string | undefined> = process.env): number {
  const raw = env.S3_DIRECT_DOWNLOAD_MIN_BYTES;
  if (!raw) return SIGNED_LINK_MIN_BYTES;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`S3_DIRECT_DOWNLOAD_MIN_BYTES must be a byte count, not '${raw}'`);
  return n;
}

/** Uploads for the resource framework's 'file' fields: POST /api/files and GET /api/files/:id. */
export function filesModule({
  store,
  maxBytes = MAX_UPLOAD_BYTES,
  signedLinkMinBytes = directDownloadMinBytes(),
}: FilesModuleOptions): ServerModule {
  return defineServerModule({
    name: 'files',
    processors: () => [fileStoreProcessor()],
    async register(app: FastifyInstance) {
      await app.register(async (scope) => {
        // The app may already parse multipart for other modules; the per-request limits below apply either way.
        if (!scope.hasContentTypeParser('multipart/form-data')) await scope.register(multipart);
        serve(scope, uploadFileEndpoint, async ({ ctx, raw }) => {
          if (!raw.isMultipart()) throw badRequest('Send the file as multipart/form-data');
          // One byte over the limit is let through so the service can tell "too large" from "exactly at the limit".
          const part = await raw.file({
            limits: { fileSize: maxBytes + 1, files: 1, fields: 10, parts: 11 },
            throwFileSizeLimit: false,
          });
          if (!part) throw badRequest('Choose a file to upload');
          return uploadFile(ctx, store, { name: part.filename, body: part.file }, maxBytes);
        });

        serve(scope, fileAboutEndpoint, async ({ ctx, params }) => {
          const file = await readableFile(ctx, params.id);
          return { id: file.id, name: file.originalName, size: file.size, contentType: file.contentType };
        });

        serve(scope, downloadFileEndpoint, async ({ ctx, params, query, raw }, reply) => {
          // The portal's access check comes first; only then may the bucket hand out the bytes.
          const file = await readableFile(ctx, params.id);
          noteFileRead(ctx, file.id);
          const photo = file.contentType.startsWith('image/');
          if (photo) {
            const width = imageWidthOf(query.w);
            const etag = `"${file.id}${width ? `-w${width}` : ''}"`;
            reply
              .header('etag', etag)
              .header('cache-control', PHOTO_CACHING)
              .header('vary', 'cookie')
              .header('x-content-type-options', 'nosniff');
            if (raw.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) return reply.code(304).send();
            if (width) {
              const body = await readImageVariant(store, file.id, width);
              return reply.header('content-type', 'image/webp').header('content-length', body.length).send(body);
            }
          }
          if (store.signedUrl && file.size >= signedLinkMinBytes) {
            const url = await store.signedUrl(file.id, {
              seconds: SIGNED_LINK_SECONDS,
              fileName: file.originalName,
              contentType: file.contentType,
            });
            return reply.header('cache-control', 'private, no-store').redirect(url, 302);
          }
          const body = await store.read(file.id);
          return reply
            .header('content-type', file.contentType)
            .header('content-length', file.size)
            .header('content-disposition', attachmentHeader(file.originalName))
            .header('x-content-type-options', 'nosniff')
            .header('cache-control', photo ? PHOTO_CACHING : 'private, no-store')
            .send(body);
        });
      });
    },
  });
}
