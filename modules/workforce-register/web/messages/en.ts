/** The safety register's words, as ICU messages. */
export const en = {
  register: {
    networkTitle: 'Safety register',
    networkSubtitle: 'Each centre’s compliance score: the required items current today over all it requires',
    centre: 'Centre',
    score: 'Compliance',
    expired: 'Expired',
    missing: 'Missing or pending',
    expiring: 'Expiring in 30 days',
    centreTitle: 'Safety register: {centre}',
    centreSubtitle: 'What to do next, most urgent first',
    item: 'Item',
    state: 'State',
    expiresOn: 'Expires on',
    nextStep: 'What to do next',
    allCurrent: 'Nothing to do: every required item is current.',
    pack: 'Download the inspection pack',
    stateName:
      '{state, select, CURRENT {Current} EXPIRING {Expiring} EXPIRED {Expired} MISSING {Missing} ' +
      'PENDING {Pending} other {—}}',
  },
  rota: {
    title: 'Staff rota',
    subtitle: 'Shifts per class and day; the week publishes only when every room-hour is within ratio',
    week: 'Week from',
    status: '{status, select, PUBLISHED {Published} other {Draft}}',
    publish: 'Publish to staff',
    published: 'The rota is published to the staff.',
    allCovered: 'Every room-hour is within ratio.',
    gaps: 'Room-hours below ratio',
    moreGaps: '{count, plural, one {# more room-hour below ratio} other {# more room-hours below ratio}}',
    shifts: 'Shifts',
    addShift: 'Add a shift',
  },
  myShifts: {
    title: 'My shifts',
    none: 'No published shifts in the next four weeks.',
    day: 'Day',
    className: 'Class',
    time: 'Time',
  },
} as const;
