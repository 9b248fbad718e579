import { DEFAULT_LANGUAGE, type Language } from '@portal/core';
import type { Executor } from '@portal/db';
import { queueMessage } from '@portal/kit';
import type { PhoneTemplate } from '../shared/constants.ts';

/** A message to a phone: the template it is at WhatsApp (with its body's values in order), and the SMS text. */
export interface PhoneMessage {
  template: PhoneTemplate;
  params: string[];
  text: string;
}

export interface PhoneRecipient {
  /** Their account; none for a number no account holds (a waitlisted family's enquiry). */
  id: number | null;
  mobile: string;
  language: Language;
}

/**
 * A channel that may take a phone message instead of the SMS (WhatsApp, for a number that opted in). `take`
 * answers false when the person is not reached by it; once it answers true the message is the channel's, its
 * fallbacks included.
 */
export interface PhoneChannel {
  take(db: Executor, person: PhoneRecipient, message: PhoneMessage): Promise<boolean>;
}

let channel: PhoneChannel | undefined;

/** Set by the module that runs the channel when it loads. */
export function usePhoneChannel(next: PhoneChannel | undefined): void {
  channel = next;
}

/**
 * Texts each person with a mobile in the language on their account: by the phone channel where it takes the
 * message, else by SMS through the outbox, or not at all with `otherwise: 'nothing'` (a message only sent to
 * people who asked for it on their phone). Queued on `db`, so a rolled-back transaction texts nobody.
 */
export async function textEach(
  db: Executor,
  people: readonly { id: number; mobile: string | null; language?: Language | null }[],
  words: (language: Language) => PhoneMessage,
  opts: { otherwise: 'sms' | 'nothing' } = { otherwise: 'sms' },
): Promise<void> {
  for (const person of people) {
    if (!person.mobile) continue;
    const language = person.language ?? DEFAULT_LANGUAGE;
    await textOne(db, { id: person.id, mobile: person.mobile, language }, words(language), opts);
  }
}

/** Texts one person (see `textEach`): by the phone channel where it takes the message, else by SMS. */
export async function textOne(
  db: Executor,
  person: PhoneRecipient,
  message: PhoneMessage,
  opts: { otherwise: 'sms' | 'nothing' } = { otherwise: 'sms' },
): Promise<void> {
  if (channel && (await channel.take(db, person, message))) return;
  if (opts.otherwise === 'sms') await queueMessage(db, { channel: 'sms', to: person.mobile, body: message.text });
}
