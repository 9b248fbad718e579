import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../src/api/client.ts';

afterEach(() => vi.unstubAllGlobals());

describe('a read while the database fails over', () => {
  function stubAnswers(...answers: (() => Response)[]) {
    const methods: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        methods.push(init.method ?? 'GET');
        return Promise.resolve(answers[Math.min(methods.length, answers.length) - 1]());
      }),
    );
    return methods;
  }
  const unavailable = () =>
    new Response(JSON.stringify({ message: 'The database is briefly unavailable' }), {
      status: 503,
      headers: { 'retry-after': '1' },
    });
  const ok = () => new Response(JSON.stringify({ ok: true }), { status: 200 });

  it('is asked again after the wait the server names, and answers', async () => {
    vi.useFakeTimers();
    const methods = stubAnswers(unavailable, ok);
    const answer = api('/api/day/roster', { quiet: true });
    await vi.advanceTimersByTimeAsync(1000);
    expect(await answer).toEqual({ ok: true });
    expect(methods).toEqual(['GET', 'GET']);
    vi.useRealTimers();
  });

  it('gives up after two more tries, and never sends a write twice', async () => {
    vi.useFakeTimers();
    const reads = stubAnswers(unavailable);
    const answer = api('/api/day/roster', { quiet: true }).catch((err: Error) => err);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await answer).toMatchObject({ statusCode: 503 });
    expect(reads).toHaveLength(3);
    const writes = stubAnswers(unavailable);
    await expect(api('/api/pincodes', { quiet: true, method: 'POST', body: {} })).rejects.toMatchObject({
      statusCode: 503,
    });
    expect(writes).toEqual(['POST']);
    vi.useRealTimers();
  });
});
