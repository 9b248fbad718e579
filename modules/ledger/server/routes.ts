import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { enqueue, guard, idParams, inTransaction, requireAccess, requireHeadOffice, viewRoutes } from '@portal/kit';
import { ACCOUNTS, LEDGER_MODULES } from '../shared/accounts.ts';
import { addNote, franchiseeToHeadOffice, noteInput, settlementTransfer, transferInput } from './journal/notes.ts';
import { balancesByFranchisee, statement, trialBalance } from './journal/read.ts';
import { journalEntryView } from './journal/entry-list.ts';
import { reverseJournal } from './journal/reverse.ts';
import { studentBalances } from './journal/students.ts';
import { csv } from './report.ts';
import { royaltyInvoicePdf, loadInvoice } from './royalty/invoice-pdf.ts';
import { ROYALTY_JOB } from './royalty/job.ts';
import { royaltyList, studentRoyaltyDetails } from './royalty/read.ts';
import { royaltyInvoiceView } from './royalty/invoice-list.ts';
import { runRoyalty } from './royalty/run.ts';
import { getRoyaltySetting, royaltySettingInput, saveRoyaltySetting } from './royalty/settings.ts';
import { submitEInvoice } from './einvoice/submit.ts';
import { invoicePayload } from './einvoice/build.ts';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const month = z.string().regex(/^(19\d\d|[2-9]\d{3})-(0[1-9]|1[0-2])$/, { error: 'Month must look like 2026-07' });
const franchiseeQuery = z.object({ franchiseeID: id.optional() });
const pdf = (name: string) => `attachment; filename="${name}"`;

