import { MantineProvider } from '@mantine/core';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * The markup a component draws at its first render, under the portal's theme provider. `phone` answers every media
 * query as a narrow screen would: the test process has no `window`, so one with only `matchMedia` stands in for
 * the render and is taken away after it.
 */
export function markup(element: ReactElement, { phone = false } = {}): string {
  const g = globalThis as { window?: unknown };
  const before = g.window;
  if (phone) {
    g.window = { matchMedia: mediaAnswering((query) => query.includes('max-width')) };
  }
  try {
    return renderToStaticMarkup(<MantineProvider>{element}</MantineProvider>);
  } finally {
    g.window = before;
  }
}

/**
 * A `matchMedia` for a test's window that answers yes to the queries `matches` accepts (a phone's narrow screen, a
 * device set to reduce motion) and no to the rest; it never changes its answer, so listeners are never called.
 */
export function mediaAnswering(matches: (query: string) => boolean) {
  return (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  });
}

/** The text of every element of a kind, in document order ('th', 'td', 'dt' …), tags inside stripped. */
export function texts(html: string, tag: string): string[] {
  const found = html.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, 'g'));
  return [...found].map((m) => m[1].replace(/<[^>]+>/g, '').trim());
}

export function count(html: string, pattern: RegExp): number {
  return (html.match(new RegExp(pattern.source, 'g')) ?? []).length;
}
