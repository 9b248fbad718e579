/** Access modules of the family circle. */
export const FAMILY_MODULES = {
  /** A parent's circle of their own child: invite by mobile, confirm with the code, remove, pickups. */
  CIRCLE: 'familyCircle',
  /** What a member of a child's circle reads: the child's day, the centre's calendar and announcements. */
  VIEW: 'familyView',
} as const;

/** Who a parent lets into the circle (the parents themselves have their own accounts). */
export const MEMBER_RELATIONS = ['GRANDPARENT', 'UNCLE', 'AUNT', 'SIBLING', 'NANNY', 'OTHER'] as const;
export type MemberRelation = (typeof MEMBER_RELATIONS)[number];

/** INVITED until the code texted to the mobile is typed back; ACTIVE members read the child's day; REMOVED left. */
export const MEMBER_STATUSES = ['INVITED', 'ACTIVE', 'REMOVED'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/**
 * How long an invitation's code holds, and the wrong tries a day at the invitation's codes: counted per invited
 * mobile, so a new code does not bring new tries.
 */
export const INVITE_CODE_MINUTES = 30;
export const INVITE_CODE_TRIES = 5;
/** Codes a day: to one mobile (the invitation and two more), from one parent, from one centre. */
export const INVITE_SENDS_PER_DAY = { target: 3, sender: 10, centre: 100 } as const;
/** The most people a child's circle holds besides the parents. */
export const MAX_MEMBERS = 8;

/** The refusals of the circle, in words a parent reads. */
export const FAMILY_MESSAGES = {
  notInvited: 'This member is not waiting for a code: send a new invitation',
  wrongCode: (left: number) => `The code is not correct. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
  codeUsedUp: 'Too many wrong codes for this mobile today. Try again tomorrow.',
  codeExpired: 'The code has expired. Send a new code to the mobile.',
  alreadyInCircle: 'This mobile is already in the child’s family circle',
  ownMobile: 'This is your own mobile: invite the grandparent’s or caregiver’s mobile',
  circleFull: `A family circle holds at most ${MAX_MEMBERS} people: remove someone first`,
  alreadyRemoved: 'This member has already been removed',
  notActive: 'Only a member who confirmed the code can be an authorised pickup',
  pickupOtherChild: 'This authorised pickup is for another child',
  pickupOtherMobile: 'This authorised pickup has another mobile: choose the member’s own pickup record',
  noChild: 'Your account is not linked to a child',
} as const;
