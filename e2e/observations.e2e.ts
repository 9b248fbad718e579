import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  baseUrl,
  launch,
  newPage,
  openLoaded,
  PHONE,
  shown,
  signInQuietly,
  submit,
  type Browser,
  type Page,
} from './browser.ts';

/**
 * An observation in seconds on a phone: the Nursery teacher records that two children care for living things on
 * their own (C-6.1, a goal the demo's term leaves without evidence), then a second observation for one of them, and
 * the class's coverage map shows the goal with evidence for both.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const TEACHER = 'teacher@demo.school';
/** Nothing on the page is wider than the phone: no sideways scrolling. */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

interface ClassAnswer {
  classId: number;
  children: { studentAdmissionId: number; name: string }[];
}

async function observe(page: Page, children: string[], competency: RegExp, level: string) {
  for (const name of children) await page.getByTestId('observation-children').getByText(name).click();
  await page.getByTestId('observation-competency').click();
  await page.getByTestId('observation-competency').fill('C-6');
  await page.getByRole('option', { name: competency }).click();
  await page.getByRole('button', { name: level }).click();
  const saved = await submit(page.getByRole('button', { name: 'Save observation' }), {
    path: '/api/observations/record',
  });
  expect(saved.status()).toBe(201);
  await shown(page.getByTestId('observation-saved'));
  return saved.json() as Promise<{ count: number }>;
}

describe('observations on a phone', () => {
  it('records observations for two children and the coverage map shows their evidence', async () => {
    const api = await apiClient(TEACHER);
    const roster = (await api<ClassAnswer>('GET', '/api/observations/class')).json;
    const [first, second] = roster.children;
    expect(second, 'the demo class has two children').toBeDefined();

    const page = await newPage(browser, PHONE);
    await signInQuietly(page, TEACHER);
    await openLoaded(page, `${baseUrl()}/observations/record`, '/api/observations/class');
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    const both = await observe(page, [first.name, second.name], /^C-6\.1 /, 'On their own');
    expect(both.count).toBe(2);
    const one = await observe(page, [first.name], /^C-6\.1 /, 'With some help');
    expect(one.count).toBe(1);

    await openLoaded(page, `${baseUrl()}/observations/coverage`, '/api/observations/coverage');
    for (const child of [first, second]) {
      const cell = page.getByTestId(`coverage-${child.studentAdmissionId}`).locator('[data-goal="CG-6"]');
      await shown(cell);
      expect(await cell.getAttribute('data-state')).toBe('evidence');
    }
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});
