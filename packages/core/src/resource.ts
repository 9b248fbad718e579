import type { FieldMap } from './fields.ts';
import type { Level } from './permissions.ts';

/** How a resource's rows are fenced per franchisee. */
export type ResourceScope =
  /** Rows carry franchisee_id; users see only the franchisees they are granted. */
  | 'franchisee'
  /** The franchisee table itself: a row is visible when its own id is granted. */
  | 'self'
  /** Network-wide master data (cities, roles): no franchisee fence. */
  | 'global';

export interface CommandMeta {
  label: string;
  /** Statuses the command may run from. */
  from: readonly string[];
  /** Status the command sets; left out, the status stays as it is unless the command picks one of `targets`. */
  to?: string;
  /** Statuses a command may pick from its input (an approval that can also send back). */
  targets?: readonly string[];
  /** Endpoint module needed; defaults to the resource's module. */
  module?: string;
  /** Authorize level the role must also hold (spec §6 level map). */
  level?: Level;
  /** URL when it is not the generic POST /api/<resource>/:id/<command> (':id' names the record). */
  path?: string;
  /** Extra fields the command takes (a reason, a remark). */
  fields?: FieldMap;
  confirm?: string;
  color?: string;
}

/**
 * The usual decision on a record that waits for one: Approve (green) and Reject (red), both from `from` unless
 * each says otherwise, under one access module, with the decision's fields (a reason) on both or on the
 * rejection only.
 */
export function approvalPair(opts: {
  from?: readonly string[];
  approveFrom?: readonly string[];
  rejectFrom?: readonly string[];
  module?: string;
  /** Fields both decisions take (a remark). */
  fields?: FieldMap;
  /** Fields only the rejection takes (its reason). */
  reason?: FieldMap;
}): { approve: CommandMeta; reject: CommandMeta } {
  const from = opts.from ?? ['PENDING'];
  const shared = { ...(opts.module ? { module: opts.module } : {}) };
  const rejectFields = opts.reason ?? opts.fields;
  return {
    approve: {
      label: 'Approve',
      from: opts.approveFrom ?? from,
      to: 'APPROVED',
      ...shared,
      ...(opts.fields ? { fields: opts.fields } : {}),
      color: 'green',
    },
    reject: {
      label: 'Reject',
      from: opts.rejectFrom ?? from,
      to: 'REJECTED',
      ...shared,
      ...(rejectFields ? { fields: rejectFields } : {}),
      color: 'red',
    },
  };
}

export interface ListMeta {
  columns: readonly string[];
  /** Fields matched by the free-text search box. */
  search: readonly string[];
  /** Fields offered as filters (enum, reference, boolean, date range). */
  filters: readonly string[];
  defaultSort: { field: string; dir: 'asc' | 'desc' };
}

/** The JSON-serialisable part of a resource declaration: what the web needs to draw it. */
export interface ResourceMeta {
  name: string;
  label: string;
  labelPlural: string;
  /** Access module in role end points and dashboards. */
  module: string;
  scope: ResourceScope;
  /** Rows belong to an academic year (filtered by the selected year). */
  yearScoped: boolean;
  titleField: string;
  /**
   * How a reference to this resource reads, wherever one is shown (pickers, lists, records, exports, search):
   * these fields' words joined by a space, a reference among them by its own label (a section: its class and
   * its name, 'Nursery A'). Left out, each reference reads as its `labelField`.
   */
  referenceLabel?: readonly string[];
  fields: FieldMap;
  list: ListMeta;
  statusField?: string;
  commands: Record<string, CommandMeta>;
  /** A valid record body: documentation for API users, and the base of generated test records. */
  example?: Record<string, unknown>;
  /** 'archive' sets is_active = false; 'delete' removes the row; false forbids both. */
  remove: 'archive' | 'delete' | false;
}

export interface ListQuery {
  page: number;
  pageSize: number;
  sort?: string;
  dir?: 'asc' | 'desc';
  q?: string;
  franchiseeID?: number;
  academicYearID?: number;
  /** `fields=a,b,c`: the columns to answer instead of the list's own. */
  fields?: string;
  filters: Record<string, string>;
}

export interface ListResult<T> {
  rows: T[];
  count: number;
  page: number;
  pageSize: number;
}
