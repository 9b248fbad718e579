import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, listQuerySchema, toListQuery } from '../http.ts';
import type { Resource } from './define.ts';
import { exportRecords } from './export.ts';
import { recordHistory } from './history.ts';
import { IMPORT_ROW_LIMIT, importRecords } from './import.ts';
import { registerResourceDefinition } from './registry.ts';
import { listRecords } from './list.ts';
import { createRecord, getRecord, removeRecord, updateRecord } from './service.ts';
import { commandRoutes } from './command-routes.ts';
import { resourceMeta } from './define.ts';

const anyBody = z.record(z.string(), z.unknown()).describe('Fields of the record');
const exportQuery = listQuerySchema.extend({
  format: z.enum(['csv', 'xlsx'], { error: "Format must be 'csv' or 'xlsx'" }).default('csv'),
});

/**
 * The standard API of a resource under /api/<name>: list, export, get, create,
 * update, remove and one POST per status command, each behind its access check.
 */
export function resourceRoutes(app: FastifyInstance, res: Resource, opts: { readOnly?: boolean } = {}): void {
  registerResourceDefinition(res);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api/${res.name}`;
  const tags = [res.labelPlural];
  const config = { module: res.module };

  r.get(`/api/meta/resources/${res.name}`, { config, schema: { tags: ['Metadata'] } }, async () => resourceMeta(res));

  r.get(base, { config, schema: { tags, querystring: listQuerySchema } }, async (req) =>
    listRecords(req.ctx, res, toListQuery(req.query)),
  );

  r.get(`${base}/export`, { config, schema: { tags, querystring: exportQuery } }, async (req, reply) => {
    const { format, ...query } = req.query;
    const file = await exportRecords(req.ctx, res, toListQuery(query), format);
    const type =
      format === 'csv'
        ? 'text/csv; charset=utf-8'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    return reply
      .header('content-type', type)
      .header('content-disposition', `attachment; filename="${res.name}.${format}"`)
      .send(file);
  });

  r.get(`${base}/:id`, { config, schema: { tags, params: idParams } }, async (req) =>
    getRecord(req.ctx, res, req.params.id),
  );

  r.get(
    `${base}/:id/history`,
    { config, schema: { tags, params: idParams, summary: 'Audit trail of the record' } },
    async (req) => ({
      rows: await recordHistory(req.ctx, res, req.params.id),
    }),
  );

  if (opts.readOnly) return;

  r.post(base, { config, schema: { tags, body: anyBody } }, async (req, reply) => {
    reply.code(201);
    return createRecord(req.ctx, res, req.body);
  });

  const importBody = z.object({
    csv: z
      .string({ error: 'The file content is required' })
      .min(1, { error: 'The file is empty' })
      .max(1_500_000, { error: 'The file is too large; split it' }),
    mode: z
      .enum(['all-or-nothing', 'skip-bad-rows'], { error: "Mode must be 'all-or-nothing' or 'skip-bad-rows'" })
      .default('all-or-nothing'),
  });
  r.post(
    `${base}/import`,
    { config, schema: { tags, body: importBody, summary: `Import up to ${IMPORT_ROW_LIMIT} rows from CSV` } },
    async (req) => importRecords(req.ctx, res, req.body.csv, req.body.mode),
  );

  r.put(`${base}/:id`, { config, schema: { tags, params: idParams, body: anyBody } }, async (req) =>
    updateRecord(req.ctx, res, req.params.id, req.body),
  );

  if (res.remove) {
    r.delete(`${base}/:id`, { config, schema: { tags, params: idParams } }, async (req, reply) => {
      await removeRecord(req.ctx, res, req.params.id);
      return reply.code(204).send();
    });
  }

  commandRoutes(app, res, { tags });
}
