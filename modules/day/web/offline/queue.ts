/**
 * The classroom's offline queue: every classroom write made while the network is down or slow is kept on the device
 * (IndexedDB, through Dexie) with the key and the moment it was made, and sent in order when the connection returns.
 * The server runs each key once (`Idempotency-Key`) and records the moment it happened (`X-Happened-At`), so a retry,
 * a second tab or a queue replayed after a reload never records twice. What the server refuses stays on the device
 * with its reason until the teacher has read it: nothing is dropped silently.
 */
import { isRecord } from '@portal/core';

/** One write waiting on the device, or refused by the server. */
export interface QueuedWrite {
  /** Order of the writes on this device (IndexedDB's auto-increment). */
  seq?: number;
  /** The Idempotency-Key, made when the teacher acted. */
  key: string;
  method: 'POST' | 'PUT';
  path: string;
  /**
   * The JSON body; `fileFrom` in it names the key of a file queued before it, whose id fills `fileId` once the file
   * is sent (a care photo taken without a connection), and `mediaFrom` likewise fills `mediaFileId` (a video or
   * voice note of an observation).
   */
  body: unknown;
  /** A file sent as multipart/form-data (its part is `file`) instead of a JSON body. */
  file?: { blob: Blob; name: string };
  /** When the teacher acted (ISO), sent as X-Happened-At. */
  happenedAt: string;
  /** What the teacher did, in their words, for the list ("Lunch for Nursery A", "Aarav checked in"). */
  label: string;
  /** The session's headers when the teacher acted (a turn on a room device, or their own sign-in, and centre). */
  headers: Record<string, string>;
  state: 'waiting' | 'refused';
  /** The server's reason for a refusal, as it said it. */
  reason?: string;
  status?: number;
}

/** Where the queue lives: IndexedDB on a device, a list in a test. */
export interface QueueStore {
  add(write: QueuedWrite): Promise<number>;
  /** Every write, oldest first. */
  all(): Promise<QueuedWrite[]>;
  remove(seq: number): Promise<void>;
  refuse(seq: number, status: number, reason: string): Promise<void>;
  /** A queued file was sent: the writes waiting for it get its id. */
  fileSent(key: string, fileId: string): Promise<void>;
}

/**
 * Where a queued file's id goes once it is sent: `fileFrom` names a photo for `fileId`, `mediaFrom` a video or voice
 * note for `mediaFileId` (an observation may keep both).
 */
const FILE_FIELDS = { fileFrom: 'fileId', mediaFrom: 'mediaFileId' } as const;

/** A body waiting for a queued file, with the file's id in its place. */
export function withFile(body: unknown, key: string, fileId: string): unknown {
  if (!isRecord(body)) return body;
  let out: Record<string, unknown> = body;
  for (const [from, to] of Object.entries(FILE_FIELDS)) {
    if (out[from] !== key) continue;
    const { [from]: _sent, ...rest } = out;
    out = { ...rest, [to]: fileId };
  }
  return out;
}

/** What sending one write came to. */
export type Outcome =
  | { kind: 'sent'; status: number; answer: unknown }
  | { kind: 'refused'; status: number; reason: string }
  /** No answer (no network, a timeout, a server that failed): the write waits for the next try. */
  | { kind: 'unsent' }
  /** The session ended (401): the write waits until someone signs in again. */
  | { kind: 'signed-out' };

export type Send = (write: QueuedWrite) => Promise<Outcome>;

/** A slow network counts as none: past this the write is kept on the device and the teacher goes on. */
export const SLOW_MS = 8_000;

export function newKey(): string {
  return crypto.randomUUID();
}

/** Sends one write with its key and its moment, and says what came of it. */
export function sendOver(fetcher: typeof fetch, timeoutMs = SLOW_MS): Send {
  return async (write) => {
    const headers: Record<string, string> = {
      ...write.headers,
      'idempotency-key': write.key,
      'x-happened-at': write.happenedAt,
    };
    let body: BodyInit;
    if (write.file) {
      const form = new FormData();
      form.append('file', write.file.blob, write.file.name);
      body = form;
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(write.body);
    }
    let res: Response;
    try {
      res = await fetcher(write.path, {
        method: write.method,
        headers,
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      return { kind: 'unsent' };
    }
    if (res.status === 401) return { kind: 'signed-out' };
    // A server that failed or asked to wait, or a proxy's page: try again later.
    if (res.status >= 500 || res.status === 408 || res.status === 429) return { kind: 'unsent' };
    let answer: { message?: unknown } | undefined;
    try {
      answer = (await res.json()) as typeof answer;
    } catch {
      answer = undefined;
    }
    if (res.ok) return { kind: 'sent', status: res.status, answer };
    const reason = typeof answer?.message === 'string' ? answer.message : `Refused (${res.status})`;
    return { kind: 'refused', status: res.status, reason };
  };
}

/**
 * Sends what waits, oldest first, and stops at the first write that gets no answer (the rest keep their order).
 * A refusal is kept with its reason and the next write goes on: the refusal of one child's check-out does not hold
 * back the class's lunch. Answers how many were sent and refused.
 */
export async function flushQueue(store: QueueStore, send: Send): Promise<{ sent: number; refused: number }> {
  let sent = 0;
  let refused = 0;
  for (const { seq } of await store.all()) {
    // Read again: a file sent just before may have given this write its id.
    const write = (await store.all()).find((w) => w.seq === seq);
    if (!write || write.state !== 'waiting' || write.seq === undefined) continue;
    const outcome = await send(write);
    if (outcome.kind === 'unsent' || outcome.kind === 'signed-out') break;
    if (outcome.kind === 'sent') {
      const fileId = (outcome.answer as { id?: unknown } | undefined)?.id;
      if (write.file && typeof fileId === 'string') await store.fileSent(write.key, fileId);
      await store.remove(write.seq);
      sent++;
    } else {
      await store.refuse(write.seq, outcome.status, outcome.reason);
      refused++;
    }
  }
  return { sent, refused };
}

/** A store in memory, for tests and for a browser without IndexedDB. */
export function memoryStore(): QueueStore & { writes: QueuedWrite[] } {
  const writes: QueuedWrite[] = [];
  let next = 1;
  return {
    writes,
    async add(write) {
      const seq = next++;
      writes.push({ ...write, seq });
      return seq;
    },
    async all() {
      return [...writes].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
    },
    async remove(seq) {
      const at = writes.findIndex((w) => w.seq === seq);
      if (at >= 0) writes.splice(at, 1);
    },
    async refuse(seq, status, reason) {
      const write = writes.find((w) => w.seq === seq);
      if (write) Object.assign(write, { state: 'refused', status, reason });
    },
    async fileSent(key, fileId) {
      for (const write of writes) write.body = withFile(write.body, key, fileId);
    },
  };
}
