import type { EndpointReads } from '@portal/core';
import type { Executor } from '@portal/db';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RequestContext } from './context.ts';
import type { Resource } from './resource/define.ts';
import { findResource } from './resource/registry.ts';
import { personReferences } from './resource/personal-data.ts';

/**
 * Who read a child's data (DPDP Rule 6): every read a staff account makes of a child's record, a list or export of
 * such records, a record's history or a file attached to one. The routes only note the read in memory; a writer a
 * module registers stores the notes in batches (every `everyMs`, at `maxRows`, and when the app closes), so a read
 * never waits for the log. Which child a note names is worked out when the batch is written, not on the request.
 * The price of keeping the log off the request's path: a process that dies without closing (killed, out of memory)
 * loses the notes not yet written, at most `everyMs` of reads (2 s) or `maxRows` of them.
 */

export type ReadKind = 'record' | 'list' | 'export' | 'history' | 'file';

export interface ReadNote {
  at: Date;
  userId: number;
  ip: string;
  kind: ReadKind;
  /** The resource read; 'files' for a file, whose records the writer looks up. */
  resource: string;
  /** The record's id (a file's id for a file); null for a list or an export. */
  recordId: string | null;
  /** A list's or an export's query (filters, search, sort), as sent. */
  filter: string | null;
  /** What the log calls a read of an operation that is not a resource's ('Fee account'). */
  label?: string;
}

/**
 * A table a module serves by hand whose rows name a child (a sale, an invoice): an operation reading one of its rows
 * declares `reads: { of: <name> }`, and the access log's writer finds the child through `child` when it stores the
 * batch (no statement on the request).
 */
export interface ReadSource {
  name: string;
  table: PgTable;
  id: PgColumn;
  /** The column naming the child: a student admission's id. */
  child: PgColumn;
}

const readSources = new Map<string, ReadSource>();

/** Declares a table whose rows operations read by id (once, beside the table). */
export function declareReadSource(source: ReadSource): ReadSource {
  readSources.set(source.name, source);
  return source;
}

export const findReadSource = (name: string): ReadSource | undefined => readSources.get(name);

/** Stores a batch of notes; it runs outside any request, on the primary database. */
export type AccessLogWriter = (db: Executor, notes: ReadNote[]) => Promise<void>;

export interface AccessLogOptions {
  everyMs?: number;
  maxRows?: number;
}

let writer: AccessLogWriter | null = null;
let target: Executor | null = null;
let buffer: ReadNote[] = [];
let maxRows = 500;
let writing: Promise<void> = Promise.resolve();
let timer: NodeJS.Timeout | null = null;

/** The module that keeps the log registers how a batch is stored; without one nothing is noted. */
export function setAccessLogWriter(w: AccessLogWriter | null): void {
  writer = w;
}

/** Starts writing noted reads to `db`; `stop` writes what is left (the app calls it when it closes). */
export function startAccessLog(db: Executor, opts: AccessLogOptions = {}): { stop(): Promise<void> } {
  target = db;
  maxRows = opts.maxRows ?? 500;
  if (timer) clearInterval(timer);
  timer = setInterval(() => void flushAccessLog(), opts.everyMs ?? 2000);
  timer.unref();
  return {
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await flushAccessLog();
      if (target === db) target = null;
    },
  };
}

/** Writes every note taken so far; resolves when they are stored (tests call it before reading the log). */
export function flushAccessLog(): Promise<void> {
  const batch = buffer;
  buffer = [];
  const db = target;
  const w = writer;
  if (batch.length && db && w)
    writing = writing.then(() =>
      w(db, batch).catch((err: unknown) => {
        // A failed batch is tried again with the next one, up to a bound, rather than lost at once; past the bound
        // (the database down for long) the batch is dropped, and the error says how many reads went unlogged.
        if (buffer.length < maxRows * 10) {
          buffer.unshift(...batch);
          console.error(`access log: ${batch.length} reads could not be written; retried with the next batch`, err);
        } else console.error(`access log: ${batch.length} reads could not be written and are dropped`, err);
      }),
    );
  return writing;
}

/** Parents reading their own child are not logged; every other signed-in account is staff. */
function isStaff(ctx: RequestContext): boolean {
  return !!ctx.user && (ctx.user.superAdmin || ctx.roleNames.some((r) => r !== 'PARENT'));
}

/** Whether a resource's rows hold a child's personal data. */
export function holdsChildData(res: Pick<Resource, 'personalData'>): boolean {
  return !!res.personalData?.whose.includes('child');
}

/**
 * The column of a resource's rows naming the child, and the person resource it points at: the row's own id for a
 * child's record, else the first reference to a child's record. Null when the rows name no child.
 */
export function childColumnOf(res: Resource): { column: string; person: string } | null {
  if (!holdsChildData(res)) return null;
  if (res.personalData?.person) return { column: 'id', person: res.name };
  const ref = personReferences(res).find((r) => findResource(r.resource)?.personalData?.whose.includes('child'));
  return ref ? { column: ref.field, person: ref.resource } : null;
}

function note(
  ctx: RequestContext,
  kind: ReadKind,
  resource: string,
  recordId: string | null,
  filter: unknown,
  label?: string,
) {
  buffer.push({
    ...(label ? { label } : {}),
    at: new Date(),
    userId: ctx.user!.id,
    ip: ctx.ip,
    kind,
    resource,
    recordId,
    filter: filter === undefined ? null : JSON.stringify(filter),
  });
  if (buffer.length >= maxRows) void flushAccessLog();
}

/** Notes a staff member's read of a resource holding children's data: one record, or a list/export with its query. */
export function noteRead(
  ctx: RequestContext,
  res: Resource,
  kind: Exclude<ReadKind, 'file'>,
  read: { id?: number; query?: unknown },
): void {
  if (!writer || !holdsChildData(res) || !isStaff(ctx)) return;
  note(ctx, kind, res.name, read.id === undefined ? null : String(read.id), read.query);
}

/** Notes a staff member's download of a file; the writer keeps it only when the file belongs to a child's record. */
export function noteFileRead(ctx: RequestContext, fileId: string): void {
  if (!writer || !isStaff(ctx)) return;
  note(ctx, 'file', 'files', fileId, undefined);
}

/**
 * Notes a staff member's read through an operation that declares whose data it answers (`reads` on its endpoint):
 * a fee account, a tax certificate, a report, an invoice. Logged as a read of that record under the operation's
 * name; taken in memory like every note, so the request waits for nothing.
 */
export function noteOperationRead(ctx: RequestContext, reads: EndpointReads, value: unknown): void {
  if (!writer || !isStaff(ctx)) return;
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id)) return;
  const res = findResource(reads.of);
  if (res ? !holdsChildData(res) : !readSources.has(reads.of)) return;
  note(ctx, 'record', reads.of, String(id), undefined, reads.label);
}
