import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, lte, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { CRON_STATUS } from '@portal/core';
import { enqueue, jobRuns, jobs, startWorker } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { adminUsers } from '@portal/mod-users/server';
import { allowStandIn, demoChild, type TestApp } from '@portal/server/testing';
import { commTemplates, DELIVER_JOB, deliverJob } from '../server/index.ts';

export const SUPER = 'superadmin@demo.school';
export const CENTRE_A = 'franchisee-a@demo.school';
export const CENTRE_B = 'franchisee-b@demo.school';
export const PARENT = 'parent@demo.school';
export const PARENT_2 = 'parent2@demo.school';
export const TEACHER = 'teacher@demo.school';
export const MARKETING = 'marketing@demo.school';

export async function centreOf(t: TestApp, email: string): Promise<number> {
  const [u] = await t.db.db.select({ id: adminUsers.franchiseeId }).from(adminUsers).where(eq(adminUsers.email, email));
  return u.id!;
}

export async function centreByCode(t: TestApp, code: string): Promise<number> {
  const [c] = await t.db.db.select({ id: franchisees.id }).from(franchisees).where(eq(franchisees.code, code));
  return c.id;
}

/** The child a parent's account is for: its admission, centre and class. */
export const childOf = demoChild;

export async function templateId(t: TestApp, name: string): Promise<number> {
  const [row] = await t.db.db.select({ id: commTemplates.id }).from(commTemplates).where(eq(commTemplates.name, name));
  return row.id;
}

/** Runs the delivery job for a send once (and any pass it queues that is already due), then stops. */
export async function runDeliveries(t: TestApp, sendId?: number) {
  const worker = await startWorker({ db: t.db.db, jobs: [deliverJob], pollMs: 10, heartbeatMs: 200 });
  try {
    if (sendId) {
      // The send's own job when it is due (queued by the send), else a fresh pass.
      const [due] = await t.db.db
        .select({ runId: jobs.runId })
        .from(jobs)
        .where(
          and(
            eq(jobs.name, DELIVER_JOB),
            sql`${jobs.payload}->>'sendId' = ${String(sendId)}`,
            lte(jobs.runAfter, sql`now()`),
          ),
        );
      const { runId } = due ?? (await enqueue(t.db.db, DELIVER_JOB, { sendId }));
      for (let i = 0; i < 1200; i++) {
        const [run] = await t.db.db.select().from(jobRuns).where(eq(jobRuns.id, runId));
        if (run.status === CRON_STATUS.COMPLETED || run.status === CRON_STATUS.INTERRUPTED) return run;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error('the delivery job did not finish');
    }
  } finally {
    await worker.stop();
  }
}

export interface Mail {
  from: string;
  to: string[];
  raw: string;
}

/** A local SMTP server that keeps what arrives; `refuseOnce` addresses get a 451 the first time. */
export async function startSmtp(opts: { refuseOnce?: string[]; refuseAlways?: string[] } = {}) {
  const inbox: Mail[] = [];
  const refused = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase();
      if (opts.refuseAlways?.includes(to)) {
        const err = Object.assign(new Error('No such mailbox'), { responseCode: 550 });
        return callback(err);
      }
      if (opts.refuseOnce?.includes(to) && !refused.has(to)) {
        refused.add(to);
        const err = Object.assign(new Error('Try again later'), { responseCode: 451 });
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  const forget = allowStandIn(`smtp://127.0.0.1:${port}`);
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    close: () =>
      new Promise<void>((resolve) => {
        forget();
        server.close(() => resolve());
      }),
  };
}

export interface GatewayCall {
  sender: string;
  to: string;
  message: string;
  dlt_template_id: string;
}

/**
 * A local stand-in for the SMS gateway: accepts, rejects (numbers ending 2), times out once (ending 3) and
 * answers 503 once (ending 4); `report` sends the delivery callback for an accepted message.
 */
export async function startGateway() {
  const calls: GatewayCall[] = [];
  const seen = new Map<string, number>();
  let next = 1;
  const body = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let s = '';
      req.on('data', (c) => (s += c));
      req.on('end', () => resolve(s));
    });
  const server: Server = createServer(async (req, res) => {
    const call = JSON.parse(await body(req)) as GatewayCall;
    calls.push(call);
    const times = (seen.get(call.to) ?? 0) + 1;
    seen.set(call.to, times);
    const reply = (status: number, answer: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    };
    if (call.to.endsWith('2')) return reply(400, { status: 'rejected', reason: 'Number is on the DND registry' });
    if (call.to.endsWith('3') && times === 1) return; // never answers: the adapter times out
    if (call.to.endsWith('4') && times === 1) return reply(503, { status: 'error' });
    reply(200, { status: 'accepted', id: `msg-${next++}` });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const forget = allowStandIn(`http://127.0.0.1:${port}`);
  return {
    url: `http://127.0.0.1:${port}/send`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        forget();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
