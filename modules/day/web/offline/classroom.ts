import { liveQuery } from 'dexie';
import {
  endpointPath,
  isEndpointAnswer,
  type EndpointAnswer,
  type EndpointDeclaration,
  type EndpointInput,
} from '@portal/core';
import { ApiError, authHeaders } from '@portal/ui';
import { flushQueue, newKey, sendOver, type QueuedWrite } from './queue.ts';
import { classroomDb, dexieStore } from './store.ts';

/** A classroom write was sent and answered, or kept on the device to be sent later. */
export type WriteResult<E extends EndpointDeclaration> =
  | { queued: false; answer: EndpointAnswer<E> }
  | { queued: true };

const send = sendOver((...args) => fetch(...args));
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

/**
 * Records a classroom write: sent at once when the device is online and the queue is empty (a refusal is thrown
 * as any other, the teacher is there to read it), kept on the device when the network is down or slow, or when
 * earlier writes still wait (the order holds). The key and the moment are made now, whenever it is sent.
 */
export async function classroomWrite<E extends EndpointDeclaration>(
  endpoint: E,
  input: EndpointInput<E>,
  label: string,
): Promise<WriteResult<E>> {
  const { params, body } = input as { params?: Record<string, unknown>; body?: unknown };
  const write: QueuedWrite = {
    key: newKey(),
    method: endpoint.method === 'PUT' ? 'PUT' : 'POST',
    path: endpointPath(endpoint.path, params),
    body: body ?? {},
    happenedAt: new Date().toISOString(),
    label,
    headers: authHeaders(),
    state: 'waiting',
  };
  const waiting = await classroomDb().writes.where('state').equals('waiting').count();
  if (navigator.onLine && waiting === 0) {
    const outcome = await send(write);
    if (outcome.kind === 'sent') {
      // Sent and applied: an answer its schema refuses is said as such, not queued to be sent again.
      if (!isEndpointAnswer(endpoint, outcome.answer)) throw new ApiError(500, 'The answer was not understood');
      return { queued: false, answer: outcome.answer };
    }
    if (outcome.kind === 'refused') throw new ApiError(outcome.status, outcome.reason);
  }
  await dexieStore().add(write);
  changed();
  void flushClassroom();
  return { queued: true };
}

/**
 * Keeps a photo or a video taken without a connection on the device, to be sent before the write that shows it: that
 * write names it with `fileFrom` (the answer) in place of `fileId`, and gets the file's id when the file is sent.
 */
export async function queueFile(file: File, label: string): Promise<string> {
  const key = newKey();
  await dexieStore().add({
    key,
    method: 'POST',
    path: '/api/files',
    body: null,
    file: { blob: file, name: file.name },
    happenedAt: new Date().toISOString(),
    label,
    headers: authHeaders(),
    state: 'waiting',
  });
  changed();
  return key;
}

let flushing: Promise<void> | null = null;

/** Sends what waits, in order; one flush at a time in this tab (a second tab's replay is harmless: same keys). */
export function flushClassroom(): Promise<void> {
  if (!navigator.onLine) return Promise.resolve();
  flushing ??= flushQueue(dexieStore(), send)
    .then(({ sent, refused }) => {
      if (sent || refused) changed();
    })
    .finally(() => {
      flushing = null;
    });
  return flushing;
}

/** Writes on the device, oldest first, as they change. */
export function watchQueue(onChange: (writes: QueuedWrite[]) => void): () => void {
  const subscription = liveQuery(() => classroomDb().writes.orderBy('seq').toArray()).subscribe({
    next: onChange,
    error: () => onChange([]),
  });
  return () => subscription.unsubscribe();
}

/** The teacher has read a refusal: it leaves the device. */
export async function dismissRefusal(seq: number): Promise<void> {
  await classroomDb().writes.delete(seq);
  changed();
}

/** Started once by the first classroom screen: sends on reconnect, on return to the tab and every 30 seconds. */
let started = false;
export function startClassroomSync(): void {
  if (started) return;
  started = true;
  window.addEventListener('online', () => void flushClassroom());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void flushClassroom();
  });
  setInterval(() => void flushClassroom(), 30_000);
  void flushClassroom();
}

export function onQueueSent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
