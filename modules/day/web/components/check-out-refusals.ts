import { DAY_MESSAGES } from '../../shared/constants.ts';

/**
 * The check-out's refusals of a one-time pickup's code, each with its words in the catalogue: the teacher at the desk
 * reads why the child stays in the language of her screen, not the server's English.
 */
export const CHECK_OUT_REFUSAL_KEYS = {
  [DAY_MESSAGES.wrongCode]: 'checkOut.wrongCode',
  [DAY_MESSAGES.codeLocked]: 'checkOut.codeLocked',
} as const satisfies Record<string, string>;
