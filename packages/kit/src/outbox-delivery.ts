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

/**
 * Sends pending outbox rows. Rows are claimed with SKIP LOCKED inside one transaction,
 * so two app nodes never send the same message twice.
 */
export async function deliverPending(db: Db, sender: MessageSender, batch = 20): Promise<number> {
  return db.transaction(async (tx) => {
    const pending = await tx
      .select()
      .from(outbox)
      .where(isNull(outbox.sentAt))
      .orderBy(asc(outbox.id))
      .limit(batch)
      .for('update', { skipLocked: true });
    for (const message of pending) {
      try {
        await sender.send(message);
        await tx.update(outbox).set({ sentAt: new Date(), error: null }).where(eq(outbox.id, message.id));
      } catch (err) {
        await tx
          .update(outbox)
          .set({ error: thrownMessage(err).slice(0, 500) })
          .where(eq(outbox.id, message.id));
      }
    }
    return pending.length;
  });
}

/** Drains the outbox every few seconds until stopped. */
export function startOutboxDelivery(db: Db, sender: MessageSender, everyMs = 2000): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() => deliverPending(db, sender)).catch(() => undefined);
  }, everyMs);
  return {
    async stop() {
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
