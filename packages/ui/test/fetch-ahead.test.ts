import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, fetchAhead } from '../src/api/client.ts';

afterEach(() => vi.unstubAllGlobals());

function stubFetch() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      calls.push(url);
      return Promise.resolve(new Response(JSON.stringify({ n: calls.length }), { status: 200 }));
    }),
  );
  return calls;
}

describe('a call started ahead', () => {
  it('is taken by the first call of its path, and only by the first', async () => {
    const calls = stubFetch();
    fetchAhead('/api/home/parent');
    fetchAhead('/api/home/parent');
    expect(calls).toEqual(['/api/home/parent']);
    expect(await api('/api/home/parent', { quiet: true })).toEqual({ n: 1 });
    // Later calls (a refetch) ask the server again.
    expect(await api('/api/home/parent', { quiet: true })).toEqual({ n: 2 });
    expect(calls).toHaveLength(2);
  });

  it('is not taken by another path, another query or a write', async () => {
    const calls = stubFetch();
    fetchAhead('/api/home/teacher');
    await api('/api/home/teacher', { quiet: true, query: { studentAdmissionID: 5 } });
    await api('/api/home/teacher', { quiet: true, method: 'POST', body: {} });
    expect(calls).toEqual(['/api/home/teacher', '/api/home/teacher?studentAdmissionID=5', '/api/home/teacher']);
    expect(await api('/api/home/teacher', { quiet: true })).toEqual({ n: 1 });
  });
});

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
