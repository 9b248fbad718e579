/**
 * Child-protection concerns (POCSO): a suspicion of an offence against a child, kept apart from incident reports so
 * that only the centre's heads and head office's safeguarding staff read it. Section 19 of the POCSO Act requires
 * a report to the Special Juvenile Police Unit or the local police; the concern cannot close without its time.
 */
export const CHILD_PROTECTION_MODULE = 'dayChildProtection';

export const CONCERN_STATUSES = ['OPEN', 'CLOSED'] as const;

export const CONCERN_MESSAGES = {
  notReported: 'A child-protection concern cannot close without the time it was reported to the SJPU or police.',
  closedAlready: 'This concern is closed: it can no longer be changed.',
  reportedInFuture: 'The time reported to the police cannot be later than now.',
} as const;
