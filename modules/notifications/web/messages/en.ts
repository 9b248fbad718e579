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
      'waitlist {Waitlist offers} trainings {Trainings} summary {Evening summary} ' +
      'medication {Medication given} absence {Absence} seatOffer {Seat offers} announcements {Announcements} ' +
      'marketing {Offers and events} signIn {Sign-in codes} other {{fallback}}}',
    description:
      '{kind, select, fees {AutoPay notices before and after each debit, fee reminders and receipts} ' +
      'arrivals {When your child arrives at the centre and when they are collected} ' +
      'incidents {When something happens to your child or at your centre} ' +
      'messages {New messages from the centre or head office} ' +
      'waitlist {When a family answers a seat offered from the waitlist} ' +
      'trainings {Training invitations, and reminders on the day, before the meeting opens and after it ends} ' +
      'summary {Your child’s day in short each evening (meals, sleep, mood)} ' +
      'medication {When your child is given a medicine you asked the centre to give} ' +
      'absence {When your child is marked absent} ' +
      'seatOffer {When the centre offers your child a seat from its waitlist} ' +
      'announcements {News and notices from your centre} ' +
      'marketing {Offers, open days and events, only if you consented to marketing} ' +
      'signIn {The one-time code you sign in with} other {{fallback}}}',
    howTitle: 'How each message reaches you',
    howHelp: 'Choose one way for each kind of message, or keep the usual way.',
    usual:
      'Usual way: {kind, select, arrivals {a notification, and WhatsApp if you opted in} ' +
      'incidents {email, WhatsApp (or SMS) and a notification} fees {email, WhatsApp (or SMS) and a notification} ' +
      'summary {email, and WhatsApp (or SMS)} messages {email, WhatsApp (or SMS) and a notification} ' +
      'announcements {email and a notification} marketing {email, only with your consent} ' +
      'waitlist {a notification} trainings {a notification} other {WhatsApp if you opted in, else SMS}}',
    channel:
      '{channel, select, WHATSAPP {WhatsApp} SMS {SMS} EMAIL {Email} PUSH {Notification on this phone or computer} ' +
      'NONE {Nothing (off)} other {Usual way}}',
    cannotTurnOff:
      '{kind, select, signIn {Sign-in codes are how you sign in: they cannot be turned off.} ' +
      'incidents {Incident reports are about your child’s safety: they cannot be turned off.} other {{fallback}}}',
    whatsappFirst: 'To choose WhatsApp, opt in on the WhatsApp page first.',
    marketingConsent: 'Offers reach you only after you consent to marketing (Consents).',
    saved: 'Saved',
  },
} as const;
