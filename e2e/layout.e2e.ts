import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Route } from 'playwright-core';
import {
  baseUrl,
  clickAtOnce,
  go,
  launch,
  newPage,
  signIn,
  signInQuietly,
  type Browser,
  type Page,
} from './browser.ts';

/**
 * What sits where on a phone and on a wide screen: banners push the page down rather than cover it,
 * a form's errors are in view and uncovered, the menu drawer is on top, and dates read DD-MM-YYYY.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const SHOTS = process.env.SCREENSHOT_DIR;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** True when the element's centre is the element itself (or inside it): nothing is drawn over it. */
async function uncovered(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return false;
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return Boolean(top && (el === top || el.contains(top) || top.contains(el)));
  }, selector);
}

async function typeDate(page: Page, label: string, text: string): Promise<string> {
  const input = page.getByLabel(label, { exact: true });
  await input.fill('');
  await input.pressSequentially(text);
  await input.press('Tab');
  return input.inputValue();
}

describe('the layout', () => {
  it('on a phone: the enquiry alert above the form, errors in view and uncovered, the drawer on top', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    await signInQuietly(page, 'franchisee-a@demo.school');
    await go(page, '/pincodes/add');
    const alert = page.getByTestId('enquiry-alert');
    await alert.waitFor();
    await page.getByLabel('Area').waitFor();
    await shot(page, 'phone-form');

    // The alert is in the flow above the page: the page starts below it, and no field is under it.
    const banner = (await page.getByTestId('banners').boundingBox())!;
    const main = (await page.locator('main').boundingBox())!;
    expect(main.y).toBeGreaterThanOrEqual(banner.y + banner.height - 1);
    for (const input of await page.locator('main input').all()) {
      const box = await input.boundingBox();
      if (box) expect(overlaps(box, (await alert.boundingBox())!)).toBe(false);
    }

    // Sent empty: the errors show, and the first field in error is scrolled into view with nothing over it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('main form button[type="submit"]').click();
    await page.getByTestId('form-error').waitFor();
    await page.waitForTimeout(600);
    const firstError = page.locator('main [aria-invalid="true"]').first();
    const box = (await firstError.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(60);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    expect(await uncovered(page, 'main [aria-invalid="true"]')).toBe(true);
    await shot(page, 'phone-form-errors');

    // The menu drawer is drawn over everything else, banners and notifications included.
    await page.getByTestId('menu-toggle').click();
    await page.getByTestId('side-menu').waitFor();
    await page.waitForTimeout(400);
    expect(await uncovered(page, '[data-testid="side-menu"]')).toBe(true);
    await shot(page, 'phone-drawer');
    await page.context().close();
  });

  it('on a wide screen: the shell and a page under it', async () => {
    const page = await newPage(browser);
    await signIn(page, 'counsellor@demo.school');
    await page.getByTestId('enquiry-alert').waitFor();
    await shot(page, 'wide-shell');
    const banner = (await page.getByTestId('banners').boundingBox())!;
    const main = (await page.locator('main').boundingBox())!;
    expect(main.y).toBeGreaterThanOrEqual(banner.y + banner.height - 1);
    const phone = await newPage(browser, { width: 390, height: 844 });
    await signIn(phone, 'counsellor@demo.school');
    await phone.getByTestId('enquiry-alert').waitFor();
    await shot(phone, 'phone-shell');
    await Promise.all([page.context().close(), phone.context().close()]);
  });

  it('takes and shows dates DD-MM-YYYY, typed or picked, in module screens and generic forms', async () => {
    const page = await newPage(browser);
    await signInQuietly(page, 'counsellor@demo.school');
    await go(page, '/forms/followup');
    await page.getByLabel('Date', { exact: true }).waitFor();
    expect(await typeDate(page, 'Date', '05-08-2026')).toBe('05-08-2026');
    expect(await typeDate(page, 'Date', '15/08/2026')).toBe('15-08-2026');
    // A date written YYYY-MM-DD (pasted from elsewhere) is read too, and shown the portal's way.
    expect(await typeDate(page, 'Date', '2026-09-01')).toBe('01-09-2026');
    // The American order is no date here: the input keeps the last real one.
    expect(await typeDate(page, 'Date', '09-15-2026')).toBe('01-09-2026');
    // Picked from the calendar.
    await page.getByLabel('Date', { exact: true }).click();
    await page.locator('[data-dates-dropdown] button[aria-label]:not([data-outside])').nth(9).click();
    expect(await page.getByLabel('Date', { exact: true }).inputValue()).toMatch(/^10-09-2026$/);
    expect(await page.locator('input[type="date"]').count()).toBe(0);

    // The public enquiry form: a generic field form, its date field the same input.
    await go(page, '/enquiry-form/2');
    await page.getByTestId('centre-name').waitFor({ timeout: 30_000 });
    const dob = page.getByTestId('field-childDob');
    await dob.pressSequentially('15-08-2022');
    await dob.press('Tab');
    expect(await dob.inputValue()).toBe('15-08-2022');
    expect(await dob.getAttribute('placeholder')).toBe('DD-MM-YYYY');
    await page.context().close();
  });

  it("a flow's click lands though a banner pushes the page down between the press and the release", async () => {
    // What a late banner does to a click under way (the rota's publish sent nothing on a loaded machine): the page
    // moves down once the button is pressed, so the release falls on what is now in its place.
    const page = await newPage(browser);
    await page.setContent(`<div id="banner"></div><button id="publish">Publish to staff</button><script>
      const banner = document.getElementById('banner');
      const publish = document.getElementById('publish');
      publish.addEventListener('mousedown', () => { banner.style.height = '120px'; });
      let clicks = 0;
      publish.addEventListener('click', () => { document.body.dataset.clicks = String(++clicks); });
    </script>`);
    const publish = page.getByRole('button', { name: 'Publish to staff' });
    const clicks = () => page.evaluate(() => Number(document.body.dataset.clicks ?? 0));
    const reset = () => page.evaluate(() => (document.getElementById('banner')!.style.height = '0px'));
    // A press and a release sent apart: Playwright checks only the press's target, and nothing is clicked.
    await publish.click();
    expect(await clicks()).toBe(0);
    await reset();
    // The flows' clicks that send a request (`submit`) are dispatched to the element once it is actionable.
    await clickAtOnce(publish);
    expect(await clicks()).toBe(1);
    await page.context().close();
  });

  it('stills the busy bar, spinner and skeletons while a screen waits, on a device set to reduce motion', async () => {
    /** The endless animations running while the screen's answers are held back, for a device's motion setting. */
    async function movingWhileWaiting(reducedMotion: 'reduce' | 'no-preference'): Promise<number> {
      const page = await newPage(browser, undefined, { reducedMotion });
      await signInQuietly(page, 'franchisee-a@demo.school');
      const held: Route[] = [];
      await page.route('**/api/**', (route) => void held.push(route));
      await page.goto(`${baseUrl()}/students`);
      await page.getByTestId('global-spinner').waitFor({ state: 'attached' });
      const moving = await page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime === Infinity).length,
      );
      await page.unroute('**/api/**');
      await Promise.all(held.map((route) => route.abort().catch(() => undefined)));
      await page.context().close();
      return moving;
    }
    expect(await movingWhileWaiting('reduce')).toBe(0);
    // Elsewhere they move, as Mantine draws them.
    expect(await movingWhileWaiting('no-preference')).toBeGreaterThan(0);
  });
});
