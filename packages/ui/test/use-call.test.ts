import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@portal/core';
import { answerKey, invalidateCalls, prefetchCall, setCallData } from '../src/api/use-call.ts';

const grid = defineEndpoint({
  method: 'GET',
  path: '/api/test/grid',
  query: z.object({ classId: z.number(), termId: z.number() }),
  response: z.object({ rows: z.array(z.number()) }),
});
const other = defineEndpoint({ method: 'GET', path: '/api/test/other', response: z.object({ n: z.number() }) });

const centre = (franchiseeId: number | null) => ({ franchiseeId, academicYearId: 7 });

describe('answers kept by their contract', () => {
  it('keeps one answer per input and per selected centre', () => {
    const input = { query: { classId: 1, termId: 2 } };
    expect(answerKey(grid, input, centre(1))).toEqual(answerKey(grid, input, centre(1)));
    // A centre switch asks again: the same question for another centre is another answer.
    expect(answerKey(grid, input, centre(2))).not.toEqual(answerKey(grid, input, centre(1)));
    expect(answerKey(grid, { query: { classId: 1, termId: 3 } }, centre(1))).not.toEqual(
      answerKey(grid, input, centre(1)),
    );
  });

  it('marks stale every answer of a named endpoint, whatever its input and centre, and no other', async () => {
    const client = new QueryClient();
    const a = answerKey(grid, { query: { classId: 1, termId: 2 } }, centre(1));
    const b = answerKey(grid, { query: { classId: 4, termId: 2 } }, centre(2));
    const c = answerKey(other, undefined, centre(1));
    for (const key of [a, b, c]) client.setQueryData(key, { rows: [] });
    await invalidateCalls(client, grid);
    expect([a, b, c].map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([true, true, false]);
    await invalidateCalls(client);
    expect(client.getQueryState(c)?.isInvalidated).toBe(true);
  });

  it('puts a write’s answer in place of the answers with that input, in every centre', () => {
    const client = new QueryClient();
    const one = answerKey(grid, { query: { classId: 1, termId: 2 } }, centre(1));
    const two = answerKey(grid, { query: { classId: 9, termId: 2 } }, centre(1));
    client.setQueryData(one, { rows: [1] });
    client.setQueryData(two, { rows: [9] });
    setCallData(client, grid, { query: { classId: 1, termId: 2 } }, { rows: [1, 2] });
    expect(client.getQueryData(one)).toEqual({ rows: [1, 2] });
    expect(client.getQueryData(two)).toEqual({ rows: [9] });
  });
});

describe('an answer started ahead', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is kept where the screen reads it, asked once', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        asked.push(url);
        return Promise.resolve(new Response(JSON.stringify({ rows: [1] }), { status: 200 }));
      }),
    );
    const client = new QueryClient();
    await prefetchCall(client, grid, { query: { classId: 1, termId: 2 } }, centre(1));
    expect(client.getQueryData(answerKey(grid, { query: { classId: 1, termId: 2 } }, centre(1)))).toEqual({
      rows: [1],
    });
    // The screen mounting now finds a fresh answer: it does not ask again.
    await client.prefetchQuery({
      queryKey: answerKey(grid, { query: { classId: 1, termId: 2 } }, centre(1)),
      queryFn: () => Promise.reject(new Error('asked twice')),
      staleTime: 15_000,
    });
    expect(asked).toEqual(['/api/test/grid?classId=1&termId=2']);
  });

  it('does not fail the boot when the server does not answer: the screen asks again and says so', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(prefetchCall(client, other, undefined, centre(1))).resolves.toBeUndefined();
    expect(client.getQueryState(answerKey(other, undefined, centre(1)))?.status).toBe('error');
  });
});
