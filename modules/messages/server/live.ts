import { defineLiveChannel, publishLive, type RequestContext } from '@portal/kit';
import { teacherOfClassRule } from '@portal/mod-academics/server';
import type { Language } from '@portal/core';
import { pushInTheirLanguage } from '@portal/mod-notifications/server';
import type { ChildSummary } from '@portal/mod-students/server';
import { ownChildRule } from '@portal/mod-users/server';
import { MESSAGE_LIVE, MESSAGE_MODULES as M } from '../shared/constants.ts';
import { noticeMessage } from './messages.ts';

/**
 * A conversation's live channel, heard as the conversation is read: the child's parents, the teachers of the
 * child's class and the centre's heads. Another parent of the class, or another centre, hears nothing.
 */
export const messagesChannel = defineLiveChannel({
  name: 'messages',
  module: M.THREADS,
  rules: [ownChildRule, teacherOfClassRule],
});

type LiveKind = (typeof MESSAGE_LIVE)[keyof typeof MESSAGE_LIVE];

/** Tells the conversation's open screens, once the write commits, that it changed (a message, a read receipt). */
export async function publishConversation(tx: RequestContext, kind: LiveKind, child: ChildSummary) {
  const { franchiseeId, studentAdmissionId, classId } = child;
  await publishLive(tx.db, {
    kind,
    audience: { channel: messagesChannel, franchiseeId, row: { studentAdmissionId, classId } },
    payload: { studentAdmissionId },
  });
}

/**
 * A new message on the phones of those it is for (their choice of "Messages" decides, in the push job): a parent
 * opens their Messages, staff the child's conversation.
 */
export async function pushMessage(
  tx: RequestContext,
  to: { people: readonly { id: number; language: Language | null }[]; staff: boolean },
  child: ChildSummary,
  text: string,
) {
  const url = to.staff ? `/messages/child/${child.studentAdmissionId}` : '/messages';
  await pushInTheirLanguage(tx.db, to.people, 'messages', (language) => ({
    title: noticeMessage(language, 'about', { child: child.name }),
    body: text.length > 120 ? `${text.slice(0, 120)}…` : text,
    url,
  }));
}
