import { and, eq, inArray, lt } from 'drizzle-orm';
import {
  AppError,
  assertFranchisee,
  audit,
  badRequest,
  franchiseeFence,
  notFound,
  requireUser,
  type RequestContext,
} from '@portal/kit';
import { classes } from '@portal/mod-org/server';
import { classGroups } from '@portal/mod-students/server';
import type { Db } from '@portal/db';
import { RECORDED_GROUP_TYPE, videoUploadMetadata } from '../../shared/index.ts';
import { now } from '../clock.ts';
import { learningFolders, learningVideos } from '../schema.ts';
import type { VideoSettings } from './config.ts';
import { signVideoPath, verifyVideoPath, videoSlug } from './links.ts';
import { posterSvg } from './poster.ts';
import { sniffVideo, VIDEO_HEAD_BYTES } from './sniff.ts';
import { videoView } from '../views.ts';

export const NOT_A_VIDEO = 'This file is not a video; upload an MP4, WebM or MKV file';

const sizeText = (bytes: number) =>
  bytes >= 1024 ** 3 ? `${+(bytes / 1024 ** 3).toFixed(2)} GB` : `${+(bytes / 1024 ** 2).toFixed(1)} MB`;

export const tooLarge = (max: number, size?: number) =>
  `${size ? `The video is ${sizeText(size)}; v` : 'V'}ideos up to ${sizeText(max)} can be uploaded`;

/**
 * A new upload (tus creation): the metadata names the folder (a Recorded Classes one), the class, week and day;
 * the size is checked against the cap and the centre against the user's fence. The row is written now (UPLOADING)
 * so the upload can be resumed, listed and, if abandoned, cleaned up.
 */
export async function createUpload(
  ctx: RequestContext,
  settings: VideoSettings,
  uploadId: string,
  size: number | undefined,
  metadata: Record<string, string | null | undefined>,
) {
  requireUser(ctx);
  if (size === undefined) throw badRequest('Give the size of the video (Upload-Length)');
  if (size > settings.maxBytes) throw new AppError(413, tooLarge(settings.maxBytes, size));
  if (size === 0) throw badRequest('The file is empty');
  const parsed = videoUploadMetadata.safeParse(metadata);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const status = issue.path[0] === 'filetype' ? 415 : 400;
    throw new AppError(status, issue.message);
  }
  const meta = parsed.data;
  const franchiseeId = meta.franchiseeId ?? ctx.franchiseeId ?? ctx.user.franchiseeId;
  if (!franchiseeId) throw badRequest('Choose the centre the video is for');
  assertFranchisee(ctx, franchiseeId, 'Centre');
  const [folder] = await ctx.db
    .select({ id: learningFolders.id, groupType: classGroups.groupType, active: learningFolders.isActive })
    .from(learningFolders)
    .innerJoin(classGroups, eq(classGroups.id, learningFolders.classGroupId))
    .where(eq(learningFolders.id, meta.folderId));
  if (!folder || !folder.active) throw notFound('Folder');
  if (folder.groupType !== RECORDED_GROUP_TYPE) throw badRequest('Videos go into a Recorded Classes folder');
  if (meta.classId) {
    const [cls] = await ctx.db.select({ id: classes.id }).from(classes).where(eq(classes.id, meta.classId));
    if (!cls) throw notFound('Class');
  }
  await ctx.db.insert(learningVideos).values({
    uploadId,
    franchiseeId,
    folderId: meta.folderId,
    classId: meta.classId ?? null,
    weekNo: meta.weekNo ?? null,
    dayNo: meta.dayNo ?? null,
    title: meta.title,
    fileName: meta.filename,
    size,
    uploadedBy: ctx.user.id,
  });
}

/** The upload behind an id, if the user started it (only its uploader resumes or abandons it). */
export async function ownUpload(ctx: RequestContext, uploadId: string) {
  requireUser(ctx);
  const [row] = await ctx.db
    .select()
    .from(learningVideos)
    .where(
      and(
        eq(learningVideos.uploadId, uploadId),
        eq(learningVideos.uploadedBy, ctx.user.id),
        franchiseeFence(ctx, learningVideos.franchiseeId),
      ),
    );
  if (!row) throw notFound('Upload');
  return row;
}

