import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  launch,
  newPage,
  PHONE,
  shown,
  signIn,
  storedMenu,
  until,
  type Browser,
  submit,
  go,
} from './browser.ts';
import { seriousViolations } from './screen-walk.ts';

/**
 * Diaries end to end: a teacher writes today's general diary for their class on a phone (no centre to choose,
 * only their classes and the chosen class's sections), and the parent of a child of that class opens the
 * child's class diary and reads it.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

describe('class diary', () => {
  it('a teacher writes today’s general diary; the parent reads it in the class diary', async () => {
    const title = `Rainbow day ${String(Date.now()).slice(-5)}`;
    const teacher = await newPage(browser, PHONE, { bypassCSP: true });
    await signIn(teacher, 'teacher@demo.school');
    const api = await apiClient('teacher@demo.school');
    const { json: choices } = await api<{ classes: { name: string; sections: { name: string }[] }[] }>(
      'GET',
      '/api/general-diary/classes',
    );
    expect(choices.classes.map((c) => c.name)).toEqual(['Nursery']);
    expect(await storedMenu(teacher)).toEqual(expect.arrayContaining(['general-diary', 'subject-diary', 'class-work']));
    await go(teacher, '/generaldiary/general-diary-list');
    await teacher.getByTestId('list-create').click();
    await until(() => teacher.url()).toMatch(/\/generaldiary\/add-generaldiary\/\d{2}-\d{2}-\d{4}$/);
    const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10).split('-').reverse().join('-');
    // The date comes from the link.
    await until(() => teacher.getByLabel(/^Date/).first().inputValue()).toBe(today);
    // The centre is the session's: no field asks for it; the one class taught is chosen already.
    await shown(teacher.getByTestId('diary-place'));
    expect(await teacher.locator('form').innerText()).not.toMatch(/Franchisee|Centre/);
    await until(() => teacher.getByTestId('diary-class').inputValue()).toBe('Nursery');
    await teacher.getByTestId('diary-class').click();
    expect(await teacher.getByRole('option').allInnerTexts()).toEqual(['Nursery']);
    await teacher.keyboard.press('Escape');
    // The sections offered are the class's own.
    const sections = choices.classes[0].sections.map((x) => x.name);
    if (sections.length) {
      await teacher.getByTestId('diary-section').click();
      expect((await teacher.getByRole('option').allInnerTexts()).sort()).toEqual([...sections].sort());
      await teacher.keyboard.press('Escape');
    }
    // Saving without the text says what is missing.
    await teacher.getByTestId('form-submit').click();
    await until(() => teacher.locator('body').innerText()).toContain('is required');
    await teacher
      .getByLabel(/^Title/)
      .first()
      .fill(title);
    await teacher
      .getByLabel(/^What happened today/)
      .first()
      .fill('We mixed colours and painted a rainbow together.');
    expect(await seriousViolations(teacher)).toEqual([]);
    expect(await teacher.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
      0,
    );
    const saved = await submit(teacher.getByTestId('form-submit'), { path: '/api/general-diaries' });
    expect(saved.status()).toBe(201);
    await until(() => teacher.url()).toContain('/generaldiary/view-generaldiary/');
    await until(() => teacher.locator('body').innerText()).toContain(title);

    const parent = await newPage(browser, { width: 1366, height: 860 }, { bypassCSP: true });
    await signIn(parent, 'parent@demo.school');
    expect(await storedMenu(parent)).toEqual(expect.arrayContaining(['child-class-diary']));
    await go(parent, '/class-diary/view/1');
    await until(() => parent.locator('body').innerText()).toContain(title);
    expect(await parent.locator('body').innerText()).toContain('We mixed colours and painted a rainbow together.');
    expect(await seriousViolations(parent)).toEqual([]);

    // Another child's diary is not the parent's to read.
    await go(parent, '/class-diary/view/2');
    await until(() => parent.locator('body').innerText()).not.toContain(title);
  });
});
