import type { FastifyInstance } from 'fastify';
import { commandRoutes, resourceRoutes, serve, sheetUpload, viewRoutes, withMultipart } from '@portal/kit';
import type { MeetingSettings } from '@portal/mod-training/server';
import * as C from '../shared/contracts.ts';
import * as V from '../shared/media.ts';
import {
  cmsChoices,
  previewWeek,
  publishedWeek,
  themeDayGlance,
  todayPlan,
  versionsOf,
  weekGlance,
} from './curriculum.service.ts';
import { PLAN_UPLOAD_LIMITS, uploadPlan } from './bulk-upload.service.ts';
import {
  joinClass,
  myClasses,
  onlineClassChoices,
  onlineClassDetail,
  scheduleClass,
} from './online/online-class.service.ts';
import { onlineClassResource } from './online/cancel.ts';
import { curriculumCompetencies } from './competencies.ts';
import { learningResources } from './resources.ts';
import type { VideoSettings } from './videos/config.ts';
import { videoUploadRoutes } from './videos/tus.ts';
import {
  playerInfo,
  playerPoster,
  playerStream,
  recordedChoices,
  removeVideo,
  videoLink,
} from './videos/videos.service.ts';
import { onlineClassView, publishedWeekView, videoView } from './views.ts';

export interface LearningRouteDeps {
  videos: VideoSettings;
  meetings: MeetingSettings;
}

export function learningRoutes(app: FastifyInstance, { videos, meetings }: LearningRouteDeps): void {
  // Folders, themes and skills, weeks (with publish and withdraw) and days at a glance.
  for (const res of learningResources) resourceRoutes(app, res);
  serve(app, C.cmsChoices, ({ ctx }) => cmsChoices(ctx));
  serve(app, C.curriculumCompetencies, () => curriculumCompetencies());
  serve(app, C.weekGlance, ({ ctx, params }) => weekGlance(ctx, params.id));
  serve(app, C.weekPreview, ({ ctx, params }) => previewWeek(ctx, params.id));
  serve(app, C.themeDayGlance, ({ ctx, params }) => themeDayGlance(ctx, params.id));
  withMultipart(app, (scope) => {
    serve(scope, C.uploadPlan, async ({ ctx, params, raw }) =>
      uploadPlan(ctx, params.id, await sheetUpload(raw, PLAN_UPLOAD_LIMITS)),
    );
  });
  serve(app, C.weekVersions, ({ ctx, params }) => versionsOf(ctx, params.id));
  // A centre's published curriculum and its "today".
  viewRoutes(app, publishedWeekView, { path: C.publishedWeeks.path, summary: 'learning/curriculum' });
  serve(app, C.todayPlan, ({ ctx, query }) => todayPlan(ctx, query));
  serve(app, C.publishedWeek, ({ ctx, params }) => publishedWeek(ctx, params.id));

  // Recorded classes: resumable upload (tus), the list, signed player links and range playback.
  videoUploadRoutes(app, videos);
  viewRoutes(app, videoView, { path: V.videoList.path, summary: 'videos/list and recorded/folder' });
  serve(app, V.recordedChoices, ({ ctx }) => recordedChoices(ctx, videos));
  serve(app, V.videoLink, ({ ctx, params }) => videoLink(ctx, videos, params.id));
  serve(app, V.removeVideo, ({ ctx, params }) => removeVideo(ctx, videos, params.id));
  serve(app, V.playerInfo, ({ ctx, params }) => playerInfo(ctx, videos, params.videoName, params.urlPath));
  serve(app, V.playerPoster, async ({ ctx, params }, reply) =>
    reply
      .header('content-type', 'image/svg+xml')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('cache-control', 'private, max-age=3600')
      .send(await playerPoster(ctx, videos, params.urlPath)),
  );
  serve(app, V.playerStream, async ({ ctx, params, raw }, reply) => {
    const out = await playerStream(ctx, videos, params.urlPath, raw.headers.range);
    reply.header('cache-control', 'private, no-store');
    if (out.status === 302) return reply.redirect(out.location, 302);
    reply.header('accept-ranges', 'bytes');
    if (out.status === 416)
      return reply
        .code(416)
        .header('content-range', `bytes */${out.size}`)
        .send({ statusCode: 416, error: 'Range Not Satisfiable', message: 'That part of the video does not exist' });
    reply
      .code(out.status)
      .header('content-type', out.contentType)
      .header('content-length', out.end - out.start + 1);
    if (out.status === 206) reply.header('content-range', `bytes ${out.start}-${out.end}/${out.size}`);
    return reply.send(out.body);
  });

  // Live online classes on the training module's meeting provider.
  viewRoutes(app, onlineClassView, { path: V.onlineClassList.path, summary: 'online-class/list' });
  serve(app, V.onlineClassChoices, ({ ctx }) => onlineClassChoices(ctx));
  serve(app, V.scheduleClass, ({ ctx, body }) => scheduleClass(ctx, body));
  commandRoutes(app, onlineClassResource, { tags: ['Online classes'] });
  serve(app, V.myClasses, ({ ctx }) => myClasses(ctx));
  serve(app, V.joinClass, ({ ctx, params }) => joinClass(ctx, meetings, params.referenceID, { signedIn: true }));
  serve(app, V.joinClassPublic, ({ ctx, params }) => joinClass(ctx, meetings, params.referenceID, { signedIn: false }));
  serve(app, V.onlineClassDetail, ({ ctx, params }) => onlineClassDetail(ctx, params.id));
}
