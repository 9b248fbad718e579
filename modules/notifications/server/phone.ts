import { DEFAULT_LANGUAGE, type Language } from '@portal/core';
import type { Executor } from '@portal/db';
import { and, count, gte, lt } from 'drizzle-orm';
import { franchiseeFence, queueMessage, type RequestContext } from '@portal/kit';
import type { PhoneTemplate } from '../shared/constants.ts';
import { phoneTexts } from './schema.ts';

/**
 * A message to a phone: the template it is at WhatsApp (with its body's values in order), the SMS text, and the
 * centre it is about (its texts are counted by centre; none for a message of no centre).
 */
export interface PhoneMessage {
  template: PhoneTemplate;
  params: string[];
  text: string;
  franchiseeId: number | null;
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
  if (opts.otherwise !== 'sms') return;
  await queueMessage(db, { channel: 'sms', to: person.mobile, body: message.text });
  await db.insert(phoneTexts).values({ franchiseeId: message.franchiseeId, template: message.template });
}

/**
 * The texts sent by SMS (not by the phone channel) between two instants, per centre and template, of the centres
 * the reader may see.
 */
export async function smsTextCounts(
  ctx: RequestContext,
  range: { from: Date; to: Date },
): Promise<{ franchiseeId: number | null; template: PhoneTemplate; sms: number }[]> {
  return ctx.db
    .select({ franchiseeId: phoneTexts.franchiseeId, template: phoneTexts.template, sms: count() })
    .from(phoneTexts)
    .where(
      and(
        gte(phoneTexts.sentAt, range.from),
        lt(phoneTexts.sentAt, range.to),
        franchiseeFence(ctx, phoneTexts.franchiseeId),
      ),
    )
    .groupBy(phoneTexts.franchiseeId, phoneTexts.template);
}
