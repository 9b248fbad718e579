import { addDays, todayInIndia } from '@portal/core';
import { notFound, registerFileLink, requireUser, type RequestContext } from '@portal/kit';
import { calendarOfCentre } from '@portal/mod-academics/server';
import { childAnnouncements } from '@portal/mod-communication/server';
import { hasConsent } from '@portal/mod-consent/server';
import { careMediaChildren, dayToday, timelineEntries } from '@portal/mod-day/server';
import { activeChildren, type ChildSummary } from '@portal/mod-students/server';
import { membershipsOf } from './circle.service.ts';

/**
 * What a member of a child's family circle reads. Every read starts from the member's own active place in the
 * child's circle (another child, a removed member or another centre is not found), then asks the owning module's
 * service for that child only; what the parents consent to limits it (care photos need the family's consent).
 */

const childLabel = (c: ChildSummary) => ({
  studentAdmissionId: c.studentAdmissionId,
  name: c.name,
  className: c.sectionName ? `${c.className} ${c.sectionName}` : c.className,
});

async function circleChild(ctx: RequestContext, studentAdmissionId: number): Promise<ChildSummary> {
  requireUser(ctx);
  const [place] = await membershipsOf(ctx, [studentAdmissionId]);
  if (!place) throw notFound('Student admission');
  const [child] = await activeChildren(ctx, { studentAdmissionIds: [studentAdmissionId] });
  if (!child) throw notFound('Student admission');
  return child;
}

/** The children whose circle the member is in (Active admissions). */
export async function myCircleChildren(ctx: RequestContext) {
  const places = await membershipsOf(ctx);
  if (places.length === 0) return { children: [] };
  const children = await activeChildren(ctx, { studentAdmissionIds: places.map((p) => p.studentAdmissionId) });
  return { children: children.map(childLabel) };
}

/** The child's day so far; the photos and videos only when the parents consent to care media for the family. */
export async function memberChildToday(ctx: RequestContext, studentAdmissionId: number) {
  const child = await circleChild(ctx, studentAdmissionId);
  const day = dayToday();
  const [entries, mayShow] = await Promise.all([
    timelineEntries(ctx, child, day),
    hasConsent(ctx, studentAdmissionId, 'CARE_MEDIA'),
  ]);
  const hidden = !mayShow && entries.some((e) => e.fileId !== null);
  return {
    day,
    child: childLabel(child),
    // Who on the staff logged an entry is the centre's record, not the family's news: a member reads what
    // happened, when and how much, never the staff member's name.
    entries: entries.map((e) => ({
      ...e,
      recordedBy: null,
      ...(mayShow ? {} : { fileId: null, mediaType: null }),
    })),
    photosHidden: hidden,
  };
}

/** The child's centre's events and holidays from today for two months. */
export async function memberChildCalendar(ctx: RequestContext, studentAdmissionId: number) {
  const child = await circleChild(ctx, studentAdmissionId);
  const today = todayInIndia();
  const events = await calendarOfCentre(ctx, child.franchiseeId, { from: today, to: addDays(today, 60) });
  return {
    events: events.map((e) => ({
      id: e.id,
      title: e.title,
      startDate: e.startDate,
      endDate: e.endDate,
      isHoliday: e.isHoliday,
    })),
  };
}

/** The announcements the child's family reads today. */
export async function memberChildAnnouncements(ctx: RequestContext, studentAdmissionId: number) {
  await circleChild(ctx, studentAdmissionId);
  return { rows: await childAnnouncements(ctx, studentAdmissionId) };
}

/**
 * A care photo or video of the child's day reaches a member of the child's circle only while the parents consent to
 * care media for the family; the day's own link keeps it for the parents, the class's teachers and the centre.
 */
registerFileLink({
  name: 'family-circle-care-media',
  holders: careMediaChildren,
  async mayRead(ctx, studentAdmissionId) {
    if (!ctx.user) return false;
    const [place] = await membershipsOf(ctx, [studentAdmissionId]);
    return Boolean(place) && (await hasConsent(ctx, studentAdmissionId, 'CARE_MEDIA'));
  },
});
