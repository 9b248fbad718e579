import type { FastifyInstance } from 'fastify';
import { serve } from '@portal/kit';
import * as C from '../shared/contracts.ts';
import { parentHome } from './parent-home.service.ts';
import { teacherHome } from './teacher-home.service.ts';

export function homeRoutes(app: FastifyInstance): void {
  serve(app, C.getParentHome, ({ ctx, query }) => parentHome(ctx, query.studentAdmissionID));
  serve(app, C.getTeacherHome, ({ ctx }) => teacherHome(ctx));
}
