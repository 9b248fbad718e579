import { wordedMessage } from '@portal/core';
import { DAY_MESSAGES } from '../../shared/constants.ts';

/** The kiosk's refusals of a scanned code the server sends, each with its words in the catalogue. */
export const KIOSK_REFUSAL_KEYS = {
  [DAY_MESSAGES.tokenInvalid]: 'checkIn.tokenInvalid',
  [DAY_MESSAGES.tokenExpired]: 'checkIn.tokenExpired',
  [DAY_MESSAGES.tokenReplaced]: 'checkIn.tokenReplaced',
  [DAY_MESSAGES.noChildHere]: 'checkIn.noChildHere',
} as const satisfies Record<string, string>;

export type KioskRefusalKey = (typeof KIOSK_REFUSAL_KEYS)[keyof typeof KIOSK_REFUSAL_KEYS] | 'checkIn.notStartedYet';

/**
 * The refusal of a child whose admission starts on a later day, as a pattern that reads the child and the date back
 * out of the server's words: made from DAY_MESSAGES.notStartedYet itself, so the two cannot drift apart.
 */
const NOT_STARTED_YET = (() => {
  const [child, from] = ['\u0001', '\u0002'];
  const escaped = DAY_MESSAGES.notStartedYet(child, from).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(child, '(?<child>.+)').replace(from, '(?<from>\\d\\d-\\d\\d-\\d{4})')}$`);
})();

/**
 * A refusal of the parent's scan in the reader's words when it is one of the kiosk's own (the code not valid,
 * expired, replaced, no child of the family at this centre, or a child whose admission starts later); any other
 * the server's words as they came.
 */
export function kioskRefusal(
  t: (key: KioskRefusalKey, values?: Record<string, string>) => string,
  message: string,
): string {
  const notStarted = NOT_STARTED_YET.exec(message)?.groups;
  if (notStarted) return t('checkIn.notStartedYet', { child: notStarted.child, from: notStarted.from });
  return wordedMessage(KIOSK_REFUSAL_KEYS, t, message);
}
