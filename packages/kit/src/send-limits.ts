import type { Executor } from '@portal/db';
import { giveBackAttempt, reserveAttempt } from './attempts.ts';
import { tooManyRequests } from './errors.ts';

const DAY_MS = 24 * 3_600_000;

/** How many of one kind of message may go in a day: to one number or address, from one sender, from one centre. */
export interface SendsPerDay {
  target: number;
  sender: number;
  centre: number;
}

/**
 * One message that carries a code or an invitation (a sign-in code, a circle code, a consent code, an invitation),
 * about to be queued. `kind` names the limits; `to` is the number or address it goes to; `by` who made it go (an
 * account, or the address asking when nobody is signed in); `centre` the centre it is sent for, when there is one.
 */
export interface Send {
  kind: string;
  to: string;
  by: string | number | null;
  centre: number | null;
  perDay: SendsPerDay;
  /** The time of the send (a module's clock); now by default. */
  at?: Date;
}

/** The sentence a refused send answers with (429), naming which of the three limits it reached. */
export const SEND_REFUSALS = {
  target: 'Too many messages were sent to this number today. Try again tomorrow.',
  sender: 'You have sent too many of these messages today. Try again tomorrow.',
  centre: 'This centre has sent too many of these messages today. Try again tomorrow, or ask the portal’s support.',
} as const;

/**
 * Takes one send from each of the day's three counts (the target, the sender, the centre) before the message is
 * queued, each in one statement of the attempt counter: sends at once cannot all read "2 sent" and all go on. A
 * refused send gives back what it took from the counts before it, so a refusal costs no other count. Best called in
 * the transaction that queues the message (the outbox): the counts and the message then commit together, and
 * sends at once wait on each other's count rows instead of reading them stale.
 */
export async function reserveSend(db: Executor, send: Send): Promise<void> {
  const counts: { key: string; limit: number; refusal: keyof typeof SEND_REFUSALS }[] = [
    { key: `sends.${send.kind}.to:${send.to}`, limit: send.perDay.target, refusal: 'target' },
  ];
  if (send.by !== null)
    counts.push({ key: `sends.${send.kind}.by:${send.by}`, limit: send.perDay.sender, refusal: 'sender' });
  if (send.centre !== null)
    counts.push({ key: `sends.${send.kind}.centre:${send.centre}`, limit: send.perDay.centre, refusal: 'centre' });
  const taken: string[] = [];
  for (const count of counts) {
    const tried = await reserveAttempt(db, { key: count.key, limit: count.limit, windowMs: DAY_MS, at: send.at });
    if (!tried.ok) {
      for (const key of taken) await giveBackAttempt(db, key);
      throw tooManyRequests(SEND_REFUSALS[count.refusal]);
    }
    taken.push(count.key);
  }
}
