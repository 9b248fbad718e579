import { appendFileSync } from 'node:fs';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { walked } from '../apps/server/test/walked.ts';
import { launch, newPage, signIn, type Browser, type Page, go } from './browser.ts';
import { failedFilesOf } from './failure-report.ts';
import {
  menuLinks,
  nativeDateInputs,
  openScreen,
  rawValues,
  refusedActions,
  seriousViolations,
  settle,
  visibleTexts,
  watchRequests,
  wordProblems,
} from './screen-walk.ts';

/**
 * Every main screen of every module, as the demo roles see them: each must pass axe without a serious
 * or critical violation, show no enumerated value as stored (only its label, or the spec's own wording),
 * no ISO date, no time with seconds or on the 24-hour clock, no stored code, nor the word "paise", and take
 * dates in the portal's DD-MM-YYYY input rather than the browser's; and every action on show (`data-action`) is one the
 * server lets the role call. The other roles open every screen of their menu for that, and are read in full only
 * on the screens no earlier role walked.
 *
 * While working on screens, `SCREEN_WALK_ROLES=teacher,parent` walks only the roles whose sign-in starts with
 * one of those words, `SCREEN_WALK_PATHS=/staff,/hr` only the screens whose path starts with one of those (and
 * the landing page), and `SCREEN_WALK_REPORT=<file>` appends every problem found to that file, one a line.
 */
const listed = (name: string) =>
  process.env[name]
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean) ?? [];
const ROLES = listed('SCREEN_WALK_ROLES');
const PATHS = listed('SCREEN_WALK_PATHS');
const REPORT = process.env.SCREEN_WALK_REPORT;
const walksRole = (email: string) => !ROLES.length || ROLES.some((r) => email.startsWith(r));
const walksPath = (href: string) => !PATHS.length || PATHS.some((p) => href.startsWith(p));

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const RAW = rawValues();
const visited = new Set<string>();
/** Screens opened so far, the landing pages included: each test records its share as a walk's count. */
let opened = 0;

/** What is wrong with the screen on show, each line naming the screen. */
async function problemsOf(page: Page, screen: string): Promise<string[]> {
  const problems: string[] = [];
  for (const v of await seriousViolations(page)) problems.push(`${screen}: axe ${v}`);
  for (const w of wordProblems(await visibleTexts(page), RAW)) problems.push(`${screen}: ${w}`);
  const dates = await nativeDateInputs(page);
  if (dates) problems.push(`${screen}: ${dates} browser date input(s) instead of the DD-MM-YYYY one`);
  if (REPORT && problems.length) appendFileSync(REPORT, problems.map((p) => `${p}\n`).join(''));
  return problems;
}

/**
 * Pages walking one role's screens side by side. Reading a screen waits mostly on the browser's drawing and the
 * portal's answers (a walk on one page used under 40 % of the two cores), so three pages at once end in about
 * half the time; `SCREEN_WALK_LANES=1` walks on one page.
 */
const LANES = Math.max(1, Number(process.env.SCREEN_WALK_LANES ?? 3));

async function signedInPage(email: string): Promise<Page> {
  // axe is injected as an inline script, which the portal's CSP rightly refuses.
  const page = await newPage(browser, undefined, { bypassCSP: true });
  await watchRequests(page);
  await signIn(page, email);
  await settle(page);
  return page;
}

/** Opens each screen on the page: refused or offering refused actions, and read in full unless `seen`. */
async function walkLane(page: Page, email: string, screens: { href: string; seen: boolean }[]): Promise<string[]> {
  const problems: string[] = [];
  for (const { href, seen } of screens) {
    opened++;
    const notDrawn = await openScreen(page, href);
    if (notDrawn) problems.push(`${email} ${href}: ${notDrawn}`);
    problems.push(...(await readingThroughReload(page, () => screenProblems(page, email, href, seen))));
  }
  return problems;
}

/** What is wrong with the screen on show: refused to the role, offering refused actions, and (unless seen) the rest. */
async function screenProblems(page: Page, email: string, href: string, seen: boolean): Promise<string[]> {
  const problems: string[] = [];
  // A menu offers only what the role may open, and a screen only the actions the role may take.
  if (await page.getByTestId('page-refused').count()) problems.push(`${email} ${href}: the role can't open it`);
  if (await page.getByText(CHUNK_FAILED).count())
    problems.push(
      `${email} ${href}: a part of it could not be downloaded`,
      ...failedFilesOf(page).map((f) => `  ${f}`),
    );
  for (const action of await refusedActions(page)) problems.push(`${email} ${href}: shows ${action}`);
  if (!seen) problems.push(...(await problemsOf(page, `${email} ${href}`)));
  return problems;
}

/** The screen boundary's words for a chunk that failed to load twice (packages/ui's shell.chunkFailed). */
const CHUNK_FAILED = 'A part of the portal could not be downloaded';

