import type { FastifyInstance } from 'fastify';
import { resourceRoutes, serve } from '@portal/kit';
import { classDiaryView, diaryClasses as diaryClassesEndpoint } from '../../shared/diary.ts';
import { classDiary } from './class-diary.service.ts';
import { diaryClasses } from './diary-classes.service.ts';
import {
  classTeacherResource,
  classWorkResource,
  generalDiaryResource,
  studentPhotoResource,
  subjectDiaryResource,
} from './resources.ts';

/** Diaries, class work, who teaches which class, and children's photos. */
export function diaryRoutes(app: FastifyInstance): void {
  for (const res of [
    classTeacherResource,
    generalDiaryResource,
    subjectDiaryResource,
    classWorkResource,
    studentPhotoResource,
  ])
    resourceRoutes(app, res);
  serve(app, diaryClassesEndpoint, ({ ctx, query }) => diaryClasses(ctx, query));
  serve(app, classDiaryView, ({ ctx, params, query }) => classDiary(ctx, params.studentAdmissionId, query));
}
