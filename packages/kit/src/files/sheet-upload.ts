import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { badRequest } from '../errors.ts';
import { readSheet, type SheetLimits, type SheetTable } from './sheet-reader.ts';

/** Registers routes that take a file upload in a scope that parses multipart bodies (for sheetUpload). */
export function withMultipart(app: FastifyInstance, routes: (scope: FastifyInstance) => void): void {
  void app.register(async (scope) => {
    if (!scope.hasContentTypeParser('multipart/form-data')) await scope.register(multipart);
    routes(scope);
  });
}

/**
 * The sheet of a multipart upload (one file part), read as it arrives within `limits`. The route
 * must be registered through withMultipart.
 */
export async function sheetUpload(req: FastifyRequest, limits: SheetLimits): Promise<SheetTable> {
  if (!req.isMultipart()) throw badRequest('Send the file as multipart/form-data');
  // One byte over the limit is let through so the reader refuses with its own message.
  const part = await req.file({
    limits: { fileSize: limits.maxBytes + 1, files: 1, fields: 10, parts: 11 },
    throwFileSizeLimit: false,
  });
  if (!part) throw badRequest('Choose a file to upload');
  return readSheet(part.file, limits);
}
