import { and, eq } from 'drizzle-orm';
import { ROLE } from '@portal/core';
import type { Executor } from '@portal/db';
import { actingForFranchisee, anonymousContext, everyFranchiseeContext, type RequestContext } from '@portal/kit';
import { activeChildren } from '@portal/mod-students/server';
import { adminUsers } from '@portal/mod-users/server';
import { MESSAGE_TEXT_MAX } from '../shared/constants.ts';
import { writeMessage } from './post.service.ts';

/**
 * A parent's text that came by another channel (a WhatsApp reply from their number): it lands in their child's
 * conversation as their own message, under the same rules as one written in the portal (the thread's participants
 * see it, the centre's heads see every thread, a message in the quiet hours reaches staff at the next opening).
 * Answers the message's id and the child's centre, or null when the account is not an active parent of an active
 * child (nothing is kept).
 */
export async function postFamilyText(
  db: Executor,
  input: { userId: number; text: string },
): Promise<{ id: number; franchiseeId: number } | null> {
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
  // The portal acts at the child's centre for the parent, who takes the part of the child's parent.
  const ctx: RequestContext = {
    ...actingForFranchisee(anonymousContext(db), child.franchiseeId),
    user: {
      id: account.id,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      franchiseeId: child.franchiseeId,
      superAdmin: false,
    },
    roleNames: [ROLE.PARENT],
  };
  const id = await writeMessage(ctx, child, 'PARENT', { text, attachmentIds: [] });
  return { id, franchiseeId: child.franchiseeId };
}
