import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RequestContext } from '@portal/kit';
import { studentAdmissions, students } from '@portal/mod-students/server';
import { messageAttachments, messageReads, messageThreads, threadMessages } from './schema.ts';

/**
 * The conversations of children who left (or graduated) before `cutoff` and in which nothing was written since:
 * what head office's retention job lists once the period after the child leaving has passed. `since` is the later
 * of the two moments.
 */
export async function threadsOfChildrenGoneBefore(ctx: RequestContext, cutoff: Date) {
  const rows = await ctx.db
    .select({
      id: messageThreads.id,
      child: students.fullName,
      left: students.updatedAt,
      lastMessageAt: messageThreads.lastMessageAt,
      messages: sql<number>`(
        select count(*)::int from ${threadMessages} where ${threadMessages.threadId} = ${messageThreads.id}
      )`,
    })
    .from(messageThreads)
    .innerJoin(studentAdmissions, eq(studentAdmissions.id, messageThreads.studentAdmissionId))
    .innerJoin(students, eq(students.id, studentAdmissions.studentId))
    .where(
      and(
        inArray(students.status, ['Left', 'Graduated']),
        sql`${students.updatedAt} < ${cutoff.toISOString()}`,
        sql`${messageThreads.lastMessageAt} < ${cutoff.toISOString()}`,
      ),
    )
    .orderBy(messageThreads.id);
  return rows.map((r) => ({ ...r, since: r.left > r.lastMessageAt ? r.left : r.lastMessageAt }));
}

/**
 * Deletes these conversations: their read receipts, attachments, messages and the threads. Answers the attached
 * files' ids (their rows and bytes are the caller's to remove, after).
 */
export async function deleteThreads(ctx: RequestContext, ids: readonly number[]): Promise<string[]> {
  if (!ids.length) return [];
  const messages = ctx.db
    .select({ id: threadMessages.id })
    .from(threadMessages)
    .where(inArray(threadMessages.threadId, [...ids]));
  const attached = await ctx.db
    .delete(messageAttachments)
    .where(inArray(messageAttachments.messageId, messages))
    .returning({ fileId: messageAttachments.fileId });
  await ctx.db.delete(messageReads).where(inArray(messageReads.messageId, messages));
  await ctx.db.delete(threadMessages).where(inArray(threadMessages.threadId, [...ids]));
  await ctx.db.delete(messageThreads).where(inArray(messageThreads.id, [...ids]));
  return attached.map((a) => a.fileId);
}
