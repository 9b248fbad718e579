import { Column, getTableName, is, Param, Placeholder, SQL, StringChunk, Table, Name } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import type { Executor } from '@portal/db';
import type { Row } from './declarations.ts';

/**
 * A list's total, counted once per filter. Counting a centre's year of enquiries on every page costs the
 * database more than the page itself, and the total only changes when the table does. So each node keeps
 * the totals it counted, keyed by the list's filter (its shape and bound values) and the version of every
 * table the count reads; a change to one of those tables makes the older totals unreachable.
 *
 * Versions move two ways. A write the kit makes (create, update, remove, command, import) moves its
 * table's version on this node as soon as its transaction commits, so the person who wrote sees the
 * new total at once. Every other change, on any node or outside the portal (public forms, webhooks, a
 * module's own SQL, psql), is announced by PostgreSQL itself: a statement-level trigger on the tables
 * lists count (`announce_change`, migration 0046) notifies CHANGED_CHANNEL with the table's name, and
 * each node's listener (the live hub's connection) moves that table's version.
 *
 * Totals are trusted only while this node hears the announcements: none are kept before its listener is
 * connected or after it drops (every total is then counted again until it is back), and only for counts
 * whose every table carries the trigger.
 */

/** The NOTIFY channel on which tables announce their changes (the payload is the table's name). */
export const CHANGED_CHANNEL = 'portal_changed';

/** The trigger that announces a table's changes (see the migration that adds it). */
export const ANNOUNCE_TRIGGER = 'announce_changes';

/** At most this many totals per node (a few hundred bytes each). */
const MAX_TOTALS = 20_000;

/** At most this many kept reads per node (a centre's small lookups: a few kB each). */
const MAX_READS = 5_000;

/** At most this many bytes of kept list pages per node (some two thousand pages of fifty rows). */
const MAX_PAGE_BYTES = 32 * 1024 * 1024;

/** A list page as read, with its filter's total and what it weighs in memory (roughly). */
interface KeptPage {
  rows: readonly Row[];
  total: number;
  bytes: number;
}

export class ListTotals {
  private readonly versions = new Map<string, number>();
  private readonly totals = new LRUCache<string, number>({ max: MAX_TOTALS });
  private readonly reads = new LRUCache<string, { value: unknown }>({ max: MAX_READS });
  private readonly pages = new LRUCache<string, KeptPage>({
    maxSize: MAX_PAGE_BYTES,
    sizeCalculation: (page) => Math.max(1, page.bytes),
  });
  /** Moves whenever the listener connects or drops, so nothing counted before then is found again. */
  private epoch = 0;
  private listening = false;
  private announced: ReadonlySet<string> = new Set();
  /** Whether list pages are kept: the list's bench turns it off to measure a page read from the database each time. */
  keepsPages = true;
  /** Who starts work when a table is announced changed: the job worker on `jobs`, the outbox's delivery on `outbox`. */
  private readonly watchers = new Map<string, Set<() => void>>();

  /** Totals kept now (for tests and the health figures). */
  get size(): number {
    return this.totals.size;
  }

  get trusted(): boolean {
    return this.listening;
  }

  /** The listener is connected: `announced` are the tables whose changes it hears. */
  ready(announced: Iterable<string>): void {
    this.announced = new Set(announced);
    this.epoch++;
    this.forget();
    this.listening = true;
    // What was announced while the listener was away went unheard: every watcher looks again.
    for (const wakes of this.watchers.values()) for (const wake of wakes) wake();
  }

  /** The listener dropped: changes may go unheard, so no total is trusted until it is back. */
  lost(): void {
    this.listening = false;
    this.epoch++;
    this.forget();
  }

  private forget(): void {
    this.totals.clear();
    this.reads.clear();
    this.pages.clear();
  }

  /** A table changed: totals counted over it before now are not found again. */
  changed(table: string): void {
    this.versions.set(table, (this.versions.get(table) ?? 0) + 1);
    for (const wake of this.watchers.get(table) ?? []) wake();
  }

  /**
   * Calls `wake` whenever `table` is announced changed on this node's listener (any node's commit, or psql's), and
   * when the listener connects again after a loss; answers what stops it.
   */
  watch(table: string, wake: () => void): () => void {
    const wakes = this.watchers.get(table) ?? new Set();
    this.watchers.set(table, wakes.add(wake));
    return () => wakes.delete(wake);
  }

  /**
   * Where the total of a filter over `tables` is kept, as of now; undefined when it may not be kept (not
   * listening, or a table whose changes are not announced). Taken before the count runs, so a change that
   * commits meanwhile leaves the count under a key that is already out of date.
   */
  keyOf(tables: readonly string[], filter: string): string | undefined {
    if (!this.listening) return undefined;
    const versions: number[] = [];
    for (const table of tables) {
      if (!this.announced.has(table)) return undefined;
      versions.push(this.versions.get(table) ?? 0);
    }
    return `${this.epoch}|${versions.join(',')}|${filter}`;
  }

