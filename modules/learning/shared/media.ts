/**
 * Recorded classes (videos uploaded over tus, listed by folder, class, week and day, played through signed links)
 * and live online classes (scheduled for a section on the training module's meeting provider).
 */
import {
  byId,
  calendarDay,
  commandRef,
  defineEndpoint,
  fileAnswer,
  noContent,
  recordId,
  timestamp,
  pageOf,
} from '@portal/core';
import { z } from 'zod';
import { LEARNING_MODULES as M } from './constants.ts';
import { cancelClassInput, scheduleClassInput } from './inputs.ts';

const videoTags = ['Recorded classes'];
const classTags = ['Online classes'];

/** tus (https://tus.io/protocols/resumable-upload): the upload's id is the last path piece. */
const uploadParams = z.object({ uploadId: z.string().max(64) });
const TUS_BODY = ['application/offset+octet-stream'];

export const TUS_PATH = '/api/videos/tus';

/** tus creation: Upload-Length and Upload-Metadata (see videoUploadMetadata); answers 201 with Location. */
export const createVideoUpload = defineEndpoint({
  method: 'POST',
  path: TUS_PATH,
  module: M.RECORDED,
  tags: videoTags,
  summary: 'Start a resumable video upload (tus creation)',
  consumes: TUS_BODY,
  response: noContent,
  status: 201,
});

/** tus PATCH: bytes from Upload-Offset; answers 204 with the new Upload-Offset. */
export const patchVideoUpload = defineEndpoint({
  method: 'PATCH',
  path: `${TUS_PATH}/:uploadId`,
  module: M.RECORDED,
  tags: videoTags,
  summary: 'Send the next bytes of a video upload (tus)',
  params: uploadParams,
  consumes: TUS_BODY,
  response: noContent,
  status: 204,
});

export const deleteVideoUpload = defineEndpoint({
  method: 'DELETE',
  path: `${TUS_PATH}/:uploadId`,
  module: M.RECORDED,
  tags: videoTags,
  summary: 'Abandon a video upload (tus termination)',
  params: uploadParams,
  response: noContent,
  status: 204,
});

/** One video of the centres the user sees (videos/list, recorded/folder). */
export const videoRow = z.object({
  id: z.number(),
  franchiseeId: z.number(),
  centre: z.string(),
  folderId: z.number(),
  folder: z.string(),
  classId: z.number().nullable(),
  className: z.string().nullable(),
  weekNo: z.number().nullable(),
  dayNo: z.number().nullable(),
  title: z.string(),
  fileName: z.string(),
  contentType: z.string().nullable(),
  size: z.number(),
  status: z.string(),
  createdAt: z.string(),
});
export type VideoRow = z.infer<typeof videoRow>;

export const videoList = defineEndpoint({
  method: 'GET',
  path: '/api/videos',
  module: M.RECORDED,
  tags: videoTags,
  query: z.object({
    q: z.string().optional(),
    folderId: recordId.optional(),
    classId: recordId.optional(),
    weekNo: recordId.optional(),
    dayNo: recordId.optional(),
    status: z.string().optional(),
    franchiseeID: recordId.optional(),
    page: z.number().optional(),
    pageSize: z.number().optional(),
  }),
  response: pageOf(videoRow.partial().required({ id: true })),
});

/** A signed player link for a READY video (the list's "Play"). */
export const videoLink = defineEndpoint({
  method: 'GET',
  path: '/api/videos/:id/link',
  module: M.RECORDED,
  tags: videoTags,
  summary: 'A player link that expires',
  params: byId,
  response: z.object({ url: z.string(), stream: z.string(), poster: z.string(), expiresAt: timestamp }),
});

export const removeVideo = defineEndpoint({
  method: 'DELETE',
  path: '/api/videos/:id',
  module: M.RECORDED,
  tags: videoTags,
  params: byId,
  response: z.object({ removed: z.boolean() }),
});

/** What the upload form and the folder screens pick from. */
export const recordedChoices = defineEndpoint({
  method: 'GET',
  path: '/api/recorded/choices',
  module: M.RECORDED,
  tags: videoTags,
  response: z.object({
    folders: z.array(
      z.object({ id: z.number(), name: z.string(), classGroup: z.string(), classNames: z.array(z.string()) }),
    ),
    classes: z.array(z.object({ id: z.number(), name: z.string() })),
    maxBytes: z.number(),
  }),
});

const linkParams = z.object({ videoName: z.string().max(200), urlPath: z.string().max(200) });

export const playerInfo = defineEndpoint({
  method: 'GET',
  path: '/api/public/videoplayer/:videoName/:urlPath',
  public: true,
  rateLimit: { max: 120, timeWindow: 60_000 },
  tags: videoTags,
  summary: 'The video behind a signed player link',
  params: linkParams,
  response: z.object({
    title: z.string(),
    className: z.string().nullable(),
    weekNo: z.number().nullable(),
    dayNo: z.number().nullable(),
    contentType: z.string(),
    size: z.number(),
    expiresAt: timestamp,
    stream: z.string(),
    poster: z.string(),
  }),
});

/** The bytes, by HTTP range (206 with Content-Range; 416 outside the file). */
export const playerStream = defineEndpoint({
  method: 'GET',
  path: '/api/public/videoplayer/:videoName/:urlPath/stream',
  public: true,
  tags: videoTags,
  summary: 'Play a video (HTTP range requests)',
  params: linkParams,
  response: fileAnswer('video/mp4', 'The video, or the asked range of it'),
});

