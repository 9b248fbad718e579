import { asc, eq, inArray } from 'drizzle-orm';
import type { EndpointResult } from '@portal/core';
import { conflict, files, inTransaction, loadRecord, type RequestContext } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { adminUsers } from '@portal/mod-users/server';
import type { z } from 'zod';
import type * as C from '../shared/contracts.ts';
import type { replyInput } from '../shared/inputs.ts';
import { isActiveStatus, MESSAGES, REOPEN_WINDOW_DAYS, type TicketAction } from '../shared/index.ts';
import { HOUR_MS, now } from './clock.ts';
import { writeMessage, type TicketMessage } from './conversation.service.ts';
import { ticketResource } from './resources.ts';
import { ticketAttachments, ticketMessages } from './schema.ts';
import { assertSide, kindOf, sideOf, type Side, type Ticket } from './sides.service.ts';

type Details = EndpointResult<typeof C.ticketDetails>;

/** The ticket for the caller, through the resource service: another centre's id is a 404. */
async function loadTicket(ctx: RequestContext, id: number, forUpdate = false): Promise<Ticket> {
  return await loadRecord(ctx, ticketResource, id, { forUpdate });
}

const fullName = (u: { firstName: string; lastName: string } | undefined) =>
  u ? `${u.firstName} ${u.lastName}`.trim() : 'The portal';

function reopenUntil(ticket: Ticket): Date | null {
  if (!ticket.resolvedAt || !['RESOLVED', 'CLOSED'].includes(ticket.status)) return null;
  return new Date(ticket.resolvedAt.getTime() + REOPEN_WINDOW_DAYS * 24 * HOUR_MS);
}

/** What the caller may do now, by side and status (the actions themselves check the same again). */
function actionsFor(ticket: Ticket, side: Side | null, at: Date): Details['actions'] {
  if (!side) return [];
  const out: Details['actions'] = [];
  const active = isActiveStatus(ticket.status);
  if (ticket.status !== 'CLOSED') out.push('reply');
  if (side === 'desk' && ticket.status === 'OPEN') out.push('start');
  if (side === 'desk' && active) out.push('resolve');
  if (ticket.status === 'RESOLVED') out.push('close');
  const until = reopenUntil(ticket);
  if (until && at <= until) out.push('reopen' satisfies TicketAction);
  return out;
}

async function messagesOf(ctx: RequestContext, ticketId: number): Promise<Details['messages']> {
  const rows = await ctx.db
    .select({ message: ticketMessages, firstName: adminUsers.firstName, lastName: adminUsers.lastName })
    .from(ticketMessages)
    .leftJoin(adminUsers, eq(adminUsers.id, ticketMessages.authorUserId))
    .where(eq(ticketMessages.ticketId, ticketId))
    .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id));
  const attachments = await attachmentsOf(
    ctx,
    rows.map((r) => r.message.id),
  );
  return rows.map(({ message, firstName, lastName }) =>
    present(message, firstName === null ? undefined : { firstName, lastName: lastName ?? '' }, attachments),
  );
}

async function attachmentsOf(ctx: RequestContext, messageIds: number[]) {
  if (!messageIds.length) return new Map<number, Details['messages'][number]['attachments']>();
  const rows = await ctx.db
    .select({
      messageId: ticketAttachments.messageId,
      fileId: files.id,
      name: files.originalName,
      size: files.size,
      contentType: files.contentType,
    })
    .from(ticketAttachments)
    .innerJoin(files, eq(files.id, ticketAttachments.fileId))
    .where(inArray(ticketAttachments.messageId, messageIds))
    .orderBy(asc(ticketAttachments.id));
  const byMessage = new Map<number, Details['messages'][number]['attachments']>();
  for (const { messageId, ...file } of rows) byMessage.set(messageId, [...(byMessage.get(messageId) ?? []), file]);
  return byMessage;
}

function present(
  message: TicketMessage,
  author: { firstName: string; lastName: string } | undefined,
  attachments: Map<number, Details['messages'][number]['attachments']>,
): Details['messages'][number] {
  return {
    id: message.id,
    kind: message.kind as 'MESSAGE' | 'EVENT',
    authorKind: message.authorKind,
    author: fullName(author),
    body: message.body,
    createdAt: message.createdAt,
    attachments: attachments.get(message.id) ?? [],
  };
}

/** A ticket with its routing, its SLA, the conversation in order and what the caller may do. */
export async function ticketDetails(ctx: RequestContext, id: number): Promise<Details> {
  const ticket = await loadTicket(ctx, id);
  const [centre] = await ctx.db
    .select({ companyName: franchisees.companyName })
    .from(franchisees)
    .where(eq(franchisees.id, ticket.franchiseeId));
  const people = await ctx.db
    .select({ id: adminUsers.id, firstName: adminUsers.firstName, lastName: adminUsers.lastName })
    .from(adminUsers)
    .where(inArray(adminUsers.id, [ticket.raisedByUserId, ...(ticket.ownerUserId ? [ticket.ownerUserId] : [])]));
  const person = (userId: number | null) => people.find((p) => p.id === userId);
  const side = await sideOf(ctx, ticket);
  const at = now();
  return {
    id: ticket.id,
    franchiseeId: ticket.franchiseeId,
    centre: centre?.companyName ?? '',
    category: ticket.category,
    priority: ticket.priority,
    subject: ticket.subject,
    description: ticket.description,
    status: ticket.status,
    department: ticket.department,
    owner: ticket.ownerUserId ? fullName(person(ticket.ownerUserId)) : null,
    escalationLevel: ticket.escalationLevel,
    slaHours: ticket.slaHours,
    dueAt: ticket.dueAt,
    overdue: isActiveStatus(ticket.status) && ticket.dueAt <= at,
    escalatedAt: ticket.escalatedAt,
    raisedBy: fullName(person(ticket.raisedByUserId)),
    raisedByKind: ticket.raisedByKind,
    createdAt: ticket.createdAt,
    resolvedAt: ticket.resolvedAt,
    closedAt: ticket.closedAt,
    reopenUntil: reopenUntil(ticket),
    side,
    actions: actionsFor(ticket, side, at),
    messages: await messagesOf(ctx, ticket.id),
  };
}

/** A message from either side; a closed ticket takes none until it is reopened. */
export async function replyToTicket(
  ctx: RequestContext,
  id: number,
  input: z.output<typeof replyInput>,
): Promise<Details['messages'][number]> {
  return inTransaction(ctx, async (ctx) => {
    const ticket = await loadTicket(ctx, id, true);
    const side = await assertSide(ctx, ticket, ['centre', 'desk'], 'reply to');
    if (ticket.status === 'CLOSED') throw conflict(MESSAGES.closed);
    const message = await writeMessage(ctx, ticket, kindOf(side), input.body, input.fileIds);
    const [author] = await ctx.db
      .select({ firstName: adminUsers.firstName, lastName: adminUsers.lastName })
      .from(adminUsers)
      .where(eq(adminUsers.id, message.authorUserId ?? 0));
    return present(message, author, await attachmentsOf(ctx, [message.id]));
  });
}