  get(key: string): number | undefined {
    return this.totals.get(key);
  }

  set(key: string, total: number): void {
    this.totals.set(key, total);
  }

  /** A kept read (see `keptRead`), wrapped so that a read answering `undefined` is kept too. */
  read(key: string): { value: unknown } | undefined {
    return this.reads.get(key);
  }

  keep(key: string, value: unknown): void {
    this.reads.set(key, { value });
  }

  /** A list page kept under `key` (see `listRecords`). */
  page(key: string): KeptPage | undefined {
    return this.keepsPages ? this.pages.get(key) : undefined;
  }

  keepPage(key: string, rows: readonly Row[], total: number): void {
    if (!this.keepsPages) return;
    const page = { rows, total, bytes: weight(rows) };
    this.pages.set(key, FREEZE_KEPT ? deepFreeze(page) : page);
  }
}

/** Each database handle's totals (a node's primary; none for a replica or a test's bare handle). */
const byDb = new WeakMap<Executor, ListTotals>();

/** The totals kept for this database handle, made on first use (untrusted until its listener is ready). */
export function listTotalsFor(db: Executor): ListTotals {
  let totals = byDb.get(db);
  if (!totals) {
    byDb.set(db, (totals = new ListTotals()));
    noteWritesOn(db);
  }
  return totals;
}

type WriteVerb = 'insert' | 'update' | 'delete';

/**
 * Every insert, update or delete built on a handle notes its table (`noteWrite`): on the handle itself (it commits
 * as it runs) its version moves at once, in a transaction the kit opened once it commits. So whoever wrote reads
 * the change on this node without waiting for the database's announcement, whichever module's code wrote it.
 */
function noteWritesOn(db: Executor): void {
  // cast: every handle (the pool's, a transaction's) has insert, update and delete taking a table
  const writable = db as unknown as Record<WriteVerb, (table: Table) => unknown>;
  for (const verb of ['insert', 'update', 'delete'] as const) {
    const build = writable[verb].bind(db);
    writable[verb] = (table: Table) => {
      noteWrite(db, table);
      return build(table);
    };
  }
}

/**
 * Calls `wake` whenever `table` is announced changed on the listener of this database handle's node, and when that
 * listener connects again after a loss (`ListTotals.watch`); answers what stops it.
 */
export function onAnnouncedChange(db: Executor, table: string, wake: () => void): () => void {
  return listTotalsFor(db).watch(table, wake);
}

/**
 * Another handle on the same primary (head office's pool of its own) keeps and drops totals with `db`'s: they read
 * the same rows, and `db`'s listener hears every change to them.
 */
export function shareListTotals(alias: Executor, db: Executor): void {
  byDb.set(alias, listTotalsFor(db));
}

/** The totals usable for a read on `db`: none inside a transaction (it may see its own uncommitted rows). */
export function listTotalsOf(db: Executor): ListTotals | undefined {
  return db instanceof PgTransaction ? undefined : byDb.get(db);
}

/**
 * Tables written by the kit inside a transaction, by the transaction's session (shared by its savepoints),
 * with the database they commit to.
 */
const pending = new WeakMap<
  object,
  { db: Executor; tables: Set<string>; beforeCommit: ((tx: Executor) => Promise<void>)[] }
>();

const sessionOf = (db: Executor) => (db as unknown as { session: object }).session;

/** Notes that the kit wrote `table` (a table or its name): its totals move once the write has committed. */
export function noteWrite(db: Executor, table: Table | string): void {
  const name = typeof table === 'string' ? table : getTableName(table);
  if (!(db instanceof PgTransaction)) {
    byDb.get(db)?.changed(name);
    return;
  }
  // A transaction the kit did not open (a job's own) is heard through the announcement alone.
  pending.get(sessionOf(db))?.tables.add(name);
}

/**
 * Runs `run` as the outermost transaction on `db` and moves the versions of the tables the kit wrote in it
 * once it has committed (a rolled-back transaction changed nothing). Nested calls join the outer one.
 */
export async function committing<T>(db: Executor, run: (track: (tx: Executor) => boolean) => Promise<T>): Promise<T> {
  // A nested call's savepoint shares the outer transaction's session, so its writes join the outer's notes. Inside
  // a transaction the kit did not open (a caller's own), the outermost kit call keeps the notes and runs the work
  // before commit at its end, in that transaction.
  if (db instanceof PgTransaction && pending.has(sessionOf(db)))
    return run((tx) => {
      noteWritesOn(tx);
      return false;
    });
  const tables = new Set<string>();
  let session: object | undefined;
  const result = await run((tx) => {
    session = sessionOf(tx);
    pending.set(session, { db, tables, beforeCommit: [] });
    noteWritesOn(tx);
    return true;
  }).finally(() => {
    // Inside a caller's own transaction its session outlives this call: what follows in it is not the kit's.
    if (session) pending.delete(session);
  });
  const totals = byDb.get(db);
  if (totals) for (const table of tables) totals.changed(table);
  return result;
}

