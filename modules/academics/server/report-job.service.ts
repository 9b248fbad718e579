import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import {
  anonymousContext,
  assertFranchisee,
  defineJob,
  enqueue,
  everyFranchiseeContext,
  files,
  jobRuns,
  notFound,
  requireUser,
  type FileStore,
  type RequestContext,
} from '@portal/kit';
import { inTheYearsClass, studentAdmissions } from '@portal/mod-students/server';
import { centreOf, loadTerm } from './grade-book.service.ts';
import { buildCard, drawCard } from './report-card.service.ts';

export const REPORT_CARD_JOB = 'report-cards';

interface Payload extends Record<string, unknown> {
  franchiseeId: number;
  classId: number;
  termId: number;
  sectionId?: number;
  userId: number;
}

let store: FileStore | null = null;
/** The file store the class's PDF is written to (set when the module is registered). */
export function useReportStore(s: FileStore): void {
  store = s;
}

/** A class's report cards in one PDF (a page or more per child), written to the file store with progress. */
export const reportCardJob = defineJob<Payload>({
  name: REPORT_CARD_JOB,
  // Run twice? Yes: it writes the report cards’ file again from the same marks.
  mayRunTwice: true,
  async handler({ db, payload, progress }) {
    const ctx = everyFranchiseeContext(anonymousContext(db));
    const term = await loadTerm(ctx, payload.termId);
    const children = await db
      .select({ id: studentAdmissions.id })
      .from(studentAdmissions)
      .where(
        and(
          eq(studentAdmissions.franchiseeId, payload.franchiseeId),
          eq(studentAdmissions.classId, payload.classId),
          eq(studentAdmissions.academicYearId, term.academicYearId),
          payload.sectionId ? eq(studentAdmissions.sectionId, payload.sectionId) : undefined,
          inTheYearsClass(),
        ),
      )
      .orderBy(studentAdmissions.id);
    const { default: PDFDocument } = await import('pdfkit'); // loaded when first needed (about 20 MB resident)
    const doc = new PDFDocument({ size: 'A4', margin: 40, autoFirstPage: false, info: { Title: 'Report cards' } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()));
    for (const [i, child] of children.entries()) {
      const card = await buildCard(ctx, child.id, payload.termId);
      doc.addPage();
      drawCard(doc, card);
      if (i % 10 === 9) await progress(Math.floor(((i + 1) * 90) / children.length));
    }
    if (children.length === 0) doc.addPage().text('No children in this class.');
    doc.end();
    await ended;
    const bytes = Buffer.concat(chunks);
    const id = randomBytes(16).toString('base64url');
    if (!store) throw new Error('No file store for report cards');
    await store.write(id, Readable.from(bytes));
    await db.insert(files).values({
      id,
      originalName: `report-cards-${term.name.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`,
      size: bytes.length,
      contentType: 'application/pdf',
      uploadedBy: payload.userId,
      franchiseeId: payload.franchiseeId,
    });
    await progress(100);
    return { cards: children.length, fileId: id, bytes: bytes.length };
  },
});

export async function startReportCards(
  ctx: RequestContext,
  input: { classId: number; termId: number; sectionId?: number; franchiseeId?: number },
) {
  requireUser(ctx);
  const franchiseeId = centreOf(ctx, input.franchiseeId);
  await loadTerm(ctx, input.termId);
  const { runId } = await enqueue(
    ctx.db,
    REPORT_CARD_JOB,
    { franchiseeId, classId: input.classId, termId: input.termId, sectionId: input.sectionId, userId: ctx.user.id },
    { franchiseeId },
  );
  return { runId };
}

export async function reportCardsStatus(ctx: RequestContext, runId: number) {
  const [run] = await ctx.db
    .select()
    .from(jobRuns)
    .where(and(eq(jobRuns.id, runId), eq(jobRuns.name, REPORT_CARD_JOB)));
  if (!run || run.franchiseeId === null) throw notFound('Report card run');
  assertFranchisee(ctx, run.franchiseeId, 'Report card run');
  const result = (run.result ?? {}) as { cards?: number; fileId?: string };
  return {
    status: run.status,
    progress: run.progress,
    cards: result.cards ?? null,
    fileId: result.fileId ?? null,
    error: run.error,
  };
}
