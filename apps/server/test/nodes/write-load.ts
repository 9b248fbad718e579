import { randomUUID } from 'node:crypto';
import { DATABASE_UNAVAILABLE, OUTCOME_UNKNOWN_CODE } from '../../src/db-unavailable.ts';
import { awayFromMidnight } from '../seed-day.ts';

/**
 * A steady stream of acknowledged writes from several clients, for the failover test and bench/failover.mjs: the
 * morning's kinds in turn (a teacher's care event, a centre's payment to head office, a pincode of the centre's
 * catchment), what was acknowledged of each and with what content, what was refused, and the longest time between
 * two acknowledgements. A client that is refused waits a moment before its next write. Each write of a keyed kind
 * carries an Idempotency-Key, and one answered "we could not confirm whether it was saved" is sent again with the
 * same key until its answer is sure, as the web does.
 */

/** The demo centre the stream writes for (centre 002). */
const CENTRE = 2;

/**
 * More than a stream of writes runs in a passing test, from its morning to its end (a failover's seconds without writes
 * included).
 */
const LONGEST_STREAM_MS = 180_000;

export interface Refusal {
  at: number;
  kind: string;
  status: number;
  retryAfter: string | null;
  message?: string;
  code?: string;
}

/** A write the load sent: its kind and the content that identifies its row. */
export interface Sent {
  kind: string;
  content: string;
}

/** One kind of write: who sends it, where, with what body, and the table that keeps it (for the check after). */
export interface WriteKind {
  name: string;
  table: string;
  token: string;
  path: string;
  body(n: number): object;
  /** The created record's id in the answer. */
  id(answer: Record<string, unknown>): unknown;
  /** The column of `table` holding what identifies the n-th write, and that content. */
  column: string;
  content(n: number): string;
  /** The route runs once per Idempotency-Key: a write of unknown outcome is sent again with its key. */
  keyed: boolean;
}

export interface LoadReport {
  /** Ids of the records whose creation was acknowledged (201), per kind. */
  acknowledged: Record<string, number[]>;
  /** What each acknowledged record was sent with, by its id, per kind. */
  contents: Record<string, Record<number, string>>;
  /** Writes answered "nothing was saved": none of them may be found. */
  notSaved: Sent[];
  /** Writes of a keyed kind answered "could not confirm" and then sent again with their key until acknowledged. */
  retriedWithKey: Sent[];
  refused: Refusal[];
  /** The longest stretch in which no write was acknowledged. */
  longestGapMs: number;
}

export const ackedCount = (report: LoadReport) =>
  Object.values(report.acknowledged).reduce((sum, ids) => sum + ids.length, 0);

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

interface RosterRow {
  studentAdmissionId: number;
  inAt: string | null;
  outAt: string | null;
}

/**
 * A child of the teacher's class who is in now. The seed's arrivals are of the day it ran: when India's day has
 * turned since (a run across midnight there, 18:30 UTC), nobody is in yet, and the teacher checks a child in, as she
 * would in the morning.
 */
async function childIn(base: string, teacher: string): Promise<RosterRow> {
  const authorization = `Bearer ${teacher}`;
  const roster = await fetch(`${base}/api/day/roster`, { headers: { authorization } });
  const { rows } = await json<{ rows: RosterRow[] }>(roster);
  const inNow = rows.find((r) => r.inAt && !r.outAt);
  if (inNow) return inNow;
  const arriving = rows.find((r) => !r.inAt);
  if (!arriving) throw new Error('the demo class has no child in, nor one to check in, to write a care note for');
  const body = JSON.stringify({ studentAdmissionId: arriving.studentAdmissionId });
  const headers = { authorization, 'content-type': 'application/json' };
  await json(await fetch(`${base}/api/day/roster/check-in`, { method: 'POST', headers, body }));
  return { ...arriving, inAt: new Date().toISOString() };
}

/**
 * The morning's writes at the demo centre: care notes by the teacher for a child of her class who is in, payments
 * from the centre to head office by finance, and pincodes by the centre's owner. `first` keeps numbers apart
 * between runs on one database.
 */
