import { assertAttachable, requireUser, type RequestContext } from '@portal/kit';
import { SYSTEM_KIND, type TicketUserKind } from '../shared/index.ts';
import { ticketAttachments, ticketMessages } from './schema.ts';
import type { Ticket } from './sides.service.ts';

export type TicketMessage = typeof ticketMessages.$inferSelect;

/** A message by the caller, with its files (each the caller's own upload or one they may read). */
export async function writeMessage(
  ctx: RequestContext,
  ticket: Pick<Ticket, 'id' | 'franchiseeId'>,
  kind: TicketUserKind,
  body: string,
  fileIds: readonly string[] = [],
  type: 'MESSAGE' | 'EVENT' = 'MESSAGE',
): Promise<TicketMessage> {
  requireUser(ctx);
  const unique = [...new Set(fileIds)];
  for (const fileId of unique) await assertAttachable(ctx, fileId, 'fileIds');
  const [message] = await ctx.db
    .insert(ticketMessages)
    .values({
      ticketId: ticket.id,
      franchiseeId: ticket.franchiseeId,
      kind: type,
      authorUserId: ctx.user.id,
      authorKind: kind,
      body,
    })
    .returning();
  if (unique.length)
    await ctx.db
      .insert(ticketAttachments)
      .values(unique.map((fileId) => ({ messageId: message.id, ticketId: ticket.id, fileId })));
  return message;
}

/** What the portal records on its own (an escalation): no author. */
export async function writeSystemEvent(
  ctx: RequestContext,
  ticket: Pick<Ticket, 'id' | 'franchiseeId'>,
  body: string,
): Promise<void> {
  await ctx.db.insert(ticketMessages).values({
    ticketId: ticket.id,
    franchiseeId: ticket.franchiseeId,
    kind: 'EVENT',
    authorUserId: null,
    authorKind: SYSTEM_KIND,
    body,
  });
}
