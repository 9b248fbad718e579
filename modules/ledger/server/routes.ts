import type { FastifyInstance } from 'fastify';
import { badRequest, enqueue, inTransaction, requireHeadOffice, serve, viewRoutes } from '@portal/kit';
import { paiseToRupeesText } from '@portal/core';
import { ACCOUNTS } from '../shared/accounts.ts';
import * as C from '../shared/contracts.ts';
import { monthText } from '../shared/inputs.ts';
import { LEDGER_LISTS } from '../shared/lists.ts';
import { ACCOUNT_LABELS, labelOf } from '../shared/labels.ts';
import { addNote, franchiseeToHeadOffice, settlementTransfer } from './journal/notes.service.ts';
import { balancesByFranchisee, trialBalance } from './journal/read.service.ts';
import { journalEntryView } from './journal/entry-list.ts';
import { centreLedger, statementCsv, studentLedger } from './journal/ledgers.service.ts';
import { LINE_VIEW_ROUTES } from './journal/line-views.ts';
import { reverseJournal } from './journal/reverse.service.ts';
import { studentBalances } from './journal/students.service.ts';
import { csv } from './report.ts';
import { royaltyInvoicePdf, loadInvoice } from './royalty/invoice-pdf.service.ts';
import { ROYALTY_JOB } from './royalty/job.ts';
import { royaltyList, studentRoyaltyDetails } from './royalty/read.service.ts';
import { royaltyInvoiceView } from './royalty/invoice-list.ts';
import { runRoyalty } from './royalty/run.service.ts';
import { getRoyaltySetting, saveRoyaltySetting } from './royalty/settings.service.ts';
import { submitEInvoice } from './einvoice/submit.service.ts';
import { eInvoiceFile } from './einvoice/file.service.ts';
import { ROYALTY_BASE } from '../shared/figures.ts';

const rupees = (paise: number) => paiseToRupeesText(paise);
const CSV = 'text/csv; charset=utf-8';

/** Sends a file answer as a download. */
function attachment<R extends { header(k: string, v: string): R; send(b: Buffer | string): R }>(
  reply: R,
  mime: string,
  name: string,
  file: Buffer | string,
): R {
  return reply.header('content-type', mime).header('content-disposition', `attachment; filename="${name}"`).send(file);
}

/** Months named in a query ('2026-06,2026-07'), else the last 12. */
function monthsOf(text: string | undefined): string[] {
  if (text === undefined) return lastMonths(12);
  const months = text.split(',').map((m) => m.trim());
  for (const m of months) {
    const parsed = monthText.safeParse(m);
    if (!parsed.success) throw badRequest(parsed.error.issues[0].message, { months: parsed.error.issues[0].message });
  }
  return months;
}

