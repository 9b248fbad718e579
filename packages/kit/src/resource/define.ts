import { getTableColumns, type Table } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  zodForFields,
  type CommandMeta,
  type FieldMap,
  type ListMeta,
  type ResourceMeta,
  type ResourceScope,
} from '@portal/core';
import type { z } from 'zod';
import type { RequestContext } from '../context.ts';
import type { OwnerRule } from './owner.ts';
import type { WriteRule } from './write-rule.ts';

export type Values = Record<string, unknown>;
export type Row = Record<string, unknown> & { id: number };

export interface ResourceHooks {
  /** Turns validated input into stored values (hash a secret, derive a code); throw an AppError to refuse. */
  beforeCreate?(ctx: RequestContext, values: Values): Promise<Values> | Values;
  beforeUpdate?(ctx: RequestContext, values: Values, existing: Row): Promise<Values> | Values;
  afterCreate?(ctx: RequestContext, row: Row, input: Values): Promise<void> | void;
  afterUpdate?(ctx: RequestContext, row: Row, input: Values): Promise<void> | void;
  /** Extra values a status command writes besides the status (who approved, the reason). */
  onCommand?(ctx: RequestContext, command: string, existing: Row, input: Values): Promise<Values> | Values;
}

export interface ResourceDeclaration<T extends PgTable> {
  name: string;
  label: string;
  labelPlural?: string;
  module: string;
  scope: ResourceScope;
  yearScoped?: boolean;
  table: T;
  fields: FieldMap;
  /** Fields accepted from clients but not stored as columns (a password before hashing). */
  virtualFields?: readonly string[];
  titleField: string;
  list: Partial<ListMeta> & Pick<ListMeta, 'columns'>;
  statusField?: string;
  commands?: Record<string, CommandMeta>;
  remove?: ResourceMeta['remove'];
  /** A valid body (without references, which depend on the data): documentation and test base. */
  example?: Record<string, unknown>;
  hooks?: ResourceHooks;
  /** Self-service rows: only their owner and the named supervisors reach them (see owner.ts). */
  owner?: OwnerRule;
  /** Who may write at all; held to create, update, remove and commands alike (see write-rule.ts). */
  writeRule?: WriteRule;
}

export interface Resource<T extends PgTable = PgTable> extends ResourceMeta {
  table: T;
  columns: Record<string, PgColumn>;
  virtualFields: readonly string[];
  hooks: ResourceHooks;
  owner?: OwnerRule;
  writeRule?: WriteRule;
  createSchema: z.ZodObject;
  updateSchema: z.ZodObject;
}

/**
 * Declares a resource once: fields, list, access module, tenancy and commands.
 * The API, permission checks, franchisee fence, audit trail, OpenAPI entry and the
 * default screens all come from this declaration.
 */
export function defineResource<T extends PgTable>(decl: ResourceDeclaration<T>): Resource<T> {
  const columns = getTableColumns(decl.table as Table) as Record<string, PgColumn>;
  const virtualFields = decl.virtualFields ?? [];
  const problem = (msg: string) => new Error(`Resource '${decl.name}': ${msg}`);
  for (const name of Object.keys(decl.fields)) {
    if (!columns[name] && !virtualFields.includes(name)) throw problem(`field '${name}' has no column`);
  }
  if (!columns.id) throw problem('the table needs an id column');
  if (decl.scope === 'franchisee' && !columns.franchiseeId)
    throw problem('a franchisee-scoped table needs franchiseeId');
  if (decl.yearScoped && !columns.academicYearId) throw problem('a year-scoped table needs academicYearId');
  if (decl.remove === 'archive' && !columns.isActive) throw problem('archiving needs an isActive column');
  if (decl.statusField && !columns[decl.statusField]) throw problem(`status field '${decl.statusField}' has no column`);
  if (decl.commands && !decl.statusField) throw problem('commands need a statusField');
  if (decl.owner && !columns[decl.owner.column]) throw problem(`owner column '${decl.owner.column}' has no column`);
  const list: ListMeta = {
    columns: decl.list.columns,
    search: decl.list.search ?? [],
    filters: decl.list.filters ?? [],
    defaultSort: decl.list.defaultSort ?? { field: 'id', dir: 'desc' },
  };
  for (const name of [...list.columns, ...list.search, ...list.filters]) {
    if (!decl.fields[name] && !columns[name]) throw problem(`list names unknown field '${name}'`);
  }
  return {
    name: decl.name,
    label: decl.label,
    labelPlural: decl.labelPlural ?? `${decl.label}s`,
    module: decl.module,
    scope: decl.scope,
    yearScoped: decl.yearScoped ?? false,
    titleField: decl.titleField,
    fields: decl.fields,
    list,
    statusField: decl.statusField,
    commands: decl.commands ?? {},
    remove: decl.remove ?? false,
    example: decl.example,
    table: decl.table,
    columns,
    virtualFields,
    hooks: decl.hooks ?? {},
    owner: decl.owner,
    writeRule: decl.writeRule,
    createSchema: zodForFields(createFields(decl), 'create'),
    updateSchema: zodForFields(decl.fields, 'update'),
  };
}

/** The franchisee and the owner of a new row may be left out: the service settles them from the user. */
function createFields(decl: ResourceDeclaration<PgTable>): FieldMap {
  const settled = [decl.scope === 'franchisee' ? 'franchiseeId' : '', decl.owner?.column ?? ''];
  const fields = { ...decl.fields };
  for (const name of settled) if (fields[name]) fields[name] = { ...fields[name], required: false };
  return fields;
}

/** The part of a resource the web needs, as JSON. */
export function resourceMeta(res: Resource): ResourceMeta {
  const { table: _t, columns: _c, hooks: _h, createSchema: _cs, updateSchema: _us, virtualFields: _v, ...rest } = res;
  const { owner: _o, writeRule: _w, ...meta } = rest;
  return meta;
}
