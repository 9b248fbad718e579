import { wordedMessage } from '@portal/core';
import { DAY_MESSAGES } from '../../shared/constants.ts';

/** The kiosk's refusals of a scanned code the server sends, each with its words in the catalogue. */
export const KIOSK_REFUSAL_KEYS = {
  [DAY_MESSAGES.tokenInvalid]: 'checkIn.tokenInvalid',
  [DAY_MESSAGES.tokenExpired]: 'checkIn.tokenExpired',
  [DAY_MESSAGES.tokenReplaced]: 'checkIn.tokenReplaced',
  [DAY_MESSAGES.noChildHere]: 'checkIn.noChildHere',
} as const satisfies Record<string, string>;

export type KioskRefusalKey = (typeof KIOSK_REFUSAL_KEYS)[keyof typeof KIOSK_REFUSAL_KEYS];

/**
 * A refusal of the parent's scan in the reader's words when it is one of the kiosk's own (the code not valid,
 * expired, replaced, or no child of the family at this centre); any other the server's words as they came.
 */
export const kioskRefusal = (t: (key: KioskRefusalKey) => string, message: string): string =>
  wordedMessage(KIOSK_REFUSAL_KEYS, t, message);
