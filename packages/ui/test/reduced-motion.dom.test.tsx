// @vitest-environment happy-dom
import { MantineProvider, Transition } from '@mantine/core';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { theme } from '../src/theme.ts';
import { mediaAnswering } from './render.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
/** Whether the device is set to reduce motion, as its media query answers. */
let reduces = true;
beforeEach(() => {
  vi.stubGlobal(
    'matchMedia',
    mediaAnswering((query) => reduces && query === '(prefers-reduced-motion: reduce)'),
  );
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/**
 * How the portal's menus, drawers and notices appear: a Transition opened under the theme, as it stands right after
 * it was opened (its style, or 'not drawn yet' while its slide waits for the next frame).
 */
function rightAfterOpening(): string | null {
  const draw = (mounted: boolean) => (
    <MantineProvider theme={theme}>
      <Transition mounted={mounted} transition="slide-left" duration={200}>
        {(style) => <div data-testid="panel" style={style} />}
      </Transition>
    </MantineProvider>
  );
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root!.render(draw(false)));
  act(() => root!.render(draw(true)));
  const panel = document.querySelector('[data-testid="panel"]');
  return panel ? panel.getAttribute('style') : 'not drawn yet';
}

it('opens menus, drawers and notices without motion when the device asks for less', () => {
  reduces = true;
  // Drawn at once, with no transition style at all.
  expect(rightAfterOpening()).toBeNull();
});

it('slides them in on a device that does not', () => {
  reduces = false;
  expect(rightAfterOpening()).toBe('not drawn yet');
});
