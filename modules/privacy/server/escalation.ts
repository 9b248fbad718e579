import { addDays } from '@portal/core';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import { defineDailySweep, queueMessage } from '@portal/kit';
import { adminUsers } from '@portal/mod-users/server';
import { ESCALATE_WITHIN_DAYS, OPEN_STATUSES } from '../shared/constants.ts';
import { privacyToday } from './clock.ts';
import { grievanceOfficerOf } from './notice.service.ts';
import { privacyRequestEvents, privacyRequests } from './schema.ts';

/**
 * Tells head office, once per request, about every open request with fewer than 15 days left of its 90: the
 * super admins and the grievance officer get an email naming each. Returns how many requests were escalated.
 */
export async function escalateRequests(db: Executor, today = privacyToday()): Promise<number> {
  const due = await db
    .update(privacyRequests)
    .set({ escalatedAt: new Date() })
    .where(
      and(
        inArray(privacyRequests.status, [...OPEN_STATUSES]),
        isNull(privacyRequests.escalatedAt),
        lt(privacyRequests.dueOn, addDays(today, ESCALATE_WITHIN_DAYS)),
      ),
    )
    .returning({ id: privacyRequests.id, childName: privacyRequests.childName, dueOn: privacyRequests.dueOn });
  if (!due.length) return 0;
  await db
    .insert(privacyRequestEvents)
    .values(due.map((r) => ({ requestId: r.id, status: 'OPEN', note: 'Escalated: fewer than 15 days left' })));
  const heads = await db
    .select({ email: adminUsers.email })
    .from(adminUsers)
    .where(and(eq(adminUsers.superAdmin, true), eq(adminUsers.isActive, true)));
  const officer = await grievanceOfficerOf(db);
  const list = due.map((r) => `#${r.id} ${r.childName}, due ${r.dueOn.split('-').reverse().join('-')}`).join('\n');
  for (const to of new Set([...heads.map((h) => h.email), officer.email]))
    await queueMessage(db, {
      channel: 'email',
      to,
      subject: `${due.length} privacy request(s) due within ${ESCALATE_WITHIN_DAYS} days`,
      body: `These parents' requests must be answered before their due date:\n${list}`,
    });
  return due.length;
}

const sweep = defineDailySweep({
  name: 'privacy.escalate-requests',
  // Run twice? No: it tells head office.
  mayRunTwice: false,
  at: '08:00',
  what: 'privacy request(s) escalated to head office',
  sweep: (ctx) => escalateRequests(ctx.db),
  today: () => privacyToday(),
});

export const escalationJob = sweep.job;
export const scheduleEscalation = sweep.schedule;
