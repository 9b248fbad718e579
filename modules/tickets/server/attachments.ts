import { eq } from 'drizzle-orm';
import { loadRecord, registerFileLink } from '@portal/kit';
import { ticketResource } from './resources.ts';
import { ticketAttachments } from './schema.ts';

/**
 * A ticket's files are read by whoever may read the ticket (its centre and the desk it is raised to): the kit's
 * file access asks here, so another centre gets a 404 like for any unreadable file.
 */
registerFileLink({
  name: 'ticket-attachments',
  async holders(ctx, fileId) {
    const rows = await ctx.db
      .select({ ticketId: ticketAttachments.ticketId })
      .from(ticketAttachments)
      .where(eq(ticketAttachments.fileId, fileId));
    return rows.map((r) => r.ticketId);
  },
  mayRead: (ctx, ticketId) =>
    loadRecord(ctx, ticketResource, ticketId).then(
      () => true,
      () => false,
    ),
});
