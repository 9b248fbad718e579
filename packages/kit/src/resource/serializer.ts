import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { isRecord } from '@portal/core';

/**
 * Lists are the busiest answers, so their response schema is compiled to JSON Schema once and
 * serialised by fast-json-stringify (the serializer Fastify itself uses): it writes the declared
 * properties only, so nothing outside the schema leaves the server, without copying every row the
 * way a zod encode does. OpenAPI still reads the zod schema.
 */

type Json = Record<string, unknown>;

/** zod's nullable (`anyOf: [X, null]`) as `type: [X, 'null']`, written without trying each branch. */
function plainNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(plainNullable);
  if (!node || typeof node !== 'object') return node;
  return plainObject(node);
}

/** An object of the JSON Schema, its nullable branches written as a list of types. */
function plainObject(node: object): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) out[key] = plainNullable(value);
  const branches = Array.isArray(out.anyOf) ? out.anyOf.filter(isRecord) : undefined;
  if (branches?.length === 2) {
    const other = branches.find((b) => b.type !== 'null');
    if (branches.some((b) => b.type === 'null') && typeof other?.type === 'string') {
      const { anyOf: _a, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

type Serialize = (value: unknown) => string;

/**
 * Compiled serializers by the zod schema they were compiled from, and by the JSON Schema for a schema made again
 * (a list with extra figures). A schema is immutable and a serializer holds no state, so an app built again in the
 * same process (each API test file builds one) reuses them: compiling was a fifth of building the app.
 */
const compiled = new WeakMap<object, Serialize>();
const compiledJson = new Map<string, Serialize>();

/**
 * A route `serializerCompiler` for zod response schemas, serialised by fast-json-stringify. Each is compiled on
 * the route's first answer, not when the route is registered: compiling every list's serializer was an eighth of
 * starting the server (0.7 of 5.8 core-s), and a process answers only some of its lists (a restarted node, a test's
 * portal). `compileEverySerializer` compiles them all for the test that proves each compiles.
 */
export function fastSerializerCompiler({ schema }: { schema: unknown }): Serialize {
  const key = schema as object;
  const known = compiled.get(key);
  if (known) return known;
  let serialize: Serialize | undefined;
  const compile = () => (serialize ??= compileSerializer(schema));
  const lazy: Serialize = (value) => compile()(value);
  compiled.set(key, lazy);
  everyCompilation.add(compile);
  return lazy;
}

/** Each schema's compilation, run on its first answer: a schema that cannot compile would fail only then. */
const everyCompilation = new Set<() => Serialize>();

/** Compiles every route's serializer now (once each), answering how many: the test that every one compiles. */
export function compileEverySerializer(): number {
  for (const compile of everyCompilation) compile();
  return everyCompilation.size;
}

function compileSerializer(schema: unknown): Serialize {
  const json = z.toJSONSchema(schema as z.ZodType, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
  const { $schema: _s, ...body } = plainObject(json);
  const key = JSON.stringify(body);
  let serialize = compiledJson.get(key);
  if (!serialize) compiledJson.set(key, (serialize = fastJson(body)));
  return serialize;
}
