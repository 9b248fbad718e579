import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  zodForFields,
  type CommandMeta,
  type FieldMap,
  type ListMeta,
  type ResourceMeta,
  type ResourceName,
  type ResourceScope,
} from '@portal/core';
import type { z } from 'zod';
import type {
  CommandDeclaration,
  CreateValuesOf,
  FourEyes,
  OwnerRule,
  PersonalData,
  Resource,
  ResourceHooks,
  ResourceRules,
  RowOf,
  RushLine,
  ValuesOf,
  WriteRule,
} from './declarations.ts';
import { findResource } from './registry.ts';
import { noteResourceData } from './personal-data.ts';

export type {
  FourEyes,
  CommandDeclaration,
  CommandOutcome,
  CreateOptions,
  CreateValuesOf,
  Resource,
  ResourceHooks,
  Row,
  RowOf,
  RushLine,
  Values,
  ValuesOf,
} from './declarations.ts';

/** A typed command of rows R: `const command = commandOf<KitOrder>()`, then `confirm: command({ input, handler })`. */
/** An approval pair (`approvalPair` of @portal/core) whose approval keeps four eyes. */
export function withFourEyes<P extends { approve: CommandMeta }>(pair: P, decides: FourEyes) {
  return { ...pair, approve: { ...pair.approve, decides } };
}

/** Commands that decide what another person raised: they must declare their four eyes (`decides`). */
const DECISION = /(^|-)(approve|accept)/;

export function commandOf<R>() {
  return <S extends z.ZodType = z.ZodType>(decl: CommandDeclaration<R, S>): CommandDeclaration<R, S> => decl;
}

export interface ResourceDeclaration<T extends PgTable> {
  /** With label, module and fields, spread from the resource's shape in its module's shared/ (`...xShape`). */
  name: ResourceName;
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
  /** How every reference to this resource reads (see ResourceMeta.referenceLabel). */
  referenceLabel?: readonly string[];
  list: Partial<ListMeta> & Pick<ListMeta, 'columns'>;
  statusField?: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each command's input is its own schema
  commands?: Record<string, CommandDeclaration<T['$inferSelect'], any>>;
  remove?: ResourceMeta['remove'];
  /**
   * Rows only the module's own services write (a log, a posted decision): the API lists, reads, exports and shows
   * the history of them, and takes no create, update, remove or command.
   */
  readOnly?: boolean;
  /**
   * Records of the classroom's day (an incident report): the room device reaches the resource, and its create runs
   * once per `Idempotency-Key` at the moment `X-Happened-At` gives, like a classroom contract's write.
   */
  classroom?: boolean;
  /** A valid body (without references, which depend on the data): documentation and test base. */
  example?: Record<string, unknown>;
  hooks?: ResourceHooks<RowOf<T>, ValuesOf<T>, CreateValuesOf<T>>;
  /** Names a row in messages ("the order BLR-001/KO/0007"); the resource's label alone when left out. */
  describe?: (row: T['$inferSelect']) => string;
  /** Refuses every command on a row that cannot take them (a 409 with this message). */
  refuseCommands?: (row: T['$inferSelect']) => string | undefined;
  /** Self-service rows: only their owner and the named supervisors reach them (see owner.ts). */
  owner?: OwnerRule;
  /**
   * Who may change or remove a row others may read: its author (the rule's column) and the rule's supervisors
   * (a teacher changes the diary entries they wrote, not a colleague's in the class they share).
   */
  editors?: OwnerRule;
  /** Who may write at all; held to create, update, remove and commands alike (see write-rule.ts). */
  writeRule?: WriteRule;
  /**
   * Rules every stored row keeps, held on create and update alike (see rules.ts): fields in order (a span ends
   * on or after its start) and a value once within its parent (a skill's name within its class category).
   */
  rules?: ResourceRules;
  /**
   * The personal data its rows hold: whose, what kind, who inside the centre reaches them (the audience, applied
   * by the kit to every read and write), how long they are kept and why (see personal-data.ts). Required of a
   * resource referring to a person: the server refuses to start without it.
   */
  personalData?: PersonalData;
  /** Its list's line in the morning rush's benchmark, for a list people open at 9 am (see RushLine). */
  rush?: RushLine;
}

/**
 * Declares a resource once: fields, list, access module, tenancy and commands.
 * The API, permission checks, franchisee fence, audit trail, OpenAPI entry and the
 * default screens all come from this declaration.
 */
