import { and, eq } from 'drizzle-orm';
import { ROLE } from '@portal/core';
import type { Executor } from '@portal/db';
import { anonymousContext, everyFranchiseeContext, type RequestContext } from '@portal/kit';
import { activeChildren } from '@portal/mod-students/server';
import { adminUsers } from '@portal/mod-users/server';
import { MESSAGE_TEXT_MAX } from '../shared/constants.ts';
import { writeMessage } from './post.service.ts';

/**
 * A parent's text that came by another channel (a WhatsApp reply from their number): it lands in their child's
 * conversation as their own message, under the same rules as one written in the portal (the thread's participants
 * see it, the centre's heads see every thread, a message in the quiet hours reaches staff at the next opening).
 * Answers the message's id, or null when the account is not an active parent of an active child (nothing is kept).
 */
export async function postFamilyText(db: Executor, input: { userId: number; text: string }): Promise<number | null> {
  const text = input.text.trim().slice(0, MESSAGE_TEXT_MAX);
  if (!text) return null;
  const [account] = await db
    .select({
      id: adminUsers.id,
      email: adminUsers.email,
      firstName: adminUsers.firstName,
      lastName: adminUsers.lastName,
      child: adminUsers.studentAdmissionId,
    })
    .from(adminUsers)
    .where(and(eq(adminUsers.id, input.userId), eq(adminUsers.isActive, true)));
  if (!account?.child) return null;
  const [child] = await activeChildren(everyFranchiseeContext(anonymousContext(db)), {
    studentAdmissionIds: [account.child],
  });
  if (!child) return null;
  // The parent, at their child's centre: the part they take is the child's parent.
  const ctx: RequestContext = {
    ...anonymousContext(db),
    user: {
      id: account.id,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      franchiseeId: child.franchiseeId,
      superAdmin: false,
    },
    roleNames: [ROLE.PARENT],
    franchisees: [child.franchiseeId],
    franchiseeId: child.franchiseeId,
  };
  return writeMessage(ctx, child, 'PARENT', { text, attachmentIds: [] });
}
