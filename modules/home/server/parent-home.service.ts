import { addDays, todayInIndia } from '@portal/core';
import { notFound, readingContext, requireUser, type RequestContext } from '@portal/kit';
import { studentCalendar, studentDashboard } from '@portal/mod-academics/server';
import { childTimeline, myChildren } from '@portal/mod-day/server';
import { unreadTotal } from '@portal/mod-messages/server';
import type { ParentHome } from '../shared/contracts.ts';
import { mayRead } from './holds.ts';

const className = (c: { className: string; sectionName: string | null }) =>
  c.sectionName ? `${c.className} ${c.sectionName}` : c.className;

const noDay = (day: string): ParentHome['today'] => ({
  day,
  inAt: null,
  outAt: null,
  collectedBy: null,
  events: [],
  photos: [],
});

/**
 * The parent's home for one of their children (the first when none is named; another child is not found): the
 * day from the centre's day, diary, homework and fees from the child's dashboard, unread messages and the next
 * event. Each part comes from its module's public service, and only what the parent's role may read is asked.
 */
export async function parentHome(request: RequestContext, requested?: number): Promise<ParentHome> {
  requireUser(request);
  // One reading context for the whole page: the parts ask for the same child and the same links once.
  const ctx = readingContext(request);
  const children = (await myChildren(ctx)).map((c) => ({
    studentAdmissionId: c.studentAdmissionId,
    name: c.name,
    className: className(c),
  }));
  if (requested !== undefined && !children.some((c) => c.studentAdmissionId === requested))
    throw notFound('Student admission');
  const child = children.find((c) => c.studentAdmissionId === requested) ?? children[0] ?? null;
  const today = todayInIndia();
  const home: ParentHome = {
    children,
    child,
    today: noDay(today),
    diary: [],
    homeworkDue: [],
    fees: { outstandingPaise: 0, due: [] },
    unread: { announcements: 0, messages: 0 },
    nextEvent: null,
  };
  if (!child) return home;
  const id = child.studentAdmissionId;

  // The parts do not depend on one another: they are asked together.
  const [timeline, dash, unread, calendar] = await Promise.all([
    mayRead(ctx, 'dayCare') ? childTimeline(ctx, id) : null,
    mayRead(ctx, 'StudentDashboard') ? studentDashboard(ctx, id) : null,
    mayRead(ctx, 'messageThreads') ? unreadTotal(ctx) : null,
    mayRead(ctx, 'studentCalender') ? studentCalendar(ctx, id, { from: today, to: addDays(today, 60) }) : null,
  ]);
  if (timeline) {
    const { day, entries } = timeline;
    const arrival = entries.find((e) => e.kind === 'CHECK_IN');
    const departure = entries.find((e) => e.kind === 'CHECK_OUT');
    const care = entries.filter((e) => e.kind !== 'CHECK_IN' && e.kind !== 'CHECK_OUT');
    home.today = {
      day,
      inAt: arrival?.at ?? null,
      outAt: departure?.at ?? null,
      collectedBy: departure?.text ?? null,
      events: care.map((e) => ({ key: e.key, at: e.at, kind: e.kind, text: e.text })),
      photos: care.flatMap((e) =>
        e.fileId && e.mediaType?.startsWith('image/') ? [{ fileId: e.fileId, mediaType: e.mediaType, at: e.at }] : [],
      ),
    };
  }
  if (dash) {
    home.diary = dash.diary;
    home.homeworkDue = dash.homeworkDue.slice(0, 5).map(({ id: hw, subject, title, dueDate, status }) => ({
      id: hw,
      subject,
      title,
      dueDate,
      done: status !== null,
    }));
    home.fees = {
      outstandingPaise: dash.fees.outstandingPaise,
      due: dash.feesDue.slice(0, 3).map(({ id: due, label, dueDate, duePaise, overdue }) => ({
        ...{ id: due, label, dueDate, duePaise, overdue },
      })),
    };
    home.unread.announcements = dash.announcements.filter((a) => !a.read).length;
  }
  if (unread) home.unread.messages = unread.total;
  if (calendar) {
    const next = calendar.events.find((e) => e.endDate >= today);
    home.nextEvent = next ? { title: next.title, startDate: next.startDate, isHoliday: next.isHoliday } : null;
  }
  return home;
}
