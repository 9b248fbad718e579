import type { FastifyInstance } from 'fastify';
import { resourceRoutes, serve, sheetUpload, viewRoutes, withMultipart } from '@portal/kit';
import * as C from '../shared/contracts.ts';
import { cmsChoices, previewWeek, publishedWeek, todayPlan, versionsOf, weekGlance } from './curriculum.service.ts';
import { PLAN_UPLOAD_LIMITS, uploadPlan } from './bulk-upload.service.ts';
import { learningResources } from './resources.ts';
import { publishedWeekView } from './views.ts';

export function learningRoutes(app: FastifyInstance): void {
  // Folders, themes and skills, weeks (with publish and withdraw) and days at a glance.
  for (const res of learningResources) resourceRoutes(app, res);
  serve(app, C.cmsChoices, ({ ctx }) => cmsChoices(ctx));
  serve(app, C.weekGlance, ({ ctx, params }) => weekGlance(ctx, params.id));
  serve(app, C.weekPreview, ({ ctx, params }) => previewWeek(ctx, params.id));
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
}
