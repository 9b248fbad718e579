/** The words of a person's notification choices (ICU messages). */
export const en = {
  notifications: {
    title: 'Notifications',
    subtitle: 'What the portal tells you on your phone or computer',
    thisBrowser: 'This browser',
    unsupported:
      'This browser cannot receive the portal’s notifications (on an iPhone, add the portal to the Home Screen first).',
    blocked: 'Notifications are blocked for the portal in this browser’s settings; allow them there to turn them on.',
    on: 'This browser receives your notifications.',
    off: 'This browser does not receive notifications yet.',
    devices:
      '{count, plural, =0 {No browser receives your notifications.} one {# browser receives your notifications.} ' +
      'other {# browsers receive your notifications.}}',
    turnOn: 'Turn on notifications here',
    turnOff: 'Turn off notifications here',
    notAllowed: 'Notifications were not allowed in this browser',
    couldNotTurnOn:
      'This browser could not turn notifications on. ' +
      'Check that you are online and that notifications are allowed for this site, then try again.',
    nowOn: 'Notifications are on for this browser',
    nowOff: 'Notifications are off for this browser',
    tellMe: 'Tell me about',
    otherBrowsers: 'Your choices above still apply to your other browsers.',
    label:
      '{kind, select, fees {Fees} ' +
      'arrivals {Check-in and check-out} incidents {Incidents} messages {Messages} ' +
      'waitlist {Waitlist offers} trainings {Trainings} summary {Evening summary} other {{fallback}}}',
    description:
      '{kind, select, fees {AutoPay notices before and after each debit, and fee reminders} ' +
      'arrivals {When your child arrives at the centre and when they are collected} ' +
      'incidents {When something happens to your child or at your centre} ' +
      'messages {New messages from the centre or head office} ' +
      'waitlist {When a family answers a seat offered from the waitlist} ' +
      'trainings {Training invitations, and reminders on the day, before the meeting opens and after it ends} ' +
      'summary {Your child’s day in short each evening (meals, sleep, mood), by email and SMS} other {{fallback}}}',
  },
} as const;
