import { mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Page } from 'playwright-core';
import { openFlowPages } from './chromium.ts';

const SHOTS = join(process.cwd(), '.tmp', 'flow-failures');
/** Enough of a page's text to read what it said, not the whole screen. */
const TEXT_CHARS = 1_500;

/**
 * What every page of a failed flow showed when it failed: its address, the alerts on it and the start of its text,
 * printed into the run's output (CI keeps only that), and a screenshot under .tmp/flow-failures. A flow that fails
 * once in many runs is otherwise known by its last wait alone.
 */
export async function reportOpenPages(file: string, test: string): Promise<void> {
  const pages = await openFlowPages();
  mkdirSync(SHOTS, { recursive: true });
  const lines = [`── what the pages showed when "${test}" failed (${basename(file)}) ──`];
  for (const [index, page] of pages.entries()) lines.push(...(await describe(page, `${basename(file)}-${index + 1}`)));
  console.error(lines.join('\n'));
}

async function describe(page: Page, name: string): Promise<string[]> {
  const shot = join(SHOTS, `${name}.png`);
  // Each read is bounded: a page that hangs must not hold the file's end.
  const [alerts, text] = await Promise.all([
    page
      .locator('[role="alert"]')
      .allInnerTexts()
      .catch(() => []),
    page
      .evaluate((max) => document.body?.innerText.slice(0, max) ?? '', TEXT_CHARS)
      .catch((error: unknown) => `(unreadable: ${String(error)})`),
    page.screenshot({ path: shot, timeout: 5_000 }).catch(() => undefined),
  ]);
  return [
    `page ${page.url()} (online: ${await page.evaluate(() => navigator.onLine).catch(() => 'unknown')})`,
    ...alerts.map((alert) => `  alert: ${alert.replace(/\s+/g, ' ')}`),
    `  text: ${text.replace(/\s+/g, ' ')}`,
    `  screenshot: ${shot}`,
  ];
}
