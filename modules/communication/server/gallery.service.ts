import { Readable } from 'node:stream';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { ROLE } from '@portal/core';
import {
  actingUser,
  AppError,
  badRequest,
  files,
  franchiseeFence,
  HEAD_BYTES,
  inTransaction,
  loadRecord,
  loadSharp,
  mayTouchFranchisee,
  notFound,
  reachesEveryRow,
  requireUser,
  sniffType,
  uploadFile,
  type FileStore,
  type RequestContext,
} from '@portal/kit';
import { classes } from '@portal/mod-org/server';
import { CENTRE_HEADS } from '@portal/mod-users/server';
import { childrenWithout } from '@portal/mod-consent/server';
import { activeChildren, studentAdmissions, students, yearsOfChild } from '@portal/mod-students/server';
import { MAX_PHOTO_BYTES, MESSAGES, THUMB_WIDTH } from '../shared/index.ts';
import { albumInYears, albumsOfYears, familyYears } from './family-albums.service.ts';
import { albumResource } from './resources.ts';
import { teachesClass } from './class-teaching.service.ts';
import { photoAlbums, photoChildren, photos } from './schema.ts';

/**
 * At most two thumbnails are made at once (one per core of a small server): uploads from a class's phones
 * arrive together, and every 12-megapixel decode in flight holds its pixels and its thread's allocator arena.
 * The rest wait their turn in order; an upload's bytes are already capped, so a waiting one holds at most 10 MB.
 */
const THUMBNAILS_AT_ONCE = 2;
let making = 0;
const waiting: (() => void)[] = [];
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (making >= THUMBNAILS_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else making++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else making--;
  }
}

