import { eq } from 'drizzle-orm';
import type { Language } from '@portal/core';
import { defineLiveChannel, publishLive, type RequestContext } from '@portal/kit';
import { teacherOfClassRule } from '@portal/mod-academics/server';
import { pushInTheirLanguage, textEach } from '@portal/mod-notifications/server';
import type { ChildSummary } from '@portal/mod-students/server';
import { adminUsers, ownChildRule } from '@portal/mod-users/server';
import { DAY_LIVE, DAY_MODULES as M, type DayLiveKind } from '../shared/constants.ts';
import { RATIO_MODULES } from '../shared/ratios.ts';
import { now, timeInIndia } from './clock.ts';
import { dayMessage } from './messages.ts';

/**
 * The day's live channel: whoever may read a child's day (its care events) hears what happens to the child, as
 * the timeline is read: the child's parents, the teachers of the child's class, the centre's heads.
 */
export const dayChannel = defineLiveChannel({ name: 'day', module: M.CARE, rules: [ownChildRule, teacherOfClassRule] });

/** The centre's ratio board, heard by whoever may read it there (the centre's heads, head office). */
export const ratiosChannel = defineLiveChannel({ name: 'ratios', module: RATIO_MODULES.RATIOS });

/** A member of staff came or left: the centre's open ratio boards refetch their figures. */
export async function publishStaff(ctx: RequestContext, franchiseeId: number) {
  await publishLive(ctx.db, {
    kind: DAY_LIVE.staff,
    audience: { channel: ratiosChannel, franchiseeId, row: {} },
    payload: { franchiseeId },
  });
}

/** Tells the child's audience that an incident report about the child changed (reported, sent, acknowledged). */
export async function publishIncident(
  tx: RequestContext,
  incident: { franchiseeId: number; studentAdmissionId: number; classId: number; id: number },
) {
  const { franchiseeId, studentAdmissionId, classId } = incident;
  await publishLive(tx.db, {
    kind: DAY_LIVE.incident,
    audience: { channel: dayChannel, franchiseeId, row: { studentAdmissionId, classId } },
    payload: { studentAdmissionId, classId, incidentId: incident.id },
  });
}

/** What the parents' phones say when their child arrives or leaves (the messages' keys). */
const ARRIVAL_WORDS: Partial<
  Record<
    DayLiveKind,
    { title: 'arrivedTitle' | 'collectedTitle'; body: 'arrivedBody' | 'collectedBody'; template: 'ARRIVAL' | 'PICKUP' }
  >
> = {
  [DAY_LIVE.checkIn]: { title: 'arrivedTitle', body: 'arrivedBody', template: 'ARRIVAL' },
  [DAY_LIVE.checkOut]: { title: 'collectedTitle', body: 'collectedBody', template: 'PICKUP' },
};

/**
 * Tells the child's audience, once the write's transaction commits, that the child's day changed; an arrival or
 * a departure is also pushed to the parents' phones (through a job, after the commit), and sent by WhatsApp to the
 * parents whose number opted in to it (by SMS should its template be paused; nobody else is texted).
 */
export async function publishDay(tx: RequestContext, kind: DayLiveKind, child: ChildSummary) {
  await publishLive(tx.db, dayEvent(kind, child));
  if (!ARRIVAL_WORDS[kind]) return;
  const parents = await tx.db
    .select({ id: adminUsers.id, language: adminUsers.language, mobile: adminUsers.mobile })
    .from(adminUsers)
    .where(eq(adminUsers.studentAdmissionId, child.studentAdmissionId));
  await tellParents(tx, kind, child, parents);
}

/** The live event of something that happened to a child's day, heard by the child's audience. */
export function dayEvent(
  kind: DayLiveKind,
  child: Pick<ChildSummary, 'franchiseeId' | 'studentAdmissionId' | 'classId'>,
) {
  const { franchiseeId, studentAdmissionId, classId } = child;
  return {
    kind,
    audience: { channel: dayChannel, franchiseeId, row: { studentAdmissionId, classId } },
    payload: { studentAdmissionId, classId },
  };
}

/** A parent of a child, as the arrival's words reach them. */
export interface ParentToTell {
  id: number;
  language: Language | null;
  mobile: string | null;
}

/**
 * The parents' side of an arrival or a departure (`publishDay`): a push to their phones (queued, sent after the
 * commit) and the WhatsApp message to those whose number opted in to it.
 */
export async function tellParents(
  tx: RequestContext,
  kind: DayLiveKind,
  child: Pick<ChildSummary, 'franchiseeId' | 'name'>,
  parents: readonly ParentToTell[],
) {
  const words = ARRIVAL_WORDS[kind];
  if (!words || parents.length === 0) return;
  const { franchiseeId } = child;
  const values = { child: child.name, time: timeInIndia(now()) };
  await pushInTheirLanguage(tx.db, parents, 'day.arrivals', (language) => ({
    title: dayMessage(language, words.title, values),
    body: dayMessage(language, words.body, values),
    url: '/day/my-child',
  }));
  await textEach(
    tx.db,
    parents,
    (language) => ({
      template: words.template,
      params: [child.name, values.time],
      text: `${dayMessage(language, words.title, values)}. ${dayMessage(language, words.body, values)}`,
      franchiseeId,
    }),
    { otherwise: 'nothing' },
  );
}
