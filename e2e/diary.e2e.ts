import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newPage, signIn, storedMenu, until, type Browser, submit } from './browser.ts';
import { seriousViolations } from './screen-walk.ts';

/**
 * Diaries end to end: a teacher writes today's general diary for their class, and the parent of a child of
 * that class opens the child's class diary and reads it.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('class diary', () => {
  it('a teacher writes today’s general diary; the parent reads it in the class diary', async () => {
    const title = `Rainbow day ${String(Date.now()).slice(-5)}`;
    const teacher = await newPage(browser, { width: 1366, height: 860 }, { bypassCSP: true });
    await signIn(teacher, 'teacher@demo.school');
    expect(await storedMenu(teacher)).toEqual(expect.arrayContaining(['general-diary', 'subject-diary', 'class-work']));
    await teacher.goto(`${baseUrl()}/generaldiary/general-diary-list`);
    await teacher.getByTestId('list-create').click();
    await until(() => teacher.url()).toMatch(/\/generaldiary\/add-generaldiary\/\d{2}-\d{2}-\d{4}$/);
    const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10).split('-').reverse().join('-');
    // The date comes from the link.
    await until(() => teacher.getByLabel(/^Date/).first().inputValue()).toBe(today);
    // Saving without the text says what is missing.
    await teacher.getByTestId('form-submit').click();
    await until(() => teacher.locator('body').innerText()).toContain('is required');
    await teacher
      .getByLabel(/^Class/)
      .first()
      .click();
    await teacher.getByRole('option', { name: 'Nursery', exact: true }).click();
    await teacher
      .getByLabel(/^Title/)
      .first()
      .fill(title);
    await teacher
      .getByLabel(/^What happened today/)
      .first()
      .fill('We mixed colours and painted a rainbow together.');
    expect(await seriousViolations(teacher)).toEqual([]);
    await submit(teacher.getByTestId('form-submit'));
    await until(() => teacher.url()).toContain('/generaldiary/view-generaldiary/');
    await until(() => teacher.locator('body').innerText()).toContain(title);

    const parent = await newPage(browser, { width: 1366, height: 860 }, { bypassCSP: true });
    await signIn(parent, 'parent@demo.school');
    expect(await storedMenu(parent)).toEqual(expect.arrayContaining(['child-class-diary']));
    await parent.goto(`${baseUrl()}/class-diary/view/1`);
    await until(() => parent.locator('body').innerText()).toContain(title);
    expect(await parent.locator('body').innerText()).toContain('We mixed colours and painted a rainbow together.');
    expect(await seriousViolations(parent)).toEqual([]);

    // Another child's diary is not the parent's to read.
    await parent.goto(`${baseUrl()}/class-diary/view/2`);
    await until(() => parent.locator('body').innerText()).not.toContain(title);
  });
});
