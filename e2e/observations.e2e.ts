import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { competenciesOfBand, competencyByCode, type AgeBand } from '../modules/observations/shared/framework.ts';
import {
  apiClient,
  baseUrl,
  choose,
  launch,
  newPage,
  openLoaded,
  PHONE,
  shown,
  signInQuietly,
  submit,
  until,
  type Browser,
  type Page,
  signIn,
  sideways,
} from './browser.ts';
import { pdfText } from './pdf.ts';

/**
 * Observations and the progress card on a phone. An observation in seconds: the Nursery teacher records that two
 * children care for living things on their own (C-6.1, a goal the demo's term leaves without evidence), then one
 * more for each of them, the last without a connection, all in under a minute; the class's coverage map shows the
 * goal with evidence for both, and the one kept on the phone is sent once the connection returns. The card: a
 * parent fills part A in Hindi, the teacher confirms a level, the centre's head signs, the teacher publishes the
 * class's signed cards, and the parent reads the card and downloads its PDF in Hindi with every competency of the
 * child's age band. Head office's screen shows the coverage per centre without a child's name.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const TEACHER = 'teacher@demo.school';
const PARENT = 'parent@demo.school';
const HEAD = 'franchisee-a@demo.school';
const HEAD_OFFICE = 'trainer@demo.school';

interface ClassAnswer {
  classId: number;
  children: { studentAdmissionId: number; name: string }[];
}

async function observe(page: Page, children: string[], competency: string, level: string) {
  for (const name of children) await page.getByTestId('observation-children').getByText(name).click();
  // The shared picker: the list may close under the pointer while the page settles after the last save.
  await choose(page, page.getByTestId('observation-competency'), competency, optionOf(competency));
  await page.getByRole('button', { name: level }).click();
  const saved = await submit(page.getByRole('button', { name: 'Save observation' }), {
    path: '/api/observations/record',
  });
  expect(saved.status()).toBe(201);
  await shown(page.getByTestId('observation-saved'));
  return saved.json() as Promise<{ count: number }>;
}

/** A competency as the picker lists it: its code and title. */
const optionOf = (code: string) => `${code} ${competencyByCode(code)!.title.en}`;

/** The same without a connection: nothing is sent, the phone keeps it and says so. */
async function observeOffline(page: Page, children: string[], competency: string, level: string) {
  for (const name of children) await page.getByTestId('observation-children').getByText(name).click();
  // The shared picker: the list may close under the pointer while the page settles after the last save.
  await choose(page, page.getByTestId('observation-competency'), competency, optionOf(competency));
  await page.getByRole('button', { name: level }).click();
  await page.getByRole('button', { name: 'Save observation' }).click();
  await until(() => page.getByTestId('observation-saved').textContent()).toContain('Kept on this device');
}

interface Portfolio {
  goals: { competencies: { competency: string; entries: { level: string }[] }[] }[];
}
const levelsOf = (answer: Portfolio, competency: string) =>
  answer.goals.flatMap((g) => g.competencies.filter((c) => c.competency === competency).flatMap((c) => c.entries));

