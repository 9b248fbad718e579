import { randomBytes } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { and, asc, count, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { canAccess, CRON_STATUS, formatDate, type EndpointResult } from '@portal/core';
import type { Db } from '@portal/db';
import {
  actingUser,
  anonymousContext,
  badRequest,
  defineJob,
  enqueue,
  everyFranchiseeContext,
  forbidden,
  franchiseeFence,
  franchiseeIdsInFence,
  jobRuns,
  notFound,
  requireUser,
  type FileStore,
  type JobContext,
  type RequestContext,
} from '@portal/kit';
import { enquiryReads } from '@portal/mod-enquiry/server';
import { collectedCondition, collectedCount, collectedPayments } from '@portal/mod-finance/server';
import { classes, franchisees } from '@portal/mod-org/server';
import { studentAdmissions, students } from '@portal/mod-students/server';
import { MESSAGES, PDF_MAX_ROWS, reportOf, REPORTS, type ReportKey } from '../shared/constants.ts';
import type * as C from '../shared/contracts.ts';
import type { ExportInput } from '../shared/contracts.ts';
import { PAGED_SOURCES, isPaged, type ReportSource, type SourceQuery } from './report-sources.ts';
import { fromView, viewFence } from './owner-views.ts';
import { reportExports, type ExportFilters } from './schema.ts';
import { indiaDay } from './widgets.ts';

export const EXPORT_JOB = 'reports.export';
/**
 * Rows read per statement while an export streams. Small batches are garbage that dies young: with 5,000
 * the batches outlived the scavenger and the heap grew by 300 MB over a million rows; with 1,000 it stays
 * within 30 MB, and the export is faster.
 */
export const EXPORT_BATCH = 1000;

let store: FileStore | undefined;
/** The file store exports are written to (the server module sets it at start-up). */
export function useExportStore(s: FileStore): void {
  store = s;
}

type Cell = string | number | null;
interface Source {
  headers: string[];
  count(ctx: RequestContext, where: SQL | undefined): Promise<number>;
  /** The rows after `afterId`, in id order: the id first, then one value per header. */
  batch(ctx: RequestContext, where: SQL | undefined, afterId: number): Promise<{ id: number; cells: Cell[] }[]>;
  where(ctx: RequestContext, from: string, to: string, ids: number[] | null, filters?: ExportFilters): SQL | undefined;
}

const rupees = (paise: number) => (paise / 100).toFixed(2);
/** The enquiry module's enquiries, as it lets others read them. */
const enquiry = enquiryReads.c;

const BATCHED: Record<Exclude<ReportKey, keyof typeof PAGED_SOURCES>, Source> = {
  enquiries: {
    headers: ['Enquiry', 'Centre', 'Child', 'Parent', 'Mobile', 'Source', 'Stage', 'Received on'],
    where: (ctx, from, to, ids) =>
      and(viewFence(ctx, enquiryReads, ids), sql`${indiaDay(enquiry.createdAt)} between ${from}::date and ${to}::date`),
    async count(ctx, where) {
      const [r] = await fromView(ctx.db, enquiryReads, { n: count() }).where(where);
      return r.n;
    },
    async batch(ctx, where, afterId) {
      const rows = await fromView(ctx.db, enquiryReads, {
        id: enquiry.id,
        code: enquiry.enquiryCode,
        centre: franchisees.companyName,
        child: enquiry.childName,
        parent: enquiry.parentName,
        mobile: enquiry.mobile,
        source: enquiry.source,
        stage: enquiry.stage,
        on: sql<string>`${indiaDay(enquiry.createdAt)}::text`,
      })
        .innerJoin(franchisees, eq(franchisees.id, enquiry.franchiseeId))
        .where(and(where, gt(enquiry.id, afterId)))
        .orderBy(asc(enquiry.id))
        .limit(EXPORT_BATCH);
      return rows.map((r) => ({
        id: r.id,
        cells: [r.code, r.centre, r.child, r.parent, r.mobile, r.source, r.stage, r.on],
      }));
    },
  },
  'fee-payments': {
    headers: ['Receipt', 'Centre', 'Paid by', 'For', 'Mode', 'Amount (Rs.)', 'Confirmed on'],
    where: (ctx, from, to, ids) => collectedCondition(ctx, { franchiseeIds: ids, from, to }),
    count: collectedCount,
    async batch(ctx, where, afterId) {
      const rows = await collectedPayments(ctx, where, { afterId, limit: EXPORT_BATCH });
      return rows.map((r) => ({
        id: r.id,
        cells: [r.receiptNo, r.centre, r.payerName, r.feeHeadName, r.mode, rupees(r.amountPaise), r.confirmedOn],
      }));
    },
  },
  admissions: {
    headers: ['Admission number', 'Centre', 'Student', 'Class', 'Admission date', 'Status'],
    where: (ctx, from, to, ids) =>
      and(
        franchiseeFence(ctx, studentAdmissions.franchiseeId, ids),
        sql`${studentAdmissions.admissionDate} between ${from}::date and ${to}::date`,
      ),
    async count(ctx, where) {
      const [r] = await ctx.db.select({ n: count() }).from(studentAdmissions).where(where);
      return r.n;
    },
    async batch(ctx, where, afterId) {
      const rows = await ctx.db
        .select({
          id: studentAdmissions.id,
          number: students.admissionNumber,
          centre: franchisees.companyName,
          student: sql<string>`trim(${students.firstName} || ' ' || ${students.lastName})`,
          className: classes.name,
          date: studentAdmissions.admissionDate,
          status: studentAdmissions.status,
        })
        .from(studentAdmissions)
        .innerJoin(students, eq(students.id, studentAdmissions.studentId))
        .innerJoin(classes, eq(classes.id, studentAdmissions.classId))
        .innerJoin(franchisees, eq(franchisees.id, studentAdmissions.franchiseeId))
        .where(and(where, gt(studentAdmissions.id, afterId)))
        .orderBy(asc(studentAdmissions.id))
        .limit(EXPORT_BATCH);
      return rows.map((r) => ({
        id: r.id,
        cells: [r.number, r.centre, r.student, r.className, r.date, r.status],
      }));
    },
  },
};

/** A paged report (report-sources.ts) read as an export's batches: its cells as a spreadsheet holds them. */
function batchedOf(source: ReportSource): Source {
  const cellOf = (v: Cell, kind: string): Cell => (v === null ? null : kind === 'paise' ? rupees(Number(v)) : v);
  let query: SourceQuery = { from: '', to: '' };
  return {
    headers: source.columns.map((c) => (c.kind === 'paise' ? `${c.label} (Rs.)` : c.label)),
    where(ctx, from, to, ids, filters) {
      query = { from, to, franchisee: ids, ...filters };
      return source.where(ctx, query);
    },
    count: (ctx, where) => source.count(ctx, where),
    async batch(ctx, where, afterId) {
      const rows = await source.rows(ctx, where, query, { afterId, limit: EXPORT_BATCH });
      return rows.map((r) => ({ id: r.id, cells: source.columns.map((c) => cellOf(r.row[c.key] ?? null, c.kind)) }));
    },
  };
}

const sourceOf = (key: ReportKey): Source => (isPaged(key) ? batchedOf(PAGED_SOURCES[key]) : BATCHED[key]);

const csvCell = (v: Cell) => {
  const s = v === null ? '' : String(v);
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * Runs a report as an export: the user must hold the report's module, the centre named must be in
 * reach (404 otherwise), the period is checked by the input schema. The centres are settled now, so
 * the job later reads exactly what the user could.
 */
export async function startExport(
  ctx: RequestContext,
  input: ExportInput,
): Promise<EndpointResult<typeof C.startExport>> {
  requireUser(ctx);
  const report = reportOf(input.report)!;
  const subject = { superAdmin: ctx.user.superAdmin, roleNames: ctx.roleNames, endPoints: ctx.endPoints };
  if (!canAccess(subject, report.module, 'GET')) throw forbidden(MESSAGES.reportRefused);
  const ids = franchiseeIdsInFence(ctx, input.franchiseeID) ?? null;
  const filters: ExportFilters = {
    ...(input.classID ? { classId: input.classID } : {}),
    ...(input.status ? { status: input.status } : {}),
    ...(input.kitType ? { kitType: input.kitType } : {}),
    ...(input.search ? { search: input.search } : {}),
  };
  if (input.format === 'pdf') {
    // A PDF is read by people: refuse one too long to read before a job is queued.
    const source = sourceOf(input.report);
    const rows = await source.count(ctx, source.where(ctx, input.fromDate, input.toDate, ids, filters));
    if (rows > PDF_MAX_ROWS) throw badRequest(MESSAGES.pdfTooLarge(rows));
  }
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reportExports)
      .values({
        userId: actingUser(ctx).id,
        franchiseeId: input.franchiseeID ?? null,
        report: input.report,
        format: input.format,
        fromDate: input.fromDate,
        toDate: input.toDate,
        franchiseeIds: ids,
        filters,
      })
      .returning({ id: reportExports.id });
    const { runId } = await enqueue(
      tx,
      EXPORT_JOB,
      { exportId: row.id },
      { franchiseeId: ids?.length === 1 ? ids[0] : null },
    );
    await tx.update(reportExports).set({ runId }).where(eq(reportExports.id, row.id));
    return { id: row.id, runId };
  });
}

