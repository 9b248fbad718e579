import { describe, expect, it } from 'vitest';
import { anonymousContext, keptMap, readingContext, readOnce } from '../src/index.ts';

const db = {} as Parameters<typeof anonymousContext>[0];

describe('a reading context', () => {
  it('asks each question once, where the request context asks every time', async () => {
    const request = anonymousContext(db);
    let asked = 0;
    const ask = () => Promise.resolve(++asked);
    await readOnce(request, 'q', ask);
    await readOnce(request, 'q', ask);
    expect(asked).toBe(2);

    const reading = readingContext(request);
    const [a, b] = await Promise.all([readOnce(reading, 'q', ask), readOnce(reading, 'q', ask)]);
    expect(a).toBe(3);
    expect(b).toBe(3);
    expect(await readOnce(reading, 'other', ask)).toBe(4);
    // Another reading context (another request) asks afresh.
    expect(await readOnce(readingContext(request), 'q', ask)).toBe(5);
  });

  it('forgets a failed answer, so the next ask tries again', async () => {
    const reading = readingContext(anonymousContext(db));
    await expect(readOnce(reading, 'q', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await readOnce(reading, 'q', () => Promise.resolve('up'))).toBe('up');
  });

  it('runs a query builder once, though a builder runs again each time it is awaited', async () => {
    const reading = readingContext(anonymousContext(db));
    let ran = 0;
    // Like a Drizzle query: a thenable whose every `then` sends the statement again.
    const query = { then: (resolve: (n: number) => void) => resolve(++ran) } as unknown as Promise<number>;
    const answers = await Promise.all([readOnce(reading, 'q', () => query), readOnce(reading, 'q', () => query)]);
    expect(answers).toEqual([1, 1]);
    expect(ran).toBe(1);
  });

  it('keeps a map for the page only: none on a request context', () => {
    const request = anonymousContext(db);
    expect(keptMap(request, 'm')).toBeNull();
    const reading = readingContext(request);
    keptMap<number, string>(reading, 'm')!.set(1, 'one');
    expect(keptMap<number, string>(reading, 'm')!.get(1)).toBe('one');
  });
});