describe('observations on a phone', () => {
  it('records three observations for two children in under a minute, one offline; the map shows them', async () => {
    const api = await apiClient(TEACHER);
    const roster = (await api<ClassAnswer>('GET', '/api/observations/class')).json;
    const [first, second] = roster.children;
    expect(second, 'the demo class has two children').toBeDefined();

    const page = await newPage(browser, PHONE);
    await signInQuietly(page, TEACHER);
    await openLoaded(page, `${baseUrl()}/observations/record`, '/api/observations/class');
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    const began = Date.now();
    const both = await observe(page, [first.name, second.name], 'C-6.1', 'On their own');
    expect(both.count).toBe(2);
    const one = await observe(page, [first.name], 'C-6.1', 'With some help');
    expect(one.count).toBe(1);
    await page.context().setOffline(true);
    // The page learns of it from the browser: the save is tried once the page itself says it is offline.
    await until(() => page.evaluate(() => navigator.onLine)).toBe(false);
    await observeOffline(page, [second.name], 'C-6.1', 'With a lot of help');
    const took = Date.now() - began;
    expect(took, `three observations took ${took} ms`).toBeLessThan(60_000);
    // The connection returns: the observation kept on the phone is sent, once.
    await page.context().setOffline(false);
    const portfolio = `/api/observations/portfolio/${second.studentAdmissionId}`;
    await until(
      async () => levelsOf((await api<Portfolio>('GET', portfolio)).json, 'C-6.1').map((e) => e.level),
      30_000,
    ).toEqual(['proficient', 'beginner']);

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

interface CardAnswer {
  published: boolean;
  band?: AgeBand;
  term?: string;
}

/** A phone signed in, speaking Hindi (kept on the account and on the device). */
async function inHindi(email: string) {
  const api = await apiClient(email);
  const page = await newPage(browser, PHONE);
  await signIn(page, email);
  await api('PUT', '/api/admin/me/language', { language: 'hi' });
  await page.evaluate(() => localStorage.setItem('lang', 'hi'));
  await page.reload();
  await until(() => page.evaluate(() => document.documentElement.lang)).toBe('hi-IN');
  return { page, api };
}

describe('the progress card on a phone', () => {
  it('part A in Hindi, levels confirmed, the class published, and the card and its PDF read in Hindi', async () => {
    const { page: parent, api: parentApi } = await inHindi(PARENT);
    const [child] = (
      await parentApi<{ studentAdmissionId: number; name: string }[]>('GET', '/api/observations/my-children')
    ).json;
    const id = child.studentAdmissionId;
    await openLoaded(parent, `${baseUrl()}/observations/my-child`, `/api/observations/my-child/${id}/about`);
    const partA = parent.getByTestId('hpc-part-a');
    await partA.getByLabel('मुझे पसंद है…').fill('चित्र बनाना');
    await partA.getByLabel('मेरा पसंदीदा खाना').fill('इडली');
    await partA.getByLabel('लंबाई (सेमी)').fill('98');
    await partA.getByLabel('वज़न (किग्रा)').fill('14.5');
    const saved = await submit(partA.getByRole('button', { name: 'सहेजें' }), {
      path: `/api/observations/my-child/${id}/about`,
    });
    expect(saved.status()).toBe(200);
    await shown(partA.getByText('प्रगति कार्ड के लिए सहेजा गया।'));
    const about = await parentApi<{ iLike: string; heightCm: number; weightKg: number }>(
      'GET',
      `/api/observations/my-child/${id}/about`,
    );
    expect(about.json).toMatchObject({ iLike: 'चित्र बनाना', heightCm: 98, weightKg: 14.5 });
    expect(await sideways(parent)).toBeLessThanOrEqual(0);

    // The teacher confirms a level the evidence shows, on part B.
    const teacherApi = await apiClient(TEACHER);
    const partB = (
      await teacherApi<{ rows: { competency: string; evidence: number }[] }>('GET', `/api/observations/hpc/${id}`)
    ).json;
    const seen = partB.rows.find((r) => r.evidence > 0)!;
    expect(seen, 'the demo term gives the child evidence').toBeDefined();
    const teacher = await newPage(browser, PHONE);
    await signInQuietly(teacher, TEACHER);
    await openLoaded(teacher, `${baseUrl()}/observations/card/${id}`, `/api/observations/hpc/${id}`);
    // A level other than the one shown, so the choice is the teacher's own.
    const select = teacher.getByRole('combobox', { name: `Level confirmed for ${seen.competency}` });
    const picked = (await select.inputValue()) === 'With some help' ? 'On their own' : 'With some help';
    await select.click();
    await teacher.getByRole('option', { name: picked, exact: true }).click();
    const confirmed = await submit(teacher.getByRole('button', { name: 'Confirm levels' }), {
      path: `/api/observations/hpc/${id}/levels`,
    });
    expect(confirmed.status()).toBe(200);

    // The centre's head signs it; the teacher publishes the class's signed cards in one action.
    expect((await (await apiClient(HEAD))('POST', `/api/observations/hpc/${id}/sign`)).status).toBe(200);
    await openLoaded(teacher, `${baseUrl()}/observations/coverage`, '/api/observations/coverage');
    const published = await submit(teacher.getByTestId('publish-class-cards'), {
      path: '/api/observations/hpc/publish-class',
    });
    expect(published.status()).toBe(200);
    const answer = (await published.json()) as { published: { name: string }[]; notSigned: { name: string }[] };
    expect(answer.published.map((c) => c.name)).toEqual([child.name]);
    await shown(teacher.getByTestId('publish-class-done'));
    if (answer.notSigned.length > 0)
      await until(() => teacher.getByTestId('publish-class-not-signed').textContent()).toContain(
        answer.notSigned[0].name,
      );
    expect(await sideways(teacher)).toBeLessThanOrEqual(0);
    await teacher.context().close();

    // The parent reads the card in Hindi and downloads its PDF in Hindi.
    await openLoaded(parent, `${baseUrl()}/observations/my-child`, `/api/observations/my-child/${id}/card`);
    const card = parent.getByTestId('hpc-published');
    await until(() => card.getByTestId('hpc-published-term').textContent()).toContain('सत्र');
    const inHindiWords = picked === 'On their own' ? 'अपने आप' : 'थोड़ी मदद से';
    await until(() => card.textContent()).toContain(inHindiWords);
    const read = (await parentApi<CardAnswer>('GET', `/api/observations/my-child/${id}/card`)).json;
    expect(read.published).toBe(true);
    const [download] = await Promise.all([
      parent.waitForEvent('download'),
      card.getByRole('button', { name: 'कार्ड डाउनलोड करें (PDF)' }).click(),
    ]);
    const words = pdfText(readFileSync((await download.path())!));
    for (const c of competenciesOfBand(read.band!)) expect(words, c.code).toContain(c.code);
    expect(await sideways(parent)).toBeLessThanOrEqual(0);
    await parent.context().close();
  });

  it('shows head office the coverage per centre without any child’s name', async () => {
    const names = (await (await apiClient(TEACHER))<ClassAnswer>('GET', '/api/observations/class')).json.children;
    const page = await newPage(browser, PHONE);
    await signInQuietly(page, HEAD_OFFICE);
    await openLoaded(page, `${baseUrl()}/observations/network`, '/api/observations/network-coverage');
    const table = page.getByTestId('network-coverage');
    await until(() => table.textContent()).toMatch(/\d+%/);
    const text = (await table.textContent()) ?? '';
    for (const child of names) expect(text).not.toContain(child.name);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});
