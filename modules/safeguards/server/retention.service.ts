import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { formatDate, isKeyOf, recordOf } from '@portal/core';
import {
  audit,
  auditSubject,
  conflict,
  eraseSubjectRows,
  fieldError,
  files,
  notFound,
  type FileStore,
  type RequestContext,
} from '@portal/kit';
import { carePhotosOfChildrenGoneBefore, deleteCareEvents } from '@portal/mod-day/server';
import { anonymiseEnquiries, enquiriesNotAdmittedBefore } from '@portal/mod-enquiry/server';
import { deleteThreads, threadsOfChildrenGoneBefore } from '@portal/mod-messages/server';
import { staffLeftBefore } from '@portal/mod-staff/server';
import { studentAdmissions, students } from '@portal/mod-students/server';
import { adminUsers } from '@portal/mod-users/server';
import {
  DEFAULT_RETENTION_MONTHS,
  MIN_RETENTION_MONTHS,
  RETENTION_CATEGORIES,
  RETENTION_LABELS,
  type RetentionCategory,
} from '../shared/constants.ts';
import { z } from 'zod';
import { retentionSection, type RetentionRun } from '../shared/contracts.ts';
import { accessLog, retentionRules, retentionRuns } from './schema.ts';

const retentionRunSubject = auditSubject('retention-runs');
const retentionRuleSubject = auditSubject('retention-rules');

/** How many rows of a category the report keeps for the screen; the count is of all of them. */
const REPORT_ITEMS = 100;

type Item = { id: string; label: string; since: Date };
interface Section {
  category: RetentionCategory;
  months: number;
  count: number;
  items: (Item & { done: 'anonymised' | 'deleted' | 'skipped' | null })[];
  filesDeleted: number;
}
/** A run's report as retention_runs keeps it (jsonb: its times as ISO text, read back as dates by the parse). */
const storedReport = z.object({ asOf: z.string(), sections: z.array(retentionSection) });
type Report = z.output<typeof storedReport>;

