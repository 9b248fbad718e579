import type { FastifyRequest } from 'fastify';
import { badRequest } from '../errors.ts';
import { readSheet, type SheetLimits, type SheetTable } from './sheet-reader.ts';

/**
 * The sheet of a multipart upload (one file part), read as it arrives within `limits`. Needs
 * multipart parsing registered on the route's scope.
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