export function ledgerRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const L = LEDGER_MODULES.LEDGER;
  const tags = ['Ledger'];
  const cfg = { module: L };

  r.get(
    '/api/ledger/student/:studentAdmissionId',
    {
      config: cfg,
      preHandler: guard(L, 'GET'),
      schema: { tags, params: z.object({ studentAdmissionId: id }), querystring: franchiseeQuery },
    },
    async (req) =>
      statement(req.ctx, {
        account: ACCOUNTS.STUDENT_RECEIVABLE,
        studentAdmissionId: req.params.studentAdmissionId,
        franchiseeId: req.query.franchiseeID,
      }),
  );
  r.get(
    '/api/ledger/franchisees',
    { config: cfg, preHandler: guard(L, 'GET'), schema: { tags, summary: 'What each centre owes head office' } },
    async (req) => ({
      rows: await balancesByFranchisee(req.ctx, ACCOUNTS.FRANCHISEE_RECEIVABLE),
    }),
  );
  r.get(
    '/api/ledger/franchisee/:franchiseeId',
    { config: cfg, preHandler: guard(L, 'GET'), schema: { tags, params: z.object({ franchiseeId: id }) } },
    async (req) =>
      statement(req.ctx, { account: ACCOUNTS.FRANCHISEE_RECEIVABLE, franchiseeId: req.params.franchiseeId }),
  );
  r.get(
    '/api/ledger/nodal',
    {
      config: cfg,
      preHandler: guard(L, 'GET'),
      schema: { tags, summary: 'Online collections held in the nodal account, per centre' },
    },
    async (req) => ({
      rows: await balancesByFranchisee(req.ctx, ACCOUNTS.NODAL_ACCOUNT),
    }),
  );
  r.get(
    '/api/ledger/nodal/:franchiseeId',
    { config: cfg, preHandler: guard(L, 'GET'), schema: { tags, params: z.object({ franchiseeId: id }) } },
    async (req) => statement(req.ctx, { account: ACCOUNTS.NODAL_ACCOUNT, franchiseeId: req.params.franchiseeId }),
  );
  r.get(
    '/api/ledger/students',
    {
      config: cfg,
      preHandler: guard(L, 'GET'),
      schema: { tags, querystring: franchiseeQuery, summary: 'Student balances (fees owed)' },
    },
    async (req) => ({
      rows: await studentBalances(req.ctx, req.query.franchiseeID),
    }),
  );
  r.get(
    '/api/ledger/trial-balance',
    { config: cfg, preHandler: guard(L, 'GET'), schema: { tags, querystring: franchiseeQuery } },
    async (req) => trialBalance(req.ctx, req.query.franchiseeID),
  );
  viewRoutes(app, journalEntryView, { path: '/api/ledger/entries' });
  r.get(
    '/api/ledger/report',
    {
      config: cfg,
      preHandler: guard(L, 'GET'),
      schema: { tags, querystring: franchiseeQuery, summary: 'Trial balance and centre balances as CSV' },
    },
    async (req, reply) => {
      const tb = await trialBalance(req.ctx, req.query.franchiseeID);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="ledger-report.csv"')
        .send(
          csv(
            ['Account', 'Debit (paise)', 'Credit (paise)', 'Balance (paise)'],
            tb.accounts.map((a) => [a.account, a.debit, a.credit, a.balance]),
          ),
        );
    },
  );
  r.post(
    '/api/ledger/entries/:id/reverse',
    {
      config: { ...cfg, level: 'level_6' },
      preHandler: guard(L, 'POST'),
      schema: {
        tags,
        params: idParams,
        body: z.strictObject({ reason: z.string().trim().min(3, { error: 'Reason is required' }).max(300) }),
      },
    },
    async (req) => {
      return inTransaction(req.ctx, (ctx) => reverseJournal(ctx, req.params.id, req.body.reason));
    },
  );
  r.post(
    '/api/ledger/transaction/add',
    {
      config: { module: LEDGER_MODULES.ADD_TRANSACTION, level: 'level_6' },
      preHandler: guard(LEDGER_MODULES.ADD_TRANSACTION, 'POST'),
      schema: { tags, body: noteInput },
    },
    async (req, reply) => {
      reply.code(201);
      return addNote(req.ctx, req.body);
    },
  );
  r.post(
    '/api/ledger/settlement-transfer',
    {
      config: { module: LEDGER_MODULES.SETTLEMENT, level: 'level_6' },
      preHandler: guard(LEDGER_MODULES.SETTLEMENT, 'POST'),
      schema: { tags, body: transferInput },
    },
    async (req, reply) => {
      reply.code(201);
      return settlementTransfer(req.ctx, req.body);
    },
  );
  r.post(
    '/api/ledger/transfer-franchisee-to-bb',
    {
      config: { module: LEDGER_MODULES.FRANCHISEE_TO_BB, level: 'level_7' },
      preHandler: guard(LEDGER_MODULES.FRANCHISEE_TO_BB, 'POST'),
      schema: { tags, body: transferInput },
    },
    async (req, reply) => {
      reply.code(201);
      return franchiseeToHeadOffice(req.ctx, req.body);
    },
  );

  // ---- royalty ----
  const R = LEDGER_MODULES.ROYALTY;
  const rtags = ['Royalty'];
  const rcfg = { module: R };
  r.get(
    '/api/royalty/settings/:franchiseeId',
    { config: rcfg, preHandler: guard(R, 'GET'), schema: { tags: rtags, params: z.object({ franchiseeId: id }) } },
    async (req) => ({
      setting: await getRoyaltySetting(req.ctx, req.params.franchiseeId),
    }),
  );
  r.put(
    '/api/royalty/settings/:franchiseeId',
    {
      config: rcfg,
      preHandler: guard(R, 'PUT'),
      schema: { tags: rtags, params: z.object({ franchiseeId: id }), body: royaltySettingInput },
    },
    async (req) => inTransaction(req.ctx, (ctx) => saveRoyaltySetting(ctx, req.params.franchiseeId, req.body)),
  );
  r.get(
    '/api/royalty/list',
    {
      config: rcfg,
      preHandler: guard(R, 'GET'),
      schema: {
        tags: rtags,
        querystring: z.object({ months: z.string().max(200).optional(), franchiseeID: id.optional() }),
      },
    },
    async (req) => {
      const months = (req.query.months ?? lastMonths(12).join(',')).split(',').map((m) => month.parse(m));
      return { rows: await royaltyList(req.ctx, { months, franchiseeId: req.query.franchiseeID }) };
    },
  );
  r.get(
    '/api/royalty/student-royalty-details',
    {
      config: rcfg,
      preHandler: guard(R, 'GET'),
      schema: { tags: rtags, querystring: z.object({ franchiseeID: id, studentAdmissionID: id.optional() }) },
    },
    async (req) => ({
      rows: await studentRoyaltyDetails(req.ctx, req.query.franchiseeID, req.query.studentAdmissionID),
    }),
  );
  viewRoutes(app, royaltyInvoiceView, { path: '/api/royalty/invoices' });
  r.post(
    '/api/royalty/invoices',
    {
      config: { ...rcfg, level: 'level_6' },
      preHandler: guard(R, 'POST'),
      schema: {
        tags: rtags,
        body: z.strictObject({ month, franchiseeId: z.number().int().positive().optional() }),
        summary: "Issue a month's royalty invoices now",
      },
    },
    async (req, reply) => {
      requireHeadOffice(req.ctx);
      reply.code(201);
      return inTransaction(req.ctx, (ctx) =>
        runRoyalty(ctx, {
          months: [req.body.month],
          franchiseeIds: req.body.franchiseeId ? [req.body.franchiseeId] : undefined,
        }),
      );
    },
  );
  r.post(
    '/api/royalty/run',
    {
      config: { ...rcfg, level: 'level_6' },
      preHandler: guard(R, 'POST'),
      schema: {
        tags: rtags,
        body: z.strictObject({ month }),
        summary: 'Queue the monthly royalty run as a background job',
      },
    },
    async (req, reply) => {
      requireHeadOffice(req.ctx);
      reply.code(202);
      return enqueue(req.ctx.db, ROYALTY_JOB, { month: req.body.month });
    },
  );
  r.get(
    '/api/royalty/invoices/:id',
    { config: rcfg, preHandler: guard(R, 'GET'), schema: { tags: rtags, params: idParams } },
    async (req) => loadInvoice(req.ctx, req.params.id),
  );
  r.get(
    '/api/royalty/invoices/:id/pdf',
    { config: rcfg, preHandler: guard(R, 'GET'), schema: { tags: rtags, params: idParams } },
    async (req, reply) => {
      const { file, name } = await royaltyInvoicePdf(req.ctx, req.params.id);
      return reply.header('content-type', 'application/pdf').header('content-disposition', pdf(name)).send(file);
    },
  );
  r.get(
    '/api/royalty/invoices/:id/einvoice',
    {
      config: rcfg,
      preHandler: guard(R, 'GET'),
      schema: { tags: rtags, params: idParams, summary: 'The e-invoice JSON (IRP schema 1.1)' },
    },
    async (req) => {
      const inv = await loadInvoice(req.ctx, req.params.id);
      return {
        irn: inv.irn,
        status: inv.einvoiceStatus,
        error: inv.einvoiceError,
        payload: await invoicePayload(req.ctx.db, inv),
      };
    },
  );
  r.post(
    '/api/royalty/invoices/:id/submit',
    {
      config: { ...rcfg, level: 'level_6' },
      preHandler: guard(R, 'POST'),
      schema: { tags: rtags, params: idParams, summary: 'Submit to the IRP (when a GSP is configured)' },
    },
    async (req) => {
      return submitEInvoice(req.ctx, req.params.id);
    },
  );
  r.get(
    '/api/royalty/report',
    {
      config: rcfg,
      preHandler: guard(R, 'GET'),
      schema: { tags: rtags, querystring: z.object({ franchiseeID: id.optional() }) },
    },
    async (req, reply) => {
      requireAccess(req.ctx, R, 'GET');
      const rows = await royaltyList(req.ctx, { months: lastMonths(12), franchiseeId: req.query.franchiseeID });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="royalty-report.csv"')
        .send(
          csv(
            ['Month', 'Centre', 'Collected (paise)', 'Students', 'Royalty (paise)', 'Invoice'],
            rows.map((x) => [
              x.month,
              x.companyName,
              x.collectedPaise,
              x.studentCount,
              x.figures?.royaltyPaise ?? '',
              x.invoice?.invoiceNo ?? '',
            ]),
          ),
        );
    },
  );
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
