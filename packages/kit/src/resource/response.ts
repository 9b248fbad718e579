import { pageOf } from '@portal/core';
import { z } from 'zod';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from '../errors.ts';
import type { Resource } from './define.ts';

/**
 * Response schemas: what a record looks like on the wire. Fastify serialises every answer through
 * them, so a value outside the schema (a hash, an internal column nobody declared) never leaves the
 * server, and OpenAPI shows typed bodies.
 */

/** The JSON type of a column's value as the API sends it (dates and times as ISO text). */
export function columnSchema(column: PgColumn): z.ZodType {
  switch (column.columnType) {
    case 'PgInteger':
    case 'PgSerial':
    case 'PgSmallInt':
    case 'PgBigInt53':
    case 'PgReal':
    case 'PgDoublePrecision':
      return z.number().nullable();
    case 'PgBoolean':
      return z.boolean().nullable();
    case 'PgArray':
      return z.array(z.unknown()).nullable();
    case 'PgJson':
    case 'PgJsonb':
      return z.unknown();
    default:
      return z.string().nullable();
  }
}

const secretCache = new WeakMap<Resource, Set<string>>();
/** Fields that never leave the server: the declared secrets (defineResource refuses an undeclared one). */
export function secretColumns(res: Resource): Set<string> {
  let keys = secretCache.get(res);
  if (!keys) {
    keys = new Set(res.secretFields);
    secretCache.set(res, keys);
  }
  return keys;
}

/** What the audit log keeps of a write: a secret's change is noted, never its value. */
export function auditedChanges(res: Resource, changes: Record<string, unknown>): Record<string, unknown> {
  const secrets = secretColumns(res);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes)) out[key] = secrets.has(key) ? ['***', '***'] : value;
  return out;
}

const readableCache = new WeakMap<Resource, string[]>();
/** Every column a client may ask a list for, in declaration order. */
export function readableFields(res: Resource): string[] {
  let names = readableCache.get(res);
  if (!names) {
    const secrets = secretColumns(res);
    names = Object.keys(res.columns).filter((key) => !secrets.has(key));
    readableCache.set(res, names);
  }
  return names;
}

function isReference(res: Resource, name: string): boolean {
  return res.fields[name]?.kind === 'reference' && !!res.fields[name].ref;
}

const recordCache = new WeakMap<Resource, z.ZodObject>();
/** A record of the resource: its readable columns, each reference's label, nothing else. */
export function recordSchema(res: Resource): z.ZodObject {
  let schema = recordCache.get(res);
  if (!schema) {
    const shape: Record<string, z.ZodType> = {};
    for (const name of readableFields(res)) {
      const label = res.fields[name]?.label;
      shape[name] = (
        label ? columnSchema(res.columns[name]).describe(label) : columnSchema(res.columns[name])
      ).optional();
      if (isReference(res, name)) shape[`${name}Label`] = z.string().nullable().optional();
    }
    shape.id = z.number();
    schema = z.object(shape).describe(res.label);
    recordCache.set(res, schema);
  }
  return schema;
}

/** The route schema `response` of a resource's list (for module routes that answer `listRecords`). */
export function listResponse(res: Resource) {
  return { 200: pageOf(recordSchema(res)) };
}

/**
 * The fields a list answers: the defaults, or those named in `fields=a,b,c` (the id always comes
 * along). A name that is not readable is refused the same way whether it is unknown or secret.
 */
export function chooseFields(readable: readonly string[], defaults: readonly string[], asked?: string): string[] {
  if (asked === undefined || asked.trim() === '') return ['id', ...defaults.filter((f) => f !== 'id')];
  const names = [...new Set(asked.split(',').map((f) => f.trim()))].filter(Boolean);
  const unknown = names.filter((f) => !readable.includes(f));
  if (unknown.length) throw badRequest(`Unknown field${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`);
  return ['id', ...names.filter((f) => f !== 'id')];
}

/** Dates as the JSON text the schemas promise (a record read through the ORM carries Date objects). */
export function wireRecord<T extends Record<string, unknown>>(row: T): T {
  const out: Record<string, unknown> = { ...row };
  for (const [key, value] of Object.entries(out)) if (value instanceof Date) out[key] = value.toISOString();
  // cast: the copy has the row's keys, with Dates as the ISO text the row's schema promises for them
  return out as T;
}
