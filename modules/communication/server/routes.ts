import type { FastifyInstance } from 'fastify';
import { badRequest, resourceRoutes, serve, viewRoutes, withMultipart, type FileStore } from '@portal/kit';
import * as C from '../shared/contracts.ts';
import { MAX_PHOTO_BYTES } from '../shared/index.ts';
import { announcementFeed, markRead, receipts } from './feed.service.ts';
import { addPhoto, albumWithPhotos, photoFile, removePhoto, studentAlbums, visibleAlbums } from './gallery.service.ts';
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
        const caption = (part.fields.caption as { value?: unknown } | undefined)?.value;
        const photo = await addPhoto(ctx, store, params.id, {
          name: part.filename,
          body: part.file,
          caption: typeof caption === 'string' ? caption : undefined,
        });
        return photo;
      });
    });
  };
}
