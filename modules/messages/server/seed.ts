/** Demo conversation at centre 002: parent@demo.school and teacher@demo.school about the parent's child. */
import { eq, inArray } from 'drizzle-orm';
import { addDays } from '@portal/core';
import type { Executor } from '@portal/db';
import type { SeedContext } from '@portal/kit';
import { studentAdmissions } from '@portal/mod-students/server';
import { adminUsers } from '@portal/mod-users/server';
import { messageReads, messageThreads, threadMessages } from './schema.ts';

const LINES = [
  {
    from: 'PARENT',
    day: -1,
    at: '08:40',
    text: 'Good morning! A slight cold today: please keep the jacket on at play time.',
    read: true,
  },
  {
    from: 'TEACHER',
    day: -1,
    at: '10:42',
    text: 'Thank you for telling us. We will keep the jacket on and play indoors today.',
    read: true,
  },
  {
    from: 'TEACHER',
    day: -1,
    at: '03:15',
    pm: true,
    text: 'Lunch all finished and a good nap. See you tomorrow!',
    read: true,
  },
  {
    from: 'TEACHER',
    day: 0,
    at: '09:05',
    text: 'Reminder: tomorrow is colour day. Please send something yellow to wear.',
    read: false,
  },
] as const;

export async function seedMessages(db: Executor, { today }: SeedContext): Promise<void> {
  const people = await db
    .select({ id: adminUsers.id, email: adminUsers.email, child: adminUsers.studentAdmissionId })
    .from(adminUsers)
    .where(inArray(adminUsers.email, ['parent@demo.school', 'teacher@demo.school']));
  const parent = people.find((p) => p.email === 'parent@demo.school');
  const teacher = people.find((p) => p.email === 'teacher@demo.school');
  if (!parent?.child || !teacher) return;
  const [admission] = await db
    .select({ franchiseeId: studentAdmissions.franchiseeId })
    .from(studentAdmissions)
    .where(eq(studentAdmissions.id, parent.child));
  if (!admission) return;
  const day = today.toISOString().slice(0, 10);
  const at = (line: (typeof LINES)[number]) => {
    const [h, m] = line.at.split(':').map(Number);
    const hours = 'pm' in line ? h + 12 : h;
    return new Date(
      `${addDays(day, line.day)}T${String(hours).padStart(2, '0')}:${String(m).padStart(2, '0')}:00+05:30`,
    );
  };
  const franchiseeId = admission.franchiseeId;
  const [thread] = await db
    .insert(messageThreads)
    .values({
      franchiseeId,
      studentAdmissionId: parent.child,
      lastMessageAt: at(LINES[LINES.length - 1]),
      createdAt: at(LINES[0]),
    })
    .returning({ id: messageThreads.id });
  for (const line of LINES) {
    const byParent = line.from === 'PARENT';
    const [message] = await db
      .insert(threadMessages)
      .values({
        franchiseeId,
        threadId: thread.id,
        senderId: byParent ? parent.id : teacher.id,
        senderRole: line.from,
        text: line.text,
        createdAt: at(line),
        staffNotifiedAt: byParent ? at(line) : null,
      })
      .returning({ id: threadMessages.id });
    if (line.read)
      await db.insert(messageReads).values({
        messageId: message.id,
        userId: byParent ? teacher.id : parent.id,
        role: byParent ? 'TEACHER' : 'PARENT',
        readAt: new Date(at(line).getTime() + 7 * 60_000),
      });
  }
}
