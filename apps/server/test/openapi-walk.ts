import type { FastifyInstance } from 'fastify';
import { findResource } from '@portal/kit';

/** One operation of the generated OpenAPI document, with what it reads from the request. */
export interface Operation {
  method: string;
  /** Open without signing in. */
  public: boolean;
  /** The path in Fastify form, `/api/enquiry/:id`. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** The declared path and query parameters: whether each is required, and its schema. */
  params: Record<string, { required: boolean; schema: JsonSchema }>;
  body?: JsonSchema;
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  enum?: unknown[];
  format?: string;
  $ref?: string;
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
type OpenApiDocument = {
  paths: Record<string, Record<string, { parameters?: OpenApiParameter[]; requestBody?: RequestBody }>>;
};
type RequestBody = { content?: Record<string, { schema?: JsonSchema }> };

/** Query keys a resource list reads without declaring them one by one: its filters and their date ranges. */
function listFilterKeys(path: string): string[] {
  const res = findResource(path.split('/')[2] ?? '');
  if (!res || path !== `/api/${res.name}`) return [];
  return res.list.filters.flatMap((name) => {
    const kind = res.fields[name]?.kind;
    return kind === 'date' || kind === 'datetime' ? [name, `${name}From`, `${name}To`] : [name];
  });
}

const NUMERIC_KINDS = new Set(['number', 'money', 'reference']);

/** A resource's create/update body takes its fields (declared as an open object in OpenAPI). */
function resourceBody(path: string): JsonSchema | undefined {
  const res = findResource(path.split('/')[2] ?? '');
  if (!res || (path !== `/api/${res.name}` && path !== `/api/${res.name}/:id`)) return undefined;
  const properties: Record<string, JsonSchema> = {};
  for (const [name, field] of Object.entries(res.fields)) {
    if (field.readOnly) continue;
    const type = NUMERIC_KINDS.has(field.kind) ? 'integer' : field.kind === 'boolean' ? 'boolean' : 'string';
    properties[name] = field.kind === 'tags' ? { type: 'array', items: { type: 'string' } } : { type };
  }
  return { type: 'object', properties };
}

export function operationsOf(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as unknown as OpenApiDocument;
  const ops: Operation[] = [];
  for (const [openApiPath, methods] of Object.entries(doc.paths)) {
    if (!openApiPath.startsWith('/api/') || openApiPath.startsWith('/api/docs')) continue;
    const path = openApiPath.replace(/\{([^}]+)\}/g, ':$1');
    for (const [method, op] of Object.entries(methods)) {
      if (method === 'head') continue;
      const params = op.parameters ?? [];
      const declaredQuery = params.filter((p) => p.in === 'query').map((p) => p.name);
      ops.push({
        method: method.toUpperCase(),
        public: app.routeTable.some((r) => r.public && r.url === path && r.method === method.toUpperCase()),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        // Reads also get a search term and, for resource lists, every filter (dates as ranges).
        queryParams: [...new Set([...declaredQuery, ...(method === 'get' ? ['q', ...listFilterKeys(path)] : [])])],
        params: Object.fromEntries(params.map((p) => [p.name, { required: !!p.required, schema: p.schema ?? {} }])),
        body:
          method === 'post' || method === 'put'
            ? (resourceBody(path) ?? op.requestBody?.content?.['application/json']?.schema)
            : op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return ops;
}

/** Percent-encoding that also writes a lone surrogate (as the bytes a careless client would send). */
export function encodeHostile(value: string): string {
  let out = '';
  for (const ch of value) {
    const c = ch.charCodeAt(0);
    if (ch.length === 1 && c >= 0xd800 && c <= 0xdfff)
      out += [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    else out += encodeURIComponent(ch);
  }
  return out;
}

const FALLBACK_KEYS = ['name', 'date', 'fromDate', 'toDate', 'remarks'];

/** Names of parameters and fields that carry a date: an impossible one is tried in each alone. */
export const isDateKey = (key: string) => /date|day|month|from$|to$|since|until|(?:On|At)$/i.test(key);

/** A value each kind of string field accepts, so the one field under attack is the one refused. */
function plausible(key: string, schema: JsonSchema): unknown {
  if (schema.enum) return schema.enum[0];
  if (schema.format === 'date' || isDateKey(key)) return '2026-06-01';
  if (schema.format === 'email' || /email/i.test(key)) return 'fuzz@example.com';
  if (/mobile|phone/i.test(key)) return '9876543210';
  if (/pincode/i.test(key)) return '560001';
  return 'Plain text';
}

/**
 * A body shaped like the schema (numbers 1, flags true, one item per list) with `text` in every
 * string field, or, given `only`, in that field alone and a plausible value in the others.
 */
export function bodyWith(schema: JsonSchema | undefined, text: string, only?: string, key = '', depth = 0): unknown {
  if (!schema || depth > 6) return text;
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return bodyWith(choice.find((s) => s.type !== 'null') ?? choice[0], text, only, key, depth + 1);
  const type = [schema.type].flat().find((t) => t !== 'null');
  const mine = only === undefined || only === key;
  if (schema.enum) return typeof schema.enum[0] === 'string' && mine ? text : schema.enum[0];
  switch (type) {
    case 'string':
      return mine ? text : plausible(key, schema);
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [bodyWith(schema.items, text, only, key, depth + 1)];
    case 'object':
    case undefined: {
      const props = schema.properties ?? Object.fromEntries(FALLBACK_KEYS.map((k) => [k, { type: 'string' }]));
      return Object.fromEntries(Object.entries(props).map(([k, s]) => [k, bodyWith(s, text, only, k, depth + 1)]));
    }
    default:
      return mine ? text : plausible(key, schema);
  }
}

/** Every string field name in a body schema, at any depth, that looks like a date. */
export function dateFields(schema: JsonSchema | undefined, depth = 0): string[] {
  if (!schema || depth > 6) return [];
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.items ? [schema.items] : [])];
  const own = Object.entries(schema.properties ?? {}).flatMap(([k, s]) => [
    ...(isDateKey(k) || s.format === 'date' ? [k] : []),
    ...dateFields(s, depth + 1),
  ]);
  return [...new Set([...own, ...nested.flatMap((s) => dateFields(s, depth + 1))])];
}
