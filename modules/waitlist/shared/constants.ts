/** Access modules of the waitlist: a centre's seats per class and section, and the families waiting for one. */
export const WAITLIST_MODULES = {
  /** The waitlist of a class: adding an enquiry, offers, withdrawal, acceptance and refusal. */
  WAITLIST: 'waitlist',
  /** Seats per class and section for the year, and how long an offer stays open (the centre's heads). */
  CAPACITY: 'waitlistCapacity',
} as const;

/**
 * A place on a class's waitlist. WAITING and OFFERED are the queue (they hold a position); ACCEPTED holds its
 * seat while the admission forms are filled, until the child is admitted (ADMITTED); the others left the queue.
 */
export const ENTRY_STATUSES = [
  'WAITING',
  'OFFERED',
  'ACCEPTED',
  'ADMITTED',
  'REFUSED',
  'EXPIRED',
  'WITHDRAWN',
] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];
export const QUEUE_STATUSES = ['WAITING', 'OFFERED'] as const satisfies readonly EntryStatus[];
/** Entries that hold a seat of the class: an open offer, or an accepted one on its way to admission. */
export const SEAT_HOLDING_STATUSES = ['OFFERED', 'ACCEPTED'] as const satisfies readonly EntryStatus[];

export const ENTRY_STATUS_LABELS: Record<EntryStatus, string> = {
  WAITING: 'Waiting',
  OFFERED: 'Offer open',
  ACCEPTED: 'Accepted',
  ADMITTED: 'Admitted',
  REFUSED: 'Refused',
  EXPIRED: 'Offer expired',
  WITHDRAWN: 'Withdrawn',
};

/** How long an offer stays open unless the centre says otherwise. */
export const DEFAULT_OFFER_HOURS = 48;
export const MIN_OFFER_HOURS = 1;
export const MAX_OFFER_HOURS = 336;
export const MAX_SEATS = 500;

export const WAITLIST_MESSAGES = {
  noCentre: 'Choose the centre first.',
  noYear: 'Choose the academic year first.',
  noClass: 'The enquiry names no class: set the class on the enquiry first.',
  closedEnquiry: (stage: string) => `The enquiry is ${stage}: reopen it before adding it to the waitlist.`,
  admitted: 'The enquiry is already admitted.',
  notFull: (free: number) =>
    `The class has ${free} free ${free === 1 ? 'seat' : 'seats'} and nobody is waiting: go on with the admission.`,
  noCapacity: 'No seats are declared for this class this year: declare them under Class capacity first.',
  alreadyListed: (position: number | null) =>
    position ? `This enquiry is already on the waitlist at position ${position}.` : 'This enquiry already has a seat.',
  noFreeSeat: 'No seat is free in this class: the offer goes out when one frees.',
  notFirst: (name: string) => `${name} is ahead in the queue: the next offer goes to them.`,
  notWaiting: (status: string) => `This family’s place is ${status}: only a waiting family can be offered a seat.`,
  notOffered: (status: string) => `There is no open offer for this family (${status}).`,
  offerExpired: 'This offer has expired and passed to the next family.',
  notOnList: (status: string) => `This family is no longer on the waitlist (${status}).`,
  linkInvalid: 'This link is not valid. Please call the centre.',
} as const;

/** The live event of a class's queue: open waitlist screens refetch on it. */
export const WAITLIST_LIVE = { changed: 'waitlist.changed' } as const;
