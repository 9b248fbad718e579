import { badRequest, defineResource, requireUser, type RequestContext, type Values } from '@portal/kit';
import { CENTRE_HEADS } from '@portal/mod-users/server';
import { CONCERN_MESSAGES } from '../../shared/concerns.ts';
import { concernShape } from '../../shared/resources.ts';
import { now } from '../clock.ts';
import { rosterChild } from '../roster.service.ts';
import { dayConcerns } from '../schema.ts';
import { DAY_SAFETY_MODULES as S } from '../../shared/constants.ts';

function refuseFuture(at: unknown) {
  if (at && new Date(String(at)).getTime() > now().getTime() + 60_000)
    throw badRequest(CONCERN_MESSAGES.reportedInFuture);
}

async function fenced(ctx: RequestContext, values: Values) {
  const child = await rosterChild(ctx, Number(values.studentAdmissionId), 'POST', S.INCIDENTS);
  return child.franchiseeId;
}

/**
 * Child-protection concerns: raised and kept by the centre's heads (and head office's safeguarding staff), never
 * by teachers or parents. The checklist is filled in as it happens; the concern closes only once the time it was
 * reported to the SJPU or police is recorded (POCSO s.19: the duty to report).
 */
export const concernResource = defineResource({
  ...concernShape,
  scope: 'franchisee',
  table: dayConcerns,
  titleField: 'occurredAt',
  personalData: {
    whose: ['child', 'staff member'],
    categories: ['health', 'employment'],
    // The narrowest audience: the centre's heads inside the fence, head office's safeguarding staff across it.
    audience: { everyRow: CENTRE_HEADS },
    retention: 'enrolment, then 8 years or until any proceedings close (head office sets it)',
    purposes: ['Protecting the child and meeting the duty to report to the police under the POCSO Act'],
  },
  list: {
    columns: ['occurredAt', 'studentAdmissionId', 'reportedToPoliceAt', 'status'],
    search: ['whatHappened', 'policeReference'],
    filters: ['franchiseeId', 'studentAdmissionId', 'status'],
    defaultSort: { field: 'id', dir: 'desc' },
  },
  example: {
    occurredAt: '2026-11-20T10:30:00+05:30',
    whatHappened: 'The child said a visitor at the gate touched her; she was upset and asked for her mother.',
  },
  statusField: 'status',
  remove: false,
  refuseCommands: (row) => (row.reportedToPoliceAt ? undefined : CONCERN_MESSAGES.notReported),
  commands: {
    close: { label: 'Close the concern', from: ['OPEN'], to: 'CLOSED', color: 'gray' },
  },
  hooks: {
    async beforeCreate(ctx, values) {
      requireUser(ctx);
      refuseFuture(values.reportedToPoliceAt);
      return { ...values, franchiseeId: await fenced(ctx, values), status: 'OPEN', raisedBy: ctx.user.id };
    },
    async beforeUpdate(ctx, values, existing) {
      if (existing.status !== 'OPEN') throw badRequest(CONCERN_MESSAGES.closedAlready);
      refuseFuture(values.reportedToPoliceAt);
      return values.studentAdmissionId === undefined ? values : { ...values, franchiseeId: await fenced(ctx, values) };
    },
    async onCommand() {
      return { closedAt: now() };
    },
  },
});
