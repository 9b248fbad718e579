/**
 * The communication API as contracts: sends and their deliveries, template previews, the SMS gateway's
 * delivery callback, the announcement feed with read receipts, and photo albums. Templates,
 * announcements, events, albums, opt-outs and Instagram posts are resources (their routes come free).
 */
import { byId, calendarDay, defineEndpoint, fileAnswer, recordId, timestamp } from '@portal/core';
import { z } from 'zod';
import { COMM_MODULES as M } from './constants.ts';
import { previewInput, sendInput } from './inputs.ts';

const tags = ['Communication'];

export const sendAnswer = z.object({
  id: z.number(),
  status: z.string(),
  recipients: z.number(),
  optedOut: z.number(),
  scheduledAt: timestamp,
});

export const sendMessage = defineEndpoint({
  method: 'POST',
  path: '/api/communications/send',
  keyed: true,
  module: M.MESSAGES,
  tags,
  summary: 'Send an SMS or email to an audience, now or at a time',
  body: sendInput,
  response: sendAnswer,
  status: 201,
});
export type SendBody = z.input<typeof sendMessage.body>;

export const sendRow = z.object({
  id: z.number(),
  franchiseeId: z.number(),
  channel: z.string(),
  subject: z.string().nullable(),
  audienceLabel: z.string(),
  scheduledAt: timestamp,
  status: z.string(),
  recipients: z.number(),
  sent: z.number(),
  failed: z.number(),
});

export const sendList = defineEndpoint({
  method: 'GET',
  path: '/api/communications/sends',
  module: M.MESSAGES,
  tags,
  query: z.object({ channel: z.enum(['EMAIL', 'SMS']).optional(), franchiseeID: recordId.optional() }),
  response: z.object({ rows: z.array(sendRow) }),
});

export const deliveryRow = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string(),
  status: z.string(),
  attempts: z.number(),
  error: z.string().nullable(),
  sentAt: timestamp.nullable(),
  deliveredAt: timestamp.nullable(),
});

export const sendDetails = defineEndpoint({
  method: 'GET',
  path: '/api/communications/sends/:id',
  module: M.MESSAGES,
  tags,
  params: byId,
  response: sendRow.extend({ body: z.string(), deliveries: z.array(deliveryRow) }),
});

export const previewTemplate = defineEndpoint({
  method: 'POST',
  path: '/api/communications/templates/:id/preview',
  module: M.MESSAGES,
  accessMethod: 'GET',
  write: false,
  tags,
  params: byId,
  body: previewInput,
  response: z.object({
    subject: z.string().nullable(),
    body: z.string(),
    /** Whose record filled the variables. */
    recordOf: z.string().nullable(),
    /** Why the SMS would be refused (DLT), or null. */
    refusal: z.string().nullable(),
  }),
});

export const smsDeliveryReport = defineEndpoint({
  method: 'POST',
  path: '/api/communications/sms/delivery-report',
  public: true,
  rateLimit: { max: 6000, timeWindow: 60_000 },
  tags,
  summary: "The SMS gateway's delivery callback",
  query: z.object({ token: z.string().max(200) }),
  body: z.object({
    id: z.string().max(200),
    status: z.enum(['DELIVERED', 'FAILED']),
    reason: z.string().max(300).optional(),
  }),
  response: z.object({ updated: z.number() }),
});

export const feedItem = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  audience: z.string(),
  className: z.string().nullable(),
  publishFrom: calendarDay,
  publishTo: calendarDay.nullable(),
  attachmentFileId: z.string().nullable(),
  attachmentName: z.string().nullable(),
  read: z.boolean(),
});
export type FeedItem = z.infer<typeof feedItem>;

export const announcementFeed = defineEndpoint({
  method: 'GET',
  path: '/api/announcement/feed',
  module: M.FEED,
  tags,
  summary: 'announcement-view: the announcements published to the caller (staff, or a parent’s child’s class)',
  response: z.object({ rows: z.array(feedItem) }),
});

