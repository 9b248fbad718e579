import { and, eq, sql, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from '@portal/db';
import { franchiseeFence, prepared, QueryValues, workBeforeCommit, type RequestContext } from '@portal/kit';
import { bucketOfStage, STAGES } from '../../shared/index.ts';
import { enquiries, followUpSums } from '../schema.ts';

/** What an enquiry is counted under in the follow-up buckets' kept counts. */
export interface FollowUpKey {
  academicYearId: number;
  franchiseeId: number;
  /** 0: nobody. */
  assignedTo: number;
  stage: string;
  /** The next call's day; none for a lead without one and for every stage the buckets do not cut by day. */
  followUpDate: string | null;
}

/** The buckets cut these stages' leads by the next call's day; the others (closed, won) are counted by stage alone. */
const byDay = (stage: string) => {
  const bucket = bucketOfStage(stage);
  return bucket === 'cold' || bucket === 'warm' || bucket === 'hot';
};
const STAGES_BY_DAY: string[] = STAGES.filter(byDay);

function keyOf(row: {
  academicYearId: number;
  franchiseeId: number;
  assignedTo: number | null;
  stage: string;
  nextFollowUpDate: string | null;
}): FollowUpKey {
  return {
    academicYearId: row.academicYearId,
    franchiseeId: row.franchiseeId,
    assignedTo: row.assignedTo ?? 0,
    stage: row.stage,
    followUpDate: byDay(row.stage) ? row.nextFollowUpDate : null,
  };
}

const textOf = (k: FollowUpKey) =>
  `${k.franchiseeId}|${k.academicYearId}|${k.assignedTo}|${k.stage}|${k.followUpDate ?? ''}`;
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Keys in one fixed order: every transaction takes the rows' locks in that order, so none waits in a circle. */
const byKey = (a: FollowUpKey, b: FollowUpKey) =>
  a.franchiseeId - b.franchiseeId ||
  a.academicYearId - b.academicYearId ||
  a.assignedTo - b.assignedTo ||
  compare(a.stage, b.stage) ||
  compare(a.followUpDate ?? '', b.followUpDate ?? '');

/**
 * The enquiries' keys as they stand now (an id not found is not there: never stored, or gone). Read before a change,
 * the rows are locked, so no other transaction moves them between this read and the change.
 */
async function keysOf(db: Executor, ids: readonly number[], lock = false): Promise<Map<number, FollowUpKey>> {
  if (!ids.length) return new Map();
  const query = db
    .select({
      id: enquiries.id,
      academicYearId: enquiries.academicYearId,
      franchiseeId: enquiries.franchiseeId,
      assignedTo: enquiries.assignedTo,
      stage: enquiries.stage,
      nextFollowUpDate: enquiries.nextFollowUpDate,
    })
    .from(enquiries)
    .where(sql`${enquiries.id} = any(${sql.param([...ids])}::int[])`)
    .orderBy(enquiries.id);
  const rows = lock ? await query.for('update') : await query;
  return new Map(rows.map((r) => [r.id, keyOf(r)]));
}

/** Per enquiry the transaction changed, its key before the change (null: created in it). */
type Before = Map<number, FollowUpKey | null>;

/**
 * Moves the kept counts by what the enquiries' keys were and are now: one upsert, rows in key order, a count going
 * down as one goes up. Every change is read back from the rows as they stand, so a savepoint rolled back moves nothing.
 */
async function moveCounts(db: Executor, before: Before): Promise<void> {
  const after = await keysOf(db, [...before.keys()]);
  const moved = new Map<string, FollowUpKey & { n: number }>();
  const add = (key: FollowUpKey, n: number) => {
    const row = moved.get(textOf(key)) ?? { ...key, n: 0 };
    row.n += n;
    moved.set(textOf(key), row);
  };
  for (const [id, was] of before) {
    if (was) add(was, -1);
    const now = after.get(id);
    if (now) add(now, 1);
  }
  const rows = [...moved.values()].filter((r) => r.n !== 0).sort(byKey);
  if (!rows.length) return;
  const s = followUpSums;
  await db
    .insert(s)
    .values(rows)
    .onConflictDoUpdate({
      target: [s.franchiseeId, s.academicYearId, s.assignedTo, s.stage, s.followUpDate],
      set: { n: sql`${s.n} + excluded.n` },
    });
}

/** The transaction's changed enquiries, counted again once just before it commits. */
const changedInTransaction = workBeforeCommit<Before>(
  () => new Map(),
  (before, tx) => moveCounts(tx, before),
);

/** Changes noted inside `enquiriesChange` in a transaction the kit did not open, by that transaction. */
const scopes = new WeakMap<Executor, Before>();

async function note(db: Executor, before: Before, ids: readonly number[]): Promise<void> {
  const fresh = [...new Set(ids)].filter((id) => !before.has(id));
  const keys = await keysOf(db, fresh, true);
  for (const id of fresh) before.set(id, keys.get(id) ?? null);
}

/**
 * Call before changing enquiries' centre, year, counsellor, stage or next call (or removing them): notes their keys
 * as they stand (locking the rows), and the kept counts move by the change just before the kit's transaction
 * commits. Outside one, the change is made inside `enquiriesChange`.
 */
export async function enquiriesChanging(db: Executor, ids: readonly number[]): Promise<void> {
  const before = changedInTransaction(db) ?? scopes.get(db);
  if (!before) throw new Error('Enquiries change inside inTransaction or enquiriesChange, so their counts move too');
  await note(db, before, ids);
}

/**
 * Runs `change`, which may move these enquiries' keys (and others it notes): in a transaction the kit opened the
 * counts move as it commits; in another transaction (a caller's own), once at the end of `change`, in it.
 */
export async function enquiriesChange<T>(db: Executor, ids: readonly number[], change: () => Promise<T>): Promise<T> {
  const kept = changedInTransaction(db) ?? scopes.get(db);
  if (kept) {
    await note(db, kept, ids);
    return change();
  }
  if (!(db instanceof PgTransaction)) throw new Error('Enquiries change inside a transaction');
  const before: Before = new Map();
  scopes.set(db, before);
  try {
    await note(db, before, ids);
    const out = await change();
    await moveCounts(db, before);
    return out;
  } finally {
    scopes.delete(db);
  }
}

/**
 * Call after storing new enquiries: they are counted as the transaction commits (or its `enquiriesChange` ends), or
 * at once elsewhere (a seed).
 */
export async function enquiriesCreated(db: Executor, ids: readonly number[]): Promise<void> {
  const before = changedInTransaction(db) ?? scopes.get(db);
  if (!before) return moveCounts(db, new Map(ids.map((id) => [id, null])));
  for (const id of ids) if (!before.has(id)) before.set(id, null);
}

/** Filters of a follow-up screen the kept counts answer: the centre (inside the fence), the year and the counsellor. */
export interface KeptFilters {
  franchiseeID?: number;
  academicYearID?: number;
  assignedTo?: number;
}

/**
 * The kept counts grouped as the buckets need them: per stage, and the side of the day the next call falls on
 * (-1 before, 0 on, 1 after, null none). A row per centre, counsellor, stage and day is read, not an enquiry.
 */
export function keptFollowUpGroups(ctx: RequestContext, f: KeptFilters, date: string) {
  const s = followUpSums;
  const v = new QueryValues('enquiry:followup-summary-kept');
  const parts: (SQL | undefined)[] = [franchiseeFence(ctx, s.franchiseeId, f.franchiseeID, v)];
  if (f.academicYearID !== undefined) {
    v.note('year');
    parts.push(eq(s.academicYearId, v.bind(f.academicYearID)));
  }
  if (f.assignedTo !== undefined) {
    v.note('counsellor');
    parts.push(eq(s.assignedTo, v.bind(f.assignedTo)));
  }
  const day = v.bind(date);
  const where = and(...parts);
  return prepared(ctx.db, v, () =>
    ctx.db
      .select({
        stage: s.stage,
        side: sql<-1 | 0 | 1 | null>`sign(${s.followUpDate} - ${day}::date)::int`,
        n: sql<number>`sum(${s.n})::int`,
      })
      .from(s)
      .where(where)
      // By position: the day is a parameter, and a second mention of it would be a second one.
      .groupBy(sql`1`, sql`2`),
  );
}

/** Counts every enquiry again: for a network written outside the module's code (the generated one). */
export async function recountFollowUpSums(db: Executor): Promise<void> {
  await db.execute(sql`delete from ${followUpSums}`);
  await db.execute(sql`
    insert into ${followUpSums} (franchisee_id, academic_year_id, assigned_to, stage, follow_up_date, n)
    select franchisee_id, academic_year_id, coalesce(assigned_to, 0), stage,
           case when stage = any(${sql.param(STAGES_BY_DAY)}::text[]) then next_follow_up_date end, count(*)::int
      from ${enquiries} group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`);
}
