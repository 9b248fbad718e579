import type { FastifyInstance } from 'fastify';
import { resourceRoutes, serve } from '@portal/kit';
import * as C from '../shared/contracts.ts';
import * as Card from './card.service.ts';
import { hpcDraftPdf } from './hpc.service.ts';
import * as Home from './home.service.ts';
import { confirmLevels, partB } from './hpc-levels.service.ts';
import { networkCoverage } from './network.service.ts';
import { partAOf, savePartA } from './part-a.service.ts';
import { childPortfolio, classCoverage, myChildPortfolio, myChildren } from './reads.service.ts';
import { classToRecord } from './planned.service.ts';
import { recordObservations } from './record.service.ts';
import { indicatorResource } from './indicators.ts';
import { observationResource } from './resource.ts';
import { termAsked } from './term.ts';

export function observationRoutes(app: FastifyInstance): void {
  resourceRoutes(app, observationResource);
  resourceRoutes(app, indicatorResource);
  serve(app, C.recordObservations, ({ ctx, body }) => recordObservations(ctx, body));
  serve(app, C.observationClass, ({ ctx, query }) => classToRecord(ctx, query.classId, query.day));
  serve(app, C.classCoverage, ({ ctx, query }) => classCoverage(ctx, query.classId));
  serve(app, C.childPortfolio, ({ ctx, params }) => childPortfolio(ctx, params.studentAdmissionId));
  serve(app, C.myChildren, ({ ctx }) => myChildren(ctx));
  serve(app, C.myChildPortfolio, ({ ctx, params }) => myChildPortfolio(ctx, params.studentAdmissionId));
  serve(app, C.myChildPartA, ({ ctx, params, query }) =>
    partAOf(ctx, params.studentAdmissionId, undefined, termAsked(query.term)),
  );
  serve(app, C.saveMyChildPartA, ({ ctx, params, body }) => savePartA(ctx, params.studentAdmissionId, body));
  serve(app, C.cardStateOf, ({ ctx, params, query }) => Card.cardStateOf(ctx, params.studentAdmissionId, query.term));
  serve(app, C.signCard, ({ ctx, params }) => Card.signCard(ctx, params.studentAdmissionId));
  serve(app, C.publishCard, ({ ctx, params }) => Card.publishCard(ctx, params.studentAdmissionId));
  serve(app, C.saveNarrative, ({ ctx, params, body }) =>
    Card.saveNarrative(ctx, params.studentAdmissionId, body.narrative),
  );
  serve(app, C.saveVoices, ({ ctx, params, body }) => Card.saveVoices(ctx, params.studentAdmissionId, body));
  serve(app, C.saveCardFeedback, ({ ctx, params, body }) =>
    Card.saveCardFeedback(ctx, params.studentAdmissionId, body),
  );
  serve(app, C.publishClassCards, ({ ctx, body }) => Card.publishClassCards(ctx, body.classId));
  serve(app, C.myChildCard, ({ ctx, params, query }) => Card.myChildCard(ctx, params.studentAdmissionId, query.term));
  serve(app, C.myChildCardPdf, async ({ ctx, params, query }, reply) => {
    const { studentAdmissionId: id } = params;
    const { name, file } = await Card.myChildCardPdf(ctx, id, query.language ?? 'en', query.term);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(file);
  });
  serve(app, C.networkCoverage, ({ ctx }) => networkCoverage(ctx));
  serve(app, C.myChildHomePhotos, ({ ctx, params }) => Home.myChildHomePhotos(ctx, params.studentAdmissionId));
  serve(app, C.sendHomePhoto, ({ ctx, params, body }) => Home.sendHomePhoto(ctx, params.studentAdmissionId, body));
  serve(app, C.classHomePhotos, ({ ctx, query }) => Home.classHomePhotos(ctx, query.classId));
  serve(app, C.acceptHomePhoto, ({ ctx, params, body }) => Home.acceptHomePhoto(ctx, params.id, body));
  serve(app, C.declineHomePhoto, ({ ctx, params }) => Home.declineHomePhoto(ctx, params.id));
  serve(app, C.hpcPartB, ({ ctx, params, query }) =>
    partB(ctx, params.studentAdmissionId, undefined, termAsked(query.term)),
  );
  serve(app, C.confirmLevels, ({ ctx, params, body }) => confirmLevels(ctx, params.studentAdmissionId, body));
  serve(app, C.hpcDraftPdf, async ({ ctx, params, query }, reply) => {
    const term = termAsked(query.term);
    const { name, file } = await hpcDraftPdf(ctx, params.studentAdmissionId, query.language ?? 'en', undefined, term);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(file);
  });
}
