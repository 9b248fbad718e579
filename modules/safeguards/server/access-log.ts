import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import {
  anonymousContext,
  childColumnOf,
  defineResource,
  fileOwners,
  findReadSource,
  findResource,
  noteWrite,
  type ReadNote,
} from '@portal/kit';
import { studentAdmissions } from '@portal/mod-students/server';
import { accessLog } from './schema.ts';
import { accessLogShape } from '../shared/resources.ts';

/** Head office alone reads the log: its rows name a child and the staff member who read the child's data. */
export const HEAD_OFFICE_ONLY = ['ADMIN'] as const;

export const accessLogResource = defineResource({
  ...accessLogShape,
  readOnly: true,
  labelPlural: 'Access log',
  scope: 'global',
  table: accessLog,
  titleField: 'resource',
  personalData: {
    whose: ['child', 'staff member'],
    categories: ['education'],
    audience: { everyRow: HEAD_OFFICE_ONLY },
    retention: 'access log: 1 year (head office sets it)',
    purposes: ['Showing who read a child’s records (DPDP Rule 6)'],
  },
  list: {
    columns: ['at', 'userId', 'studentId', 'kind', 'resource', 'recordId', 'ip'],
    search: ['resource', 'ip', 'userId', 'studentId'],
    filters: ['studentId', 'userId', 'kind', 'at'],
    defaultSort: { field: 'at', dir: 'desc' },
  },
});

/** The child's student record each (resource, id) names; a resource whose rows name no child maps to nothing. */
async function childrenOf(db: Executor, reads: { resource: string; id: number }[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const byResource = new Map<string, number[]>();
  for (const r of reads) byResource.set(r.resource, [...(byResource.get(r.resource) ?? []), r.id]);
  const admissions = new Map<number, string[]>();
  for (const [name, ids] of byResource) {
    const source = findReadSource(name);
    if (!findResource(name) && source) {
      // A table a module serves by hand: its rows name the child's admission.
      const rows = (await db
        .select({ id: source.id, person: source.child })
        .from(source.table)
        .where(inArray(source.id, ids))) as { id: number; person: number | null }[];
      for (const row of rows)
        if (row.person != null)
          admissions.set(row.person, [...(admissions.get(row.person) ?? []), `${name}:${row.id}`]);
      continue;
    }
    const res = findResource(name);
    const child = res && childColumnOf(res);
    if (!res || !child) continue;
    const rows = (await db
      .select({ id: res.columns.id, person: res.columns[child.column] })
      .from(res.table)
      .where(inArray(res.columns.id, ids))) as { id: number; person: number | null }[];
    for (const row of rows) {
      if (row.person == null) continue;
      const key = `${name}:${row.id}`;
      if (child.person === 'student') out.set(key, row.person);
      else if (child.person === 'student-admission')
        admissions.set(row.person, [...(admissions.get(row.person) ?? []), key]);
    }
  }
  if (admissions.size) {
    const rows = await db
      .select({ id: studentAdmissions.id, studentId: studentAdmissions.studentId })
      .from(studentAdmissions)
      .where(inArray(studentAdmissions.id, [...admissions.keys()]));
    for (const row of rows) for (const key of admissions.get(row.id) ?? []) out.set(key, row.studentId);
  }
  return out;
}

/**
 * Stores a batch of noted reads: works out the child each record, history or file names (a file through the record
 * it is attached to; a file attached to no child's record is not a child's data and is left out), one insert.
 */
export async function writeAccessLog(db: Executor, notes: ReadNote[]): Promise<void> {
  const ctx = anonymousContext(db);
  const fileRecords = new Map<string, { resource: string; id: number }>();
  for (const n of notes.filter((n) => n.kind === 'file' && n.recordId)) {
    const owners = await fileOwners(ctx, n.recordId!);
    const owner = owners.find((o) => childColumnOf(o.res));
    if (owner) fileRecords.set(n.recordId!, { resource: owner.res.name, id: owner.id });
  }
  const read = (n: ReadNote) =>
    n.kind === 'file'
      ? fileRecords.get(n.recordId!)
      : n.recordId && /^\d+$/.test(n.recordId)
        ? { resource: n.resource, id: Number(n.recordId) }
        : undefined;
  const children = await childrenOf(
    db,
    notes.map(read).filter((r) => r !== undefined),
  );
  const rows = notes
    // The officer's own searches of the log name no child and would bury the staff reads it is kept for.
    .filter((n) => n.resource !== accessLogResource.name)
    .filter((n) => n.kind !== 'file' || fileRecords.has(n.recordId!))
    .map((n) => {
      const r = read(n);
      return {
        at: n.at,
        userId: n.userId,
        ip: n.ip,
        kind: n.kind,
        // Named as people read it ('Students'); a file as the record it belongs to, its id in the filter column.
        resource: n.label ?? findResource(n.kind === 'file' ? r!.resource : n.resource)?.labelPlural ?? n.resource,
        recordId: n.kind === 'file' ? String(r!.id) : n.recordId,
        filter: n.kind === 'file' ? `file ${n.recordId}` : n.filter,
        studentId: r ? (children.get(`${r.resource}:${r.id}`) ?? null) : null,
      };
    });
  if (rows.length === 0) return;
  // One parameter however long the batch: a multi-row insert binds nine values a row, and building and parsing a
  // statement of thousands of parameters cost the busiest lists a sixth of their throughput.
  await db.execute(sql`insert into ${accessLog} (at, user_id, ip, kind, resource, record_id, filter, student_id)
    select at, user_id, ip, kind, resource, record_id, filter, student_id
    from jsonb_to_recordset(${JSON.stringify(rows.map(asRecord))}::jsonb) as r(at timestamptz, user_id integer,
      ip text, kind text, resource text, record_id text, filter text, student_id integer)`);
  noteWrite(db, accessLog);
}

/** A log row under its column names, as `jsonb_to_recordset` reads it. */
const asRecord = (row: Omit<typeof accessLog.$inferInsert, 'id'>) => ({
  at: row.at.toISOString(),
  user_id: row.userId,
  ip: row.ip,
  kind: row.kind,
  resource: row.resource,
  record_id: row.recordId,
  filter: row.filter,
  student_id: row.studentId,
});

/** Log rows older than the cut-off: the retention job's access-log category. */
export const accessLogBefore = (cutoff: Date) => sql`${accessLog.at} < ${cutoff.toISOString()}`;
