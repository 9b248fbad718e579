import { z } from 'zod';

/** Fixed answer shapes of the resource routes that do not depend on the declaration. */

const fieldDef = z.looseObject({ kind: z.string(), label: z.string() });
const commandMeta = z.looseObject({ label: z.string(), from: z.array(z.string()), to: z.string() });

/** /api/meta/resources/<name>: what the web needs to draw a resource (see ResourceMeta). */
// Loose: keys a later declaration adds (owner rules, command inputs) pass through.
export const metaSchema = z.looseObject({
  name: z.string(),
  label: z.string(),
  labelPlural: z.string(),
  module: z.string(),
  scope: z.string(),
  yearScoped: z.boolean(),
  titleField: z.string(),
  fields: z.record(z.string(), fieldDef),
  list: z.object({
    columns: z.array(z.string()),
    search: z.array(z.string()),
    filters: z.array(z.string()),
    defaultSort: z.object({ field: z.string(), dir: z.enum(['asc', 'desc']) }),
  }),
  statusField: z.string().optional(),
  commands: z.record(z.string(), commandMeta),
  example: z.record(z.string(), z.unknown()).optional(),
  remove: z.union([z.enum(['archive', 'delete']), z.literal(false)]),
});

/** /api/<name>/:id/history: the audit trail, newest first. */
export const historySchema = z.object({
  rows: z.array(
    z.object({
      id: z.number(),
      at: z.string(),
      action: z.string(),
      changes: z.unknown(),
      userId: z.number().nullable(),
      user: z.string().nullable(),
    }),
  ),
});

/** /api/<name>/import: how many rows were written and what was wrong with the others. */
export const importResultSchema = z.object({
  created: z.number(),
  skipped: z.number(),
  errors: z.array(z.object({ row: z.number(), field: z.string(), message: z.string() })),
});
