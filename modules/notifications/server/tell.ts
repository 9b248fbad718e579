import { DEFAULT_LANGUAGE, type Language } from '@portal/core';
import type { Executor } from '@portal/db';
import { queueMessage } from '@portal/kit';
import { kindSpec, TEMPLATE_KIND, type NotificationKind, type PhoneTemplate } from '../shared/constants.ts';
import { choicesOf, consentedToMarketing } from './channels.ts';
import { phoneWay, sendPhone } from './phone.service.ts';
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
   * for a number that opted in) where it takes it, and by SMS (the body, or `text`) otherwise. `session` and
   * `withoutTemplate` as in `PhoneMessage`.
   */
  phone?: {
    template: PhoneTemplate;
    params: string[];
    franchiseeId: number | null;
    text?: string;
    session?: string;
    withoutTemplate?: 'sms' | 'nothing';
  };
}

/**
 * Tells each person of something, in the language on their account (the default for an account without one), the
 * one place where each person's choice of channel for the kind of message is honoured. The kind is the push's
 * (`push.kind`), else the phone template's. Without a choice: by email and SMS through the outbox (the SMS by
 * WhatsApp where the words name a template and the number opted in), and with `push` also on their phones as a
 * notification of that kind. With a choice: by that channel alone (WhatsApp falls back to SMS for a number it cannot
 * reach), or not at all for NONE. A marketing kind reaches only families who consented to marketing. Everything is
 * queued on `db`, so a rolled-back transaction tells nobody.
 */
export async function tellEach(
  db: Executor,
  people: readonly Recipient[],
  words: (language: Language) => Telling,
  push?: { kind: NotificationKind; url: string },
): Promise<void> {
  if (people.length === 0) return;
  const template = words(DEFAULT_LANGUAGE).phone?.template;
  const kind = push?.kind ?? (template ? TEMPLATE_KIND[template] : undefined);
  const ids = people.map((p) => p.id);
  const choices = kind ? await choicesOf(db, ids, kind) : new Map();
  const allowed = kind && kindSpec(kind).marketing ? await consentedToMarketing(db, ids) : undefined;
  const reached = people.filter((p) => !allowed || allowed.has(p.id));
  const pushed: Recipient[] = [];
  for (const person of reached) {
    const choice = choices.get(person.id);
    if (choice === 'NONE') continue;
    const language = person.language ?? DEFAULT_LANGUAGE;
    const { subject, body, phone } = words(language);
    if (choice === 'PUSH') {
      // A kind its module pushes itself is pushed there (the push job honours the choice), not a second time here.
      if (push || !kindSpec(kind!).pushedBySender) pushed.push(person);
      continue;
    }
    if (choice === undefined || choice === 'EMAIL')
      await queueMessage(db, { channel: 'email', to: person.email, subject, body });
    if (choice === undefined && push) pushed.push(person);
    const way = phoneWay(choice);
    if (!way || !person.mobile) continue;
    if (phone) {
      const { text, ...message } = phone;
      const recipient = { id: person.id, mobile: person.mobile, language };
      await sendPhone(db, recipient, { ...message, text: text ?? body }, way, 'sms');
    } else await queueMessage(db, { channel: 'sms', to: person.mobile, body });
  }
  if (pushed.length === 0) return;
  const url = push?.url ?? '/';
  const pushKind = kind ?? push?.kind;
  if (!pushKind) return;
  const inLanguage = pushed.map((p) => ({ id: p.id, language: p.language ?? null }));
  await pushInTheirLanguage(db, inLanguage, pushKind, (language) => {
    const { subject, body } = words(language);
    return { title: subject, body, url };
  });
}
