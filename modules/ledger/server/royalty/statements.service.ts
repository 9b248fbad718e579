import { and, asc, eq } from 'drizzle-orm';
import { formatPaise, todayInIndia, storedAs } from '@portal/core';
import { franchisees } from '@portal/mod-org/server';
import {
  assertFranchisee,
  audit,
  badRequest,
  commandOf,
  conflict,
  defineResource,
  fieldError,
  franchiseeFence,
  headOffice,
  inTransaction,
  loadRecord,
  requireHeadOffice,
  type RequestContext,
} from '@portal/kit';
import { LEDGER_MODULES } from '../../shared/accounts.ts';
import {
  acceptDisputeInput,
  disputeLineInput,
  rejectDisputeInput,
  royaltyStatementLineShape,
  royaltyStatementShape,
  type StatementAnswer,
  LINE_STATUSES,
  STATEMENT_STATUSES,
} from '../../shared/statements.ts';
import { studentNames } from '../journal/students.service.ts';
import { royaltyInvoices, royaltyStatementLines, royaltyStatements } from '../schema.ts';
import { studentCollections } from './collections.ts';
import { computeRoyalty } from './compute.ts';
import { runRoyalty } from './run.service.ts';
import { termsFor } from './versions.ts';

type Statement = typeof royaltyStatements.$inferSelect;
type Line = typeof royaltyStatementLines.$inferSelect;
const statementCommand = commandOf<Statement>();
const lineCommand = commandOf<Line>();

