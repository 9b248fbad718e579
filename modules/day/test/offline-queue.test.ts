import { describe, expect, it } from 'vitest';
import { flushQueue, memoryStore, type Outcome, type QueuedWrite } from '../web/offline/queue.ts';

const write = (label: string): QueuedWrite => ({
  key: `key-${label}`,
  method: 'POST',
  path: '/api/day/care-events',
  body: { label },
  happenedAt: new Date(0).toISOString(),
  label,
  headers: {},
  state: 'waiting',
});

/** The classroom's queue on the device: order kept, refusals kept with their reason, nothing dropped. */
describe('the classroom queue', () => {
  it('sends in order, keeps a refusal with its reason and goes on, and stops where no answer came', async () => {
    const store = memoryStore();
    for (const label of ['in', 'lunch', 'out', 'nap', 'dose']) await store.add(write(label));
    const sent: string[] = [];
    const answers: Record<string, Outcome> = {
      in: { kind: 'sent', status: 200, answer: {} },
      lunch: { kind: 'sent', status: 201, answer: {} },
      out: { kind: 'refused', status: 409, reason: 'Aarav was already checked out at 04:10 PM.' },
      nap: { kind: 'unsent' },
    };
    const result = await flushQueue(store, async (w) => {
      sent.push(w.label);
      return answers[w.label] ?? { kind: 'sent', status: 201, answer: {} };
    });
    expect(sent).toEqual(['in', 'lunch', 'out', 'nap']);
    expect(result).toEqual({ sent: 2, refused: 1 });
    expect(store.writes.map((w) => [w.label, w.state, w.reason])).toEqual([
      ['out', 'refused', 'Aarav was already checked out at 04:10 PM.'],
      ['nap', 'waiting', undefined],
      ['dose', 'waiting', undefined],
    ]);
    // The connection returns: the rest go, in order, with the keys they were made with; the refusal stays.
    const again: string[] = [];
    await flushQueue(store, async (w) => {
      again.push(w.key);
      return { kind: 'sent', status: 201, answer: {} };
    });
    expect(again).toEqual(['key-nap', 'key-dose']);
    expect(store.writes.map((w) => w.label)).toEqual(['out']);
  });

  it('keeps everything while the session has ended', async () => {
    const store = memoryStore();
    await store.add(write('in'));
    await flushQueue(store, async () => ({ kind: 'signed-out' }));
    expect(store.writes).toHaveLength(1);
    expect(store.writes[0].state).toBe('waiting');
  });

  it('sends a kept photo and recording before the write naming them, which gets their ids', async () => {
    const store = memoryStore();
    const file = (key: string): QueuedWrite => ({
      ...write(key),
      key,
      path: '/api/files',
      body: null,
      file: { blob: new Blob(['x']), name: `${key}.bin` },
    });
    await store.add(file('photo'));
    await store.add(file('voice'));
    await store.add({ ...write('observation'), body: { competency: 'C-1.2', fileFrom: 'photo', mediaFrom: 'voice' } });
    const bodies: unknown[] = [];
    const ids: Record<string, string> = { photo: 'file-photo', voice: 'file-voice' };
    const result = await flushQueue(store, async (w): Promise<Outcome> => {
      bodies.push(w.body);
      return { kind: 'sent', status: 201, answer: w.file ? { id: ids[w.key] } : {} };
    });
    expect(result).toEqual({ sent: 3, refused: 0 });
    expect(bodies.at(-1)).toEqual({ competency: 'C-1.2', fileId: 'file-photo', mediaFileId: 'file-voice' });
  });
});
