// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DayPhoto } from '../web/landing/parts.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  vi.unstubAllGlobals();
});

/** The addresses the home's photo asks for, drawn on a screen of the given pixel ratio. */
async function asked(pixelRatio: number): Promise<string[]> {
  const urls: string[] = [];
  vi.stubGlobal('devicePixelRatio', pixelRatio);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      return new Response(new Blob([new Uint8Array(8)], { type: 'image/webp' }));
    }),
  );
  const host = document.createElement('div');
  root = createRoot(host);
  await act(async () => {
    root!.render(createElement(MantineProvider, null, createElement(DayPhoto, { fileId: 'f-1', alt: 'Asha' })));
    await new Promise((r) => setTimeout(r, 20));
  });
  return urls;
}

describe("the care photo on a parent's home", () => {
  it('is fetched at a stored width, never as uploaded', async () => {
    expect(await asked(1)).toEqual(['/api/files/f-1?w=160']);
  });

  it('is the phone-width copy on a dense screen, whose square needs more than the thumbnail has', async () => {
    expect(await asked(3)).toEqual(['/api/files/f-1?w=640']);
  });
});