const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleString('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The statement a line belongs to, held until the transaction ends: a dispute and the invoice never cross. */
async function draftOf(ctx: RequestContext, line: Line): Promise<Statement> {
  const [statement] = await ctx.db
    .select()
    .from(royaltyStatements)
    .where(eq(royaltyStatements.id, line.statementId))
    .for('update');
  if (statement.status !== 'DRAFT')
    throw conflict(`The statement of ${monthName(statement.month)} is invoiced: its lines are settled`);
  return statement;
}

/**
 * Prepares (or, while nothing on it is disputed, prepares again) a centre's draft for a month: one line per child
 * who paid on the fee heads the agreement in force charges royalty on, as the ledger has it now.
 */
export async function prepareStatement(ctx: RequestContext, input: { month: string; franchiseeId: number }) {
  requireHeadOffice(ctx);
  assertFranchisee(ctx, input.franchiseeId);
  if (input.month > todayInIndia().slice(0, 7))
    throw fieldError('month', 'A statement cannot be prepared for a month that has not started');
  const id = await inTransaction(ctx, async (ctx) => {
    const [centre] = await ctx.db
      .select({ id: franchisees.id, isCorporate: franchisees.isCorporate })
      .from(franchisees)
      .where(eq(franchisees.id, input.franchiseeId));
    if (!centre) throw fieldError('franchiseeId', 'Choose a centre');
    if (centre.isCorporate) throw fieldError('franchiseeId', 'Head office does not charge itself royalty');
    const terms = (await termsFor(ctx.db, [input.franchiseeId])).at(input.franchiseeId, input.month);
    if (!terms) throw badRequest(`The centre has no royalty agreement in force in ${monthName(input.month)}`);
    const [invoiced] = await ctx.db
      .select({ invoiceNo: royaltyInvoices.invoiceNo })
      .from(royaltyInvoices)
      .where(
        and(
          franchiseeFence(ctx, royaltyInvoices.franchiseeId, input.franchiseeId),
          eq(royaltyInvoices.month, input.month),
        ),
      );
    if (invoiced) throw conflict(`${monthName(input.month)} is already invoiced (${invoiced.invoiceNo})`);
    const [existing] = await ctx.db
      .select()
      .from(royaltyStatements)
      .where(
        and(
          franchiseeFence(ctx, royaltyStatements.franchiseeId, input.franchiseeId),
          eq(royaltyStatements.month, input.month),
        ),
      )
      .for('update');
    let statementId: number;
    if (existing) {
      const lines = await ctx.db
        .select({ status: royaltyStatementLines.status })
        .from(royaltyStatementLines)
        .where(eq(royaltyStatementLines.statementId, existing.id));
      if (lines.some((l) => l.status !== 'UNDISPUTED'))
        throw conflict(
          `The draft of ${monthName(input.month)} has disputes on it: it is settled line by line, not prepared again`,
        );
      await ctx.db.delete(royaltyStatementLines).where(eq(royaltyStatementLines.statementId, existing.id));
      statementId = existing.id;
    } else {
      const [row] = await ctx.db
        .insert(royaltyStatements)
        .values({ franchiseeId: input.franchiseeId, month: input.month, preparedBy: ctx.user?.id ?? null })
        .returning({ id: royaltyStatements.id });
      statementId = row.id;
    }
    const paid = (await studentCollections(ctx.db, input.franchiseeId, { months: [input.month] })).filter(
      (r) => r.collectedPaise > 0,
    );
    if (paid.length > 0)
      await ctx.db.insert(royaltyStatementLines).values(
        paid.map((r) => ({
          franchiseeId: input.franchiseeId,
          statementId,
          studentAdmissionId: r.studentAdmissionId,
          collectedPaise: r.collectedPaise,
        })),
      );
    await audit(ctx, {
      resource: royaltyStatementShape,
      recordId: statementId,
      action: existing ? 'prepare-again' : 'create',
      franchiseeId: input.franchiseeId,
      changes: { month: input.month, lines: paid.length },
    });
    return statementId;
  });
  return statementDetail(ctx, id);
}

/** A statement line by line (inside the fence: another centre's is not found), and the royalty it comes to. */
export async function statementDetail(ctx: RequestContext, id: number): Promise<StatementAnswer> {
  const statement = await loadRecord(ctx, royaltyStatementResource, id);
  const lines = await ctx.db
    .select()
    .from(royaltyStatementLines)
    .where(eq(royaltyStatementLines.statementId, statement.id))
    .orderBy(asc(royaltyStatementLines.id));
  const names = await studentNames(
    ctx,
    lines.map((l) => l.studentAdmissionId),
  );
  const [centre] = await ctx.db
    .select({ name: franchisees.companyName })
    .from(franchisees)
    .where(eq(franchisees.id, statement.franchiseeId));
  const invoice = statement.royaltyInvoiceId
    ? (
        await ctx.db
          .select({ invoiceNo: royaltyInvoices.invoiceNo })
          .from(royaltyInvoices)
          .where(eq(royaltyInvoices.id, statement.royaltyInvoiceId))
      )[0]
    : undefined;
  const counted = lines.map((l) => l.agreedPaise ?? l.collectedPaise);
  const terms = (await termsFor(ctx.db, [statement.franchiseeId])).at(statement.franchiseeId, statement.month);
  const figures = terms
    ? computeRoyalty(
        terms,
        counted.reduce((a, c) => a + Math.max(0, c), 0),
        counted.filter((c) => c > 0).length,
      )
    : null;
  return {
    id: statement.id,
    franchiseeId: statement.franchiseeId,
    companyName: centre?.name ?? '',
    month: statement.month,
    status: storedAs(STATEMENT_STATUSES, statement.status),
    royaltyInvoiceId: statement.royaltyInvoiceId,
    invoiceNo: invoice?.invoiceNo ?? null,
    model: terms?.model ?? null,
    figures,
    openDisputes: lines.filter((l) => l.status === 'DISPUTED').length,
    lines: lines.map((l, i) => ({
      id: l.id,
      studentAdmissionId: l.studentAdmissionId,
      studentName: names.get(l.studentAdmissionId) ?? null,
      collectedPaise: l.collectedPaise,
      agreedPaise: l.agreedPaise,
      countedPaise: counted[i],
      status: storedAs(LINE_STATUSES, l.status),
      disputeReason: l.disputeReason,
      claimedPaise: l.claimedPaise,
      reply: l.reply,
      disputedByMe: l.disputedBy !== null && l.disputedBy === ctx.user?.id,
    })),
  };
}

/** The drafts and invoiced statements of the user's centres (list, record, export, history); invoiced by command. */
export const royaltyStatementResource = defineResource({
  ...royaltyStatementShape,
  scope: 'franchisee',
  readOnly: true,
  table: royaltyStatements,
  titleField: 'month',
  list: {
    columns: ['franchiseeId', 'month', 'status', 'createdAt'],
    search: ['month'],
    filters: ['franchiseeId', 'status', 'month'],
    defaultSort: { field: 'id', dir: 'desc' },
  },
  statusField: 'status',
  describe: (row) => `the royalty statement of ${monthName(String(row.month))}`,
  commands: {
    invoice: statementCommand({
      label: 'Issue the invoice',
      from: ['DRAFT'],
      to: 'INVOICED',
      module: LEDGER_MODULES.ROYALTY,
      level: 'level_6',
      color: 'green',
      async handler(ctx, row) {
        requireHeadOffice(ctx);
        // Refused in words while a line is disputed (the run holds the month).
        const run = await runRoyalty(ctx, { months: [row.month], franchiseeIds: [row.franchiseeId] });
        const [invoice] = await ctx.db
          .select({ id: royaltyInvoices.id })
          .from(royaltyInvoices)
          .where(
            and(
              franchiseeFence(ctx, royaltyInvoices.franchiseeId, row.franchiseeId),
              eq(royaltyInvoices.month, row.month),
            ),
          );
        if (!invoice || run.invoices === 0)
          throw conflict(`${monthName(row.month)} comes to no royalty: there is nothing to invoice`);
        return { set: { royaltyInvoiceId: invoice.id } };
      },
    }),
  },
});

/**
 * The lines of the statements: the centre disputes one (the amount it says is right, and why); head office accepts
 * (the line counts that amount) or rejects with a reply. Whoever raised a dispute cannot answer it.
 */
export const royaltyStatementLineResource = defineResource({
  ...royaltyStatementLineShape,
  personalData: {
    whose: ['child'],
    categories: ['money'],
    // The lines are the centre's account with head office: its royalty grants say who reads them.
    audience: { everyRow: ['FRANCHISEE_USER_1', 'COCO_USER_1', headOffice] },
    retention:
      'with the centre’s accounts: 8 years after the financial year, as the law on fee and tax records requires',
    purposes: ['To agree the royalty a centre owes on what it collected, before the invoice'],
  },
  scope: 'franchisee',
  readOnly: true,
  table: royaltyStatementLines,
  titleField: 'id',
  list: {
    columns: ['statementId', 'studentAdmissionId', 'collectedPaise', 'agreedPaise', 'status'],
    search: ['disputeReason'],
    filters: ['franchiseeId', 'statementId', 'status'],
    defaultSort: { field: 'id', dir: 'asc' },
  },
  statusField: 'status',
  describe: () => 'the dispute of this line',
  commands: {
    dispute: lineCommand({
      label: 'Dispute',
      from: ['UNDISPUTED'],
      to: 'DISPUTED',
      module: LEDGER_MODULES.ROYALTY_ADJUSTMENT,
      color: 'orange',
      input: disputeLineInput,
      async handler(ctx, row, input) {
        await draftOf(ctx, row);
        if (input.claimedPaise >= row.collectedPaise)
          throw fieldError(
            'claimedPaise',
            `Say the amount that is right: less than the ${formatPaise(row.collectedPaise)} the line counts`,
          );
        return {
          set: {
            disputeReason: input.reason,
            claimedPaise: input.claimedPaise,
            disputedBy: ctx.user?.id ?? null,
            disputedAt: new Date(),
          },
        };
      },
    }),
    accept: lineCommand({
      label: 'Accept',
      from: ['DISPUTED'],
      to: 'ADJUSTED',
      module: LEDGER_MODULES.ROYALTY,
      level: 'level_6',
      color: 'green',
      decides: { raisedBy: 'disputedBy' },
      input: acceptDisputeInput,
      async handler(ctx, row, input) {
        await draftOf(ctx, row);
        return {
          set: {
            agreedPaise: row.claimedPaise,
            reply: input?.reply || null,
            resolvedBy: ctx.user?.id ?? null,
            resolvedAt: new Date(),
          },
        };
      },
    }),
    reject: lineCommand({
      label: 'Reject',
      from: ['DISPUTED'],
      to: 'UPHELD',
      module: LEDGER_MODULES.ROYALTY,
      level: 'level_6',
      color: 'red',
      decides: { raisedBy: 'disputedBy' },
      input: rejectDisputeInput,
      async handler(ctx, row, input) {
        await draftOf(ctx, row);
        return { set: { reply: input.reply, resolvedBy: ctx.user?.id ?? null, resolvedAt: new Date() } };
      },
    }),
  },
});