/** The user's exports, newest first, with their run's status and progress. */
export async function listExports(ctx: RequestContext): Promise<EndpointResult<typeof C.exportList>> {
  requireUser(ctx);
  const rows = await ctx.db
    .select({
      id: reportExports.id,
      report: reportExports.report,
      format: reportExports.format,
      fromDate: reportExports.fromDate,
      toDate: reportExports.toDate,
      status: jobRuns.status,
      progress: jobRuns.progress,
      error: jobRuns.error,
      rowCount: reportExports.rowCount,
      createdAt: reportExports.createdAt,
      fileId: reportExports.fileId,
    })
    .from(reportExports)
    .innerJoin(jobRuns, eq(jobRuns.id, reportExports.runId))
    .where(eq(reportExports.userId, ctx.user.id))
    .orderBy(desc(reportExports.id))
    .limit(50);
  return {
    rows: rows.map(({ fileId, createdAt, ...r }) => ({
      ...r,
      createdAt: createdAt.toISOString(),
      ready: r.status === CRON_STATUS.COMPLETED && fileId !== null,
    })),
  };
}

const MIME = {
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** A finished export's file, for the user who ran it (anyone else gets 404). */
export async function openExport(ctx: RequestContext, id: number) {
  requireUser(ctx);
  const [row] = await ctx.db
    .select()
    .from(reportExports)
    .where(and(eq(reportExports.id, id), eq(reportExports.userId, ctx.user.id)));
  if (!row || !row.fileId || !store) throw notFound('Export');
  return {
    name: `${row.report}-${row.fromDate}-to-${row.toDate}.${row.format}`,
    mime: MIME[row.format],
    body: await store.read(row.fileId),
  };
}

/** The rows of an export, batch by batch, reporting progress as they go. */
async function* rowsOf(job: JobContext, source: Source, ctx: RequestContext, where: SQL | undefined) {
  const total = await source.count(ctx, where);
  let done = 0;
  let after = 0;
  for (;;) {
    if (job.signal.aborted) throw new Error('The export was stopped');
    const batch = await source.batch(ctx, where, after);
    if (batch.length === 0) break;
    yield batch.map((b) => b.cells);
    done += batch.length;
    after = batch[batch.length - 1].id;
    await job.progress(total === 0 ? 100 : Math.min(99, Math.floor((done * 100) / total)));
  }
  return done;
}

async function writeCsv(job: JobContext, source: Source, ctx: RequestContext, where: SQL | undefined, id: string) {
  let rows = 0;
  async function* lines() {
    yield '\ufeff' + source.headers.map(csvCell).join(',') + '\n';
    for await (const batch of rowsOf(job, source, ctx, where)) {
      rows += batch.length;
      yield batch.map((cells) => cells.map(csvCell).join(',')).join('\n') + '\n';
    }
  }
  await store!.write(id, Readable.from(lines()));
  return rows;
}

async function writeXlsx(job: JobContext, source: Source, ctx: RequestContext, where: SQL | undefined, id: string) {
  const out = new PassThrough();
  const written = store!.write(id, out);
  const { default: ExcelJS } = await import('exceljs'); // loaded when first needed (about 30 MB resident)
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const sheet = book.addWorksheet('Report');
  sheet.addRow(source.headers).commit();
  let rows = 0;
  for await (const batch of rowsOf(job, source, ctx, where)) {
    for (const cells of batch) sheet.addRow(cells).commit();
    rows += batch.length;
  }
  sheet.commit();
  await book.commit();
  await written;
  return rows;
}

/** A PDF of the rows as a table in landscape: a header on every page, each page written out as it fills. */
async function writePdf(
  job: JobContext,
  source: Source,
  ctx: RequestContext,
  where: SQL | undefined,
  id: string,
  title: string,
) {
  const { default: PDFDocument } = await import('pdfkit'); // loaded when first needed (about 20 MB resident)
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 30, bufferPages: false });
  const written = store!.write(id, doc);
  const left = 30;
  const width = doc.page.width - 60;
  const colWidth = width / source.headers.length;
  const rowHeight = 14;
  let y = 0;
  const header = () => {
    doc.font('Helvetica-Bold').fontSize(12).fillColor('#1f2a44').text(title, left, 30);
    y = 50;
    doc.font('Helvetica-Bold').fontSize(7);
    source.headers.forEach((h, i) =>
      doc.text(h, left + i * colWidth, y, { width: colWidth - 4, height: rowHeight * 2, ellipsis: true }),
    );
    y += rowHeight * 2;
    doc.font('Helvetica').fontSize(7);
  };
  header();
  let rows = 0;
  for await (const batch of rowsOf(job, source, ctx, where)) {
    for (const cells of batch) {
      if (y + rowHeight > doc.page.height - 30) {
        doc.addPage();
        header();
      }
      cells.forEach((c, i) =>
        doc.text(c === null ? '' : String(c), left + i * colWidth, y, {
          width: colWidth - 4,
          height: rowHeight,
          ellipsis: true,
          lineBreak: false,
        }),
      );
      y += rowHeight;
    }
    rows += batch.length;
  }
  doc.end();
  await written;
  return rows;
}

