import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNull } from 'drizzle-orm';
import {
  deliverPending,
  fileSender,
  onAnnouncedChange,
  outbox,
  queueMessage,
  startOutboxDelivery,
  unsentCount,
} from '@portal/kit';
import { startTestApp, type TestApp } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('outbox delivery', () => {
  it('delivers each pending message once and marks it sent', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'outbox-')), 'outbox.log');
    await queueMessage(t.db.db, { channel: 'sms', to: '9876543210', body: 'Hello' });
    await queueMessage(t.db.db, { channel: 'email', to: 'a@example.in', subject: 'Hi', body: 'Hello there' });
    expect(await deliverPending(t.db.db, fileSender(file))).toBe(2);
    expect(await deliverPending(t.db.db, fileSender(file))).toBe(0);
    const lines = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => [l.channel, l.to, l.body])).toEqual([
      ['sms', '9876543210', 'Hello'],
      ['email', 'a@example.in', 'Hello there'],
    ]);
    expect(await unsentCount(t.db.db)).toBe(0);
  });

  it('keeps a message whose sending failed, with the reason', async () => {
    await queueMessage(t.db.db, { channel: 'email', to: 'b@example.in', body: 'x' });
    await deliverPending(t.db.db, { send: async () => Promise.reject(new Error('SMTP refused')) });
    const [left] = await t.db.db.select().from(outbox).where(isNull(outbox.sentAt));
    expect(left.error).toBe('SMTP refused');
  });

  it('sends a queued message when its insert is announced, and a burst past one batch at once', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'outbox-')), 'outbox.log');
    await deliverPending(t.db.db, { send: async () => undefined }); // what earlier tests left
    // A tick a minute apart: only the announcement (migration 0089, heard by the app's listener) can send them.
    const delivery = startOutboxDelivery(t.db.db, fileSender(file), {
      everyMs: 60_000,
      wakeOn: (wake) => onAnnouncedChange(t.db.db, 'outbox', wake),
    });
    const sent = () => (existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean).length : 0);
    try {
      await queueMessage(t.db.db, { channel: 'sms', to: '9876543210', body: 'Your code is 123456' });
      await expect.poll(sent, { timeout: 5_000 }).toBe(1);
      // 45 messages in one transaction (a class's announcement): three batches, all in this drain.
      await t.db.db.transaction(async (tx) => {
        for (let i = 0; i < 45; i++) await queueMessage(tx, { channel: 'sms', to: '9876543210', body: `Notice ${i}` });
      });
      await expect.poll(sent, { timeout: 10_000 }).toBe(46);
    } finally {
      await delivery.stop();
    }
    expect(await unsentCount(t.db.db)).toBe(0);
  });
});
