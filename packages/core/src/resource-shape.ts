import type { z } from 'zod';
import type { FieldDef, FieldMap, FieldRef } from './fields.ts';
import type { ResourceName } from './resource-name.ts';
import type { ViewName, ViewShape } from './view-shape.ts';

export type { ResourceName };

/**
 * The part of a resource both sides know, declared once in its module's `shared/`: the server's defineResource
 * spreads it and adds the table, list, hooks and commands; the web names the resource by it and reads its rows
 * typed by its fields (`useResourceRows(productShape, query)`), never by a string and a hand-written row type.
 */
export interface ResourceShape<F extends FieldMap = FieldMap> {
  name: ResourceName;
  label: string;
  module: string;
  fields: F;
}

/** A resource's name: lower-case words joined by hyphens ('fee-plan'), the path segment of its routes. */
function isResourceName(name: string): name is ResourceName {
  return /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name);
}

export function resourceShape<const F extends FieldMap>(
  shape: Omit<ResourceShape<F>, 'name'> & { name: string },
): ResourceShape<F> {
  const { name } = shape;
  if (!isResourceName(name)) throw new Error(`Resource name '${name}' is not lower-case words joined by hyphens`);
  return { ...shape, name };
}

/**
 * A reference field's target, named by its shape: `ref: referenceTo(() => zoneShape, 'name')`. The shape is read
 * only when the name is (a getter), so a shape may point at itself, at one declared below it, or at another
 * module's below its own; on the wire, and to every reader of `ref.resource`, it is the target's name. A shape
 * pointing at itself types the function's answer (`(): ResourceShape => managerShape`): TypeScript cannot infer a
 * shape's type from the shape itself.
 */
export function referenceTo(
  target: () => ResourceShape,
  labelField: string,
  options: Pick<FieldRef, 'narrowBy'> = {},
): FieldRef {
  return {
    get resource(): ResourceName {
      return target().name;
    },
    labelField,
    ...options,
  };
}

type EnumValue<D> = D extends { options: readonly { value: infer V }[] } ? V : string;

/** A field's value on the wire: references and money are numbers, dates and files strings. */
export type FieldValue<D extends FieldDef> = D['kind'] extends 'number' | 'money' | 'reference'
  ? number
  : D['kind'] extends 'boolean'
    ? boolean
    : D['kind'] extends 'tags'
      ? string[]
      : D['kind'] extends 'enum'
        ? EnumValue<D>
        : string;

type FieldsRecord<F extends FieldMap> = {
  [K in keyof F]: F[K] extends { required: true } ? FieldValue<F[K]> : FieldValue<F[K]> | null;
};

/**
 * A record as the API answers it: its id, each declared field (null when the field is optional) and what the
 * server adds beside them (a reference's label, computed figures), which a screen reads as unknown.
 */
export type RecordOf<S extends ResourceShape> = { id: number } & FieldsRecord<S['fields']> & {
    [extra: string]: unknown;
  };

/** A create or update body: the declared fields a client may send. */
export type BodyOf<S extends ResourceShape> = Partial<FieldsRecord<S['fields']>>;

/**
 * A list the web reads that is not a resource (a declared view: orders with their centre's name), named once in
 * `shared/` by the view's shape and the path it is served at, with the wire type of its rows. One view may be
 * served at several paths (a status preset, another access module): each path is a list of its own.
 */
export interface ListRef<R extends { id: number }> {
  view: ViewName;
  path: string;
  /** Never set: carries the row type to the web's hooks. */
  readonly row?: R;
}

export function listRef<R extends { id: number }>(view: ViewShape, path: string): ListRef<R> {
  return { view: view.name, path };
}

/**
 * A record's command served at a path of its own (`/api/place-order/wow-kit/:id/approve`), named once in
 * `shared/` with its input and answer schemas: the server's command declaration spreads it, the web posts a
 * typed body to it and reads a typed answer.
 */
export interface CommandRef<I extends z.ZodType | undefined = z.ZodType | undefined, R extends z.ZodType = z.ZodType> {
  path: string;
  /** Left undefined for a command that takes no body. */
  input: I;
  response: R;
}

export function commandRef<I extends z.ZodType | undefined, R extends z.ZodType>(
  path: string,
  input: I,
  response: R,
): CommandRef<I, R> {
  return { path, input, response };
}

/** The body a command's reference accepts (its input schema's input side). */
export type CommandBody<C extends CommandRef> = C['input'] extends z.ZodType ? z.input<C['input']> : object;

/** What a command answers on the wire. */
export type CommandAnswer<C extends CommandRef> = z.input<C['response']>;
