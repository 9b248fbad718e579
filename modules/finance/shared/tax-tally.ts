/**
 * The tuition fee certificate (income tax, section 80C) and the books for Tally: contracts of their routes. The
 * server serves them (server/tax-certificate/, server/tally/), the screens call them.
 */
import { calendarDay, defineEndpoint, fileAnswer, isoDate, recordId } from '@portal/core';
import { z } from 'zod';
import { FINANCE_MODULES as M } from './modules.ts';

const byAdmission = z.object({ studentAdmissionId: recordId });

/** A financial year as the certificate names it: 2026-27 runs from 01-04-2026 to 31-03-2027. */
export const financialYearParam = z
  .string()
  .regex(/^\d{4}-\d{2}$/, { error: 'A financial year reads like 2026-27' })
  .refine((fy) => (Number(fy.slice(0, 4)) + 1) % 100 === Number(fy.slice(5, 7)), {
    error: 'A financial year runs April to March of the next year, like 2026-27',
  });

/** One receipt on the certificate: a payment on an eligible head, or its refund (a negative amount). */
export const certificateLine = z.object({
  receiptNo: z.string().nullable(),
  /** YYYY-MM-DD, the India day of the payment or refund. */
  on: calendarDay,
  feeHead: z.string(),
  feeHeadName: z.string(),
  amountPaise: z.number().int(),
  refund: z.boolean(),
});

export const certificateYear = z.object({
  financialYear: z.string(),
  /** The fees paid on the heads that count for section 80C in the year, as the money service collects them. */
  totalPaise: z.number().int(),
  lines: z.array(certificateLine),
});

export const taxCertificateYears = defineEndpoint({
  method: 'GET',
  path: '/api/tax-certificates/:studentAdmissionId',
  reads: { of: 'student-admission', param: 'studentAdmissionId', label: 'Tax certificates' },
  module: M.STUDENT_ACCOUNT,
  tags: ['Fee accounts'],
  summary: "The financial years in which a child's tuition fees (section 80C heads) were paid, with their receipts",
  params: byAdmission,
  response: z.object({
    studentAdmissionId: z.number(),
    studentName: z.string(),
    years: z.array(certificateYear),
  }),
});

export const taxCertificatePdf = defineEndpoint({
  method: 'GET',
  path: '/api/tax-certificates/:studentAdmissionId/:financialYear',
  reads: { of: 'student-admission', param: 'studentAdmissionId', label: 'Tax certificate' },
  module: M.STUDENT_ACCOUNT,
  tags: ['Fee accounts'],
  summary: "A child's tuition fee certificate for one financial year (income tax, section 80C), as a PDF",
  params: byAdmission.extend({ financialYear: financialYearParam }),
  response: fileAnswer('application/pdf', 'The tuition fee certificate'),
});

export const tallyQuery = z
  .object({
    franchiseeID: recordId,
    from: isoDate('From'),
    to: isoDate('To'),
  })
  .refine((q) => q.from <= q.to, { error: 'The period must end on or after the day it starts', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, {
    error: 'Export at most a year at a time',
    path: ['to'],
  });

export const tallyExport = defineEndpoint({
  method: 'GET',
  path: '/api/finance/tally-export',
  module: M.DASHBOARD,
  tags: ['Finance dashboard'],
  summary:
    "A centre's whole book of a period for TallyPrime (XML import: fees billed and goods sold with their GST " +
    'ledgers, concessions, receipts and refunds, credit and debit notes, royalty payable or, for head office, ' +
    'receivable; families and centres as party ledgers; every voucher balanced); the same period exports the ' +
    'same bytes and each voucher keeps its remote id',
  query: tallyQuery,
  response: fileAnswer('application/xml', 'The Tally import file'),
});
