import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@portal/db';
import { outbox } from './outbox.ts';
import { smtpTransport } from './outbound/smtp.ts';
import { thrownMessage } from '@portal/core';

type Message = typeof outbox.$inferSelect;

/** Where messages go: a real channel, or a file in development and tests. */
export interface MessageSender {
  send(message: Message): Promise<void>;
}

/** Appends each message as a JSON line: the development 'delivery' that people and tests can read. */
export function fileSender(file: string): MessageSender {
  return {
    async send(message) {
      await mkdir(path.dirname(file), { recursive: true });
      const { id, channel, recipient, subject, body, createdAt } = message;
      await appendFile(file, `${JSON.stringify({ id, channel, to: recipient, subject, body, createdAt })}\n`);
    },
  };
}

/** Email over SMTP (SMTP_URL, e.g. smtps://user:pass@smtp.example.in); other channels fall back. */
export function smtpSender(url: string, from: string, fallback: MessageSender): MessageSender {
  const transport = smtpTransport(url);
  return {
    async send(message) {
      if (message.channel !== 'email') return fallback.send(message);
      await transport.sendMail({ from, to: message.recipient, subject: message.subject, text: message.body });
    },
  };
}

/** The size of a drain's batches: a drain goes on while its batches are sent whole. */
const BATCH = 20;

/**
 * Sends pending outbox rows, up to `batch` of them, and answers how many went. Rows are claimed with SKIP LOCKED
 * inside one transaction, so two app nodes never send the same message twice.
 */
export async function deliverPending(db: Db, sender: MessageSender, batch = BATCH): Promise<number> {
  return db.transaction(async (tx) => {
    const pending = await tx
      .select()
      .from(outbox)
      .where(isNull(outbox.sentAt))
      .orderBy(asc(outbox.id))
      .limit(batch)
      .for('update', { skipLocked: true });
    let sent = 0;
    for (const message of pending) {
      try {
        await sender.send(message);
        await tx.update(outbox).set({ sentAt: new Date(), error: null }).where(eq(outbox.id, message.id));
        sent++;
      } catch (err) {
        await tx
          .update(outbox)
          .set({ error: thrownMessage(err).slice(0, 500) })
          .where(eq(outbox.id, message.id));
      }
    }
    return sent;
  });
}

export interface OutboxDeliveryOptions {
  /**
   * How often the outbox is drained without news (default 2000 ms): with `wakeOn`, only for sends that failed and
   * news lost with its connection.
   */
  everyMs?: number;
  /**
   * Subscribes the delivery to news that a message was queued (the insert's announcement, heard by the node's
   * listener), so it is sent at once; answers what ends the subscription.
   */
  wakeOn?: (wake: () => void) => () => void;
}

/** Drains the outbox whenever a message is queued, and every `everyMs`, until stopped. */
export function startOutboxDelivery(
  db: Db,
  sender: MessageSender,
  { everyMs = 2000, wakeOn }: OutboxDeliveryOptions = {},
): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  // One drain at a time, in order; news that comes during a drain queues one more after it, not one per message.
  let drainQueued = false;
  const drain = () => {
    if (drainQueued) return;
    drainQueued = true;
    running = running
      .then(async () => {
        drainQueued = false;
        // A class's announcement queues more than a batch: the rest goes now, not at the next tick. A batch with a
        // failed send ends the drain, so messages that keep failing are tried again at the tick, not in a loop.
        let sent: number;
        do sent = await deliverPending(db, sender);
        while (sent === BATCH);
      })
      .catch(() => undefined);
  };
  const timer = setInterval(drain, everyMs);
  const unsubscribe = wakeOn?.(drain);
  return {
    async stop() {
      unsubscribe?.();
      clearInterval(timer);
      await running;
    },
  };
}

export const unsentCount = async (db: Db) =>
  Number(
    (
      await db
        .select({ n: sql<number>`count(*)` })
        .from(outbox)
        .where(isNull(outbox.sentAt))
    )[0].n,
  );
