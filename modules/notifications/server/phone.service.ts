import { DEFAULT_LANGUAGE, type Language } from '@portal/core';
import type { Executor } from '@portal/db';
import { and, count, eq, gte, lt } from 'drizzle-orm';
import { franchiseeFence, queueMessage, type RequestContext } from '@portal/kit';
import { adminUsers } from '@portal/mod-users/server';
import {
  kindSpec,
  TEMPLATE_KIND,
  type Channel,
  type NotificationKind,
  type PhoneTemplate,
} from '../shared/constants.ts';
import { choicesOf } from './channels.ts';
import { pushTo } from './push.ts';
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
  /**
   * A conversation's own words: the phone channel may send them as they are while the family's last message to it
   * is recent enough (WhatsApp's 24-hour window), and the template otherwise.
   */
  session?: string;
  /** With no template to send outside that window: the SMS (the default), or nothing (in the portal only). */
  withoutTemplate?: 'sms' | 'nothing';
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
  /** Whether the number may choose the channel (it opted in); while the channel is not set up, the SMS goes. */
  reaches(db: Executor, mobile: string): Promise<boolean>;
}

let channel: PhoneChannel | undefined;

/** The phone channel in use, if a module runs one. */
export const phoneChannel = (): PhoneChannel | undefined => channel;

/** Set by the module that runs the channel when it loads. */
export function usePhoneChannel(next: PhoneChannel | undefined): void {
  channel = next;
}

/**
 * Texts each person with a mobile in the language on their account (see `textOne`): by the phone channel where it
 * takes the message, else by SMS through the outbox, or not at all with `otherwise: 'nothing'` (a message only sent
 * to people who asked for it on their phone) — unless the person chose a channel for the message's kind. Queued on
 * `db`, so a rolled-back transaction texts nobody.
 */
export async function textEach(
  db: Executor,
  people: readonly { id: number; mobile: string | null; language?: Language | null }[],
  words: (language: Language) => PhoneMessage,
  opts: { otherwise: 'sms' | 'nothing' } = { otherwise: 'sms' },
): Promise<void> {
  const reached = people.filter((p) => p.mobile);
  if (reached.length === 0) return;
  // What each chose for the message's kind, read once for them all (a child's parents are told of each arrival).
  const chosen = await choicesOf(
    db,
    reached.map((p) => p.id),
    TEMPLATE_KIND[words(DEFAULT_LANGUAGE).template],
  );
  for (const person of reached) {
    const language = person.language ?? DEFAULT_LANGUAGE;
    await textOne(db, { id: person.id, mobile: person.mobile!, language }, words(language), opts, chosen);
  }
}

/**
 * How a phone message goes: its usual way (the phone channel where it takes it, else SMS or nothing as the sender
 * says), by WhatsApp as chosen (the SMS when the channel cannot take it), or by SMS as chosen.
 */
export type PhoneWay = 'usual' | 'whatsapp' | 'sms';

/** Sends one phone message the way decided (see `PhoneWay`); the SMS is counted for head office. */
export async function sendPhone(
  db: Executor,
  person: PhoneRecipient,
  message: PhoneMessage,
  way: PhoneWay,
  otherwise: 'sms' | 'nothing',
): Promise<void> {
  if (way !== 'sms' && channel && (await channel.take(db, person, message))) return;
  if (way === 'usual' && otherwise !== 'sms') return;
  await queueMessage(db, { channel: 'sms', to: person.mobile, body: message.text });
  await db.insert(phoneTexts).values({ franchiseeId: message.franchiseeId, template: message.template });
}

/** The phone way a person's choice asks for; undefined when the choice is not a phone channel. */
export const phoneWay = (choice: Channel | undefined): PhoneWay | undefined =>
  choice === undefined ? 'usual' : choice === 'WHATSAPP' ? 'whatsapp' : choice === 'SMS' ? 'sms' : undefined;

/** A line's first words, as an email's subject or a notification's title. */
const headline = (text: string) => {
  const first = text.split(/(?<=[.!?])\s|\n/)[0] ?? text;
  return first.length > 80 ? `${first.slice(0, 79)}…` : first;
};

/**
 * A phone message to someone who chose email or a notification for its kind: the email to the account's address,
 * or a push (unless the sending module pushes the kind itself: its push job then honours the choice).
 */
async function sendInstead(db: Executor, userId: number, kind: NotificationKind, channel: Channel, text: string) {
  if (channel === 'PUSH') {
    if (!kindSpec(kind).pushedBySender)
      await pushTo(db, [userId], kind, { title: headline(text), body: text, url: '/' });
    return;
  }
  const [account] = await db.select({ email: adminUsers.email }).from(adminUsers).where(eq(adminUsers.id, userId));
  if (account?.email)
    await queueMessage(db, { channel: 'email', to: account.email, subject: headline(text), body: text });
}

/**
 * Texts one person: the channel they chose for the message's kind (its template's), or none when they chose none;
 * without a choice, by the phone channel where it takes the message, else by SMS (or nothing with
 * `otherwise: 'nothing'`).
 */
export async function textOne(
  db: Executor,
  person: PhoneRecipient,
  message: PhoneMessage,
  opts: { otherwise: 'sms' | 'nothing' } = { otherwise: 'sms' },
  chosen?: ReadonlyMap<number, Channel>,
): Promise<void> {
  const kind = TEMPLATE_KIND[message.template];
  const choices = chosen ?? (person.id === null ? undefined : await choicesOf(db, [person.id], kind));
  const choice = person.id === null ? undefined : choices?.get(person.id);
  if (choice === 'NONE') return;
  const way = phoneWay(choice);
  if (way) return sendPhone(db, person, message, way, opts.otherwise);
  await sendInstead(db, person.id!, kind, choice!, message.text);
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
