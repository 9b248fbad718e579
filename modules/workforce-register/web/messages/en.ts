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
} as const;
