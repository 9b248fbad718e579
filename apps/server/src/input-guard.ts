import type { FastifyInstance } from 'fastify';
import { findInputProblem, TOO_DEEP_MESSAGE, UNSAFE_TEXT_MESSAGE } from '@portal/core';
import { badRequest } from '@portal/kit';

/**
 * A backstop behind the field kinds: no string in a request's path, query or body may hold a NUL
 * byte or a lone UTF-16 surrogate, which PostgreSQL cannot store or compare, and no body may nest
 * deeper than any form needs (a recursive walk over it would exhaust the stack). Refused before any
 * route schema or handler sees it, so no route can reach the database with one.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['path', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const problem = findInputProblem(value);
      if (problem?.kind === 'tooDeep') throw badRequest(TOO_DEEP_MESSAGE);
      if (problem) {
        const at = problem.at;
        const where = part === 'body' ? '' : ` (${part})`;
        const message = `${at === '_' ? 'The request body' : at} ${UNSAFE_TEXT_MESSAGE}${where}`;
        throw badRequest(message, { [at]: message });
      }
    }
  });
}
