import { appendFileSync, mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { openFlowPages } from './chromium.ts';

const SHOTS = join(process.cwd(), '.tmp', 'flow-failures');
/**
 * Where every failed flow's report is also kept, named by scripts/test.mjs, which prints the file again at the run's
 * end: CI keeps only the output's last lines.
 */
const PAGES_REPORT = process.env.FLOW_PAGES_REPORT;
/** Enough of a page's text to read what it said, not the whole screen. */
const TEXT_CHARS = 1_500;

/** The portal's own files (not API answers) a context failed to load, by page: what a "could not be downloaded" was. */
const failedFiles = new WeakMap<Page, string[]>();

/**
 * Notes each of the portal's files a page of the context could not load (a network error, an answer of 400 up), and
 * the errors Chromium gives for a module it could not load or run.
 */
export function noteFailedFiles(context: BrowserContext): void {
  const noteOn = (page: Page | null, line: string) => {
    if (!page) return;
    const lines = failedFiles.get(page) ?? [];
    if (lines.length < 20) lines.push(line);
    failedFiles.set(page, lines);
  };
  // A service worker's request has no page (frame() throws).
  const pageOf = (request: Request) => (request.serviceWorker() ? null : request.frame().page());
  const isFile = (url: string) => !new URL(url).pathname.startsWith('/api/');
  context.on('requestfailed', (request) => {
    if (isFile(request.url())) noteOn(pageOf(request), `${request.url()} failed: ${request.failure()?.errorText}`);
  });
  // Chromium's own words for a module it could not load or run ("Failed to fetch dynamically imported module: …",
  // a script's syntax error) name the file where the network events above may not.
  context.on('weberror', (error) => noteOn(error.page(), `error on the page: ${String(error.error())}`));
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // A file answered 400 up, in Chromium's words at the file's address. (Listening to every answer instead brought
    // each of a page's requests over to the flow's process: 1–4 % of twelve flow files' CPU, 1-12-2026.)
    const at = message.location().url;
    if (text.startsWith('Failed to load resource') && at && isFile(at)) noteOn(message.page(), `${at}: ${text}`);
    else if (/import|module|script|chunk/i.test(text)) noteOn(message.page(), `console: ${text}`);
  });
}

/** What the page failed to load or run so far (see `noteFailedFiles`), for a walk that reports instead of failing. */
export const failedFilesOf = (page: Page): string[] => failedFiles.get(page) ?? [];

/**
 * What every page of a failed flow showed when it failed: its address, the alerts on it and the start of its text,
 * printed into the run's output and kept in PAGES_REPORT for the run's summary (CI keeps only the output's end), with a
 * screenshot under .tmp/flow-failures. A flow that fails once in many runs is otherwise known by its last wait alone.
 */
export async function reportOpenPages(file: string, test: string): Promise<void> {
  const pages = await openFlowPages();
  mkdirSync(SHOTS, { recursive: true });
  const lines = [`── what the pages showed when "${test}" failed (${basename(file)}) ──`];
  for (const [index, page] of pages.entries()) lines.push(...(await describe(page, `${basename(file)}-${index + 1}`)));
  console.error(lines.join('\n'));
  if (PAGES_REPORT) appendFileSync(PAGES_REPORT, `${lines.join('\n')}\n`);
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
    ...failedFilesOf(page).map((line) => `  file: ${line}`),
    `  text: ${text.replace(/\s+/g, ' ')}`,
    `  screenshot: ${shot}`,
  ];
}
