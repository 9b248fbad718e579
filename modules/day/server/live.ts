import { defineLiveChannel, publishLive, type RequestContext } from '@portal/kit';
import { teacherOfClassRule } from '@portal/mod-academics/server';
import type { ChildSummary } from '@portal/mod-students/server';
import { ownChildRule } from '@portal/mod-users/server';
import { DAY_MODULES as M, type DayLiveKind } from '../shared/constants.ts';

/**
 * The day's live channel: whoever may read a child's day (its care events) hears what happens to the child, as
 * the timeline is read: the child's parents, the teachers of the child's class, the centre's heads.
 */
export const dayChannel = defineLiveChannel({ name: 'day', module: M.CARE, rules: [ownChildRule, teacherOfClassRule] });

/** Tells the child's audience, once the write's transaction commits, that the child's day changed. */
export async function publishDay(tx: RequestContext, kind: DayLiveKind, child: ChildSummary) {
  const { franchiseeId, studentAdmissionId, classId } = child;
  await publishLive(tx.db, {
    kind,
    audience: { channel: dayChannel, franchiseeId, row: { studentAdmissionId, classId } },
    payload: { studentAdmissionId, classId },
  });
}
