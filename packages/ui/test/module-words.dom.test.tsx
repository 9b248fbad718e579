// @vitest-environment happy-dom
import { act, startTransition, Suspense, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { defineModuleMessages, setLanguage, useMessages } from '../src/index.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;

afterEach(async () => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  await setLanguage('en');
});

const TAMIL = { report: { title: 'முன்னேற்ற அட்டை' } };

/** A module's words whose Tamil chunk is already fetched: its promise settles before React looks again. */
const words = () =>
  defineModuleMessages(
    { report: { title: 'Progress card' } },
    { hi: async () => TAMIL, kn: async () => TAMIL, ta: async () => TAMIL },
  );

describe("a module's words in a language not loaded yet", () => {
  it('draw a screen whose hooks follow them, once the chunk is in (no hook out of order)', async () => {
    await setLanguage('ta');
    const messages = words();
    function Screen() {
      const t = useMessages(messages);
      // A hook after the words: React's replay of the suspended first drawing must reach it as a mount.
      const [term] = useState('Term 1');
      return (
        <h1>
          {t('report.title')} · {term}
        </h1>
      );
    }
    const errors: unknown[] = [];
    const host = document.createElement('div');
    document.body.append(host);
    const noted = (e: unknown) => errors.push(e);
    // A drawing React had to throw away and redo counts too: on a phone it showed the screen's error instead.
    root = createRoot(host, { onUncaughtError: noted, onCaughtError: noted, onRecoverableError: noted });
    // As a navigation draws a screen: in a transition, which React replays once the words are in.
    await act(async () =>
      startTransition(() =>
        root!.render(
          <Suspense fallback={<p>loading</p>}>
            <Screen />
          </Suspense>,
        ),
      ),
    );
    expect(errors).toEqual([]);
    expect(host.textContent).toBe('முன்னேற்ற அட்டை · Term 1');
  });
});
