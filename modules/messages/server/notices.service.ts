import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import {
  anonymousContext,
  defineJob,
  enqueue,
  everyFranchiseeContext,
  franchiseeFence,
  queueMessage,
  type RequestContext,
} from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { activeChildren, type ChildSummary } from '@portal/mod-students/server';
import { adminUsers } from '@portal/mod-users/server';
import type { Language } from '@portal/core';
import { tellEach } from '@portal/mod-notifications/server';
import { MESSAGE_LIVE, type Speaker } from '../shared/constants.ts';
import { now } from './clock.ts';
import { publishConversation, pushMessage } from './live.ts';
import { noticeMessage } from './messages.ts';
import { parentAccounts, teacherAccounts } from './participants.service.ts';
import { messageThreads, threadMessages } from './schema.ts';

export const HELD_NOTICES_JOB = 'messages.held-notices';

/** A message as its notice tells it. */
interface Posted {
  threadId: number;
  messageId: number;
  text: string;
  senderName: string;
  speaker: Speaker;
  heldUntil: Date | null;
}

const preview = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…` : text);

type Said = { senderName: string; speaker: Speaker; text: string }[];

/** A notice in a language: its subject (a message key) and the messages it tells. */
function notice(language: Language | null, child: ChildSummary, subject: 'fromCentre' | 'fromFamily', said: Said) {
  const lines = said.map((l) =>
    noticeMessage(language, 'line', { sender: l.senderName, speaker: l.speaker, text: preview(l.text) }),
  );
  return {
    subject: noticeMessage(language, subject, { child: child.name }),
    body: noticeMessage(language, 'body', { child: child.name, className: child.className, said: lines.join('\n\n') }),
  };
}

/** Emails to accounts, each in its own language; answers who. */
async function tellAccounts(
  ctx: RequestContext,
  userIds: number[],
  words: (language: Language | null) => { subject: string; body: string },
) {
  if (userIds.length === 0) return [];
  const people = await ctx.db
    .select({ id: adminUsers.id, email: adminUsers.email, mobile: adminUsers.mobile, language: adminUsers.language })
    .from(adminUsers)
    .where(and(inArray(adminUsers.id, userIds), eq(adminUsers.isActive, true)));
  for (const person of people) {
    const { subject, body } = words(person.language);
    await queueMessage(ctx.db, { channel: 'email', to: person.email, subject, body });
  }
  return people;
}

/**
 * A staff message to the child's parents, each by the channel they chose for messages: by default an email, and a
 * text by WhatsApp (the message itself inside WhatsApp's 24-hour window after the parent's last WhatsApp message,
 * else the new-message template, else nothing more: it waits in the portal) or, for a number not on WhatsApp, an SMS.
 */
async function tellParents(ctx: RequestContext, userIds: number[], child: ChildSummary, posted: Posted) {
  if (userIds.length === 0) return [];
  const people = await ctx.db
    .select({ id: adminUsers.id, email: adminUsers.email, mobile: adminUsers.mobile, language: adminUsers.language })
    .from(adminUsers)
    .where(and(inArray(adminUsers.id, userIds), eq(adminUsers.isActive, true)));
  await tellEach(ctx.db, people, (language) => {
    const words = notice(language, child, 'fromCentre', [posted]);
    const said = { sender: posted.senderName, speaker: posted.speaker, text: posted.text };
    return {
      ...words,
      phone: {
        template: 'NEW_MESSAGE',
        params: [child.name, posted.senderName],
        franchiseeId: child.franchiseeId,
        text: words.subject,
        session: noticeMessage(language, 'line', said),
        withoutTemplate: 'nothing',
      },
    };
  });
  return people;
}

/** The child's class teachers by email and push, and the centre's office at the centre's own address. */
async function tellStaff(ctx: RequestContext, child: ChildSummary, said: Said, except: number, latest: string) {
  const teachers = (await teacherAccounts(ctx, child)).filter((id) => id !== except);
  const told = await tellAccounts(ctx, teachers, (language) => notice(language, child, 'fromFamily', said));
  await pushMessage(ctx, { people: told, staff: true }, child, latest);
  const [office] = await ctx.db
    .select({ email: franchisees.email })
    .from(franchisees)
    .where(eq(franchisees.id, child.franchiseeId));
  if (office?.email)
    await queueMessage(ctx.db, { channel: 'email', to: office.email, ...notice(null, child, 'fromFamily', said) });
}

/**
 * The one place where "a message was posted" (inside the posting transaction): staff messages reach the child's
 * parents at once; a parent's message reaches staff at once, or at the next opening when written in quiet hours
 * (a job then sends every held message of the thread in one notice).
 */
export async function messagePosted(ctx: RequestContext, child: ChildSummary, posted: Posted): Promise<void> {
  const sender = ctx.user?.id ?? 0;
  // Open screens show the message at once, in quiet hours too: only the notices wait for the morning.
  await publishConversation(ctx, MESSAGE_LIVE.posted, child);
  if (posted.speaker !== 'PARENT') {
    const parents = (await parentAccounts(ctx, child)).filter((id) => id !== sender);
    const told = await tellParents(ctx, parents, child, posted);
    await pushMessage(ctx, { people: told, staff: false }, child, posted.text);
    return;
  }
  if (posted.heldUntil) {
    await enqueue(
      ctx.db,
      HELD_NOTICES_JOB,
      { threadId: posted.threadId },
      { franchiseeId: child.franchiseeId, runAt: posted.heldUntil },
    );
    return;
  }
  await tellStaff(ctx, child, [posted], sender, posted.text);
  await ctx.db.update(threadMessages).set({ staffNotifiedAt: now() }).where(eq(threadMessages.id, posted.messageId));
}

/** Tells staff of a thread's parent messages held over the quiet hours; messages already told are skipped. */
export async function sendHeldNotices(ctx: RequestContext, threadId: number): Promise<number> {
  const held = await ctx.db
    .select({
      id: threadMessages.id,
      text: threadMessages.text,
      senderId: threadMessages.senderId,
      first: adminUsers.firstName,
      last: adminUsers.lastName,
      studentAdmissionId: messageThreads.studentAdmissionId,
    })
    .from(threadMessages)
    .innerJoin(messageThreads, eq(messageThreads.id, threadMessages.threadId))
    .innerJoin(adminUsers, eq(adminUsers.id, threadMessages.senderId))
    .where(
      and(
        franchiseeFence(ctx, threadMessages.franchiseeId),
        eq(threadMessages.threadId, threadId),
        isNotNull(threadMessages.heldUntil),
        isNull(threadMessages.staffNotifiedAt),
      ),
    )
    .orderBy(asc(threadMessages.id))
    .for('update');
  if (held.length === 0) return 0;
  const [child] = await activeChildren(ctx, { studentAdmissionIds: [held[0].studentAdmissionId] });
  if (child) {
    const lines = held.map((m) => ({
      senderName: `${m.first} ${m.last}`.trim(),
      speaker: 'PARENT' as const,
      text: m.text,
    }));
    await tellStaff(ctx, child, lines, 0, lines[lines.length - 1].text);
  }
  await ctx.db
    .update(threadMessages)
    .set({ staffNotifiedAt: now() })
    .where(
      inArray(
        threadMessages.id,
        held.map((m) => m.id),
      ),
    );
  return held.length;
}

/** At the centre's opening: the notices held over its quiet hours. */
export const heldNoticesJob = defineJob<{ threadId: number }>({
  name: HELD_NOTICES_JOB,
  // Run twice? No: it sends notices.
  mayRunTwice: false,
  async handler({ db, payload, log }) {
    const sent = await db.transaction((tx) =>
      sendHeldNotices(everyFranchiseeContext(anonymousContext(tx)), payload.threadId),
    );
    if (sent) log.info(`Told staff of ${sent} message(s) written in quiet hours`);
    return { sent };
  },
});