/** Reads an upload into memory, refusing it once it passes the cap. */
async function readCapped(body: Readable, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    size += bytes.length;
    if (size > max) {
      body.resume();
      throw new AppError(413, MESSAGES.tooLarge);
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

export interface Thumbnail {
  thumb: Buffer;
  width: number;
  height: number;
}

/** The thumbnail of a photo (turned upright by its EXIF orientation), or a 400 when the bytes are no image. */
export async function makeThumbnail(image: Buffer): Promise<Thumbnail> {
  const sharp = await loadSharp();
  try {
    const meta = await sharp(image).metadata();
    const turned = (meta.orientation ?? 1) >= 5;
    const thumb = await sharp(image)
      .rotate()
      .resize({ width: THUMB_WIDTH, withoutEnlargement: true })
      .jpeg({ quality: 72, mozjpeg: false })
      .toBuffer();
    return {
      thumb,
      width: (turned ? meta.height : meta.width) ?? 0,
      height: (turned ? meta.width : meta.height) ?? 0,
    };
  } catch {
    throw badRequest(MESSAGES.notAnImage);
  }
}

/**
 * Adds a photo to an album of the caller's centres: an image (JPEG, PNG or WebP by its bytes) of at most
 * 10 MB; the thumbnail is made here with sharp and both are kept in the file store, the original without its
 * metadata (the file store strips it from every image).
 */
export async function addPhoto(
  ctx: RequestContext,
  store: FileStore,
  albumId: number,
  upload: { name: string; body: Readable; caption?: string; children?: readonly number[] },
) {
  requireUser(ctx);
  const album = await loadRecord(ctx, albumResource, albumId);
  const children = await childrenOfAlbum(ctx, album, upload.children ?? []);
  const bytes = await readCapped(upload.body, MAX_PHOTO_BYTES);
  if (bytes.length === 0) throw badRequest('The file is empty');
  const type = sniffType({ head: bytes.subarray(0, HEAD_BYTES), hasWorkbook: false, name: upload.name });
  if (!type?.startsWith('image/')) throw badRequest(MESSAGES.notAnImage);
  const { thumb, width, height } = await inTurn(() => makeThumbnail(bytes));
  const original = await uploadFile(ctx, store, { name: upload.name, body: Readable.from([bytes]) }, MAX_PHOTO_BYTES);
  const small = await uploadFile(ctx, store, {
    name: `thumb-${upload.name}`.replace(/\.\w+$/, '.jpg'),
    body: Readable.from([thumb]),
  });
  return inTransaction(ctx, async (tx) => {
    const [photo] = await tx.db
      .insert(photos)
      .values({
        albumId,
        franchiseeId: Number(album.franchiseeId),
        fileId: original.id,
        thumbFileId: small.id,
        width,
        height,
        caption: upload.caption?.trim().slice(0, 300) || null,
        uploadedBy: actingUser(ctx).id,
      })
      .returning();
    if (children.length)
      await tx.db.insert(photoChildren).values(children.map((c) => ({ photoId: photo.id, studentAdmissionId: c })));
    if (!album.coverFileId)
      await tx.db.update(photoAlbums).set({ coverFileId: small.id }).where(eq(photoAlbums.id, albumId));
    return { ...photo, children };
  });
}

/** The children named in a photo must be active children of the album's class (each named once). */
async function childrenOfAlbum(
  ctx: RequestContext,
  album: { franchiseeId: unknown; classId: unknown },
  named: readonly number[],
): Promise<number[]> {
  const wanted = [...new Set(named)];
  if (wanted.length === 0) return [];
  const inClass = new Set(
    (
      await activeChildren(ctx, {
        franchiseeId: Number(album.franchiseeId),
        classIds: [Number(album.classId)],
        studentAdmissionIds: wanted,
      })
    ).map((c) => c.studentAdmissionId),
  );
  if (wanted.some((id) => !inClass.has(id)))
    throw badRequest(MESSAGES.childNotInClass, { children: MESSAGES.childNotInClass });
  return wanted;
}

/** Names the children a photo shows (replacing those named before): the album's class's children only. */
export async function setPhotoChildren(ctx: RequestContext, id: number, named: readonly number[]) {
  requireUser(ctx);
  const [photo] = await ctx.db.select().from(photos).where(eq(photos.id, id));
  if (!photo) throw notFound('Photo');
  const album = await loadRecord(ctx, albumResource, photo.albumId);
  const children = await childrenOfAlbum(ctx, album, named);
  await inTransaction(ctx, async (tx) => {
    await tx.db.delete(photoChildren).where(eq(photoChildren.photoId, id));
    if (children.length)
      await tx.db.insert(photoChildren).values(children.map((c) => ({ photoId: id, studentAdmissionId: c })));
  });
  return { id, children };
}

export async function removePhoto(ctx: RequestContext, id: number) {
  const [photo] = await ctx.db.select().from(photos).where(eq(photos.id, id));
  if (!photo) throw notFound('Photo');
  await loadRecord(ctx, albumResource, photo.albumId);
  await ctx.db.delete(photos).where(eq(photos.id, id));
  return { id };
}

/** True when the caller acts as centre staff (any role besides parent, or a super admin). */
const actsAsStaff = (ctx: RequestContext) =>
  Boolean(ctx.user?.superAdmin) || ctx.roleNames.some((r) => r !== ROLE.PARENT);

type Album = typeof photoAlbums.$inferSelect;

/** Whether the caller may see an album: its centre's staff, or a parent whose child was in its class that year. */
async function maySeeAlbum(ctx: RequestContext, album: Album): Promise<boolean> {
  if (actsAsStaff(ctx) && mayTouchFranchisee(ctx, album.franchiseeId)) return true;
  return albumInYears(album, await familyYears(ctx));
}

const photoColumns = {
  id: photos.id,
  albumId: photos.albumId,
  caption: photos.caption,
  width: photos.width,
  height: photos.height,
  createdAt: photos.createdAt,
};

/**
 * Of these photos, those the caller may not see: to a family (not staff), a photo showing another child whose
 * parents have not agreed, now, to other families seeing them. Asked at every read, so a withdrawal hides the
 * photo at once; the child's own parents and the centre's staff still see it.
 */
async function hiddenPhotos(ctx: RequestContext, photoIds: readonly number[]): Promise<Set<number>> {
  if (photoIds.length === 0 || actsAsStaff(ctx)) return new Set();
  const own = new Set((await familyYears(ctx)).map((y) => y.studentAdmissionId));
  const shown = await ctx.db
    .select()
    .from(photoChildren)
    .where(inArray(photoChildren.photoId, [...photoIds]));
  const others = shown.filter((s) => !own.has(s.studentAdmissionId));
  if (others.length === 0) return new Set();
  const without = new Set(
    await childrenWithout(
      ctx,
      others.map((s) => s.studentAdmissionId),
      'SHARED_PHOTOS',
    ),
  );
  return new Set(others.filter((s) => without.has(s.studentAdmissionId)).map((s) => s.photoId));
}

/** Per album, how many of its photos are hidden from the caller. */
async function hiddenInAlbums(ctx: RequestContext, albumIds: readonly number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (albumIds.length === 0 || actsAsStaff(ctx)) return counts;
  const tagged = await ctx.db
    .selectDistinct({ id: photos.id, albumId: photos.albumId })
    .from(photos)
    .innerJoin(photoChildren, eq(photoChildren.photoId, photos.id))
    .where(inArray(photos.albumId, [...albumIds]));
  const hidden = await hiddenPhotos(
    ctx,
    tagged.map((p) => p.id),
  );
  for (const p of tagged) if (hidden.has(p.id)) counts.set(p.albumId, (counts.get(p.albumId) ?? 0) + 1);
  return counts;
}

async function withPhotos(ctx: RequestContext, albums: (Album & { className: string })[]) {
  const ids = albums.map((a) => a.id);
  const all = ids.length
    ? await ctx.db.select(photoColumns).from(photos).where(inArray(photos.albumId, ids)).orderBy(asc(photos.id))
    : [];
  const hidden = await hiddenPhotos(
    ctx,
    all.map((p) => p.id),
  );
  const rows = all.filter((p) => !hidden.has(p.id));
  return albums.map((a) => ({
    id: a.id,
    title: a.title,
    description: a.description,
    eventDate: a.eventDate,
    className: a.className,
    photos: rows.filter((p) => p.albumId === a.id),
  }));
}

/** photogallary-view-images/{ID}: one album and its photos. */
export async function albumWithPhotos(ctx: RequestContext, id: number) {
  requireUser(ctx);
  const [album] = await ctx.db
    .select({ album: photoAlbums, className: classes.name })
    .from(photoAlbums)
    .innerJoin(classes, eq(classes.id, photoAlbums.classId))
    .where(eq(photoAlbums.id, id));
  if (!album || !(await maySeeAlbum(ctx, album.album))) throw notFound('Album');
  const [answer] = await withPhotos(ctx, [{ ...album.album, className: album.className }]);
  if (!(await staffOfClass(ctx, album.album))) return answer;
  // Who uploads names the children a photo shows: the class's children are the choices (its teachers, the heads).
  const children = await activeChildren(ctx, {
    franchiseeId: album.album.franchiseeId,
    classIds: [album.album.classId],
  });
  return {
    ...answer,
    classChildren: children.map((c) => ({ studentAdmissionId: c.studentAdmissionId, name: c.name })),
  };
}

/**
 * photogallary-view: the albums the caller may see (staff: their centres'; a parent: their child's class's in each
 * year the child was in it).
 */
export async function visibleAlbums(ctx: RequestContext) {
  requireUser(ctx);
  const years = await familyYears(ctx);
  const conditions = [];
  if (actsAsStaff(ctx)) conditions.push(franchiseeFence(ctx, photoAlbums.franchiseeId) ?? sql`true`);
  if (years.length) conditions.push(albumsOfYears(years));
  if (!conditions.length) return { albums: [] };
  const rows = await ctx.db
    .select({
      id: photoAlbums.id,
      title: photoAlbums.title,
      description: photoAlbums.description,
      eventDate: photoAlbums.eventDate,
      className: classes.name,
      photoCount: sql<number>`(select count(*)::integer from ${photos} where ${photos.albumId} = ${photoAlbums.id})`,
    })
    .from(photoAlbums)
    .innerJoin(classes, eq(classes.id, photoAlbums.classId))
    .where(
      sql.join(
        conditions.map((c) => sql`(${c})`),
        sql` or `,
      ),
    )
    .orderBy(desc(photoAlbums.eventDate), desc(photoAlbums.id))
    .limit(200);
  // A family's count leaves out the photos hidden from them (a child shown without their parents' consent).
  const hidden = await hiddenInAlbums(
    ctx,
    rows.map((r) => r.id),
  );
  return { albums: rows.map((r) => ({ ...r, photoCount: Number(r.photoCount) - (hidden.get(r.id) ?? 0) })) };
}

/**
 * Staff who reach a child's gallery: the centre's heads and head office (every child inside their fence), and a
 * teacher the children of the classes they teach. A parent of another child, or a teacher of another class, does not.
 */
async function staffOfClass(ctx: RequestContext, child: { franchiseeId: number; classId: number }) {
  if (!actsAsStaff(ctx) || !mayTouchFranchisee(ctx, child.franchiseeId)) return false;
  if (reachesEveryRow(ctx, { everyRow: CENTRE_HEADS })) return true;
  return ctx.roleNames.includes(ROLE.TEACHER) && (await teachesClass(ctx, child.franchiseeId, child.classId));
}

/**
 * gallery/student-view/{studentAdmissionId}: the albums of a child's class in each of its years at the centre (a
 * promoted child's last year's class's too), for its parents, its class's teachers and its centre's heads.
 */
export async function studentAlbums(ctx: RequestContext, admissionId: number) {
  requireUser(ctx);
  const family = await familyYears(ctx);
  const own = family.some((y) => y.studentAdmissionId === admissionId);
  const [admission] = await ctx.db
    .select({
      franchiseeId: studentAdmissions.franchiseeId,
      classId: studentAdmissions.classId,
      className: classes.name,
      first: students.firstName,
      last: students.lastName,
    })
    .from(studentAdmissions)
    .innerJoin(students, eq(students.id, studentAdmissions.studentId))
    .innerJoin(classes, eq(classes.id, studentAdmissions.classId))
    .where(eq(studentAdmissions.id, admissionId));
  if (!admission || !(own || (await staffOfClass(ctx, admission)))) throw notFound('Student admission');
  const albums = await ctx.db
    .select({ album: photoAlbums, className: classes.name })
    .from(photoAlbums)
    .innerJoin(classes, eq(classes.id, photoAlbums.classId))
    // A child's years are the same whichever of its admissions asks: the family's are those already read.
    .where(albumsOfYears(own ? family : await yearsOfChild(ctx, admissionId)))
    .orderBy(desc(photoAlbums.eventDate), desc(photoAlbums.id))
    .limit(100);
  return {
    childName: `${admission.first} ${admission.last}`.trim(),
    className: admission.className,
    albums: await withPhotos(
      ctx,
      albums.map((a) => ({ ...a.album, className: a.className })),
    ),
  };
}

/** A photo's bytes (or its thumbnail's) for whoever may see its album. */
export async function photoFile(ctx: RequestContext, store: FileStore, id: number, size: 'thumb' | 'full') {
  requireUser(ctx);
  const [row] = await ctx.db
    .select({ photo: photos, album: photoAlbums })
    .from(photos)
    .innerJoin(photoAlbums, eq(photoAlbums.id, photos.albumId))
    .where(eq(photos.id, id));
  if (!row || !(await maySeeAlbum(ctx, row.album)) || (await hiddenPhotos(ctx, [id])).has(id)) throw notFound('Photo');
  const fileId = size === 'thumb' ? row.photo.thumbFileId : row.photo.fileId;
  const [file] = await ctx.db.select().from(files).where(eq(files.id, fileId));
  if (!file) throw notFound('Photo');
  return { file, body: await store.read(fileId) };
}
