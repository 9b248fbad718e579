/** Access modules of the centre's day: arrivals at the door, the class roster and who collects a child. */
export const DAY_MODULES = {
  /** The door kiosk on a centre tablet: its rotating QR code and the family PIN pad (centre staff open it). */
  KIOSK: 'dayKiosk',
  /** A parent checking their child in (the kiosk's QR code) and setting the family PIN. */
  CHECK_IN: 'dayCheckIn',
  /** Authorised pickups and one-time pickups: parents add them, the centre reads them. */
  PICKUPS: 'dayPickups',
  /** Approving or rejecting an authorised pickup (the centre's heads). */
  PICKUP_APPROVAL: 'dayPickupApproval',
  /** The class roster: checking children in and out with one tap. */
  ROSTER: 'dayRoster',
  /** The centre's arrivals and departures of the day. */
  TODAY: 'dayToday',
  /** The child's day as care events: teachers log meals, naps and the like; parents read their child's. */
  CARE: 'dayCare',
} as const;

/** How a child came in. */
export const CHECK_IN_METHODS = ['KIOSK_QR', 'KIOSK_PIN', 'ROSTER'] as const;
export type CheckInMethod = (typeof CHECK_IN_METHODS)[number];

export const PICKUP_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const ONE_TIME_STATUSES = ['ACTIVE', 'USED', 'CANCELLED'] as const;

export const PICKUP_RELATIONS = [
  'MOTHER',
  'FATHER',
  'GRANDPARENT',
  'UNCLE',
  'AUNT',
  'SIBLING',
  'NANNY',
  'DRIVER',
  'NEIGHBOUR',
  'OTHER',
] as const;

/** A kiosk QR code lives this long; the kiosk shows a new one as it runs out or once it is used. */
export const KIOSK_TOKEN_SECONDS = 30;
/** The kiosk asks for its code this often, so a used code is replaced at once. */
export const KIOSK_REFRESH_MS = 3_000;
/** Wrong PINs at a centre's kiosk before it locks, and for how long. */
export const PIN_TRIES = 5;
export const PIN_LOCK_MINUTES = 15;
/** Wrong one-time codes before the one-time pickup is cancelled. */
export const ONE_TIME_CODE_TRIES = 5;

/** A photo of a pickup: what a phone takes, at most 5 MB. */
export const PICKUP_PHOTO = { kinds: ['image'], maxBytes: 5 * 1024 * 1024 } as const;

export const DAY_MESSAGES = {
  tokenInvalid: 'This code is not valid. Scan the code on the kiosk screen again.',
  tokenExpired: 'This code has expired. Scan the new code on the kiosk screen.',
  tokenReplaced: 'This code was already used or replaced. Scan the code on the kiosk screen now.',
  noChildHere: 'None of your children is enrolled at this centre.',
  notStartedYet: (child: string, from: string) =>
    `${child}'s admission at this centre starts on ${from}: check-in opens that day.`,
  wrongPin: (left: number) =>
    `Wrong mobile number or PIN. ${left} ${left === 1 ? 'try' : 'tries'} left before the kiosk locks.`,
  pinLocked: (until: string) =>
    `Too many wrong PINs: the PIN pad is locked until ${until}. Please ask the front desk to check your child in.`,
  noCentre: 'Choose the centre first.',
  notCheckedIn: (child: string) => `${child} has not been checked in today.`,
  alreadyOut: (child: string, at: string) => `${child} was already checked out at ${at}.`,
  notApproved: (name: string, child: string) =>
    `${name} is not approved to collect ${child}. The child's parents have been told.`,
  choosePickup: 'Choose who is collecting the child, or enter a one-time code.',
  wrongCode: 'This one-time pickup code is wrong. The child stays at the centre.',
  codeLocked: 'Too many wrong codes: this one-time pickup is cancelled. The child’s parents have been told.',
} as const;

// ---- safety: medication and incidents ----

/** Access modules of the child's safety at the centre: medicine the parents authorise, incident reports. */
export const DAY_SAFETY_MODULES = {
  /** Medication authorisations: parents add them for their own child, the centre reads them and gives doses. */
  MEDICATION: 'dayMedication',
  /** Approving or rejecting a medication authorisation (the centre's heads). */
  MEDICATION_APPROVAL: 'dayMedicationApproval',
  /** Incident reports: teachers and the centre's heads report them. */
  INCIDENTS: 'dayIncidents',
  /** Sending an incident report to the child's parents (the centre's heads). */
  INCIDENT_REVIEW: 'dayIncidentReview',
  /** A parent's incident reports about their child, and their acknowledgement. */
  INCIDENT_NOTICE: 'dayIncidentNotice',
  /** Head office: incidents per centre over time. */
  INCIDENT_NETWORK: 'dayIncidentNetwork',
} as const;
/** The live events the day publishes (screens refetch on them). */
export const DAY_LIVE = {
  checkIn: 'day.check-in',
  checkOut: 'day.check-out',
  care: 'day.care',
  incident: 'day.incident',
  staff: 'day.staff',
} as const;
export type DayLiveKind = (typeof DAY_LIVE)[keyof typeof DAY_LIVE];
export const DAY_LIVE_KINDS: readonly DayLiveKind[] = Object.values(DAY_LIVE);

/**
 * Past this long without a connection a classroom device says that the pickups it knows may be out of date: an
 * approval the centre withdrew meanwhile is not on the device.
 */
export const OFFLINE_STALE_MINUTES = 30;
