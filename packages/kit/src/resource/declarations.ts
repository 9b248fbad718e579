import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { CommandMeta, ResourceMeta } from '@portal/core';
import type { z } from 'zod';
import type { RequestContext } from '../context.ts';

/**
 * What a resource is and the rules it may carry, as types only. Everything in the resource core (the service, the
 * owner and audience rules, the registry) reads these, and this file reads none of them, so the core's files
 * import each other one way.
 */

export type Values = Record<string, unknown>;
export type Row = Record<string, unknown> & { id: number };
/** A stored row of a table, as loadRecord, hooks and commands see it. */
export type RowOf<T extends PgTable> = T['$inferSelect'];
/** An update body as a resource's hooks see it: its table's columns, typed, and any virtual field. */
export type ValuesOf<T extends PgTable> = Partial<T['$inferInsert']> & Values;
/**
 * A create body as beforeCreate sees it: validated, with the centre and year settled, so the table's required
 * columns are typed as present (a hook fills the ones its fields leave out).
 */
export type CreateValuesOf<T extends PgTable> = T['$inferInsert'] & Values;

/** How a create treats a duplicate its hook finds: refuse it with a 409 (the default) or hand the existing row back. */
export interface CreateOptions {
  onDuplicate?: 'refuse' | 'return';
}

/** Hooks of a resource, typed by its table's row. */
export interface ResourceHooks<R = Row, V extends Values = Values, C extends Values = V> {
  /** Turns validated input into stored values (hash a secret, derive a code); throw an AppError to refuse. */
  /**
   * A new row's hand-over to another centre by a business rule, answered as that centre (or null): the
   * only way a row may leave its creator's fence. Runs before beforeCreate, which finds the centre it
   * came from in `values.handedOverFrom`.
   */
  handOver?(ctx: RequestContext, values: C): Promise<number | null> | number | null;
  beforeCreate?(ctx: RequestContext, values: C, opts: CreateOptions): Promise<Values> | Values;
  beforeUpdate?(ctx: RequestContext, values: V, existing: R): Promise<Values> | Values;
  afterCreate?(ctx: RequestContext, row: R, input: C): Promise<void> | void;
  afterUpdate?(ctx: RequestContext, row: R, input: V): Promise<void> | void;
  /** Checks a removal (archive or delete) of the row before it happens; throw an AppError to refuse. */
  beforeRemove?(ctx: RequestContext, existing: R): Promise<void> | void;
  /** Extra values a status command without a handler writes besides the status (who approved, the reason). */
  onCommand?(ctx: RequestContext, command: string, existing: R, input: Values): Promise<Values> | Values;
}

/** What a command's handler hands back: values stored with the status, a status picked from `targets`, the answer. */
export interface CommandOutcome<R = Row> {
  /** One of the command's `to` or `targets`; left out, the declared `to` (or the status unchanged). */
  status?: string;
  set?: Partial<R>;
  /** The answer, when it is not the updated record. */
  answer?: unknown;
}

/**
 * A status command with its server side: the body it takes (a zod schema in the module's shared/), the
 * answer it gives, and a handler run in the command's transaction with the row locked. The framework
 * checks access, level, fence and from-state first, and writes the status and the audit entry after.
 */
/**
 * Four eyes on a decision (an approval, an acceptance): the row's column naming the account that raised what the
 * command decides (or a row linked to it, `through` as an owner rule's: a staff record), and the kit refuses that
 * account the decision. `separateRoles` instead says why whoever raises such rows cannot decide them (a parent's
 * request and the centre head; successive approval modules), so no approval can leave the rule out unsaid.
 */
export type FourEyes = { raisedBy: string; through?: Through } | { separateRoles: string };

export interface CommandDeclaration<R = Row, S extends z.ZodType = z.ZodType> extends CommandMeta {
  /** Required of every command that approves or accepts (`approve…`, `accept…`): see FourEyes. */
  decides?: FourEyes;
  input?: S;
  response?: z.ZodType;
  handler?(
    ctx: RequestContext,
    row: R,
    input: z.output<S>,
  ): Promise<CommandOutcome<R> | void> | CommandOutcome<R> | void;
}

export interface Resource<T extends PgTable = PgTable> extends Omit<ResourceMeta, 'commands'> {
  table: T;
  columns: Record<string, PgColumn>;
  virtualFields: readonly string[];
  commands: Record<string, CommandDeclaration>;
  hooks: ResourceHooks;
  describe?: (row: Row) => string;
  refuseCommands?: (row: Row) => string | undefined;
  owner?: OwnerRule;
  editors?: OwnerRule;
  writeRule?: WriteRule;
  rules?: ResourceRules;
  personalData?: PersonalData;
  /** The list's line in the morning rush's benchmark, when people open it at 9 am (see RushLine). */
  rush?: RushLine;
  /** Rows only the module's own services write: no create, update, remove or command over the API. */
  readOnly: boolean;
  /** Records of the classroom's day: room devices reach the resource; a create runs once per Idempotency-Key. */
  classroom: boolean;
  /** The fields that never leave the server (declared `secret`). */
  secretFields: readonly string[];
  createSchema: z.ZodObject;
  updateSchema: z.ZodObject;
}

/**
 * A list people open when the centres open: `bench/rush.mjs` adds it to its mix at this weight (requests per
 * minute relative to its other lines, e.g. a parent's home 40, the teacher's roster 10), asked by one of its
 * generated people of this kind, 20 rows a page. Read from the list's OpenAPI operation (`x-rush`), so a new
 * resource's line needs no edit of the benchmark.
 */
export interface RushLine {
  weight: number;
  as: 'parent' | 'teacher' | 'counsellor' | 'owner' | 'head';
}

