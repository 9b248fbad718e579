import { DIARY_MESSAGES } from '../../../shared/diary.ts';
import { wordedMessage } from '@portal/core';

/** The diary rules' refusals the server sends, each with its words in the catalogue. */
export const DIARY_MESSAGE_KEYS = {
  [DIARY_MESSAGES.notYourClass]: 'diary.notYourClass',
  [DIARY_MESSAGES.sectionOfClass]: 'diary.sectionOfClass',
  [DIARY_MESSAGES.notYourEntry]: 'diary.notYourEntry',
} as const satisfies Record<string, string>;

export type DiaryMessageKey = (typeof DIARY_MESSAGE_KEYS)[keyof typeof DIARY_MESSAGE_KEYS];

/** A server message in the reader's words when it is one of the diary rules' refusals. */
export const diaryMessage = (t: (key: DiaryMessageKey) => string, message: string): string =>
  wordedMessage(DIARY_MESSAGE_KEYS, t, message);
