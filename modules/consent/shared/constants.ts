/** Access modules of parental consent (India's DPDP Act, Rule 10: verifiable consent of a child's parent). */
export const CONSENT_MODULES = {
  /** A parent's own children's consents: read, grant and withdraw. */
  MY_CONSENTS: 'myConsents',
  /** A centre's consent status per child, and the log of every grant and withdrawal. */
  CENTRE_CONSENTS: 'centreConsents',
} as const;

/**
 * What a parent consents to, each on its own: the care photos and videos shared with the family, the child in
 * class and gallery photos other families see, messages and reminders (SMS, email, WhatsApp, push), marketing,
 * and viewing the centre's CCTV.
 */
export const CONSENT_PURPOSES = ['CARE_MEDIA', 'SHARED_PHOTOS', 'MESSAGES', 'MARKETING', 'CCTV'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export const PURPOSE_LABELS: Record<ConsentPurpose, string> = {
  CARE_MEDIA: 'Care photos and videos for the family',
  SHARED_PHOTOS: 'Class and gallery photos other families see',
  MESSAGES: 'Messages and reminders',
  MARKETING: 'Marketing',
  CCTV: 'CCTV viewing',
};

/** The version of each purpose's notice in force; a consent records the version the parent read. */
export const NOTICE_VERSIONS: Record<ConsentPurpose, number> = {
  CARE_MEDIA: 1,
  SHARED_PHOTOS: 1,
  MESSAGES: 1,
  MARKETING: 1,
  CCTV: 1,
};

/** A posted decision: consents are never edited, a withdrawal or a new grant is a new row. */
export const DECISIONS = ['GRANTED', 'WITHDRAWN'] as const;
export type Decision = (typeof DECISIONS)[number];

/** How the parent was verified: a one-time code to the mobile on record, or their signed-in account. */
export const VERIFICATIONS = ['OTP', 'ACCOUNT'] as const;
export type Verification = (typeof VERIFICATIONS)[number];

export const VERIFICATION_LABELS: Record<Verification, string> = {
  OTP: 'OTP to the mobile on record',
  ACCOUNT: 'Signed-in account',
};

/** A consent code lives 10 minutes and takes 5 guesses; a parent asks at most 5 codes an hour. */
export const CONSENT_CODE = { ttlMs: 10 * 60_000, guesses: 5, perHour: 5 } as const;
/**
 * Codes a day: to one mobile, from one account, from one centre; and the wrong guesses a day at every code of one
 * account, so asking for a new code brings no new guesses.
 */
export const CONSENT_CODE_DAY = { sends: { target: 10, sender: 10, centre: 300 }, guesses: 10 } as const;

export const CONSENT_MESSAGES = {
  noMobile:
    'There is no mobile number on record for this account. Ask the centre to add it, or confirm with your account.',
  tooManyCodes: 'Too many codes asked. Try again in an hour.',
  codeGone: 'This code is no longer valid. Ask for a new one.',
  codeExpired: 'The code has expired. Ask for a new one.',
  wrongCode: (left: number) => `The code is not correct. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
  tooManyWrong: 'Too many wrong codes. Ask for a new one.',
  guessesUsedUp: 'Too many wrong codes today. Confirm with your account, or try the code again tomorrow.',
  codeForOther: 'This code was sent for another consent. Ask for a new one.',
  already: (granted: boolean) => (granted ? 'This consent is already given.' : 'This consent is already withdrawn.'),
};
