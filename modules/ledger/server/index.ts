import { defineServerModule, resourceRoutes } from '@portal/kit';
import { feeHeadResource } from './fee-heads.ts';
import { ledgerRoutes } from './routes.ts';
import './royalty/job.ts';
import { ledgerAccess } from './access.ts';
import { serveRoyaltyFigures } from './royalty/figures.ts';
import { showRoyaltyFigures } from './royalty/figure-readouts.ts';
import { royaltyAdjustmentAccess } from './royalty/adjustment-access.ts';
import { adjustmentRoutes } from './royalty/adjustment-routes.ts';
import { statementRoutes } from './royalty/statement-routes.ts';
import { seedRoyaltyAdjustments } from './royalty/adjustment-seed.ts';
import { serveRoyaltyPaidFigures } from './royalty-figures.ts';
import { agreementRoutes } from './royalty/agreement-routes.ts';
import { seedAgreements } from './royalty/agreement-seed.ts';

export * from './schema.ts';
export { accountBalanceInFence, royaltyInvoiceReads } from './reads.ts';
export {
  postJournal,
  postJournals,
  type JournalInput,
  type JournalLineInput,
  type PostedJournal,
} from './journal/post.service.ts';
export { reverseJournal } from './journal/reverse.service.ts';
export {
  collectedByCentreMonth,
  collectedFromPostings,
  ofChild,
  type CentreMonthCollected,
  type LedgerCollectedQuery,
} from './journal/collected.service.ts';
export { isCollectionLine } from './journal/kept-sums.ts';
export { bookEntries, onFranchiseeLedger, type BookEntry, type BookLine } from './journal/books.service.ts';
export { nextDocumentNumber } from './journal/counter.ts';
export {
  accountBalance,
  trialBalance,
  trialBalanceFromPostings,
  statement,
  unbalancedEntries,
} from './journal/read.service.ts';
export { renderPdf, heading, keyValues, pdfRupees, fontFor, rupeeFonts } from './pdf.ts';
export { csv } from './report.ts';
export { runRoyalty } from './royalty/run.service.ts';
export { creditOvercountedRoyalty } from './royalty/corrections.service.ts';
export { feeHead, feeHeadResource, type FeeHead } from './fee-heads.ts';
export { computeRoyalty, splitGst } from './royalty/compute.ts';
export { royaltyJob, ROYALTY_JOB, systemContext } from './royalty/job.ts';
export { computeIrn, documentNumberProblem } from './einvoice/irn.ts';
export { eInvoicePayload } from './einvoice/payload.ts';
export { lastMonths } from './routes.ts';
export { royaltyAdjustmentResource } from './royalty/adjustments.service.ts';
export { royaltyStatementLineResource, royaltyStatementResource } from './royalty/statements.service.ts';
export {
  agreementVersionResource,
  openAgreement,
  renewalReminderJob,
  sendRenewalReminders,
  RENEWAL_REMINDER_JOB,
} from './royalty/agreements.service.ts';
export { termsFor, versionInForce } from './royalty/versions.ts';

export const ledgerModule = defineServerModule({
  name: 'ledger',
  access: ledgerAccess,
  register(app) {
    serveRoyaltyFigures();
    serveRoyaltyPaidFigures();
    showRoyaltyFigures();
    resourceRoutes(app, feeHeadResource);
    ledgerRoutes(app);
    agreementRoutes(app);
  },
});

/**
 * Royalty adjustments: a centre's requests to correct its royalty invoices and head office's credit and debit
 * notes. Registered after finance, whose demo royalty agreements its demo invoice is issued under.
 */
export const royaltyAdjustmentsModule = defineServerModule({
  name: 'royalty-adjustments',
  access: royaltyAdjustmentAccess,
  async seed(db, context) {
    await seedRoyaltyAdjustments(db, context);
    // The agreements' demo versions follow the demo invoice (a version starts after the last month invoiced).
    await seedAgreements(db, context);
  },
  register(app) {
    adjustmentRoutes(app);
    statementRoutes(app);
  },
});
