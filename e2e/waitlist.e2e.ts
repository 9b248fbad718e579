import { beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, PHONE, type Browser, submit, signInQuietly, sideways, go } from './browser.ts';

/**
 * The waitlist on a phone: the counsellor opens the full Nursery of centre 002 (the demo's three waiting families,
 * the first with an offer open), sees the offer's expiry and marks it accepted on the family's word, landing in
 * the enquiry's admission flow with the application form open.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const COUNSELLOR = 'counsellor@demo.school';

describe('the waitlist', () => {
  it('the counsellor marks the open offer accepted and lands in the admission flow', async () => {
    const page = await newPage(browser, PHONE);
    await signInQuietly(page, COUNSELLOR);
    await go(page, '/waitlist/list');
    const list = page.getByTestId('waitlist');
    // The full class opens first: its families in order, the first with its offer and expiry.
    await list.getByText('Anika Verma').first().waitFor();
    await page.getByTestId('waitlist-seats').getByText('Full').waitFor();
    await list.getByText('Offer open').first().waitFor();
    expect(await list.textContent()).toMatch(/Open until \d{2}-\d{2}-\d{4} \d{2}:\d{2} [AP]M/);
    expect(await list.textContent()).toMatch(/Aditya Nambiar[\s\S]*Zoya Khan/);
    expect(await sideways(page)).toBeLessThanOrEqual(0);

    await submit(list.getByRole('button', { name: 'Mark accepted for Anika Verma' }));
    await page.waitForURL(/\/forms\/enquiry\/edit\/ENQ-/);
    await page.getByText('Application, registration and admission').waitFor();
    await page.getByText('Anika Verma').first().waitFor();
    await page
      .getByText(/Link sent/)
      .first()
      .waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });

  it('the capacity screen shows each class’s seats free on a phone and a desk', async () => {
    for (const size of [PHONE, { width: 1366, height: 900 }]) {
      const page = await newPage(browser, size);
      await signInQuietly(page, COUNSELLOR);
      await go(page, '/waitlist/capacity');
      const seats = page.getByTestId('waitlist-class-seats');
      await seats.getByText('Nursery').first().waitFor();
      await seats.getByText('Full').first().waitFor();
      await page.getByText('Seats per section').waitFor();
      // Counsellors read the seats; the centre's heads declare them.
      expect(await page.getByRole('button', { name: 'Save seats' }).count()).toBe(0);
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      await page.close();
    }
  });
});
