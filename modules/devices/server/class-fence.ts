import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest, forbidden, QUEUE_HEADERS, startOfIndiaDay } from '@portal/kit';
import { sessionBegan } from '@portal/mod-users/server';
import { activeChildren } from '@portal/mod-students/server';
import { DEVICE_MESSAGES as MSG } from '../shared/constants.ts';
import { activeDevice } from './devices.service.ts';
import { isRecord } from '@portal/core';

/** How far a tablet's clock may run behind the server's when it dates a write just after the turn began. */
const CLOCK_BEHIND_MS = 5 * 60_000;

/**
 * A write the tablet dates (`X-Happened-At`) happened on this turn: not before the turn began, give or take the
 * clock. The kit bounds it by the day and by now; a turn's earlier writes carry the earlier turn's session.
 */
async function assertOnThisTurn(request: FastifyRequest) {
  const claimed = request.headers[QUEUE_HEADERS.happenedAt];
  const sessionId = request.ctx.sessionId;
  if (typeof claimed !== 'string' || sessionId === null) return;
  const at = new Date(claimed);
  // An unreadable time or one of an earlier day: the kit refuses it, in its own words.
  if (Number.isNaN(at.getTime()) || at < startOfIndiaDay(new Date())) return;
  const began = await sessionBegan(request.ctx, sessionId);
  if (began && at.getTime() < began.getTime() - CLOCK_BEHIND_MS) throw badRequest(MSG.beforeTurn);
}

/** The children and classes a request names: in its path, query or body, or in each of a body's marks. */
function named(request: FastifyRequest) {
  const children = new Set<number>();
  const classIds = new Set<number>();
  const read = (part: unknown) => {
    if (!isRecord(part)) return;
    const admission = part.studentAdmissionId;
    if (typeof admission === 'number') children.add(admission);
    if (Array.isArray(part.studentAdmissionIds))
      for (const id of part.studentAdmissionIds) if (typeof id === 'number') children.add(id);
    if (typeof part.classId === 'number') classIds.add(part.classId);
    if (Array.isArray(part.marks)) for (const mark of part.marks) read(mark);
  };
  for (const part of [request.params, request.query, request.body]) read(part);
  return { children: [...children], classIds: [...classIds] };
}

/**
 * The class fence of a room device: a session opened on one reaches only its class. Every request it sends (the
 * route guard already kept it to the classroom routes) names only that class and its children; a roster asked
 * without a class is the device's class. The session ends when the device is revoked; this check refuses too.
 */
export function registerClassFence(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const deviceId = request.ctx?.deviceId;
    if (deviceId === undefined || !request.routeOptions.config.classroom) return;
    const device = await activeDevice(request.ctx, deviceId);
    if (!device) throw new AppError(401, MSG.unknownDevice);
    request.ctx.deviceClassId = device.classId;
    await assertOnThisTurn(request);
    const query = request.query;
    if (isRecord(query) && request.method === 'GET' && query.classId === undefined) query.classId = device.classId;
    const { children, classIds } = named(request);
    if (classIds.some((id) => id !== device.classId)) throw forbidden(MSG.otherClass);
    if (!children.length) return;
    const found = await activeChildren(request.ctx, { studentAdmissionIds: children });
    const inClass = found.filter((c) => c.classId === device.classId && c.franchiseeId === device.franchiseeId);
    if (inClass.length !== children.length) throw forbidden(MSG.otherClass);
  });
}