export function defineResource<T extends PgTable>(decl: ResourceDeclaration<T>): Resource<T> {
  // A generic table's columns are typed by T; the declaration reads them by name.
  const columns: Record<string, PgColumn> = getTableColumns(decl.table);
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
  for (const [name, command] of Object.entries(decl.commands ?? {})) {
    if (command.input && command.fields) throw problem(`command '${name}' takes either fields or an input schema`);
    if (!command.handler && !command.to) throw problem(`command '${name}' needs a 'to' status or a handler`);
    if (DECISION.test(name) && !command.decides)
      throw problem(`command '${name}' decides what someone raised: declare decides: { raisedBy: '<column>' }`);
    if (command.decides && 'raisedBy' in command.decides && !columns[command.decides.raisedBy])
      throw problem(`command '${name}' names unknown raisedBy column '${command.decides.raisedBy}'`);
  }
  for (const name of decl.referenceLabel ?? [])
    if (!decl.fields[name] || !columns[name]) throw problem(`reference label names unknown field '${name}'`);
  if (decl.owner && !columns[decl.owner.column]) throw problem(`owner column '${decl.owner.column}' has no column`);
  for (const rule of decl.personalData?.audience.related ?? [])
    if (!columns[rule.column]) throw problem(`audience names unknown column '${rule.column}'`);
  // A secret is declared, not guessed: a column named like one must be a secret field.
  for (const name of Object.keys(columns))
    if (SECRET_NAME.test(name) && !decl.fields[name]?.secret)
      throw problem(`column '${name}' looks like a secret: declare it with secretField()`);
  const secretFields = Object.keys(decl.fields).filter((name) => decl.fields[name].secret);
  const list: ListMeta = {
    columns: decl.list.columns,
    search: decl.list.search ?? [],
    filters: decl.list.filters ?? [],
    defaultSort: decl.list.defaultSort ?? { field: 'id', dir: 'desc' },
  };
  for (const rule of decl.rules?.order ?? [])
    for (const name of [rule.from, rule.to])
      if (!columns[name]) throw problem(`order rule names unknown column '${name}'`);
  for (const rule of decl.rules?.uniqueWithin ?? [])
    for (const name of [rule.field, ...rule.within])
      if (!columns[name]) throw problem(`unique rule names unknown column '${name}'`);
  for (const name of [...list.columns, ...list.search, ...list.filters]) {
    if (!decl.fields[name] && !columns[name]) throw problem(`list names unknown field '${name}'`);
  }
  if (decl.personalData)
    noteResourceData({
      name: decl.name,
      label: decl.label,
      table: decl.table,
      personalData: decl.personalData,
    });
  return {
    name: decl.name,
    label: decl.label,
    labelPlural: decl.labelPlural ?? `${decl.label}s`,
    module: decl.module,
    scope: decl.scope,
    yearScoped: decl.yearScoped ?? false,
    titleField: decl.titleField,
    ...(decl.referenceLabel ? { referenceLabel: decl.referenceLabel } : {}),
    fields: decl.fields,
    list,
    statusField: decl.statusField,
    // cast: each command is declared over rows of T; the resource runs them on rows of that same table
    commands: (decl.commands ?? {}) as Record<string, CommandDeclaration>,
    remove: decl.remove ?? false,
    readOnly: decl.readOnly ?? false,
    classroom: decl.classroom ?? false,
    example: decl.example,
    table: decl.table,
    columns,
    virtualFields,
    hooks: decl.hooks ?? {},
    describe: decl.describe,
    refuseCommands: decl.refuseCommands,
    owner: decl.owner,
    editors: decl.editors,
    writeRule: decl.writeRule,
    rules: decl.rules,
    personalData: decl.personalData,
    rush: decl.rush,
    secretFields,
    // The franchisee and owner of a new row may be left out: the service settles them from the user.
    createSchema: zodForFields(createFields(decl), 'create'),
    updateSchema: zodForFields(decl.fields, 'update'),
  };
}

/** Column names that read as secrets: a hash, a token, a secret, a PIN. */
const SECRET_NAME = /(hash|token|secret|pin)$/i;

/** The franchisee and the owner of a new row may be left out: the service settles them from the user. */
function createFields(decl: Pick<ResourceDeclaration<PgTable>, 'scope' | 'fields' | 'owner'>): FieldMap {
  const settled = [decl.scope === 'franchisee' ? 'franchiseeId' : '', decl.owner?.column ?? ''];
  const fields = { ...decl.fields };
  for (const name of settled) if (fields[name]) fields[name] = { ...fields[name], required: false };
  return fields;
}

/** The part of a resource the web needs, as JSON. */
export function resourceMeta(res: Resource): ResourceMeta {
  const {
    table: _t,
    columns: _c,
    hooks: _h,
    createSchema: _cs,
    updateSchema: _us,
    virtualFields: _v,
    describe: _d,
    refuseCommands: _r,
    owner: _o,
    editors: _e,
    writeRule: _w,
    rules: _rules,
    personalData: _p,
    secretFields: _s,
    commands,
    ...meta
  } = res;
  return {
    ...meta,
    fields: fieldsWithLabelParts(meta.fields),
    commands: Object.fromEntries(Object.entries(commands).map(([k, c]) => [k, commandMeta(c)])),
  };
}

/** Each reference names the fields its target's label is made of, where the target declares them (for pickers). */
function fieldsWithLabelParts(fields: FieldMap): FieldMap {
  const out: FieldMap = {};
  for (const [name, field] of Object.entries(fields)) {
    const parts =
      field.kind === 'reference' && field.ref ? findResource(field.ref.resource)?.referenceLabel : undefined;
    out[name] = parts ? { ...field, ref: { ...field.ref!, labelFields: parts } } : field;
  }
  return out;
}

/** A command as the web sees it: no schemas, no handler. */
export function commandMeta(command: CommandDeclaration): CommandMeta {
  const { input: _i, response: _r, handler: _h, decides: _d, ...meta } = command;
  return meta;
}
