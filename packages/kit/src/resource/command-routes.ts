import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../http.ts';
import { assertCommandLevel, commandBody, runCommand } from './command.ts';
import type { Resource } from './define.ts';

/**
 * One POST per command of a resource, at the command's own `path` or at /api/<resource>/:id/<command>,
 * behind the command's access module, with its body and answer in the OpenAPI document.
 */
export function commandRoutes(app: FastifyInstance, res: Resource, opts: { tags?: string[] } = {}): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = opts.tags ?? [res.labelPlural];
  for (const [name, command] of Object.entries(res.commands)) {
    const summary = command.level ? `${command.label} (${command.level})` : command.label;
    r.post(
      command.path ?? `/api/${res.name}/:id/${name}`,
      {
        config: { module: command.module ?? res.module },
        // The level is checked before the body, so a role without it learns nothing from validation.
        preValidation: async (req) => assertCommandLevel(req.ctx, res, command),
        schema: {
          tags,
          summary,
          params: idParams,
          body: commandBody(command),
          ...(command.response ? { response: { 200: command.response } } : {}),
        },
      },
      async (req) => runCommand(req.ctx, res, req.params.id, name, req.body),
    );
  }
}
