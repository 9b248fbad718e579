import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileAddress, preloadPhoto, takePhotoAhead } from '../src/api/photo-ahead.ts';

afterEach(() => vi.unstubAllGlobals());

describe('a photo asked for before its screen is drawn', () => {
  it('is downloaded once, and taken once by the screen that draws it', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        asked.push(url);
        return Promise.resolve(new Response('webp', { status: 200 }));
      }),
    );
    preloadPhoto('day-1', 96);
    preloadPhoto('day-1', 96);
    // The thumbnail a 96 px square needs on a screen of one pixel per CSS pixel.
    expect(asked).toEqual(['/api/files/day-1?w=160']);
    const photo = takePhotoAhead(fileAddress('day-1', 96));
    expect(await (await photo)?.text()).toBe('webp');
    // Drawn again later, the screen asks for itself (the browser keeps the photo).
    expect(takePhotoAhead(fileAddress('day-1', 96))).toBeUndefined();
    expect(takePhotoAhead(fileAddress('day-2', 96))).toBeUndefined();
  });
});
