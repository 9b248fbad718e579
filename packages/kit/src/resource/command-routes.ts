import { isRecord } from '@portal/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../http.ts';
import { commandBody, commandRefusal, runCommand } from './command.ts';
import type { Resource } from './define.ts';
import { recordSchema, wireRecord } from './response.ts';

/**
 * One POST per command of a resource, at the command's own `path` or at /api/<resource>/:id/<command>,
 * behind the command's access module, with its body and answer in the OpenAPI document.
 */
export function commandRoutes(app: FastifyInstance, res: Resource, opts: { tags?: string[] } = {}): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = opts.tags ?? [res.labelPlural];
  for (const [name, command] of Object.entries(res.commands)) {
    // A command that declares no answer of its own answers the updated record, typed by the resource's record
    // schema (a handler that only sets fields, like none at all).
    const answersRecord = !command.response;
    const summary = command.level ? `${command.label} (${command.level})` : command.label;
    r.post(
      command.path ?? `/api/${res.name}/:id/${name}`,
      {
        // The level is the route's guard, checked before the body: a role without it learns nothing from validation.
        config: {
          module: command.module ?? res.module,
          level: command.level,
          levelRefusal: commandRefusal(res, command),
        },
        schema: {
          tags,
          summary,
          params: idParams,
          body: commandBody(command),
          ...(answersRecord ? { response: { 200: recordSchema(res) } } : {}),
          ...(command.response ? { response: { 200: command.response } } : {}),
        },
      },
      async (req) => {
        const answer = await runCommand(req.ctx, res, req.params.id, name, req.body);
        return answersRecord && isRecord(answer) ? wireRecord(answer) : answer;
      },
    );
  }
}
