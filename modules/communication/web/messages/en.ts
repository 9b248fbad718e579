/** The words of the announcements parents and teachers read and of a centre's calendar (ICU messages). */
export const en = {
  feed: {
    title: 'Announcements',
    none: 'No announcements',
    noneText: 'Announcements from the centre appear here.',
    wholeCentre: 'Whole centre',
    read: 'Read',
    new: 'New',
    window: 'For {audience, select, PARENT {parents} STAFF {staff} other {everyone}} · from {from}',
    until: ' until {to}',
    attachment: 'Attachment',
    markRead: 'Mark as read',
  },
  centreCalendar: {
    previous: 'Previous',
    next: 'Next',
    today: 'Today',
    month: 'Month',
    week: 'Week',
    list: 'List',
    noEvents: 'No events to display',
    event: 'Event',
    holiday: 'Holiday',
    allDay: 'All day',
  },
} as const;
