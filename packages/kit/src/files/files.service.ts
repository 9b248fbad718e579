import { randomBytes } from 'node:crypto';
import { pipeline, Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { audit, auditSubject } from '../audit.ts';
import type { RequestContext } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { actingUser, requireUser } from '../http.ts';
import { inTransaction } from '../resource/resource.service.ts';
import { mayReadFile } from './access.ts';
import { IMAGE_WIDTHS, imageAtWidth, type ImageWidth, variantId, withoutMetadata } from './images.ts';
import { UploadProbe } from './probe.ts';
import { files } from './schema.ts';
import { sniffType } from './sniff.ts';
import type { FileStore } from './storage.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export type FileRecord = typeof files.$inferSelect;

export interface UploadedFile {
  id: string;
  name: string;
  size: number;
  contentType: string;
}

export interface UploadInput {
  /** The name the client gave; kept for display and download only, never used as a path. */
  name: string;
  body: Readable;
}

const ID = /^[A-Za-z0-9_-]{22}$/;
const fileSubject = auditSubject('file');
const newFileId = () => randomBytes(16).toString('base64url');

/** The last path segment of the client's name, without control characters, at most 200 characters. */
export function cleanFileName(raw: string): string {
  const base = raw.replace(/\\/g, '/').split('/').pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex -- control characters are exactly what a file name must lose
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(-200);
  return clean || 'file';
}

/**
 * Stores an upload after checking its size and its real type (from its bytes), then
 * records it for the caller's franchisee (or head office). An image is kept without its
 * metadata (see withoutMetadata): the bytes stored are never the phone's original EXIF.
 */
export async function uploadFile(
  ctx: RequestContext,
  store: FileStore,
  input: UploadInput,
  maxBytes = MAX_UPLOAD_BYTES,
): Promise<UploadedFile> {
  requireUser(ctx);
  const name = cleanFileName(input.name);
  let id = newFileId();
  const probe = new UploadProbe(maxBytes);
  // pipeline (not pipe) so a failing upload stream also fails the write.
  pipeline(input.body, probe, () => {});
  await store.write(id, probe);
  try {
    if (probe.size === 0) throw badRequest('The file is empty');
    const contentType = sniffType({ head: probe.head, hasWorkbook: probe.hasWorkbook, name });
    if (!contentType) throw badRequest('This file type is not allowed');
    let size = probe.size;
    if (contentType.startsWith('image/')) ({ id, size } = await replaceWithoutMetadata(store, id, contentType));
    const franchiseeId = ctx.franchiseeId ?? ctx.user.franchiseeId;
    await inTransaction(ctx, async (tx) => {
      await tx.db
        .insert(files)
        .values({ id, originalName: name, size, contentType, uploadedBy: actingUser(ctx).id, franchiseeId });
      await audit(tx, {
        resource: fileSubject,
        recordId: id,
        action: 'upload',
        franchiseeId,
        changes: { name, size, contentType },
      });
    });
    return { id, name, size, contentType };
  } catch (err) {
    await store.remove(id);
    for (const width of IMAGE_WIDTHS) await store.remove(variantId(id, width));
    throw err;
  }
}

/**
 * Stores the image under a new id without its metadata, with its copies at each width beside it (see
 * imageAtWidth), and removes the bytes as uploaded.
 */
async function replaceWithoutMetadata(store: FileStore, id: string, type: string) {
  const uploaded = Buffer.concat(await (await store.read(id)).toArray());
  const clean = await withoutMetadata(uploaded, type);
  const cleanId = newFileId();
  await store.write(cleanId, Readable.from([clean]));
  await store.remove(id);
  for (const width of IMAGE_WIDTHS) await writeImageVariant(store, cleanId, clean, width);
  return { id: cleanId, size: clean.length };
}

async function writeImageVariant(store: FileStore, id: string, image: Buffer, width: ImageWidth) {
  const body = await imageAtWidth(image, width);
  await store.write(variantId(id, width), Readable.from([body]));
  return body;
}

/**
 * The bytes of an image at a width. Photos stored before copies were kept get theirs made on the first request
 * and kept, so each is made once.
 */
export async function readImageVariant(store: FileStore, id: string, width: ImageWidth): Promise<Buffer> {
  const key = variantId(id, width);
  const kept = await store.read(key).catch(() => null);
  if (kept) return Buffer.concat(await kept.toArray());
  const original = Buffer.concat(await (await store.read(id)).toArray());
  return writeImageVariant(store, id, original, width);
}

/**
 * A file and its bytes, if the caller may read it (see mayReadFile: per the record it belongs to).
 * Anything else is a 404, so ids of files the caller may not read reveal nothing.
 */
export async function openFile(
  ctx: RequestContext,
  store: FileStore,
  id: string,
): Promise<{ file: FileRecord; body: Readable }> {
  const file = await readableFile(ctx, id);
  return { file, body: await store.read(id) };
}

/** The file's record if the caller may read it (see openFile); a 404 otherwise. */
export async function readableFile(ctx: RequestContext, id: string): Promise<FileRecord> {
  requireUser(ctx);
  if (!ID.test(id)) throw notFound('File');
  const [file] = await ctx.db.select().from(files).where(eq(files.id, id));
  if (!file || !(await mayReadFile(ctx, file))) throw notFound('File');
  return file;
}
