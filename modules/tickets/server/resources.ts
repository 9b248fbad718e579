import { eq } from 'drizzle-orm';
import {
  commandOf,
  conflict,
  defineResource,
  fieldError,
  forbidden,
  headOfficeWrites,
  requireUser,
  type RequestContext,
  type Values,
  everyoneGranted,
} from '@portal/kit';
import {
  MESSAGES,
  REOPEN_WINDOW_DAYS,
  ticketActionAnswer,
  ticketActionInput,
  type TicketActionInput,
} from '../shared/index.ts';
import { HOUR_MS, hoursAfter, now } from './clock.ts';
import { writeMessage } from './conversation.service.ts';
import { scheduleSlaCheck } from './escalation.service.ts';
import { ticketMatrix, tickets } from './schema.ts';
import { assertSide, kindOf, sideOf, type Side, type Ticket } from './sides.service.ts';
import { ticketMatrixShape, ticketShape } from '../shared/resources.ts';

/** The routing matrix: network-wide rows that head office keeps. */
export const ticketMatrixResource = defineResource({
  ...ticketMatrixShape,
  personalData: {
    whose: ['staff member'],
    categories: ['employment'],
    // It names a staff member at work; the grants say who reads it.
    audience: { everyRow: [everyoneGranted] },
    retention: 'while the routing is in use',
    purposes: ['Routing tickets to their owners'],
  },
  labelPlural: 'Ticket matrix',
  scope: 'global',
  table: ticketMatrix,
  titleField: 'category',
  writeRule: headOfficeWrites('Only head office can change the ticket matrix'),
  list: {
    columns: ['category', 'department', 'ownerUserId', 'escalationUserId', 'slaHours', 'isActive'],
    search: ['category'],
    filters: ['department', 'isActive'],
    // The categories in use first (then by id): a switched-off one sinks to the end of the list.
    defaultSort: { field: 'isActive', dir: 'desc' },
  },
  remove: 'archive',
  example: { category: 'Fees and refunds', department: 'FINANCE', slaHours: 24 },
});

const action = commandOf<Ticket>();
const note = (input: TicketActionInput) => input?.note?.trim() || '';

/** Records a status move in the conversation, with the note when one was given. */
async function recordMove(ctx: RequestContext, ticket: Ticket, side: Side, text: string) {
  await writeMessage(ctx, ticket, kindOf(side), text, [], 'EVENT');
}

/**
 * A centre's ticket: raised through the resource's create (routed by the matrix), moved by its status
 * actions (OPEN → IN PROGRESS → RESOLVED → CLOSED, reopened within 7 days of its resolution), each
 * allowed only to the centre that raised it or to the desk it is routed to.
 */
