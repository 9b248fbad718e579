import { eq } from 'drizzle-orm';
import { files, type FileStore, type RequestContext } from '@portal/kit';
import { PHOTO_TYPES } from '../../shared/diary.ts';
import { studentPhotos } from './schema.ts';

/** Photos larger than this are left out of a card (the frame stays): an upload is capped at 5 MB anyway. */
const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

let store: FileStore | null = null;
/** The file store children's photos are read from (set when the module is registered). */
export function usePhotoStore(s: FileStore): void {
  store = s;
}

/** The image helper: bytes of an image as a data URL (PNG unless the type says otherwise). */
export function imageDataUrl(bytes: Buffer, contentType = 'image/png'): string {
  return `data:${contentType};base64,${bytes.toString('base64')}`;
}

/** Loads a stored image into a data URL; null when it is not a PNG/JPEG, too large or gone from the store. */
export async function loadImageDataUrl(fileId: string, contentType = 'image/png'): Promise<string | null> {
  if (!store || !PHOTO_TYPES.includes(contentType)) return null;
  try {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of await store.read(fileId)) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      size += bytes.length;
      if (size > MAX_PHOTO_BYTES) return null;
      chunks.push(bytes);
    }
    return imageDataUrl(Buffer.concat(chunks), contentType);
  } catch {
    return null;
  }
}

/** A child's stored photo as a data URL for the report card's photo frame; null without one. */
export async function childPhoto(ctx: RequestContext, studentId: number): Promise<string | null> {
  const [photo] = await ctx.db
    .select({ fileId: studentPhotos.fileId, contentType: files.contentType })
    .from(studentPhotos)
    .innerJoin(files, eq(files.id, studentPhotos.fileId))
    .where(eq(studentPhotos.studentId, studentId));
  return photo ? loadImageDataUrl(photo.fileId, photo.contentType) : null;
}
