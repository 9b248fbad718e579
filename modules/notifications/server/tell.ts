import { DEFAULT_LANGUAGE, type Language } from '@portal/core';
import type { Executor } from '@portal/db';
import { queueMessage } from '@portal/kit';
import type { NotificationKind, PhoneTemplate } from '../shared/constants.ts';
import { textOne } from './phone.ts';
import { pushInTheirLanguage } from './push.ts';

/** Someone a module tells of something: their account, where to reach them and the language on their account. */
export interface Recipient {
  id: number;
  email: string;
  mobile: string | null;
  language?: Language | null;
}

/** What one person reads: the subject of the email (and the push's title) and the words of all three. */
export interface Telling {
  subject: string;
  body: string;
  /**
   * The message's template at WhatsApp with its body's values: the text then goes by the phone channel (WhatsApp,
   * for a number that opted in) where it takes it, and by SMS (the body) otherwise.
   */
  phone?: { template: PhoneTemplate; params: string[]; franchiseeId: number | null };
}

/**
 * Tells each person by email and SMS through the outbox (the SMS by WhatsApp where the words name a template and
 * the number opted in), in the language on their account (the default for an account without one), and with `push`
 * also on their phones as a notification of that kind. Everything is queued on `db`, so a rolled-back transaction
 * tells nobody.
 */
export async function tellEach(
  db: Executor,
  people: readonly Recipient[],
  words: (language: Language) => Telling,
  push?: { kind: NotificationKind; url: string },
): Promise<void> {
  for (const person of people) {
    const language = person.language ?? DEFAULT_LANGUAGE;
    const { subject, body, phone } = words(language);
    await queueMessage(db, { channel: 'email', to: person.email, subject, body });
    if (!person.mobile) continue;
    if (phone) await textOne(db, { id: person.id, mobile: person.mobile, language }, { ...phone, text: body });
    else await queueMessage(db, { channel: 'sms', to: person.mobile, body });
  }
  if (!push) return;
  const inLanguage = people.map((p) => ({ id: p.id, language: p.language ?? null }));
  await pushInTheirLanguage(db, inLanguage, push.kind, (language) => {
    const { subject, body } = words(language);
    return { title: subject, body, url: push.url };
  });
}
