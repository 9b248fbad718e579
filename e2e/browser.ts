import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const DEMO_PASSWORD = 'Demo@12345';
export const baseUrl = () => inject('baseUrl');

const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * Debian's Chromium, one per test file. Playwright gives every launch a fresh
 * temporary profile (--user-data-dir); each test opens its own context.
 */
export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: FLAGS, headless: true });
}

export async function newPage(browser: Browser, viewport = { width: 1366, height: 860 }): Promise<Page> {
  const context: BrowserContext = await browser.newContext({ viewport });
  return context.newPage();
}

export type { Browser, Page };

/** Signs in through the login screen and waits for the shell. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${baseUrl()}/login`);
  await page.getByLabel(/email or mobile/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(/\/profile\/dashboard/);
}

/** Clears local storage and cookies so the next sign-in starts clean. */
export async function signOutHard(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
}