/** A role name, or a test on the request (head office). */
export type Supervisor = string | ((ctx: RequestContext) => boolean);

export interface OwnerRule {
  /** The row's column naming its owner. */
  column: string;
  /**
   * When the column holds the id of a row linked to the account (a staff record, a child's admission)
   * rather than the account's own id: that table, the linked id and the column naming the account.
   */
  through?: Through;
  /** Who acts on every row inside their fence, besides the owner. */
  supervisors?: readonly Supervisor[];
  /**
   * Binds only rights held solely through these roles (the parent rule): an account that also holds
   * the same right through another role is not bound by it, whatever its other roles.
   */
  onlyThroughRoles?: readonly string[];
  /** Names the owner in messages ("Your account is not linked to a staff record"). */
  ownerLabel?: string;
  /** The refusal when a new or changed row names an owner that is not the user's own. */
  notOwnMessage?: string;
  /**
   * The values the rule leaves a narrowed session, whoever acts on it and whatever their roles (a room device's
   * turn reaches its class only, a centre head's too); undefined when the session is not narrowed.
   */
  narrowTo?: (ctx: RequestContext) => readonly unknown[] | undefined;
}

/**
 * The link from an account to the values of an owner column: `id` of `table` where `user` is the account, `table`
 * joined to `join` when the account is named one table further (a child's class teachers: the admissions of the
 * classes they teach).
 */
export interface Through {
  table: PgTable;
  id: PgColumn;
  user: PgColumn;
  join?: { table: PgTable; on: SQL };
}

/** A list query's parameters: values bound by name, and the parts its SQL text depends on. */
export interface BoundParams {
  bind(value: unknown): unknown;
  note(part: string): void;
}

/**
 * Who inside a centre reaches the rows of a resource holding personal data, by relationship: the fence says which
 * centres a user reaches, the audience which rows of a centre. Each role the account holds is judged alone, and
 * the account reaches the union of what its roles reach:
 * - a role (or test) named in `everyRow` reaches every row inside the fence (the centre's head, head office, a
 *   named office role such as the counsellor for enquiries);
 * - a role bound by a relation (an owner rule's `onlyThroughRoles`) reaches the rows that relation links to the
 *   account (a parent their own child's, a teacher the children of the classes they teach); a relation without
 *   `onlyThroughRoles` (a staff member's own record) binds every role not named in `everyRow`;
 * - any other role reaches no row, whatever its grants: deny by default.
 * The kit applies it to lists, records (and so exports, history and attached files) and to the row a write would
 * store, so a body cannot name a child outside the writer's audience.
 */
export interface Audience {
  /** Relationships that reach some rows: owner rules, each on the column naming the person. */
  related?: readonly OwnerRule[];
  /** Who reaches every row inside the fence. */
  everyRow: readonly Supervisor[];
}

/** Whose data a row holds. */
export type DataSubject =
  | 'child'
  | 'guardian'
  | 'staff member'
  | 'enquirer'
  | 'pickup person'
  | 'prospective franchisee';

/** What kind of personal data a row holds. */
export type DataCategory =
  | 'contact'
  | 'identity document'
  | 'health'
  | 'photo/video'
  | 'location'
  | 'money'
  | 'education'
  /** A staff member's work: what they are assigned, what they wrote. */
  | 'employment';

export interface PersonalData {
  whose: readonly DataSubject[];
  categories: readonly DataCategory[];
  /** Who reads and writes the rows inside a centre; a role it does not name reaches none (deny by default). */
  audience: Audience;
  /** The name of the rule that says how long a row is kept ('while enrolled, then 1 year'). */
  retention: string;
  /** Why the rows are kept, in words a parent reads. */
  purposes: readonly string[];
  /**
   * Each row is one person (a child's admission, a staff record, an enquiry): a field referring to this resource
   * carries a person reference, and its resource must declare its own personal data.
   */
  person?: boolean;
  /**
   * How a rights desk erases a person's rows: each column named is overwritten with its value (null blanks it;
   * `{id}` in a value becomes the row's id, for a column that must stay unique), and a file column's file is
   * deleted from the store; `'rows'` deletes the rows and their files (a child's photo). Left out, the rows are
   * kept whole (money and tax records the law requires, rows holding nothing to blank).
   */
  erase?: Readonly<Record<string, string | null>> | 'rows';
}

/**
 * Two fields of a row in order: `to` on or after `from` (after it, with `strict`). Dates (YYYY-MM-DD), times
 * (hh:mm) and numbers compare as they read; a row with either left empty passes.
 */
export interface OrderRule {
  from: string;
  to: string;
  /** Said against the `to` field: 'The end date cannot be before the start date'. */
  message: string;
  strict?: boolean;
}

/**
 * A field's value once within its parent (a skill's name within its class category): text is compared without
 * regard to capitals and spaces, so 'Fine  motor ' and 'fine motor' are one name.
 */
export interface UniqueRule {
  field: string;
  /** The columns naming the parent; an empty list means once in the whole table. */
  within: readonly string[];
  /** The 409's message, given the value as typed ('A skill “Fine motor” already exists here'). */
  message: (value: string) => string;
}

/** Rules a resource's rows keep whatever writes them; the service holds them on every create and update. */
export interface ResourceRules {
  order?: readonly OrderRule[];
  uniqueWithin?: readonly UniqueRule[];
}

/**
 * Who may write a resource at all. Declared once on the resource and held by the framework to every
 * write alike (create, update, remove or archive, and each command), so a rule that guards create and
 * update cannot be walked around by a delete.
 */
export interface WriteRule {
  allowed(ctx: RequestContext): boolean;
  /** The 403 message for everyone else. */
  message: string;
}
