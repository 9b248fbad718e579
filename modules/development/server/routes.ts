import type { FastifyInstance } from 'fastify';
import { serve, type FileStore } from '@portal/kit';
import * as C from '../shared/contracts.ts';
import { linkAcknowledge, linkDisclosure, linkDocument } from './disclosures.service.ts';
import { allocateProspect, owners } from './owners.service.ts';
import { pipeline, prospectStory } from './pipeline.service.ts';
import { franchiseForm, submitFranchiseForm } from './public-form.service.ts';
import { releaseTerritory, reserveTerritory, territoryBoard } from './territories.service.ts';

export function developmentRoutes(app: FastifyInstance, store: FileStore, limitPerMinute: number): void {
  serve(app, C.pipeline, ({ ctx }) => pipeline(ctx));
  serve(app, C.prospectStory, ({ ctx, params }) => prospectStory(ctx, params.id));
  serve(app, C.owners, ({ ctx }) => owners(ctx));
  serve(app, C.allocateProspect, ({ ctx, params, body }) => allocateProspect(ctx, params.id, body.ownerId));
  serve(app, C.territoryBoard, ({ ctx, query }) => territoryBoard(ctx, query));
  serve(app, C.reserveTerritory, ({ ctx, params, body }) => reserveTerritory(ctx, params.id, body.prospectId));
  serve(app, C.releaseTerritory, ({ ctx, params }) => releaseTerritory(ctx, params.id));

  // ---- the prospect's pages: no sign-in, every route limited per address like the enquiry forms ----
  const read = { rateLimit: { max: limitPerMinute * 4, timeWindow: 60_000 } };
  const write = { rateLimit: { max: limitPerMinute, timeWindow: 60_000 } };
  serve(app, { ...C.publicFranchiseForm, ...read }, () => franchiseForm());
  serve(app, { ...C.submitFranchiseForm, ...write }, ({ ctx, body }) => submitFranchiseForm(ctx, body));
  serve(app, { ...C.publicDisclosure, ...read }, ({ ctx, params }) => linkDisclosure(ctx, params.token));
  serve(app, { ...C.publicDisclosureFile, ...read }, async ({ ctx, params }, reply) => {
    const { file, body } = await linkDocument(ctx, store, params.token);
    const name = file.originalName.replace(/[^A-Za-z0-9._-]+/g, '-');
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(body);
  });
  serve(app, { ...C.publicAcknowledge, ...write }, ({ ctx, params }) => linkAcknowledge(ctx, params.token));
}