export const markRead = defineEndpoint({
  method: 'POST',
  path: '/api/announcement/feed/:id/read',
  module: M.FEED,
  write: false,
  tags,
  params: byId,
  response: z.object({ id: z.number(), readAt: timestamp }),
});

export const announcementReceipts = defineEndpoint({
  method: 'GET',
  path: '/api/announcement/:id/receipts',
  module: M.ANNOUNCEMENTS,
  tags,
  params: byId,
  response: z.object({
    read: z.number(),
    rows: z.array(z.object({ name: z.string(), email: z.string(), readAt: timestamp })),
  }),
});

export const photoRow = z.object({
  id: z.number(),
  albumId: z.number(),
  caption: z.string().nullable(),
  width: z.number(),
  height: z.number(),
  createdAt: timestamp,
  /** The children the photo shows, as the uploader named them. */
  children: z.array(z.number()).optional(),
});
export type PhotoRow = z.infer<typeof photoRow>;

/** The children a photo shows: the album's class's children. */
export const photoChildrenInput = z.object({
  children: z
    .array(recordId, { error: 'Name the children as a list of their admissions' })
    .max(60, { error: 'At most 60 children in one photo' }),
});

export const setPhotoChildren = defineEndpoint({
  method: 'PUT',
  path: '/api/photogallary/photos/:id/children',
  module: M.GALLERY,
  tags,
  summary: 'Names the children a photo shows (those without consent to other families are hidden from them)',
  params: byId,
  body: photoChildrenInput,
  response: z.object({ id: z.number(), children: z.array(z.number()) }),
});

export const uploadPhoto = defineEndpoint({
  method: 'POST',
  path: '/api/photogallary/albums/:id/photos',
  module: M.GALLERY,
  tags,
  summary:
    'Upload a photo to an album (multipart: the file, a caption, and `children`, the admissions it shows, ' +
    'comma-separated)',
  params: byId,
  consumes: ['multipart/form-data'],
  response: photoRow,
  status: 201,
});

export const removePhoto = defineEndpoint({
  method: 'DELETE',
  path: '/api/photogallary/photos/:id',
  module: M.GALLERY,
  tags,
  params: byId,
  response: z.object({ id: z.number() }),
});

export const albumAnswer = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  eventDate: calendarDay,
  className: z.string(),
  photos: z.array(photoRow),
  /** For the centre's staff: the class's children, whom an upload may name as shown in its photos. */
  classChildren: z.array(z.object({ studentAdmissionId: z.number(), name: z.string() })).optional(),
});
export type AlbumAnswer = z.infer<typeof albumAnswer>;

export const albumPhotos = defineEndpoint({
  method: 'GET',
  path: '/api/gallery/albums/:id',
  module: M.STUDENT_GALLERY,
  tags,
  summary: 'photogallary-view-images: an album and its photos, for its centre and the parents of its class',
  params: byId,
  response: albumAnswer,
});

export const studentGallery = defineEndpoint({
  method: 'GET',
  path: '/api/gallery/student-view/:studentAdmissionId',
  reads: { of: 'student-admission', param: 'studentAdmissionId', label: "Child's photos" },
  module: M.STUDENT_GALLERY,
  tags,
  summary: "gallery/student-view: the albums of a child's class in each of its years at the centre",
  params: z.object({ studentAdmissionId: recordId }),
  response: z.object({ childName: z.string(), className: z.string(), albums: z.array(albumAnswer) }),
});

export const myGallery = defineEndpoint({
  method: 'GET',
  path: '/api/gallery/albums',
  module: M.STUDENT_GALLERY,
  tags,
  summary: 'photogallary-view: the albums the caller may see (a parent: their child’s class in the child’s years)',
  response: z.object({ albums: z.array(albumAnswer.omit({ photos: true }).extend({ photoCount: z.number() })) }),
});

export const photoImage = defineEndpoint({
  method: 'GET',
  path: '/api/gallery/photos/:id/:size',
  module: M.STUDENT_GALLERY,
  tags,
  params: z.object({ id: recordId, size: z.enum(['thumb', 'full'], { error: 'Ask for thumb or full' }) }),
  response: fileAnswer('image/jpeg', 'The photo or its thumbnail'),
});