/**
 * Work a module does once in a kit transaction just before it commits, on the outermost transaction (a kept sum
 * moved by everything the transaction changed, in one statement). The answer gives a transaction its own value
 * (made by `init` on the first call in it, savepoints included, when `run` is scheduled with it); outside a
 * transaction the kit opened it gives undefined, and the caller does the work itself after its change.
 */
export function workBeforeCommit<T>(
  init: () => T,
  run: (value: T, tx: Executor) => Promise<void>,
): (db: Executor) => T | undefined {
  // By the transaction's notes, made anew for each outermost transaction (a session may outlive one).
  const values = new WeakMap<object, T>();
  return (db) => {
    const open = db instanceof PgTransaction ? pending.get(sessionOf(db)) : undefined;
    if (!open) return undefined;
    const known = values.get(open);
    if (known !== undefined) return known;
    const value = init();
    values.set(open, value);
    open.beforeCommit.push((tx) => {
      values.delete(open);
      return run(value, tx);
    });
    return value;
  };
}

/** Runs the work scheduled by workBeforeCommit, in the order it was first asked for, each once. */
export async function runBeforeCommit(tx: Executor): Promise<void> {
  const work = pending.get(sessionOf(tx))?.beforeCommit;
  for (let next = work?.shift(); next; next = work?.shift()) await next(tx);
}

/**
 * The tables a condition reads, from the tables and columns it names; undefined when it holds a part
 * whose tables cannot be told (a view, a subquery object), which is then never cached.
 */
export function tablesRead(condition: SQL | undefined, into: Set<string>): Set<string> | undefined {
  if (!condition) return into;
  return walk(condition.queryChunks, into) ? into : undefined;
}

function walk(chunks: readonly unknown[], into: Set<string>): boolean {
  for (const chunk of chunks) {
    if (chunk === null || chunk === undefined || typeof chunk !== 'object') continue; // a bound value
    if (is(chunk, Table)) into.add(getTableName(chunk));
    else if (is(chunk, Column)) into.add(getTableName(chunk.table));
    else if (is(chunk, SQL)) {
      if (!walk(chunk.queryChunks, into)) return false;
    } else if (is(chunk, SQL.Aliased)) {
      if (!walk(chunk.sql.queryChunks, into)) return false;
    } else if (Array.isArray(chunk)) {
      if (!walk(chunk, into)) return false;
    } else if (is(chunk, Param)) {
      if (!walk([chunk.value], into)) return false;
    } else if (!is(chunk, StringChunk) && !is(chunk, Placeholder) && !is(chunk, Name) && !(chunk instanceof Date))
      return false;
  }
  return true;
}

/**
 * A small read kept on this node until a table it reads changes, by the same versions as the list totals: the
 * lookups a busy write repeats (a centre's classes, its staff on duty, the ratio rules behind every arrival) cost
 * one statement each time otherwise. `key` names the read and its arguments; `tables` are every table it reads. It
 * is read afresh inside a transaction, while the announcements are not heard, or when a table is not announced.
 * The value is shared by every later caller: they must not change it.
 */
export async function keptRead<T>(
  db: Executor,
  key: string,
  tables: readonly (Table | string)[],
  read: () => Promise<T>,
): Promise<T> {
  const kept = listTotalsOf(db);
  const names = tables.map((t) => (typeof t === 'string' ? t : getTableName(t)));
  const at = kept?.keyOf(names, `read:${key}`);
  if (at === undefined) return read();
  const found = kept!.read(at);
  // cast: a value is kept under this key only by the read given with it, so it is that read's T
  if (found) return found.value as T;
  const value = await read();
  kept!.keep(at, FREEZE_KEPT ? deepFreeze(value) : value);
  return value;
}

/** Roughly what a page's rows weigh in memory: two bytes a character, a few words a value or an object. */
function weight(value: unknown): number {
  if (typeof value === 'string') return 40 + 2 * value.length;
  // A row, or what a row nests (an entry's journal lines, as JSON from the statement).
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    let bytes = 40;
    for (const part of Object.values(value)) bytes += 16 + weight(part);
    return bytes;
  }
  return 16;
}

/** Under test a kept value is frozen, so a caller that changes what others share fails there, not in use. */
const FREEZE_KEPT = process.env.NODE_ENV === 'test';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value) && !(value instanceof Date)) {
    Object.freeze(value);
    for (const part of Object.values(value)) deepFreeze(part);
  }
  return value;
}
