import type { FastifyInstance } from 'fastify';
import { badRequest, resourceRoutes, serve, viewRoutes, withMultipart, type FileStore } from '@portal/kit';
import * as C from '../shared/contracts.ts';
import { MAX_PHOTO_BYTES } from '../shared/index.ts';
import { announcementFeed, markRead, receipts } from './feed.service.ts';
import {
  addPhoto,
  albumWithPhotos,
  photoFile,
  removePhoto,
  setPhotoChildren,
  studentAlbums,
  visibleAlbums,
} from './gallery.service.ts';
import { listSends, previewTemplate, sendDetails } from './messages.service.ts';
import {
  albumResource,
  announcementResource,
  eventResource,
  instagramResource,
  optOutResource,
  templateResource,
} from './resources.ts';
import { deliveryReport, sendMessage } from './send.service.ts';
import { centreEventsView } from './events-view.ts';

export function communicationRoutes(store: FileStore) {
  return (app: FastifyInstance): void => {
    resourceRoutes(app, templateResource);
    resourceRoutes(app, optOutResource);
    resourceRoutes(app, announcementResource);
    resourceRoutes(app, eventResource);
    resourceRoutes(app, albumResource);
    resourceRoutes(app, instagramResource);
    viewRoutes(app, centreEventsView, { summary: 'A centre’s events (holidays marked), for other modules’ calendars' });

    serve(app, C.sendMessage, ({ ctx, body }) => sendMessage(ctx, body));
    serve(app, C.sendList, ({ ctx, query }) => listSends(ctx, query));
    serve(app, C.sendDetails, ({ ctx, params }) => sendDetails(ctx, params.id));
    serve(app, C.previewTemplate, ({ ctx, params, body }) => previewTemplate(ctx, params.id, body));
    serve(app, C.smsDeliveryReport, ({ ctx, query, body }) => deliveryReport(ctx.db, query.token, body));

    serve(app, C.announcementFeed, ({ ctx }) => announcementFeed(ctx));
    serve(app, C.markRead, ({ ctx, params }) => markRead(ctx, params.id));
    serve(app, C.announcementReceipts, ({ ctx, params }) => receipts(ctx, params.id));

    serve(app, C.myGallery, ({ ctx }) => visibleAlbums(ctx));
    serve(app, C.albumPhotos, ({ ctx, params }) => albumWithPhotos(ctx, params.id));
    serve(app, C.studentGallery, ({ ctx, params }) => studentAlbums(ctx, params.studentAdmissionId));
    serve(app, C.removePhoto, ({ ctx, params }) => removePhoto(ctx, params.id));
    serve(app, C.setPhotoChildren, ({ ctx, params, body }) => setPhotoChildren(ctx, params.id, body.children));
    serve(app, C.photoImage, async ({ ctx, params }, reply) => {
      const { file, body } = await photoFile(ctx, store, params.id, params.size);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .send(body);
    });
    withMultipart(app, (scope) => {
      serve(scope, C.uploadPhoto, async ({ ctx, params, raw }) => {
        if (!raw.isMultipart()) throw badRequest('Send the photo as multipart/form-data');
        const part = await raw.file({
          limits: { fileSize: MAX_PHOTO_BYTES + 1, files: 1, fields: 5, parts: 6 },
          throwFileSizeLimit: false,
        });
        if (!part) throw badRequest('Choose a photo to upload');
        const field = (name: string) => (part.fields[name] as { value?: unknown } | undefined)?.value;
        const caption = field('caption');
        const photo = await addPhoto(ctx, store, params.id, {
          name: part.filename,
          body: part.file,
          caption: typeof caption === 'string' ? caption : undefined,
          children: childrenField(field('children')),
        });
        return photo;
      });
    });
  };
}

/** The `children` field of an upload: admission ids, comma-separated ('12,15'); anything else is a 400. */
function childrenField(value: unknown): number[] {
  if (value === undefined || value === '') return [];
  if (typeof value !== 'string' || !/^\d{1,9}(,\d{1,9})*$/.test(value.replace(/\s+/g, '')))
    throw badRequest('Name the children in the photo by their admissions’ ids, separated by commas', {
      children: 'Children must be a comma-separated list of ids',
    });
  return value.replace(/\s+/g, '').split(',').map(Number);
}