/**
 * Reads a screen; when the portal reloads the page meanwhile (its one reload after a part failed to load,
 * apps/web/src/routing/chunk-reload.ts), reads the reloaded screen instead of failing on the page that went.
 */
async function readingThroughReload(page: Page, read: () => Promise<string[]>): Promise<string[]> {
  try {
    return await read();
  } catch (error) {
    if (!String(error).includes('Execution context was destroyed')) throw error;
    await page.waitForLoadState('load');
    await settle(page);
    return read();
  }
}

/** Signs in as the role and walks its menu (read in full only where no earlier role was, when `onlyNew`). */
async function walk(email: string, extra: string[] = [], onlyNew = false): Promise<string[]> {
  if (!walksRole(email)) return [];
  const first = await signedInPage(email);
  opened++;
  const problems = await problemsOf(first, `${email} /profile/dashboard`);
  const links = [...(await menuLinks(first)), ...extra].filter((l) => l !== '/profile/dashboard' && walksPath(l));
  // Which screens this role reads in full is settled before any lane starts, in menu order, as one page did.
  const screens = links.map((href) => {
    const seen = onlyNew && visited.has(href);
    visited.add(href);
    return { href, seen };
  });
  const more = Math.min(LANES, screens.length) - 1;
  const lanes = [first, ...(await Promise.all(Array.from({ length: Math.max(0, more) }, () => signedInPage(email))))];
  const found = await Promise.all(
    lanes.map((page, lane) =>
      walkLane(
        page,
        email,
        screens.filter((_, i) => i % lanes.length === lane),
      ),
    ),
  );
  await Promise.all(lanes.map((page) => page.context().close()));
  return [...problems, ...found.flat()];
}

describe('every main screen', () => {
  // Each role's share of the screens opened is one count of the walk (`npm test` holds it to its floor).
  let before = 0;
  beforeEach(() => {
    before = opened;
  });
  afterEach((context) => walked(context, 'screens opened by a role', opened - before));

  it('the sign-in page and the public enquiry form', async () => {
    if (ROLES.length || PATHS.length) return;
    const page = await newPage(browser, undefined, { bypassCSP: true });
    await go(page, '/login');
    await page.getByTestId('login-form').waitFor();
    const problems = await problemsOf(page, '/login');
    // The walk still finds what its narrowed axe rules look for (`seriousViolations`): text spaced tighter than a
    // reader may override, however its !important is written.
    await page.evaluate(() => {
      const tight = document.createElement('p');
      tight.setAttribute('style', 'letter-spacing: 0.01em !important');
      tight.textContent = 'Letters set too tight';
      const close = document.createElement('p');
      close.setAttribute('style', 'word-spacing: 0 ! IMPORTANT');
      close.textContent = 'Words set too close';
      document.body.append(tight, close);
    });
    const spacing = (await seriousViolations(page)).find((v) => v.startsWith('avoid-inline-spacing:'));
    expect(spacing?.split(', ')).toHaveLength(2);
    await page.evaluate(() => document.body.querySelectorAll(':scope > p').forEach((p) => p.remove()));
    await go(page, '/enquiry-form/2');
    await page.getByTestId('centre-name').waitFor({ timeout: 30_000 });
    problems.push(...(await problemsOf(page, '/enquiry-form/2')));
    await page.context().close();
    expect(problems).toEqual([]);
  });

  // Budgets: 2½ times the slowest walk measured, 346 s and 202 s with two whole suites side by side (load 17).
  it('as head office (every module)', { timeout: 900_000 }, async () => {
    expect(
      await walk('superadmin@demo.school', [
        '/forms/enquiry-form',
        '/videos/upload',
        '/online-class/schedule-class',
        '/services/enquiries/add',
        '/sop/folder/1',
        '/sop/edit-section/1',
        '/staff/attendanceView/1',
      ]),
    ).toEqual([]);
  });

  it("as a centre's owner", { timeout: 520_000 }, async () => {
    expect(await walk('franchisee-a@demo.school')).toEqual([]);
  });

  it('as a teacher and a parent', { timeout: 300_000 }, async () => {
    const diary = [
      '/generaldiary/class-diary-list',
      '/generaldiary/add-generaldiary/02-11-2026',
      '/subjectdiary/add-subjectdiary',
    ];
    const [teacher, parent] = await Promise.all([walk('teacher@demo.school', diary), walk('parent@demo.school')]);
    expect([...teacher, ...parent]).toEqual([]);
  });

  it('as the other head-office and centre roles', { timeout: 900_000 }, async () => {
    const problems: string[] = [];
    for (const email of [
      'counsellor@demo.school',
      'finance@demo.school',
      'marketing@demo.school',
      'delivery@demo.school',
      'bsk@demo.school',
    ])
      problems.push(...(await walk(email, [], true)));
    expect(problems).toEqual([]);
  });
});
