import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '@portal/kit';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { KEEP_MESSAGES_DAYS, whatsappPruneJob } from '../server/index.ts';
import { whatsappMessages } from '../server/schema.ts';

const log = { info() {}, warn() {}, error() {} };

describe('what WhatsApp keeps about families', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('is named in the privacy notice, with how long it is kept', async () => {
    const notice = (await t.as('parent@demo.school', { method: 'GET', url: '/api/privacy/notice' })).json();
    const declared = new Map(notice.declarations.map((d: { resource: string }) => [d.resource, d]));
    expect(declared.get('whatsapp_messages')).toMatchObject({ retention: '90 days after sending' });
    expect(declared.get('whatsapp_opt_ins')).toMatchObject({ whose: ['guardian'] });
  });

  it('forgets a message past its retention each night, and keeps a newer one', async () => {
    const sent = (daysAgo: number) => ({
      mobile: '9000000010',
      message: 'ARRIVAL' as const,
      language: 'en' as const,
      params: ['Aarav', '08:31 AM'],
      smsText: 'Aarav is at the centre',
      createdAt: new Date(Date.now() - daysAgo * 86_400_000),
    });
    const [old, recent] = await t.db.db
      .insert(whatsappMessages)
      .values([sent(KEEP_MESSAGES_DAYS + 1), sent(KEEP_MESSAGES_DAYS - 1)])
      .returning({ id: whatsappMessages.id });
    await whatsappPruneJob.handler({ db: t.db.db, payload: {}, log } as unknown as Parameters<
      typeof whatsappPruneJob.handler
    >[0]);
    const kept = (id: number) => t.db.db.select().from(whatsappMessages).where(eq(whatsappMessages.id, id));
    expect(await kept(old.id)).toEqual([]);
    expect(await kept(recent.id)).toHaveLength(1);
    // The sweep queues its next night.
    expect((await t.db.db.select().from(jobs).where(eq(jobs.name, whatsappPruneJob.name))).length).toBeGreaterThan(0);
  });
});
