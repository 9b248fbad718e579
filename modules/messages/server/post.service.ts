import { fileAcceptMessage, fileKindOf } from '@portal/core';
import { assertAttachable, fieldError, inTransaction, requireUser, type RequestContext } from '@portal/kit';
import type { z } from 'zod';
import { ATTACHMENT_ACCEPT, MESSAGE_TEXTS as T, type Speaker } from '../shared/constants.ts';
import type { ChildSummary } from '@portal/mod-students/server';
import type { postMessageInput } from '../shared/inputs.ts';
import { now } from './clock.ts';
import { messagePosted } from './notices.service.ts';
import { conversationChild, speakerIn } from './participants.service.ts';
import { inQuietHours, nextOpening, quietHoursOf } from './quiet-hours.service.ts';
import { messageAttachments, messageThreads, threadMessages } from './schema.ts';
import { presentMessages } from './threads.service.ts';

type PostInput = z.output<typeof postMessageInput>;

/** Each attachment: a file the writer uploaded (or may read), a photo or a PDF of at most 10 MB. */
async function checkAttachments(ctx: RequestContext, ids: readonly string[]) {
  for (const [i, id] of ids.entries()) {
    const field = `attachmentIds.${i}`;
    const file = (await assertAttachable(ctx, id, field))!;
    const kind = fileKindOf(file.contentType);
    if (
      !kind ||
      !(ATTACHMENT_ACCEPT.kinds as readonly string[]).includes(kind) ||
      file.size > ATTACHMENT_ACCEPT.maxBytes
    )
      throw fieldError(field, `${fileAcceptMessage(T.attachment, ATTACHMENT_ACCEPT)} (${file.originalName})`);
  }
}

/**
 * Writes a message to a child's conversation as the context's person in their part, opening the thread with its
 * first message; the message, its files and its notices land together or not at all. A parent's message written in
 * the centre's quiet hours is shown at once, but staff are told at the next opening. Answers the message's id.
 */
export async function writeMessage(
  ctx: RequestContext,
  child: ChildSummary,
  speaker: Speaker,
  input: PostInput,
): Promise<number> {
  requireUser(ctx);
  const user = ctx.user;
  const studentAdmissionId = child.studentAdmissionId;
  const at = now();
  const hours = await quietHoursOf(ctx, child.franchiseeId);
  const heldUntil = speaker === 'PARENT' && inQuietHours(hours, at) ? nextOpening(hours, at) : null;
  const senderName = `${user.firstName} ${user.lastName}`.trim();
  return inTransaction(ctx, async (tx) => {
    const [thread] = await tx.db
      .insert(messageThreads)
      .values({ franchiseeId: child.franchiseeId, studentAdmissionId, lastMessageAt: at, createdAt: at })
      .onConflictDoUpdate({ target: messageThreads.studentAdmissionId, set: { lastMessageAt: at } })
      .returning({ id: messageThreads.id });
    const [message] = await tx.db
      .insert(threadMessages)
      .values({
        franchiseeId: child.franchiseeId,
        threadId: thread.id,
        senderId: user.id,
        senderRole: speaker,
        text: input.text,
        heldUntil,
        createdAt: at,
      })
      .returning({ id: threadMessages.id });
    if (input.attachmentIds.length)
      await tx.db
        .insert(messageAttachments)
        .values(
          input.attachmentIds.map((fileId) => ({ franchiseeId: child.franchiseeId, messageId: message.id, fileId })),
        );
    await messagePosted(tx, child, {
      threadId: thread.id,
      messageId: message.id,
      text: input.text,
      senderName,
      speaker,
      heldUntil,
    });
    return message.id;
  });
}

/** Writes to a child's conversation, for a participant (see `writeMessage`); nobody else finds the child. */
export async function postMessage(ctx: RequestContext, studentAdmissionId: number, input: PostInput) {
  requireUser(ctx);
  const child = await conversationChild(ctx, studentAdmissionId, 'POST');
  const speaker = await speakerIn(ctx, child);
  await checkAttachments(ctx, input.attachmentIds);
  const id = await writeMessage(ctx, child, speaker, input);
  const [posted] = await presentMessages(ctx, [id]);
  return posted;
}