function monthsBefore(at: Date, months: number): Date {
  const d = new Date(at);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

export async function retentionMonths(ctx: RequestContext): Promise<Record<RetentionCategory, number>> {
  const rows = await ctx.db.select().from(retentionRules);
  const out = { ...DEFAULT_RETENTION_MONTHS };
  for (const r of rows) if (isKeyOf(out, r.category)) out[r.category] = r.months;
  return out;
}

// ---- what each category holds past its period (the owners' rows: enquiries, the day's care photos, our log) ----

async function oldLogRows(ctx: RequestContext, cutoff: Date) {
  const [row] = await ctx.db
    .select({ count: sql<number>`count(*)::int`, first: sql<string | null>`min(${accessLog.at})` })
    .from(accessLog)
    .where(sql`${accessLog.at} < ${cutoff.toISOString()}`);
  return row;
}

/** The name the students resource's erasure leaves on a child's record. */
const ERASED_CHILD = 'Erased';

/**
 * Children who left (or graduated) before `cutoff` and whose record still names them, each with the people their
 * rows are about (the student, every admission, the enquiry it came from) for the declared erasure.
 */
async function childrenGoneBefore(ctx: RequestContext, cutoff: Date) {
  const rows = await ctx.db
    .select({
      id: students.id,
      name: students.fullName,
      admissionNumber: students.admissionNumber,
      enquiryId: students.enquiryId,
      since: students.updatedAt,
    })
    .from(students)
    .where(
      and(
        inArray(students.status, ['Left', 'Graduated']),
        sql`${students.updatedAt} < ${cutoff.toISOString()}`,
        ne(students.firstName, ERASED_CHILD),
      ),
    )
    .orderBy(asc(students.updatedAt), asc(students.id));
  const admissions = rows.length
    ? await ctx.db
        .select({ id: studentAdmissions.id, studentId: studentAdmissions.studentId })
        .from(studentAdmissions)
        .where(
          inArray(
            studentAdmissions.studentId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return rows.map((r) => ({
    ...r,
    ids: new Map<string, number[]>([
      ['student', [r.id]],
      ['student-admission', admissions.filter((a) => a.studentId === r.id).map((a) => a.id)],
      ['enquiry', r.enquiryId ? [r.enquiryId] : []],
    ]),
  }));
}

/** What each category holds past its period at `asOf`; `apply` anonymises or deletes it. */
async function sweep(
  ctx: RequestContext,
  asOf: Date,
  months: Record<RetentionCategory, number>,
  apply: { store: FileStore | null } | null,
): Promise<Section[]> {
  const sections: Section[] = [];
  const done = apply ? ('anonymised' as const) : null;
  /** The files whose rows this run deleted: their bytes go last, so a run that fails leaves rows and bytes. */
  const removeBytes = async (fileIds: readonly string[]) => {
    let n = 0;
    for (const id of fileIds) {
      await apply?.store?.remove(id);
      n++;
    }
    return n;
  };

  // A child's records: every declared resource's erasure for the child (the kit's, as a rights request's erasure).
  const gone = await childrenGoneBefore(ctx, monthsBefore(asOf, months['children-records']));
  let childFiles = 0;
  if (apply)
    for (const child of gone) {
      const { fileIds } = await eraseSubjectRows(ctx.db, child.ids);
      childFiles += await removeBytes(fileIds);
    }
  sections.push({
    category: 'children-records',
    months: months['children-records'],
    count: gone.length,
    items: gone.slice(0, REPORT_ITEMS).map((c) => ({
      id: String(c.id),
      label: `${c.name} (${c.admissionNumber})`,
      since: c.since,
      done: apply ? ('anonymised' as const) : null,
    })),
    filesDeleted: childFiles,
  });

  // Staff records: the staff resources' erasure (name, contacts, papers); attendance, leave and pay stay.
  const staffCutoff = monthsBefore(asOf, months['staff-records']).toISOString().slice(0, 10);
  const leavers = await staffLeftBefore(ctx, staffCutoff);
  let staffFiles = 0;
  if (apply && leavers.length) {
    const { fileIds } = await eraseSubjectRows(ctx.db, new Map([['staff', leavers.map((l) => l.id)]]));
    staffFiles = await removeBytes(fileIds);
  }
  sections.push({
    category: 'staff-records',
    months: months['staff-records'],
    count: leavers.length,
    items: leavers.slice(0, REPORT_ITEMS).map((l) => ({
      id: String(l.id),
      label: `${l.firstName} ${l.lastName}, left ${formatDate(l.leftOn!)}`,
      since: new Date(`${l.leftOn}T00:00:00+05:30`),
      done: apply ? ('anonymised' as const) : null,
    })),
    filesDeleted: staffFiles,
  });

  // Messages: the conversations of children gone, nothing written since.
  const threads = await threadsOfChildrenGoneBefore(ctx, monthsBefore(asOf, months.messages));
  let messageFiles = 0;
  if (apply && threads.length) {
    const fileIds = await deleteThreads(
      ctx,
      threads.map((th) => th.id),
    );
    if (fileIds.length) await ctx.db.delete(files).where(inArray(files.id, fileIds));
    messageFiles = await removeBytes(fileIds);
  }
  sections.push({
    category: 'messages',
    months: months.messages,
    count: threads.length,
    items: threads.slice(0, REPORT_ITEMS).map((th) => ({
      id: String(th.id),
      label: `${th.child}: ${th.messages} message(s)`,
      since: th.since,
      done: apply ? ('deleted' as const) : null,
    })),
    filesDeleted: messageFiles,
  });

  const enq = await enquiriesNotAdmittedBefore(ctx, monthsBefore(asOf, months['enquiries-not-admitted']));
  if (apply && enq.length)
    await anonymiseEnquiries(
      ctx,
      enq.map((e) => e.id),
    );
  sections.push({
    category: 'enquiries-not-admitted',
    months: months['enquiries-not-admitted'],
    count: enq.length,
    items: enq.slice(0, REPORT_ITEMS).map((e) => ({ id: String(e.id), label: e.code, since: new Date(e.since), done })),
    filesDeleted: 0,
  });

  const photos = await carePhotosOfChildrenGoneBefore(ctx, monthsBefore(asOf, months['care-photos']));
  let filesDeleted = 0;
  if (apply && photos.length) {
    await deleteCareEvents(
      ctx,
      photos.map((p) => p.id),
    );
    const fileIds = photos.map((p) => p.fileId).filter((f): f is string => !!f);
    if (fileIds.length) {
      await ctx.db.delete(files).where(inArray(files.id, fileIds));
      // The bytes go last: a run that fails before here leaves rows and bytes as they were.
      filesDeleted = await removeBytes(fileIds);
    }
  }
  sections.push({
    category: 'care-photos',
    months: months['care-photos'],
    count: photos.length,
    items: photos.slice(0, REPORT_ITEMS).map((p) => ({
      id: String(p.id),
      label: `${p.child}, ${formatDate(p.day)}`,
      since: p.since,
      done: apply ? 'deleted' : null,
    })),
    filesDeleted,
  });

  const logCutoff = monthsBefore(asOf, months['access-log']);
  const log = await oldLogRows(ctx, logCutoff);
  if (apply && log.count) await ctx.db.delete(accessLog).where(sql`${accessLog.at} < ${logCutoff.toISOString()}`);
  sections.push({
    category: 'access-log',
    months: months['access-log'],
    count: log.count,
    items: log.count
      ? [
          {
            id: 'before',
            label: `${log.count} read(s) before ${formatDate(logCutoff.toISOString().slice(0, 10))}`,
            since: new Date(log.first!),
            done: apply ? 'deleted' : null,
          },
        ]
      : [],
    filesDeleted: 0,
  });
  return sections;
}

async function saveRun(ctx: RequestContext, dryRun: boolean, dryRunId: number | null, report: Report) {
  const [run] = await ctx.db
    .insert(retentionRuns)
    .values({ dryRun, dryRunId, byUser: ctx.user?.id ?? null, report })
    .returning();
  return run;
}

/** Lists what is past its period now, changing nothing; the report is kept for head office. */
export async function retentionDryRun(ctx: RequestContext): Promise<RetentionRun> {
  const asOf = new Date();
  const sections = await sweep(ctx, asOf, await retentionMonths(ctx), null);
  const run = await saveRun(ctx, true, null, { asOf: asOf.toISOString(), sections });
  return (await runsById(ctx, [run.id]))[0];
}

/**
 * Applies a dry run: what was past its period when the dry run was made (same moment, same periods) and still is,
 * so nothing the dry run did not list is touched. A dry run is applied once.
 */
export async function applyRetention(ctx: RequestContext, dryRunId: number, store: FileStore | null) {
  const [dry] = await ctx.db.select().from(retentionRuns).where(eq(retentionRuns.id, dryRunId));
  if (!dry || !dry.dryRun) throw notFound('Dry run');
  const [applied] = await ctx.db.select().from(retentionRuns).where(eq(retentionRuns.dryRunId, dryRunId));
  if (applied) throw conflict('This dry run has been applied already; make a new dry run');
  const report = storedReport.parse(dry.report);
  if (RETENTION_CATEGORIES.some((c) => !report.sections.some((s) => s.category === c)))
    throw conflict('This dry run was made before every category had a period; make a new dry run');
  // Every category has its section (checked above).
  const months = recordOf(RETENTION_CATEGORIES, (c) => report.sections.find((s) => s.category === c)?.months ?? 0);
  const sections = await sweep(ctx, new Date(report.asOf), months, { store });
  const run = await saveRun(ctx, false, dryRunId, { asOf: report.asOf, sections });
  await audit(ctx, {
    resource: retentionRunSubject,
    recordId: run.id,
    action: 'apply',
    changes: Object.fromEntries(sections.map((s) => [s.category, s.count])),
  });
  return (await runsById(ctx, [run.id]))[0];
}

function wireRun(run: typeof retentionRuns.$inferSelect, by: string | null, appliedBy: number | null): RetentionRun {
  const report = storedReport.parse(run.report);
  return {
    id: run.id,
    dryRun: run.dryRun,
    dryRunId: run.dryRunId,
    at: run.createdAt,
    by,
    appliedBy,
    sections: report.sections,
  };
}

async function runsWhere(ctx: RequestContext, ids: number[] | null) {
  const rows = await ctx.db
    .select({ run: retentionRuns, by: adminUsers.email })
    .from(retentionRuns)
    .leftJoin(adminUsers, eq(adminUsers.id, retentionRuns.byUser))
    .where(ids ? inArray(retentionRuns.id, ids) : undefined)
    .orderBy(desc(retentionRuns.id))
    .limit(20);
  const applied = await ctx.db
    .select({ id: retentionRuns.id, dryRunId: retentionRuns.dryRunId })
    .from(retentionRuns)
    .where(sql`${retentionRuns.dryRunId} is not null`);
  const appliedBy = new Map(applied.map((a) => [a.dryRunId!, a.id]));
  return rows.map((r) => wireRun(r.run, r.by, appliedBy.get(r.run.id) ?? null));
}
const runsById = (ctx: RequestContext, ids: number[]) => runsWhere(ctx, ids);

export async function retentionOverview(ctx: RequestContext) {
  const months = await retentionMonths(ctx);
  const stored = new Map((await ctx.db.select().from(retentionRules)).map((r) => [r.category, r.updatedAt]));
  return {
    rules: RETENTION_CATEGORIES.map((category) => ({
      category,
      months: months[category],
      updatedAt: stored.get(category) ?? new Date(0),
    })),
    runs: await runsWhere(ctx, null),
  };
}

export async function saveRetention(
  ctx: RequestContext,
  body: { rules: { category: RetentionCategory; months: number }[] },
) {
  for (const rule of body.rules) {
    const least = MIN_RETENTION_MONTHS[rule.category];
    if (least && rule.months < least)
      throw fieldError(
        'rules',
        `${RETENTION_LABELS[rule.category].label}: at least ${least} months (${RETENTION_LABELS[rule.category].why})`,
      );
  }
  for (const rule of body.rules)
    await ctx.db
      .insert(retentionRules)
      .values({ category: rule.category, months: rule.months, updatedBy: ctx.user?.id ?? null })
      .onConflictDoUpdate({
        target: retentionRules.category,
        set: { months: rule.months, updatedBy: ctx.user?.id ?? null, updatedAt: new Date() },
      });
  await audit(ctx, {
    resource: retentionRuleSubject,
    recordId: 0,
    action: 'update',
    changes: Object.fromEntries(body.rules.map((r) => [r.category, r.months])),
  });
  return { rules: (await retentionOverview(ctx)).rules };
}
