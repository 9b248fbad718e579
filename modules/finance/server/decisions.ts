import { commandOf, defineResource } from '@portal/kit';
import { decisionAnswer, paymentDecisionAnswer } from '../shared/contracts.ts';
import { approveDecisionInput, refundPaymentInput, rejectDecisionInput } from '../shared/inputs.ts';
import { feeConcessionShape, paymentsShape } from '../shared/resources.ts';
import { approveConcession, rejectConcession, type Concession } from './concessions/concessions.service.ts';
import { COLLECTED_STATUSES } from './money/collected.service.ts';
import { approvePayment, rejectPayment } from './payments/offline.service.ts';
import type { Payment } from './payments/confirm.service.ts';
import { refundPayment } from './payments/refund.service.ts';
import { payments, studentConcessions } from './schema.ts';

const commandsOnly = { scope: 'franchisee', titleField: 'id', list: { columns: [] } } as const;
const payment = commandOf<Payment>();
const concession = commandOf<Concession>();

/**
 * Finance's decisions on a payment (level_7: finance admin and department): an offline payment waiting for
 * approval is approved or rejected; a confirmed one may be refunded.
 */
export const paymentDecisions = defineResource({
  ...paymentsShape,
  ...commandsOnly,
  table: payments,
  statusField: 'status',
  commands: {
    approve: payment({
      label: 'Approve',
      from: ['APPROVAL_WAITING'],
      to: 'CONFIRMED',
      level: 'level_7',
      // The one who took the money at the desk does not approve it.
      decides: { raisedBy: 'createdBy' },
      path: '/api/approve-payment/:id/approve',
      input: approveDecisionInput,
      response: paymentDecisionAnswer,
      handler: (ctx, row) => approvePayment(ctx, row),
    }),
    reject: payment({
      label: 'Reject',
      from: ['APPROVAL_WAITING'],
      to: 'FAILED',
      level: 'level_7',
      path: '/api/approve-payment/:id/reject',
      input: rejectDecisionInput,
      response: paymentDecisionAnswer,
      handler: rejectPayment,
    }),
    refund: payment({
      label: 'Refund',
      // Only money collected can be given back.
      from: COLLECTED_STATUSES,
      to: 'REFUNDED',
      level: 'level_7',
      path: '/api/approve-payment/:id/refund',
      input: refundPaymentInput,
      response: paymentDecisionAnswer,
      handler: refundPayment,
    }),
  },
});

/** Finance's decision on a concession a centre asked for (level_6: finance admin). */
export const concessionDecisions = defineResource({
  ...feeConcessionShape,
  ...commandsOnly,
  table: studentConcessions,
  statusField: 'status',
  commands: {
    approve: concession({
      label: 'Approve',
      from: ['PENDING'],
      to: 'APPROVED',
      level: 'level_6',
      decides: { raisedBy: 'raisedBy' },
      path: '/api/approve-concession/:id/approve',
      input: approveDecisionInput,
      response: decisionAnswer,
      handler: (ctx, row) => approveConcession(ctx, row),
    }),
    reject: concession({
      label: 'Reject',
      from: ['PENDING'],
      to: 'REJECTED',
      level: 'level_6',
      path: '/api/approve-concession/:id/reject',
      input: rejectDecisionInput,
      response: decisionAnswer,
      handler: rejectConcession,
    }),
  },
});
