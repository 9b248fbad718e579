import { and, asc, desc, eq, inArray, ne, notExists, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  assertFranchisee,
  badRequest,
  defaultFranchisee,
  files,
  franchiseeFence,
  inTransaction,
  requireUser,
  type RequestContext,
} from '@portal/kit';
import { activeChildren, type ChildSummary } from '@portal/mod-students/server';
import { adminUsers } from '@portal/mod-users/server';
import { MESSAGE_LIVE } from '../shared/constants.ts';
import { publishConversation } from './live.ts';
import { conversationChild, reach, speakerIn } from './participants.service.ts';
import { quietHoursOf } from './quiet-hours.service.ts';
import { messageAttachments, messageReads, messageThreads, threadMessages } from './schema.ts';

/** A thread shows its latest messages; older ones stay stored. */
const SHOWN_MESSAGES = 200;

const fullName = (t: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string>`trim(${t.firstName} || ' ' || ${t.lastName})`;

/** The messages of a thread the user did not write and has not read. */
function unreadOf(userId: number) {
  return and(
    ne(threadMessages.senderId, userId),
    notExists(
      sql`(select 1 from ${messageReads} where ${messageReads.messageId} = ${threadMessages.id}
        and ${messageReads.userId} = ${userId})`,
    ),
  );
}

/** The children whose conversations the user takes part in, at the centre asked for (its heads) or their own. */
async function reachableChildren(ctx: RequestContext, requested?: number): Promise<ChildSummary[]> {
  const r = await reach(ctx);
  if (r.wholeCentre) {
    if (requested !== undefined) assertFranchisee(ctx, requested);
    const franchiseeId = requested ?? defaultFranchisee(ctx);
    if (franchiseeId === null) throw badRequest('Choose the centre first.');
    return activeChildren(ctx, { franchiseeId });
  }
  const [own, taught] = await Promise.all([
    activeChildren(ctx, { studentAdmissionIds: r.childIds }),
    r.classIds.length ? activeChildren(ctx, { classIds: r.classIds }) : [],
  ]);
  return [...new Map([...own, ...taught].map((c) => [c.studentAdmissionId, c])).values()];
}

/** Each thread's last message and the user's unread count, for these children. */
async function threadSummaries(ctx: RequestContext, childIds: number[]) {
  requireUser(ctx);
  if (childIds.length === 0) return new Map();
  const last = alias(threadMessages, 'last');
  const writer = alias(adminUsers, 'writer');
  const rows = await ctx.db
    .select({
      studentAdmissionId: messageThreads.studentAdmissionId,
      lastAt: messageThreads.lastMessageAt,
      lastText: last.text,
      lastFrom: fullName(writer),
      unread: sql<number>`(select count(*)::integer from ${threadMessages}
        where ${threadMessages.threadId} = ${messageThreads.id} and ${unreadOf(ctx.user.id)})`,
    })
    .from(messageThreads)
    .innerJoin(
      last,
      eq(
        last.id,
        sql`(select max(${threadMessages.id}) from ${threadMessages}
          where ${threadMessages.threadId} = ${messageThreads.id})`,
      ),
    )
    .innerJoin(writer, eq(writer.id, last.senderId))
    .where(
      and(franchiseeFence(ctx, messageThreads.franchiseeId), inArray(messageThreads.studentAdmissionId, childIds)),
    );
  return new Map(rows.map((r) => [r.studentAdmissionId, r]));
}

/**
 * The user's conversations, unread first, then the latest: a parent's children (with or without messages), a
 * teacher's classes and a centre head's centre (the threads that have messages; a search by the child's name also
 * finds children nobody has written about yet, to start one).
 */
export async function inbox(ctx: RequestContext, q: { search?: string; franchiseeID?: number }) {
  const r = await reach(ctx);
  const children = await reachableChildren(ctx, q.franchiseeID);
  const summaries = await threadSummaries(
    ctx,
    children.map((c) => c.studentAdmissionId),
  );
  const search = q.search?.toLowerCase();
  const rows = children
    .filter((c) =>
      search
        ? c.name.toLowerCase().includes(search)
        : summaries.has(c.studentAdmissionId) || r.childIds.includes(c.studentAdmissionId),
    )
    .map((c) => {
      const s = summaries.get(c.studentAdmissionId);
      return {
        studentAdmissionId: c.studentAdmissionId,
        name: c.name,
        className: c.className,
        lastAt: s?.lastAt ?? null,
        lastText: s?.lastText ?? null,
        lastFrom: s?.lastFrom ?? null,
        unread: s?.unread ?? 0,
        ownChild: r.childIds.includes(c.studentAdmissionId),
      };
    })
    .sort(
      (a, b) =>
        Number(b.unread > 0) - Number(a.unread > 0) ||
        (b.lastAt?.getTime() ?? 0) - (a.lastAt?.getTime() ?? 0) ||
        a.name.localeCompare(b.name),
    );
  const totalUnread = [...summaries.values()].reduce((sum, s) => sum + s.unread, 0);
  return { totalUnread, threads: rows };
}

/** How many messages the user has not read, over every conversation they take part in (the menu's badge). */
export async function unreadTotal(ctx: RequestContext) {
  return { total: (await inbox(ctx, {})).totalUnread };
}

async function threadOf(ctx: RequestContext, studentAdmissionId: number) {
  const [thread] = await ctx.db
    .select({ id: messageThreads.id })
    .from(messageThreads)
    .where(
      and(franchiseeFence(ctx, messageThreads.franchiseeId), eq(messageThreads.studentAdmissionId, studentAdmissionId)),
    );
  return thread ?? null;
}

/** Messages as the reader sees them: the sender, their files and who else has seen them. */
export async function presentMessages(ctx: RequestContext, ids: number[]) {
  requireUser(ctx);
  if (ids.length === 0) return [];
  // One after another: a message posted with an Idempotency-Key is presented inside the key's transaction, on one
  // connection, which node-postgres would otherwise be sent three queries at once (deprecated; pg 9 refuses it).
  const rows = await ctx.db
    .select({ m: threadMessages, senderName: fullName(adminUsers) })
    .from(threadMessages)
    .innerJoin(adminUsers, eq(adminUsers.id, threadMessages.senderId))
    .where(inArray(threadMessages.id, ids))
    .orderBy(asc(threadMessages.id));
  const attached = await ctx.db
    .select({
      messageId: messageAttachments.messageId,
      fileId: files.id,
      name: files.originalName,
      size: files.size,
      contentType: files.contentType,
    })
    .from(messageAttachments)
    .innerJoin(files, eq(files.id, messageAttachments.fileId))
    .where(inArray(messageAttachments.messageId, ids))
    .orderBy(asc(messageAttachments.id));
  const reads = await ctx.db
    .select({
      messageId: messageReads.messageId,
      name: adminUsers.firstName,
      role: messageReads.role,
      at: messageReads.readAt,
    })
    .from(messageReads)
    .innerJoin(adminUsers, eq(adminUsers.id, messageReads.userId))
    .where(inArray(messageReads.messageId, ids))
    .orderBy(asc(messageReads.readAt));
  const me = ctx.user.id;
  return rows.map(({ m, senderName }) => ({
    id: m.id,
    at: m.createdAt,
    text: m.text,
    sender: { name: senderName, role: m.senderRole },
    mine: m.senderId === me,
    attachments: attached.filter((a) => a.messageId === m.id).map(({ messageId: _, ...file }) => file),
    seenBy: reads.filter((r) => r.messageId === m.id).map((r) => ({ name: r.name, role: r.role, at: r.at })),
    heldUntil: m.heldUntil && !m.staffNotifiedAt ? m.heldUntil : null,
  }));
}

/** A child's conversation, for a participant; nobody else finds the child. */
export async function childThread(ctx: RequestContext, studentAdmissionId: number) {
  const child = await conversationChild(ctx, studentAdmissionId, 'GET');
  const thread = await threadOf(ctx, studentAdmissionId);
  const latest = thread
    ? await ctx.db
        .select({ id: threadMessages.id })
        .from(threadMessages)
        .where(eq(threadMessages.threadId, thread.id))
        .orderBy(desc(threadMessages.id))
        .limit(SHOWN_MESSAGES)
    : [];
  return {
    child: { studentAdmissionId, name: child.name, className: child.className },
    me: await speakerIn(ctx, child),
    quietHours: { franchiseeId: child.franchiseeId, ...(await quietHoursOf(ctx, child.franchiseeId)) },
    messages: await presentMessages(
      ctx,
      latest.map((m) => m.id),
    ),
  };
}

/** Opening a conversation marks what others wrote in it read by the reader, in the part they take. */
export async function markThreadRead(ctx: RequestContext, studentAdmissionId: number) {
  const child = await conversationChild(ctx, studentAdmissionId, 'POST');
  const thread = await threadOf(ctx, studentAdmissionId);
  if (!thread) return { marked: 0 };
  requireUser(ctx);
  const role = await speakerIn(ctx, child);
  const userId = ctx.user.id;
  const marked = await inTransaction(ctx, async (tx) => {
    const unread = await tx.db
      .select({ id: threadMessages.id })
      .from(threadMessages)
      .where(and(eq(threadMessages.threadId, thread.id), unreadOf(userId)));
    if (unread.length === 0) return 0;
    const rows = await tx.db
      .insert(messageReads)
      .values(unread.map((m) => ({ messageId: m.id, userId, role })))
      .onConflictDoNothing()
      .returning({ id: messageReads.messageId });
    // The writers' open screens turn their "Seen" on.
    if (rows.length) await publishConversation(tx, MESSAGE_LIVE.read, child);
    return rows.length;
  });
  return { marked };
}