export async function morningWrites(
  base: string,
  tokens: { owner: string; teacher: string; finance: string },
  first: number,
): Promise<WriteKind[]> {
  // A care note is for a child checked in on India's day: a stream begun just before its midnight would have every
  // note after it refused, "not checked in today" (a switchover's did, at 00:00:04).
  await awayFromMidnight(LONGEST_STREAM_MS);
  const child = await childIn(base, tokens.teacher);
  // What the centre owes head office, so that each small payment of the stream is within it.
  await json(
    await fetch(`${base}/api/ledger/transaction/add`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.finance}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        franchiseeId: CENTRE,
        type: 'DEBIT_NOTE',
        amountPaise: 1_00_00_000_00,
        reason: 'Kit orders of the term',
      }),
    }),
  );
  return [
    {
      name: 'care event',
      table: 'day_care_events',
      token: tokens.teacher,
      path: '/api/day/care-events',
      body: (n) => ({ studentAdmissionId: child.studentAdmissionId, kind: 'NOTE', text: `Painted, note ${first + n}` }),
      // A care event answers its timeline key, `care-<id>`.
      id: (a) => Number(String(a.key).replace(/^care-/, '')) || undefined,
      column: 'text',
      content: (n) => `Painted, note ${first + n}`,
      keyed: true,
    },
    {
      name: 'payment',
      table: 'journal_entries',
      token: tokens.finance,
      path: '/api/ledger/transfer-franchisee-to-bb',
      body: (n) => ({ franchiseeId: CENTRE, amountPaise: 100_00, utr: `UTR${first + n}` }),
      id: (a) => a.entryId,
      column: 'reference',
      content: (n) => `franchisee-payment:UTR${first + n}`,
      keyed: true,
    },
    {
      name: 'pincode',
      table: 'pincodes',
      token: tokens.owner,
      path: '/api/pincodes',
      body: (n) => ({ pincode: String(first + n), area: 'Failover Lane' }),
      id: (a) => a.id,
      column: 'pincode',
      content: (n) => String(first + n),
      keyed: false,
    },
  ];
}

export function writeLoad(base: string, kinds: WriteKind[], opts: { workers: number }) {
  const acknowledged: Record<string, number[]> = Object.fromEntries(kinds.map((k) => [k.name, []]));
  const contents: Record<string, Record<number, string>> = Object.fromEntries(kinds.map((k) => [k.name, {}]));
  const ackTimes: number[] = [];
  const refused: Refusal[] = [];
  const notSaved: Sent[] = [];
  const retriedWithKey: Sent[] = [];
  let next = 0;
  let running = true;
  /** When each request still unanswered was sent: a server that hangs, rather than refuses, shows here. */
  const pending = new Map<number, number>();
  let sentCount = 0;
  const pause = () => new Promise((r) => setTimeout(r, 250));
  const worker = async () => {
    while (running) {
      const n = next++;
      const kind = kinds[n % kinds.length];
      const sent = { kind: kind.name, content: kind.content(n) };
      const key = kind.keyed ? randomUUID() : undefined;
      // A keyed write of unknown outcome is sent again with its key until the answer is sure, even after the load
      // was told to stop; "nothing was saved" is sure only of a write never of unknown outcome.
      let uncertain = false;
      for (let tries = 1; ; tries++) {
        let refusal: Refusal | null = null;
        const ticket = sentCount++;
        pending.set(ticket, Date.now());
        try {
          const res = await fetch(`${base}${kind.path}`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${kind.token}`,
              'content-type': 'application/json',
              ...(key ? { 'idempotency-key': key } : {}),
            },
            body: JSON.stringify(kind.body(n)),
          });
          const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
          const id = kind.id(body);
          if (res.status === 201 && typeof id === 'number') {
            acknowledged[kind.name].push(id);
            contents[kind.name][id] = sent.content;
            ackTimes.push(Date.now());
            if (tries > 1) retriedWithKey.push(sent);
          } else {
            refusal = {
              at: Date.now(),
              kind: kind.name,
              status: res.status,
              retryAfter: res.headers.get('retry-after'),
              message: typeof body.message === 'string' ? body.message : undefined,
              code: typeof body.code === 'string' ? body.code : undefined,
            };
            if (refusal.message === DATABASE_UNAVAILABLE && !uncertain) notSaved.push(sent);
          }
        } catch (err) {
          refusal = { at: Date.now(), kind: kind.name, status: 0, retryAfter: null, message: String(err) };
        } finally {
          pending.delete(ticket);
        }
        if (!refusal) break;
        refused.push(refusal);
        await pause();
        uncertain ||= refusal.code === OUTCOME_UNKNOWN_CODE || refusal.status === 0;
        const unsure = uncertain && (refusal.status >= 500 || refusal.status === 0);
        if (!key || !unsure || tries >= 60) break;
      }
    }
  };
  const startedAt = Date.now();
  const workers = Promise.all(Array.from({ length: opts.workers }, worker));
  const report = (): LoadReport => {
    const times = [startedAt, ...ackTimes].sort((a, b) => a - b);
    let longestGapMs = 0;
    for (let i = 1; i < times.length; i++) longestGapMs = Math.max(longestGapMs, times[i] - times[i - 1]);
    return {
      acknowledged: Object.fromEntries(Object.entries(acknowledged).map(([k, ids]) => [k, [...ids]])),
      contents: Object.fromEntries(Object.entries(contents).map(([k, byId]) => [k, { ...byId }])),
      notSaved: [...notSaved],
      retriedWithKey: [...retriedWithKey],
      refused: [...refused],
      longestGapMs,
    };
  };
  return {
    report,
    /** Writes acknowledged since `at`. */
    ackedSince: (at: number) => ackTimes.filter((t) => t > at).length,
    /** The requests still unanswered, and how long the oldest has waited. */
    unanswered: () => {
      if (!pending.size) return 'none unanswered';
      return `${pending.size} unanswered, the oldest for ${Date.now() - Math.min(...pending.values())} ms`;
    },
    async stop(): Promise<LoadReport> {
      running = false;
      await workers;
      return report();
    },
  };
}
