import { beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, signIn, type Browser, until, go } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

describe('the chosen centre', () => {
  it("is chosen on head office's dashboard card, and narrows the audits list", async () => {
    const page = await newPage(browser);
    await signIn(page, 'superadmin@demo.school');
    // No centre yet: the card holds the real selector, not a label that only looks clickable.
    const card = page.getByTestId('dashboard-centre-card');
    await card.getByTestId('franchisee-select').click();
    await page.getByRole('option', { name: '(003) Tiny Tots Academy Koregaon Park' }).click();
    await until(() => page.getByTestId('dashboard-centre').textContent()).toBe('Tiny Tots Academy Koregaon Park');

    await go(page, '/audit/list');
    const list = page.getByTestId('audit-list');
    await until(() => list.textContent()).toContain('Koregaon Park');
    expect(await list.textContent()).not.toContain('Indiranagar');
    await page.context().close();
  });
});
