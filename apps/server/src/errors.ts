import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError, translateDbError, zodIssues } from '@portal/kit';
import { isCommitOutcomeUnknown, withSavedMark, type SavedMark } from '@portal/db';
import {
  DATABASE_UNAVAILABLE,
  OUTCOME_UNKNOWN,
  OUTCOME_UNKNOWN_CODE,
  RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
} from './db-unavailable.ts';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

function body(
  statusCode: number,
  message: string,
  fieldErrors?: Record<string, string>,
  details?: Record<string, unknown>,
) {
  return {
    ...details,
    statusCode,
    error: STATUS_TEXT[statusCode] ?? 'Error',
    message,
    ...(fieldErrors ? { fieldErrors } : {}),
  };
}

function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
}

/** What each request has saved so far (packages/db/src/commit-outcome.ts). */
const saved = new WeakMap<object, SavedMark>();

/** Every failure leaves as { statusCode, error, message, fieldErrors? }; a 500 never shows internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const mark = { saved: false };
    saved.set(request, mark);
    withSavedMark(mark, done);
  });
  // What counts is what the action saved: not the session's touch as it was signed in.
  app.addHook('preHandler', (request, _reply, done) => {
    const mark = saved.get(request);
    if (mark) mark.saved = false;
    done();
  });
  app.setErrorHandler((raw: FastifyError, request, reply) => {
    const err = translateDbError(raw);
    if (err instanceof AppError)
      return reply.code(err.statusCode).send(body(err.statusCode, err.message, err.fieldErrors, err.details));
    // A schema a handler applies itself (z.parse) is bad input too, never a 500.
    if (raw instanceof ZodError) {
      const fieldErrors = zodIssues(raw);
      return reply.code(400).send(body(400, Object.values(fieldErrors)[0] ?? 'The request is not valid', fieldErrors));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of err.validation) {
        const key = fieldName(issue.instancePath);
        fieldErrors[key] ??= issue.message ?? 'is not valid';
      }
      const where = err.validationContext === 'body' ? '' : ` (${err.validationContext})`;
      return reply.code(400).send(body(400, `${Object.values(fieldErrors)[0]}${where}`, fieldErrors));
    }
    // Lost at COMMIT of a write, or after a write of the request committed (its answer's read, a second statement):
    // it may be saved, so neither "nothing was saved" nor an invitation to retry (a read has nothing to confirm, and
    // is simply tried again).
    const write = request.method !== 'GET' && request.method !== 'HEAD';
    if (write && (isCommitOutcomeUnknown(raw) || (isDatabaseUnavailable(raw) && saved.get(request)?.saved))) {
      request.log.error({ err: raw }, 'database connection lost at commit: outcome unknown');
      return reply.code(503).send(body(503, OUTCOME_UNKNOWN, undefined, { code: OUTCOME_UNKNOWN_CODE }));
    }
    // A lost or read-only database (a failover): the transaction rolled back, the same request succeeds soon.
    if (isDatabaseUnavailable(raw)) {
      request.log.warn({ err: raw }, 'database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.code(503).send(body(503, DATABASE_UNAVAILABLE));
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      const message =
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
          ? 'The request body is not valid JSON'
          : err.message;
      return reply.code(err.statusCode).send(body(err.statusCode, message));
    }
    request.log.error({ err: raw }, 'request failed');
    return reply.code(500).send(body(500, 'Something went wrong on our side. Please try again.'));
  });
}
