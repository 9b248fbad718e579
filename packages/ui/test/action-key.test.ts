import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../src/api/client.ts';

afterEach(() => vi.unstubAllGlobals());

/** Answers each call with the next of `answers` (a status, or null for a dropped connection); keeps the keys sent. */
function stubFetch(answers: (number | null)[]) {
  const keys: (string | undefined)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init?: RequestInit) => {
      keys.push((init?.headers as Record<string, string> | undefined)?.['idempotency-key']);
      const status = answers.shift();
      if (status === null || status === undefined) return Promise.reject(new TypeError('Failed to fetch'));
      const body = JSON.stringify(status < 400 ? { id: 1 } : { statusCode: status, message: `answer ${status}` });
      return Promise.resolve(new Response(body, { status }));
    }),
  );
  return keys;
}

const pay = (paise: number) =>
  api('/api/payments/offline', { method: 'POST', body: { studentAdmissionId: 7, paise }, quiet: true }).then(
    () => 'saved',
    (err: unknown) => (err instanceof ApiError ? err.statusCode : 'failed'),
  );

describe('the Idempotency-Key of a write', () => {
  it('is the same on each try after an unknown outcome, and new once an answer is sure', async () => {
    const keys = stubFetch([503, null, 201, 201]);
    // "We could not confirm whether it was saved", then no answer at all, then saved: one action, one key.
    expect(await pay(150000)).toBe(503);
    expect(await pay(150000)).toBe(500);
    expect(await pay(150000)).toBe('saved');
    // The same form sent again after it was saved is a second payment: a new key.
    expect(await pay(150000)).toBe('saved');
    expect(keys[0]).toMatch(/^[A-Za-z0-9._:-]{8,100}$/);
    expect(keys.slice(0, 3)).toEqual([keys[0], keys[0], keys[0]]);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('is new after a refusal, differs between actions, and is never sent on a read', async () => {
    const keys = stubFetch([400, 201, 201, 200]);
    expect(await pay(250000)).toBe(400);
    expect(await pay(250000)).toBe('saved');
    expect(await pay(260000)).toBe('saved');
    await api('/api/payments/offline', { quiet: true });
    expect(new Set(keys.slice(0, 3)).size).toBe(3);
    expect(keys[3]).toBeUndefined();
  });

  it('is the screen’s own when it gives one', async () => {
    const keys = stubFetch([201]);
    await api('/api/messages/children/7', { method: 'POST', body: { text: 'Hi' }, idempotencyKey: 'action-123456' });
    expect(keys).toEqual(['action-123456']);
  });
});
