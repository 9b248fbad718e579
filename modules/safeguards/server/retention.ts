import { desc, eq, inArray, sql } from 'drizzle-orm';
import { formatDate } from '@portal/core';
import { audit, auditSubject, files, notFound, conflict, type FileStore, type RequestContext } from '@portal/kit';
import { carePhotosOfChildrenGoneBefore, deleteCareEvents } from '@portal/mod-day/server';
import { anonymiseEnquiries, enquiriesNotAdmittedBefore } from '@portal/mod-enquiry/server';
import { adminUsers } from '@portal/mod-users/server';
import { DEFAULT_RETENTION_MONTHS, RETENTION_CATEGORIES, type RetentionCategory } from '../shared/constants.ts';
import type { RetentionRun } from '../shared/contracts.ts';
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
interface Report {
  asOf: string;
  sections: Section[];
}

function monthsBefore(at: Date, months: number): Date {
  const d = new Date(at);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

export async function retentionMonths(ctx: RequestContext): Promise<Record<RetentionCategory, number>> {
  const rows = await ctx.db.select().from(retentionRules);
  const out = { ...DEFAULT_RETENTION_MONTHS };
  for (const r of rows) if (r.category in out) out[r.category as RetentionCategory] = r.months;
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

/** What each category holds past its period at `asOf`; `apply` anonymises or deletes it. */
async function sweep(
  ctx: RequestContext,
  asOf: Date,
  months: Record<RetentionCategory, number>,
  apply: { store: FileStore | null } | null,
): Promise<Section[]> {
  const sections: Section[] = [];
  const done = apply ? ('anonymised' as const) : null;

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
      for (const id of fileIds) {
        await apply.store?.remove(id);
        filesDeleted++;
      }
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
  const report = dry.report as Report;
  const months = Object.fromEntries(report.sections.map((s) => [s.category, s.months])) as Record<
    RetentionCategory,
    number
  >;
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
  const report = run.report as Report;
  return {
    id: run.id,
    dryRun: run.dryRun,
    dryRunId: run.dryRunId,
    at: run.createdAt,
    by,
    appliedBy,
    sections: report.sections.map((s) => ({
      ...s,
      items: s.items.map((i) => ({ ...i, since: new Date(i.since) })),
    })),
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