export const playerPoster = defineEndpoint({
  method: 'GET',
  path: '/api/public/videoplayer/:videoName/:urlPath/poster',
  public: true,
  tags: videoTags,
  summary: "The video's thumbnail",
  params: linkParams,
  response: fileAnswer('image/svg+xml', 'A generated poster'),
});

// ---- live online classes ----

/** One scheduled class of the centres the user sees (online-class/list). */
export const onlineClassRow = z.object({
  id: z.number(),
  franchiseeId: z.number(),
  centre: z.string(),
  sectionId: z.number(),
  section: z.string(),
  className: z.string(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.string(),
  /** Why the class was cancelled (null while it is scheduled). */
  cancelReason: z.string().nullable(),
  invited: z.number(),
  joined: z.number(),
});
export type OnlineClassRow = z.infer<typeof onlineClassRow>;

export const onlineClassList = defineEndpoint({
  method: 'GET',
  path: '/api/online-class',
  module: M.ONLINE_CLASS,
  tags: classTags,
  query: z.object({
    q: z.string().optional(),
    franchiseeID: recordId.optional(),
    page: z.number().optional(),
    pageSize: z.number().optional(),
  }),
  response: pageOf(onlineClassRow.partial().required({ id: true })),
});

export const onlineClassChoices = defineEndpoint({
  method: 'GET',
  path: '/api/online-class/choices',
  module: M.ONLINE_CLASS,
  tags: classTags,
  summary: 'The sections and teachers a class can be scheduled for',
  response: z.object({
    sections: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        className: z.string(),
        centre: z.string(),
        franchiseeId: z.number(),
      }),
    ),
    teachers: z.array(z.object({ id: z.number(), name: z.string(), franchiseeId: z.number() })),
  }),
});

export const scheduleClass = defineEndpoint({
  method: 'POST',
  path: '/api/online-class/schedule-class',
  module: M.ONLINE_CLASS,
  tags: classTags,
  summary: "Schedule a live class for a section: its teachers and the section's parents are invited",
  body: scheduleClassInput,
  response: z.object({ id: z.number(), invited: z.number() }),
  status: 201,
});

export const onlineClassDetail = defineEndpoint({
  method: 'GET',
  path: '/api/online-class/:id',
  module: M.ONLINE_CLASS,
  tags: classTags,
  summary: 'A class with whom it was issued to and their joins (attendance)',
  params: byId,
  response: z.object({
    id: z.number(),
    title: z.string(),
    centre: z.string(),
    section: z.string(),
    className: z.string(),
    date: calendarDay,
    startsAt: timestamp,
    endsAt: timestamp,
    status: z.string(),
    cancelledAt: timestamp.nullable(),
    /** The name of whoever cancelled the class. */
    cancelledBy: z.string().nullable(),
    cancelReason: z.string().nullable(),
    invites: z.array(
      z.object({
        id: z.number(),
        userId: z.number(),
        name: z.string(),
        role: z.string(),
        issuedAt: timestamp,
        expiresAt: timestamp,
        firstJoinedAt: timestamp.nullable(),
        lastJoinedAt: timestamp.nullable(),
        joins: z.number(),
      }),
    ),
  }),
});

export const myClasses = defineEndpoint({
  method: 'GET',
  path: '/api/online-class/my-classes',
  module: M.MY_CLASSES,
  tags: classTags,
  summary: "The signed-in teacher's or parent's own online classes",
  response: z.object({
    rows: z.array(
      z.object({
        id: z.number(),
        title: z.string(),
        centre: z.string(),
        section: z.string(),
        className: z.string(),
        role: z.string(),
        startsAt: timestamp,
        endsAt: timestamp,
        opensAt: timestamp,
        status: z.string(),
        cancelReason: z.string().nullable(),
        referenceID: z.string(),
        joins: z.number(),
      }),
    ),
  }),
});

/** The online class command that cancels a scheduled class (a reason required), with its answer. */
export const cancelClass = commandRef(
  '/api/online-class/:id/cancel',
  cancelClassInput,
  z.object({
    id: z.number(),
    status: z.string(),
    cancelledAt: timestamp,
    cancelReason: z.string(),
  }),
);

const reference = z.object({ referenceID: z.string().max(64) });
export const classJoinAnswer = z.object({
  url: z.string(),
  provider: z.enum(['jitsi', 'bbb']),
  title: z.string(),
  centre: z.string(),
  section: z.string(),
  startsAt: timestamp,
  endsAt: timestamp,
  issuedTo: z.string(),
});

export const joinClass = defineEndpoint({
  method: 'GET',
  path: '/api/online-class/join/:referenceID',
  capabilities: ['referenceID'],
  module: M.MY_CLASSES,
  tags: classTags,
  summary: 'Join a class with your own reference (signed in)',
  params: reference,
  response: classJoinAnswer,
});

/** The public join page: the personal reference is the pass (only that class, only in its window). */
export const joinClassPublic = defineEndpoint({
  method: 'GET',
  path: '/api/public/online-class/:referenceID',
  public: true,
  rateLimit: { max: 30, timeWindow: 60_000 },
  tags: classTags,
  params: reference,
  response: classJoinAnswer,
});
