import { baseUrl, type Page } from './browser.ts';

/** Steps of the language flows (e2e/language.e2e.ts) on a phone. */

/** The language the page declares itself in (`hi-IN`, `kn-IN`…). */
export const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** The browser's own select, as a phone shows it; options are named in their own script. */
export async function chooseLanguage(page: Page, label: string) {
  await page.goto(`${baseUrl()}/profile`);
  await page.getByTestId('language-card').getByTestId('language-select').selectOption({ label });
}

/** Through the phone's menu: its button, then the entry (a parent's daily one, at the top), in the language. */
export async function openFeeAccount(page: Page, words: { menu: string; entry: string }) {
  await page.getByRole('button', { name: words.menu }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('link', { name: words.entry }).click();
  await page.waitForURL(/\/student-account\/details/);
}