/** The first bytes arrived: a video goes on, anything else is refused and removed (row and bytes). */
export async function checkHead(ctx: RequestContext, settings: VideoSettings, uploadId: string, head: Buffer) {
  const type = sniffVideo(head);
  if (!type) {
    await dropUpload(ctx.db, settings, uploadId);
    throw new AppError(415, NOT_A_VIDEO);
  }
  await ctx.db
    .update(learningVideos)
    .set({ contentType: type, updatedAt: new Date() })
    .where(eq(learningVideos.uploadId, uploadId));
}

/** Every byte is in: the type is checked once more from the stored bytes, then the video is ready to play. */
export async function finishUpload(ctx: RequestContext, settings: VideoSettings, uploadId: string) {
  const head = await settings.storage.readHead(uploadId, VIDEO_HEAD_BYTES);
  const type = sniffVideo(head);
  if (!type) {
    await dropUpload(ctx.db, settings, uploadId);
    throw new AppError(415, NOT_A_VIDEO);
  }
  const [row] = await ctx.db
    .update(learningVideos)
    .set({ status: 'READY', contentType: type, completedAt: new Date(), updatedAt: new Date() })
    .where(eq(learningVideos.uploadId, uploadId))
    .returning();
  if (row)
    await audit(ctx, {
      resource: videoView,
      recordId: row.id,
      action: 'upload',
      franchiseeId: row.franchiseeId,
      changes: { title: row.title, size: row.size, folderId: row.folderId },
    });
}

/** Some bytes arrived (a PATCH ended, whole or cut): the row's clock restarts for the clean-up job. */
export async function touchUpload(db: RequestContext['db'], uploadId: string) {
  await db.update(learningVideos).set({ updatedAt: new Date() }).where(eq(learningVideos.uploadId, uploadId));
}

async function dropUpload(db: RequestContext['db'], settings: VideoSettings, uploadId: string) {
  await settings.storage.remove(uploadId);
  await db.delete(learningVideos).where(eq(learningVideos.uploadId, uploadId));
}

async function fencedVideo(ctx: RequestContext, id: number) {
  const [row] = await ctx.db
    .select()
    .from(learningVideos)
    .where(and(eq(learningVideos.id, id), franchiseeFence(ctx, learningVideos.franchiseeId)));
  if (!row) throw notFound('Video');
  return row;
}

function linkOf(settings: VideoSettings, video: { id: number; title: string }) {
  const expiresAt = new Date(now().getTime() + settings.linkHours * 3_600_000);
  const name = videoSlug(video.title);
  const urlPath = signVideoPath(settings.linkSecret, video.id, expiresAt);
  const api = `/api/public/videoplayer/${name}/${urlPath}`;
  return { url: `/videoplayer/${name}/${urlPath}`, stream: `${api}/stream`, poster: `${api}/poster`, expiresAt };
}

export async function videoLink(ctx: RequestContext, settings: VideoSettings, id: number) {
  const video = await fencedVideo(ctx, id);
  if (video.status !== 'READY') throw new AppError(409, 'The video is still uploading');
  return linkOf(settings, video);
}

export async function removeVideo(ctx: RequestContext, settings: VideoSettings, id: number) {
  const video = await fencedVideo(ctx, id);
  await settings.storage.remove(video.uploadId);
  await ctx.db.delete(learningVideos).where(eq(learningVideos.id, video.id));
  await audit(ctx, {
    resource: videoView,
    recordId: video.id,
    action: 'remove',
    franchiseeId: video.franchiseeId,
    changes: { title: video.title },
  });
  return { removed: true };
}

