import { isNotNull } from 'drizzle-orm';
import { anonymousContext, everyFranchiseeContext, type SeedContext } from '@portal/kit';
import type { Executor } from '@portal/db';
import { activeChildren } from '@portal/mod-students/server';
import { adminUsers } from '@portal/mod-users/server';
import { NOTICE_VERSIONS, type ConsentPurpose } from '../shared/constants.ts';
import { consentRecords } from './schema.ts';

const DAY = 86_400_000;

/**
 * Demo consents for every child with a parent account: at admission (30 days ago) the family agreed to the care
 * photos, the class photos and the messages; every third family also to marketing, which one in two of those
 * withdrew a week later. The CCTV was never asked. So the screens show given, withdrawn and unasked purposes.
 */
export async function seedConsents(db: Executor, { today }: SeedContext): Promise<void> {
  const ctx = everyFranchiseeContext(anonymousContext(db));
  const parents = await db
    .select({ id: adminUsers.id, child: adminUsers.studentAdmissionId, language: adminUsers.language })
    .from(adminUsers)
    .where(isNotNull(adminUsers.studentAdmissionId));
  const children = await activeChildren(ctx, { studentAdmissionIds: parents.map((p) => p.child!) });
  const admitted = new Date(today.getTime() - 30 * DAY);
  const rows: (typeof consentRecords.$inferInsert)[] = [];
  const decided = new Set<number>();
  for (const parent of parents) {
    const child = children.find((c) => c.studentAdmissionId === parent.child);
    if (!child || decided.has(child.studentAdmissionId)) continue;
    decided.add(child.studentAdmissionId);
    const row = (purpose: ConsentPurpose, decision: 'GRANTED' | 'WITHDRAWN', at: Date) =>
      rows.push({
        franchiseeId: child.franchiseeId,
        studentAdmissionId: child.studentAdmissionId,
        purpose,
        decision,
        noticeVersion: NOTICE_VERSIONS[purpose],
        language: parent.language ?? 'en',
        verifiedBy: 'ACCOUNT',
        decidedBy: parent.id,
        decidedAt: at,
      });
    for (const purpose of ['CARE_MEDIA', 'SHARED_PHOTOS', 'MESSAGES'] as const) row(purpose, 'GRANTED', admitted);
    if (child.studentAdmissionId % 3 === 0) {
      row('MARKETING', 'GRANTED', admitted);
      if (child.studentAdmissionId % 2 === 0) row('MARKETING', 'WITHDRAWN', new Date(admitted.getTime() + 7 * DAY));
    }
  }
  if (rows.length) await db.insert(consentRecords).values(rows);
}
