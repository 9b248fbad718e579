import { pageOf } from '@portal/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, listQuerySchema, toListQuery } from '../http.ts';
import type { RequestContext } from '../context.ts';
import { noteRead } from '../access-log.ts';
import type { Resource, Values } from './define.ts';
import { exportRecords, sendSheet, sheetAnswer } from './export.ts';
import { recordHistory } from './history.ts';
import { IMPORT_ROW_LIMIT, importRecords } from './import.ts';
import { registerResourceDefinition } from './registry.ts';
import { listRecords } from './list.ts';
import { createRecord, getRecord, removeRecord, updateRecord } from './resource.service.ts';
import { commandRoutes } from './command-routes.ts';
import { onceOnly } from '../queued/once.ts';
import { resourceMeta } from './define.ts';
import { historySchema, importResultSchema, metaSchema } from './response-shapes.ts';
import { recordSchema, wireRecord } from './response.ts';
import { fastSerializerCompiler } from './serializer.ts';

const anyBody = z.record(z.string(), z.unknown()).describe('Fields of the record');
const exportQuery = listQuerySchema.extend({
  format: z.enum(['csv', 'xlsx'], { error: "Format must be 'csv' or 'xlsx'" }).default('csv'),
});

/**
 * The standard API of a resource under /api/<name>: list, export, get, create,
 * update, remove and one POST per status command, each behind its access check.
 */
export interface ResourceRouteOptions {
  /** Replaces the standard create (same path, same answer's shape): a module whose "new record" is a request. */
  create?: (ctx: RequestContext, body: unknown) => Promise<Values>;
}

export function resourceRoutes(app: FastifyInstance, res: Resource, opts: ResourceRouteOptions = {}): void {
  registerResourceDefinition(res);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api/${res.name}`;
  const tags = [res.labelPlural];
  const config = { module: res.module };
  /** A classroom resource's reads and create: what a room device reaches of it. */
  const classroom = { ...config, ...(res.classroom ? { classroom: true } : {}) };
  const record = recordSchema(res);
  const one = { 200: record };

  r.get(
    `/api/meta/resources/${res.name}`,
    { config, schema: { tags: ['Metadata'], response: { 200: metaSchema } } },
    async () => resourceMeta(res) as unknown as z.infer<typeof metaSchema>,
  );

  r.get(
    base,
    {
      config: { ...classroom, replica: true },
      schema: {
        tags,
        querystring: listQuerySchema,
        response: { 200: pageOf(record) },
        ...(res.rush ? { 'x-rush': res.rush } : {}),
      },
      serializerCompiler: fastSerializerCompiler,
    },
    async (req) => {
      const page = await listRecords(req.ctx, res, toListQuery(req.query));
      noteRead(req.ctx, res, 'list', { query: req.query });
      return page;
    },
  );

  r.get(
    `${base}/export`,
    {
      config: { ...config, replica: true },
      schema: { tags, querystring: exportQuery, response: { 200: sheetAnswer } },
    },
    async (req, reply) => {
      const { format, ...query } = req.query;
      noteRead(req.ctx, res, 'export', { query: req.query });
      return sendSheet(reply, res.name, format, await exportRecords(req.ctx, res, toListQuery(query), format));
    },
  );

  r.get(`${base}/:id`, { config: classroom, schema: { tags, params: idParams, response: one } }, async (req) => {
    const row = await getRecord(req.ctx, res, req.params.id);
    noteRead(req.ctx, res, 'record', { id: req.params.id });
    return wireRecord(row);
  });

  r.get(
    `${base}/:id/history`,
    {
      config,
      schema: { tags, params: idParams, summary: 'Audit trail of the record', response: { 200: historySchema } },
    },
    async (req) => {
      const rows = await recordHistory(req.ctx, res, req.params.id);
      noteRead(req.ctx, res, 'history', { id: req.params.id });
      return { rows: rows.map((h) => ({ ...h, at: h.at.toISOString() })) };
    },
  );

  if (res.readOnly) return;

  r.post(
    base,
    { config: classroom, schema: { tags, body: anyBody, response: { 201: record } } },
    async (req, reply) => {
      reply.code(201);
      const create = async () =>
        wireRecord(await (opts.create ?? ((ctx, body) => createRecord(ctx, res, body)))(req.ctx, req.body));
      // A classroom record (an incident report) is created once per Idempotency-Key, at the moment it happened.
      return res.classroom ? onceOnly(req, reply, create) : create();
    },
  );

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
    {
      config,
      schema: {
        tags,
        body: importBody,
        summary: `Import up to ${IMPORT_ROW_LIMIT} rows from CSV`,
        response: { 200: importResultSchema },
      },
    },
    async (req) => importRecords(req.ctx, res, req.body.csv, req.body.mode),
  );

  r.put(`${base}/:id`, { config, schema: { tags, params: idParams, body: anyBody, response: one } }, async (req) =>
    wireRecord(await updateRecord(req.ctx, res, req.params.id, req.body)),
  );

  if (res.remove) {
    const removed = { 204: z.null().describe('Removed') };
    r.delete(`${base}/:id`, { config, schema: { tags, params: idParams, response: removed } }, async (req, reply) => {
      await removeRecord(req.ctx, res, req.params.id);
      return reply.code(204).send(null);
    });
  }

  commandRoutes(app, res, { tags });
}