export function ledgerRoutes(app: FastifyInstance): void {
  // ---- ledgers ----
  serve(app, C.studentLedger, ({ ctx, params, query }) =>
    studentLedger(ctx, params.studentAdmissionId, query.franchiseeID),
  );
  serve(app, C.studentLedgerExport, async ({ ctx, params }, reply) => {
    const s = await studentLedger(ctx, params.studentAdmissionId);
    const title = `Student ledger: ${s.student.name} (${s.student.admissionNumber}), ${s.student.companyName}`;
    return attachment(reply, CSV, `student-ledger-${s.student.studentAdmissionId}.csv`, statementCsv(title, s));
  });
  serve(app, C.franchiseeLedgerExport, async ({ ctx, params }, reply) => {
    const s = await centreLedger(ctx, ACCOUNTS.FRANCHISEE_RECEIVABLE, params.franchiseeId);
    const title = `Franchisee ledger: ${s.franchisee.companyName}`;
    return attachment(reply, CSV, `franchisee-ledger-${s.franchisee.id}.csv`, statementCsv(title, s));
  });
  serve(app, C.nodalLedgerExport, async ({ ctx, params }, reply) => {
    const s = await centreLedger(ctx, ACCOUNTS.NODAL_ACCOUNT, params.franchiseeId);
    const title = `Nodal account: ${s.franchisee.companyName}`;
    return attachment(reply, CSV, `nodal-account-${s.franchisee.id}.csv`, statementCsv(title, s));
  });
  serve(app, C.franchiseeBalances, async ({ ctx }) => ({
    rows: await balancesByFranchisee(ctx, ACCOUNTS.FRANCHISEE_RECEIVABLE),
  }));
  serve(app, C.franchiseeLedger, ({ ctx, params }) =>
    centreLedger(ctx, ACCOUNTS.FRANCHISEE_RECEIVABLE, params.franchiseeId),
  );
  serve(app, C.nodalBalances, async ({ ctx }) => ({ rows: await balancesByFranchisee(ctx, ACCOUNTS.NODAL_ACCOUNT) }));
  serve(app, C.nodalLedger, ({ ctx, params }) => centreLedger(ctx, ACCOUNTS.NODAL_ACCOUNT, params.franchiseeId));
  serve(app, C.studentBalances, async ({ ctx, query }) => ({ rows: await studentBalances(ctx, query.franchiseeID) }));
  serve(app, C.trialBalance, ({ ctx, query }) => trialBalance(ctx, query.franchiseeID));
  viewRoutes(app, journalEntryView, { path: '/api/ledger/entries' });
  for (const { view, path, preset } of LINE_VIEW_ROUTES) viewRoutes(app, view, { path, preset });
  serve(app, C.ledgerReport, async ({ ctx, query }, reply) => {
    const tb = await trialBalance(ctx, query.franchiseeID);
    const file = csv(
      ['Account', 'Debit (₹)', 'Credit (₹)', 'Balance (₹)'],
      tb.accounts.map((a) => [
        labelOf(ACCOUNT_LABELS, a.account),
        rupees(a.debit),
        rupees(a.credit),
        rupees(a.balance),
      ]),
    );
    return attachment(reply, CSV, 'ledger-report.csv', file);
  });
  serve(app, C.reverseEntry, ({ ctx, params, body }) =>
    inTransaction(ctx, (ctx) => reverseJournal(ctx, params.id, body.reason)),
  );
  serve(app, C.addTransaction, ({ ctx, body }) => addNote(ctx, body));
  serve(app, C.settlementTransfer, ({ ctx, body }) => settlementTransfer(ctx, body));
  serve(app, C.franchiseeToHeadOffice, ({ ctx, body }) => franchiseeToHeadOffice(ctx, body));

  // ---- royalty ----
  serve(app, C.royaltySetting, async ({ ctx, params }) => ({
    setting: await getRoyaltySetting(ctx, params.franchiseeId),
  }));
  serve(app, C.saveRoyaltySetting, ({ ctx, params, body }) =>
    inTransaction(ctx, (ctx) => saveRoyaltySetting(ctx, params.franchiseeId, body)),
  );
  serve(app, C.royaltyList, async ({ ctx, query }) => ({
    rows: await royaltyList(ctx, { months: monthsOf(query.months), franchiseeId: query.franchiseeID }),
  }));
  serve(app, C.studentRoyaltyDetails, async ({ ctx, query }) => ({
    rows: await studentRoyaltyDetails(ctx, query.franchiseeID, query.studentAdmissionID),
  }));
  viewRoutes(app, royaltyInvoiceView, { path: LEDGER_LISTS.royaltyInvoices.path });
  serve(app, C.issueRoyalty, ({ ctx, body }) => {
    requireHeadOffice(ctx);
    return inTransaction(ctx, (ctx) =>
      runRoyalty(ctx, { months: [body.month], franchiseeIds: body.franchiseeId ? [body.franchiseeId] : undefined }),
    );
  });
  serve(app, C.queueRoyaltyRun, ({ ctx, body }) => {
    requireHeadOffice(ctx);
    return enqueue(ctx.db, ROYALTY_JOB, { month: body.month });
  });
  serve(app, C.royaltyInvoice, ({ ctx, params }) => loadInvoice(ctx, params.id));
  serve(app, C.royaltyInvoicePdf, async ({ ctx, params }, reply) => {
    const { file, name } = await royaltyInvoicePdf(ctx, params.id);
    return attachment(reply, 'application/pdf', name, file);
  });
  serve(app, C.royaltyEInvoice, async ({ ctx, params }, reply) => {
    const { file, name } = await eInvoiceFile(ctx, params.id);
    return attachment(reply, 'application/json', name, file);
  });
  serve(app, C.submitEInvoice, ({ ctx, params }) => submitEInvoice(ctx, params.id));
  serve(app, C.royaltyReport, async ({ ctx, query }, reply) => {
    const rows = await royaltyList(ctx, { months: lastMonths(12), franchiseeId: query.franchiseeID });
    const file = csv(
      ['Month', 'Centre', `${ROYALTY_BASE.label} (₹)`, 'Students', 'Royalty (₹)', 'Invoice'],
      rows.map((x) => [
        x.month,
        x.companyName,
        rupees(x.collectedPaise),
        x.studentCount,
        x.figures ? rupees(x.figures.royaltyPaise) : '',
        x.invoice?.invoiceNo ?? '',
      ]),
    );
    return attachment(reply, CSV, 'royalty-report.csv', file);
  });
}

/** The last n months, newest first, as YYYY-MM (India's calendar). */
export function lastMonths(n: number, now = new Date()): string[] {
  const d = new Date(now.getTime() + 330 * 60_000);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const x = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - i, 1));
    out.push(x.toISOString().slice(0, 7));
  }
  return out;
}
