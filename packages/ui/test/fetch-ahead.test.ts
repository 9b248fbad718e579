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
