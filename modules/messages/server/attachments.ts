import { eq } from 'drizzle-orm';
import { registerFileLink } from '@portal/kit';
import { conversationChild } from './participants.service.ts';
import { messageAttachments, messageThreads, threadMessages } from './schema.ts';

/**
 * A message's files are read by the conversation's participants only: the kit's file access asks here for files
 * attached to messages (another parent of the class, or another centre, gets a 404 like for any unreadable file).
 */
registerFileLink({
  name: 'message-attachments',
  async holders(ctx, fileId) {
    const rows = await ctx.db
      .select({ studentAdmissionId: messageThreads.studentAdmissionId })
      .from(messageAttachments)
      .innerJoin(threadMessages, eq(threadMessages.id, messageAttachments.messageId))
      .innerJoin(messageThreads, eq(messageThreads.id, threadMessages.threadId))
      .where(eq(messageAttachments.fileId, fileId));
    return rows.map((r) => r.studentAdmissionId);
  },
  mayRead: (ctx, studentAdmissionId) =>
    conversationChild(ctx, studentAdmissionId, 'GET').then(
      () => true,
      () => false,
    ),
});