/** Streams an export's rows into a file in batches, so memory stays flat however many rows there are. */
export async function runExport(job: JobContext<{ exportId: number }>, db: Db = job.db) {
  if (!store) throw new Error('No file store for exports');
  const [row] = await db.select().from(reportExports).where(eq(reportExports.id, job.payload.exportId));
  if (!row) throw new Error('The export no longer exists');
  const ctx = everyFranchiseeContext(anonymousContext(db));
  const source = sourceOf(row.report);
  const where = source.where(ctx, row.fromDate, row.toDate, row.franchiseeIds, row.filters ?? {});
  const fileId = randomBytes(16).toString('base64url');
  const label = REPORTS.find((r) => r.key === row.report)?.label ?? row.report;
  const title = `${label}, ${formatDate(row.fromDate)} to ${formatDate(row.toDate)}`;
  const rows =
    row.format === 'xlsx'
      ? await writeXlsx(job, source, ctx, where, fileId)
      : row.format === 'pdf'
        ? await writePdf(job, source, ctx, where, fileId, title)
        : await writeCsv(job, source, ctx, where, fileId);
  await db.update(reportExports).set({ fileId, rowCount: rows }).where(eq(reportExports.id, row.id));
  await job.progress(100);
  return { rows };
}

export const exportJob = defineJob<{ exportId: number }>({
  name: EXPORT_JOB,
  // Run twice? Yes: it writes the same export again.
  mayRunTwice: true,
  handler: (job) => runExport(job),
});
