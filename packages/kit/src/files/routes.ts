import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { serve } from '../endpoint.ts';
import { badRequest } from '../errors.ts';
import { defineServerModule, type ServerModule } from '../module.ts';
import { MAX_UPLOAD_BYTES, openFile, uploadFile } from './service.ts';
import { downloadFileEndpoint, uploadFileEndpoint } from './contracts.ts';
import type { FileStore } from './storage.ts';

/** RFC 6266: a plain ASCII fallback plus the exact UTF-8 name. */
function attachment(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export interface FilesModuleOptions {
  store: FileStore;
  maxBytes?: number;
}

/** Uploads for the resource framework's 'file' fields: POST /api/files and GET /api/files/:id. */
export function filesModule({ store, maxBytes = MAX_UPLOAD_BYTES }: FilesModuleOptions): ServerModule {
  return defineServerModule({
    name: 'files',
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

        serve(scope, downloadFileEndpoint, async ({ ctx, params }, reply) => {
          const { file, body } = await openFile(ctx, store, params.id);
          return reply
            .header('content-type', file.contentType)
            .header('content-length', file.size)
            .header('content-disposition', attachment(file.originalName))
            .header('x-content-type-options', 'nosniff')
            .header('cache-control', 'private, no-store')
            .send(body);
        });
      });
    },
  });
}
