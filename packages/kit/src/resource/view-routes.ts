import { pageOf } from '@portal/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequestContext } from '../context.ts';
import { sendSheet, sheetAnswer, writeSheet } from './export.ts';
import { fastSerializerCompiler } from './serializer.ts';
import { listView, viewSheet, type View, type ViewQuery } from './view.ts';

export interface ViewRouteOptions {
  /** Where the list answers; `/api/<name>` by default. Its export answers at `<path>/export`. */
  path?: string;
  /** Access module of this path, when it differs from the view's (an approval screen). */
  module?: string;
  /** Filter values this path always applies, whatever the query says. */
  preset?: Record<string, unknown>;
  /** Values used where the query names none (a status; the centre and year chosen in the shell). */
  defaults?: Record<string, unknown> | ((ctx: RequestContext) => Record<string, unknown>);
  /** More of the answer beside the page (tab counts), with its schema. */
  extra?: { schema: Record<string, z.ZodType>; load(ctx: RequestContext, query: ViewQuery): Promise<object> };
  summary?: string;
}

export interface ViewRegistration {
  view: View;
  path: string;
  module: string;
}

const registrations: ViewRegistration[] = [];

/** Every registered view path: for the isolation walk and the documentation. */
export function allViewRoutes(): readonly ViewRegistration[] {
  return registrations;
}

/** The list of a view and its CSV/XLSX export, behind the access module, typed in OpenAPI. */
export function viewRoutes(app: FastifyInstance, view: View, opts: ViewRouteOptions = {}): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const path = opts.path ?? `/api/${view.name}`;
  const module = opts.module ?? view.module;
  if (!registrations.some((x) => x.view === view && x.path === path)) registrations.push({ view, path, module });
  const config = { module };
  const tags = [view.labelPlural];
  const page = pageOf(view.row);
  const answer = opts.extra ? page.extend(opts.extra.schema) : page;
  const settle = (ctx: RequestContext, query: Record<string, unknown>): ViewQuery => {
    const defaults = typeof opts.defaults === 'function' ? opts.defaults(ctx) : opts.defaults;
    const given = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined));
    return { ...defaults, ...given, ...opts.preset } as ViewQuery;
  };

  r.get(
    path,
    {
      config: { ...config, replica: true },
      schema: { tags, summary: opts.summary, querystring: view.query, response: { 200: answer } },
      serializerCompiler: fastSerializerCompiler,
    },
    async (req) => {
      const query = settle(req.ctx, req.query);
      const list = await listView(req.ctx, view, query);
      return opts.extra ? { ...list, ...(await opts.extra.load(req.ctx, query)) } : list;
    },
  );

  const exportQuery = view.query.extend({
    format: z.enum(['csv', 'xlsx'], { error: "Format must be 'csv' or 'xlsx'" }).default('csv'),
  });
  r.get(
    `${path}/export`,
    {
      config: { ...config, replica: true },
      schema: {
        tags,
        summary: `${view.labelPlural} as CSV or XLSX`,
        querystring: exportQuery,
        response: { 200: sheetAnswer },
      },
    },
    async (req, reply) => {
      const { format, ...query } = req.query as { format: 'csv' | 'xlsx' } & Record<string, unknown>;
      const { header, data } = await viewSheet(req.ctx, view, settle(req.ctx, query));
      return sendSheet(reply, view.name, format, await writeSheet(view.labelPlural, header, data, format));
    },
  );
}
