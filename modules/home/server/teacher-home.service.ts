import { readingContext, requireUser, type RequestContext } from '@portal/kit';
import { classesDay } from '@portal/mod-academics/server';
import { classRoster } from '@portal/mod-day/server';
import { unreadTotal } from '@portal/mod-messages/server';
import { myTrainings } from '@portal/mod-training/server';
import type { TeacherHome } from '../shared/contracts.ts';
import { mayRead } from './holds.ts';

type Roster = Awaited<ReturnType<typeof classRoster>>;

/** A class's children by section: "Nursery A", "Nursery B", or the class alone when it has no sections. */
function bySection(roster: Roster): { classId: number; name: string; rows: Roster['rows'] }[] {
  const groups = new Map<string, Roster['rows']>();
  for (const row of roster.rows) {
    const name = row.sectionName ? `${row.className} ${row.sectionName}` : row.className;
    groups.set(name, [...(groups.get(name) ?? []), row]);
  }
  return [...groups].map(([name, rows]) => ({ classId: roster.classId!, name, rows }));
}

/**
 * The teacher's home: each class and section they teach with today's arrivals (the day's roster, which keeps a
 * teacher to their own classes), the class's diary of the day and the homework running today with the
 * submissions waiting for review, their training invitations and unread messages.
 */
export async function teacherHome(request: RequestContext): Promise<TeacherHome> {
  requireUser(request);
  // One reading context for the whole page: the parts ask for the same classes and links once.
  const ctx = readingContext(request);
  const first = await classRoster(ctx, {});
  // Every other class's roster, the classes' work of the day, the trainings and the messages are asked together.
  const [rosters, work, trainings, unreadMessages] = await Promise.all([
    Promise.all(first.classes.map((c) => (c.id === first.classId ? first : classRoster(ctx, { classId: c.id })))),
    classesDay(
      ctx,
      first.classes.map((c) => c.id),
      first.day,
    ),
    mayRead(ctx, 'TeacherTraining') ? myTrainings(ctx) : [],
    mayRead(ctx, 'messageThreads') ? unreadTotal(ctx).then((u) => u.total) : 0,
  ]);
  const classes = rosters.flatMap(bySection).map((group) => ({
    classId: group.classId,
    name: group.name,
    rows: group.rows.map(({ studentAdmissionId, name, inAt, outAt }) => ({ studentAdmissionId, name, inAt, outAt })),
    checkedIn: group.rows.filter((r) => r.inAt).length,
    diaryToday: work.diary.filter((d) => d.classId === group.classId).map(({ id, title }) => ({ id, title })),
    homework: work.homework
      .filter((h) => h.classId === group.classId)
      .map(({ id, subject, title, dueDate, toReview }) => ({ id, subject, title, dueDate, toReview })),
  }));
  return {
    day: first.day,
    classes,
    trainings: trainings
      .filter((t) => t.toDate >= first.day && t.status !== 'CANCELLED')
      .slice(0, 5)
      .map(({ id, title, mode, venue, fromDate, toDate, fromTime, toTime, status, response, meetingID }) => ({
        ...{ id, title, mode, venue, fromDate, toDate, fromTime, toTime, status, response, meetingID },
      })),
    unreadMessages,
  };
}