export const ticketResource = defineResource({
  ...ticketShape,
  personalData: {
    whose: ['staff member'],
    categories: ['employment'],
    // It names a staff member at work; the grants say who reads it.
    audience: { everyRow: [everyoneGranted] },
    retention: 'while the ticket is open, then 3 years',
    purposes: ['Resolving a centre’s tickets'],
  },
  scope: 'franchisee',
  table: tickets,
  titleField: 'subject',
  virtualFields: ['fileIds'],
  list: {
    columns: ['subject', 'category', 'priority', 'status', 'department', 'escalationLevel', 'dueAt', 'createdAt'],
    search: ['subject', 'category'],
    filters: ['franchiseeId', 'status', 'priority', 'department'],
    defaultSort: { field: 'id', dir: 'desc' },
  },
  statusField: 'status',
  describe: (t) => `ticket #${t.id}`,
  example: { priority: 'MEDIUM', subject: 'Fee receipt not generated', description: 'The receipt did not print.' },
  hooks: {
    async beforeCreate(ctx, values) {
      requireUser(ctx);
      const [matrix] = await ctx.db
        .select()
        .from(ticketMatrix)
        .where(eq(ticketMatrix.id, Number(values.matrixId)));
      if (!matrix?.isActive) throw fieldError('matrixId', MESSAGES.inactiveCategory);
      const raisedAt = now();
      const { fileIds: _files, ...rest } = values;
      return {
        ...rest,
        category: matrix.category,
        department: matrix.department,
        ownerUserId: matrix.ownerUserId,
        slaHours: matrix.slaHours,
        dueAt: hoursAfter(raisedAt, matrix.slaHours),
        escalationLevel: 1,
        status: 'OPEN',
        raisedByUserId: ctx.user.id,
        raisedByKind: ctx.user.franchiseeId === values.franchiseeId ? 'TICKET_FRANCHISEE' : 'TICKET_ADMIN',
        createdAt: raisedAt,
        updatedAt: raisedAt,
      } satisfies Values;
    },
    async afterCreate(ctx, row, input) {
      const fileIds = Array.isArray(input.fileIds) ? input.fileIds.filter((id) => typeof id === 'string') : [];
      await writeMessage(ctx, row, row.raisedByKind, row.description, fileIds);
      await scheduleSlaCheck(ctx.db, row.dueAt);
    },
    async beforeUpdate(ctx, values, existing) {
      if ((await sideOf(ctx, existing)) !== 'centre' && !ctx.user?.superAdmin) throw forbidden(MESSAGES.raisedOnly);
      if (existing.status !== 'OPEN') throw conflict(MESSAGES.openOnly);
      return values;
    },
  },
  commands: {
    start: action({
      label: 'Start work',
      from: ['OPEN'],
      to: 'IN PROGRESS',
      input: ticketActionInput,
      response: ticketActionAnswer,
      async handler(ctx, ticket, input) {
        const side = await assertSide(ctx, ticket, ['desk'], 'start work on');
        await recordMove(ctx, ticket, side, `Work started${note(input) ? `: ${note(input)}` : ''}`);
        return { answer: { id: ticket.id, status: 'IN PROGRESS' } };
      },
    }),
    resolve: action({
      label: 'Resolve',
      from: ['OPEN', 'IN PROGRESS'],
      to: 'RESOLVED',
      input: ticketActionInput,
      response: ticketActionAnswer,
      async handler(ctx, ticket, input) {
        const side = await assertSide(ctx, ticket, ['desk'], 'resolve');
        if (!note(input)) throw fieldError('note', MESSAGES.resolutionRequired);
        await recordMove(ctx, ticket, side, `Resolved: ${note(input)}`);
        return { set: { resolvedAt: now(), closedAt: null }, answer: { id: ticket.id, status: 'RESOLVED' } };
      },
    }),
    close: action({
      label: 'Close',
      from: ['RESOLVED'],
      to: 'CLOSED',
      input: ticketActionInput,
      response: ticketActionAnswer,
      async handler(ctx, ticket, input) {
        const side = await assertSide(ctx, ticket, ['centre', 'desk'], 'close');
        await recordMove(ctx, ticket, side, `Closed${note(input) ? `: ${note(input)}` : ''}`);
        return { set: { closedAt: now() }, answer: { id: ticket.id, status: 'CLOSED' } };
      },
    }),
    reopen: action({
      label: 'Reopen',
      from: ['RESOLVED', 'CLOSED'],
      to: 'OPEN',
      input: ticketActionInput,
      response: ticketActionAnswer,
      async handler(ctx, ticket, input) {
        const side = await assertSide(ctx, ticket, ['centre', 'desk'], 'reopen');
        const at = now();
        const resolvedAt = ticket.resolvedAt ?? ticket.updatedAt;
        if (at.getTime() - resolvedAt.getTime() > REOPEN_WINDOW_DAYS * 24 * HOUR_MS)
          throw conflict(MESSAGES.reopenTooLate);
        const dueAt = hoursAfter(at, ticket.slaHours);
        await recordMove(ctx, ticket, side, `Reopened${note(input) ? `: ${note(input)}` : ''}`);
        await scheduleSlaCheck(ctx.db, dueAt);
        return {
          set: { resolvedAt: null, closedAt: null, reopenedAt: at, dueAt },
          answer: { id: ticket.id, status: 'OPEN' },
        };
      },
    }),
  },
});
