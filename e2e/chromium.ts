import { readdirSync, readFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

/**
 * Debian's Chromium headless shell (package chromium-headless-shell, built from the same source and version as
 * /usr/bin/chromium): the same Blink and V8 without the browser's own interface, which Playwright too uses for
 * headless runs. Six flow files cost 213–219 core-s with it against 247–260 with the full browser, every test
 * passing on both (docs/testing.md).
 */
const CHROMIUM = '/usr/bin/chromium-headless-shell';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Chromium's own screens a headless test never shows. Every new context preloaded the address bar's suggestion
 * popup (a WebUI page of ~400 files in a renderer of its own): half of the CPU a flow's new page cost before its
 * first paint, measured with a trace of the sign-in screen.
 */
const UNSHOWN_FEATURES = [
  'PreloadTopChromeWebUI',
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
];

/**
 * The headless shell. Playwright gives every launch a fresh temporary profile (--user-data-dir). Chromium obeys
 * only the last `--disable-features`, so the features turned off here are added to Playwright's own list
 * (`playwrightDisabledFeatures`, read once per run by e2e/global-setup.ts), which is then left out.
 */
async function launchChromium(playwrights: string | null): Promise<Browser> {
  const features = [...(playwrights ? playwrights.split('=')[1].split(',') : []), ...UNSHOWN_FEATURES];
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [...FLAGS, `--disable-features=${features.join(',')}`],
    ignoreDefaultArgs: playwrights ? [playwrights] : [],
    headless: true,
  });
}

let workerChromium: Promise<Browser> | null = null;

/**
 * The worker's Chromium: launched by the first flow file a worker runs and kept for the next ones (a launch cost a
 * file about 1.2 core-s), launched again if it was lost. A file's isolation lies in its contexts, which each test
 * opens and `closeFlowContexts` closes after the file; Playwright ends the browser with the worker.
 */
export async function sharedChromium(playwrights: string | null): Promise<Browser> {
  const running = workerChromium && (await workerChromium.catch(() => null));
  if (running?.isConnected()) return running;
  workerChromium = launchChromium(playwrights);
  return workerChromium;
}

/** Closes every context the worker's Chromium holds: what the flow file that just ended opened. */
export async function closeFlowContexts(): Promise<void> {
  const browser = workerChromium && (await workerChromium.catch(() => null));
  if (browser?.isConnected()) await Promise.all(browser.contexts().map((context) => context.close()));
}

/** Every page open on the worker's Chromium: those of the flow file running. */
export async function openFlowPages(): Promise<Page[]> {
  const browser = workerChromium && (await workerChromium.catch(() => null));
  return browser?.isConnected() ? browser.contexts().flatMap((context) => context.pages()) : [];
}

/**
 * The `--disable-features` switch Playwright gives Chromium, read off the command line of a browser it launched
 * (Playwright does not export it); null when it gives none.
 */
export async function playwrightDisabledFeatures(): Promise<string | null> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
  try {
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      const argv = commandLine(pid);
      if (!argv.includes('--remote-debugging-pipe') || parentOf(pid) !== process.pid) continue;
      return argv.find((arg) => arg.startsWith('--disable-features=')) ?? null;
    }
    throw new Error('the Chromium just launched is not among the children of this process');
  } finally {
    await browser.close();
  }
}

function commandLine(pid: string): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  } catch {
    return []; // the process ended meanwhile
  }
}

function parentOf(pid: string): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}
