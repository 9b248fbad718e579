import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '@portal/db';
import { jobs, outbox } from '@portal/kit';
import { whatsappSendJob } from '../server/index.ts';
import type { CloudRequest } from './stand-in.ts';

const log = { info() {}, warn() {}, error() {} };

/**
 * What the WhatsApp tests read of the portal's queues: the last job and outbox ids (marks to read after), the
 * WhatsApp sends queued since a mark run as the worker would (answering what the stand-in received), and the SMS
 * queued since a mark to a number. `db` and `cloud` are read when called: tests set them up in `beforeAll`.
 */
export function sendsOf(db: () => Db, cloud: () => { received: CloudRequest[] }) {
  const maxId = (rows: { id: number }[]) => rows.reduce((m, r) => Math.max(m, r.id), 0);
  return {
    lastJob: async () => maxId(await db().select({ id: jobs.id }).from(jobs)),
    lastOutbox: async () => maxId(await db().select({ id: outbox.id }).from(outbox)),
    async runSends(after: number): Promise<CloudRequest[]> {
      const queued = await db()
        .select({ payload: jobs.payload })
        .from(jobs)
        .where(and(eq(jobs.name, whatsappSendJob.name), gt(jobs.id, after)));
      const from = cloud().received.length;
      for (const { payload } of queued)
        await whatsappSendJob.handler({ db: db(), payload, log } as unknown as Parameters<
          typeof whatsappSendJob.handler
        >[0]);
      return cloud().received.slice(from);
    },
    smsTo: (mobile: string, after: number) =>
      db()
        .select()
        .from(outbox)
        .where(and(eq(outbox.channel, 'sms'), eq(outbox.recipient, mobile), gt(outbox.id, after))),
  };
}