export async function recordedChoices(ctx: RequestContext, settings: VideoSettings) {
  const folders = await ctx.db
    .select({
      id: learningFolders.id,
      name: learningFolders.name,
      classGroup: classGroups.name,
      classNames: classGroups.classNames,
    })
    .from(learningFolders)
    .innerJoin(classGroups, eq(classGroups.id, learningFolders.classGroupId))
    .where(
      and(
        eq(classGroups.groupType, RECORDED_GROUP_TYPE),
        eq(learningFolders.isActive, true),
        eq(classGroups.isActive, true),
      ),
    )
    .orderBy(learningFolders.sort, learningFolders.name);
  const classRows = await ctx.db.select({ id: classes.id, name: classes.name }).from(classes).orderBy(classes.id);
  return { folders, classes: classRows, maxBytes: settings.maxBytes };
}

/** The video behind a signed link (public: the link is the pass). */
async function linkedVideo(ctx: RequestContext, settings: VideoSettings, urlPath: string) {
  const { videoId, expiresAt } = verifyVideoPath(settings.linkSecret, urlPath, now());
  const [row] = await ctx.db
    .select({ video: learningVideos, className: classes.name })
    .from(learningVideos)
    .leftJoin(classes, eq(classes.id, learningVideos.classId))
    .where(and(eq(learningVideos.id, videoId), eq(learningVideos.status, 'READY')));
  if (!row) throw notFound('Video');
  return { ...row, expiresAt };
}

export async function playerInfo(ctx: RequestContext, settings: VideoSettings, videoName: string, urlPath: string) {
  const { video, className, expiresAt } = await linkedVideo(ctx, settings, urlPath);
  const api = `/api/public/videoplayer/${encodeURIComponent(videoName)}/${urlPath}`;
  return {
    title: video.title,
    className,
    weekNo: video.weekNo,
    dayNo: video.dayNo,
    contentType: video.contentType ?? 'video/mp4',
    size: video.size,
    expiresAt,
    stream: `${api}/stream`,
    poster: `${api}/poster`,
  };
}

export async function playerPoster(ctx: RequestContext, settings: VideoSettings, urlPath: string) {
  const { video, className } = await linkedVideo(ctx, settings, urlPath);
  return posterSvg({ ...video, className });
}

/** Parses a single `bytes=` range against the size: null for the whole file, 'invalid' when it cannot be met. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'invalid' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'invalid';
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'invalid';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || end < start) return 'invalid';
  return { start, end };
}

export async function playerStream(ctx: RequestContext, settings: VideoSettings, urlPath: string, range?: string) {
  const { video, expiresAt } = await linkedVideo(ctx, settings, urlPath);
  const size = video.size;
  const contentType = video.contentType ?? 'video/mp4';
  if (settings.storage.signedUrl) {
    // In a bucket the player fetches and seeks straight from it, for as long as the player link still works
    // (a shorter link would break seeking in a long class).
    const seconds = Math.max(60, Math.ceil((expiresAt.getTime() - now().getTime()) / 1000));
    return { status: 302 as const, location: await settings.storage.signedUrl(video.uploadId, seconds, contentType) };
  }
  const wanted = parseRange(range, size);
  if (wanted === 'invalid') return { status: 416 as const, size, contentType };
  const { start, end } = wanted ?? { start: 0, end: size - 1 };
  const body = await settings.storage.readRange(video.uploadId, start, end);
  return {
    status: wanted ? (206 as const) : (200 as const),
    size,
    start,
    end,
    body,
    contentType,
  };
}

/** Uploads left unfinished longer than the settings allow: their bytes and rows go. */
export async function removeAbandonedUploads(db: Db, settings: VideoSettings, at = now()): Promise<number> {
  const cutoff = new Date(at.getTime() - settings.abandonAfterHours * 3_600_000);
  const stale = await db
    .select({ id: learningVideos.id, uploadId: learningVideos.uploadId })
    .from(learningVideos)
    .where(and(eq(learningVideos.status, 'UPLOADING'), lt(learningVideos.updatedAt, cutoff)))
    .limit(1000);
  for (const row of stale) await settings.storage.remove(row.uploadId);
  if (stale.length)
    await db.delete(learningVideos).where(
      inArray(
        learningVideos.id,
        stale.map((r) => r.id),
      ),
    );
  return stale.length;
}
