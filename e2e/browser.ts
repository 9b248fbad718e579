import { inject } from 'vitest';
import { type Browser, type BrowserContext, type Locator, type Page, type Response } from 'playwright-core';
import { sharedChromium } from './chromium.ts';
import { noteFailedFiles } from './failure-report.ts';
import { flowPortal } from './flow-portal.ts';
import { timed, timedPoll } from './steps.ts';

export const DEMO_PASSWORD = 'Demo@12345';
export const baseUrl = () => flowPortal().baseUrl;

/**
 * Debian's Chromium, one per test worker, kept from one flow file to the next; each test opens its own context,
 * and every context a file opened is closed when it ends (e2e/chromium.ts, e2e/flow-portal.ts).
 */
export async function launch(): Promise<Browser> {
  return sharedChromium(inject('chromiumDisabledFeatures'));
}

/**
 * A page in a fresh context. The service worker is blocked unless a flow asks for it: installing it precaches
 * the whole portal (hundreds of files) in every context, which is most of a flow's time on a slow machine.
 */
export async function newPage(
  browser: Browser,
  viewport = { width: 1366, height: 860 },
  opts: {
    bypassCSP?: boolean;
    serviceWorkers?: 'allow' | 'block';
    timezoneId?: string;
    reducedMotion?: 'reduce' | 'no-preference';
  } = {},
): Promise<Page> {
  // Pages ask for reduced motion, as a person may (the theme then skips transitions): nothing slides while a flow
  // waits for an element to stand still, and no frames are drawn for a fade no check looks at.
  const context: BrowserContext = await browser.newContext({
    viewport,
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
    ...opts,
  });
  noteFailedFiles(context);
  // A click or a wait for an element with no budget of its own waits as long as an answer may take.
  context.setDefaultTimeout(BUDGET.answer);
  return context.newPage();
}

export type { Browser, Page };

/**
 * Opens a screen and waits for the answer of the API path its data comes from, then for a frame: a check that
 * something is absent is only meaningful once the list has drawn. (A live stream keeps the network from ever
 * falling idle, so 'networkidle' is no signal.)
 */
export async function openLoaded(page: Page, url: string, apiPath: string): Promise<void> {
  await timed('open', apiPath, BUDGET.answer, async () => {
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === apiPath && r.ok(), {
      timeout: BUDGET.answer,
    });
    await go(page, url);
    await answered;
  });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * Opens a screen of the portal (a path, or the portal's whole address). On a page already running the app it opens
 * it inside the app, every answer asked again as a fresh load would (`portalAutomation`, apps/web/src/automation.ts),
 * and waits until the screen is drawn, refused, failed or asking for a centre or year first: a full load of an
 * office screen cost 1.3 core-s against 0.1 (docs/testing.md). Elsewhere (a new page, the API's page a quiet
 * sign-in leaves, the same path again) the page loads it.
 */
export async function go(page: Page, to: string): Promise<void> {
  const url = new URL(to, baseUrl());
  // E2E_FULL_LOADS=1 loads every screen afresh (docs/testing.md), to tell whether a failure comes from opening inside.
  if (process.env.E2E_FULL_LOADS || !(await openedInApp(page, url.pathname + url.search + url.hash))) {
    await page.goto(url.toString());
    return;
  }
  await page.waitForFunction(screenShown, undefined, { timeout: BUDGET.poll, polling: 40 });
}

/** Asks the app running on the page to open the path; false where none runs, none has drawn, or it shows that path. */
async function openedInApp(page: Page, path: string): Promise<boolean> {
  return page
    .evaluate((next) => {
      const automation = (window as unknown as { portalAutomation?: { open(path: string): void } }).portalAutomation;
      const drawn = document.documentElement.dataset.screen;
      if (!automation || !drawn || new URL(next, window.location.href).pathname === window.location.pathname)
        return false;
      automation.open(next);
      return true;
    }, path)
    .catch(() => false);
}

/**
 * The app shows the screen of the address (`<html data-screen>`, set by the route's screen once drawn), or what it
 * draws instead: its failure, its refusal, or the centre or year to choose first.
 */
export function screenShown(): boolean {
  return (
    document.documentElement.dataset.screen === window.location.pathname ||
    document.querySelector(
      '[data-testid="route-error"], [data-testid="page-refused"], [data-testid="choose-centre"], ' +
        '[data-testid="choose-year"]',
    ) !== null
  );
}

/** Which answers `submit` waits for: by default the first non-GET request to the API after the click. */
export interface AnswerMatch {
  /** The API path (exact) or a pattern it matches. */
  path?: string | RegExp;
  /** The request's method; any but GET when not given. */
  method?: string;
}

function answers(match: AnswerMatch) {
  return (response: Response): boolean => {
    const { pathname } = new URL(response.url());
    if (!pathname.startsWith('/api/')) return false;
    const method = response.request().method();
    if (match.method ? method !== match.method : method === 'GET') return false;
    if (match.path === undefined) return true;
    return typeof match.path === 'string' ? pathname === match.path : match.path.test(pathname);
  };
}

/**
 * Clicks an action that sends a request (a save, an approval, a payment, an upload) and waits for that request's
 * answer, whatever its status. The check that follows then starts from the server's reply: a poll right after
 * the click would spend its budget on the request itself, which a loaded machine makes arbitrarily slow.
 */
export async function submit(target: Locator, match: AnswerMatch = {}): Promise<Response> {
  return timed('answer', match.path?.toString() ?? 'the action', BUDGET.answer, async () => {
    const answered = target.page().waitForResponse(answers(match), { timeout: BUDGET.answer });
    // A click that fails leaves the wait behind: it must not surface later as an unhandled rejection.
    answered.catch(() => undefined);
    await clickAtOnce(target);
    return answered;
  });
}

/**
 * Clicks an element once it is actionable (visible, stable, enabled and on top where it is: a trial click checks
 * it all), with the press and the release dispatched to the element itself. Playwright's click sends them to a
 * point of the screen one after the other and checks only the press's target: when the page moves between them
 * (a banner arriving above, a drawer's rows loading) the release lands elsewhere and nothing is clicked. The press
 * keeps what a press does (the focus moves, so the field before commits what was typed, and popovers close), and the
 * release comes a round trip later, as a person's would, once the page has drawn what the press changed.
 */
export async function clickAtOnce(target: Locator): Promise<void> {
  await target.click({ trial: true });
  await target.evaluate((el) => {
    const mouse = { bubbles: true, cancelable: true, composed: true, button: 0, buttons: 1 };
    el.dispatchEvent(new PointerEvent('pointerdown', { ...mouse, pointerType: 'mouse', isPrimary: true }));
    if (el.dispatchEvent(new MouseEvent('mousedown', mouse)) && el instanceof HTMLElement) el.focus();
  });
  await target.evaluate((el) => {
    const mouse = { bubbles: true, cancelable: true, composed: true, button: 0, buttons: 0 };
    el.dispatchEvent(new PointerEvent('pointerup', { ...mouse, pointerType: 'mouse', isPrimary: true }));
    el.dispatchEvent(new MouseEvent('mouseup', mouse));
    el.dispatchEvent(new MouseEvent('click', { ...mouse, detail: 1 }));
  });
}

/** How far the page is wider than its window: above 0, a phone scrolls sideways to read it. */
export const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Waits for the page's fonts before a screenshot (Indic scripts load their own). */
export async function settleForShot(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready).catch(() => undefined);
}

/** Screenshots for a person to look at, taken only when the environment variable names a folder. */
export function shooter(folderVariable: string) {
  const folder = process.env[folderVariable];
  return async (page: Page, name: string): Promise<void> => {
    if (!folder) return;
    await settleForShot(page);
    await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
  };
}

/**
 * The budgets of a flow's steps, from their times measured in the suite on a loaded two-core machine (the two
 * browser passes side by side, the end-of-run report lists the steps past half of theirs) with a wide margin:
 * - an answer: a request and its reply (a save, a payment, a screen's data), at most ~6 s measured;
 * - a poll: what the screen shows after an answer, or a first visit's chunk and data, at most ~5 s measured.
 */
export const BUDGET = { answer: 45_000, poll: 20_000 };

/**
 * Polls an outcome until it matches or the budget runs out. After an action that sends a request, wait for its
 * answer first (`submit`): the poll is for what the screen draws from it.
 */
export const until = <T>(read: () => Promise<T> | T, budgetMs = BUDGET.poll, message?: string) =>
  timedPoll(read, budgetMs, message);

/**
 * Waits until the element is visible. Playwright watches the page itself, so a confirmation that shows for a few
 * seconds (a toast) is seen even when the machine is too loaded for a poll's own round trips to catch it.
 */
export async function shown(target: Locator, budgetMs = BUDGET.poll): Promise<void> {
  await timed('poll', 'shown', budgetMs, () => target.waitFor({ state: 'visible', timeout: budgetMs }));
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 860 };

/** The newest message the portal sent to a recipient (its development outbox file). */
export async function lastMessageTo(recipient: string): Promise<{ body: string }> {
  const { readFileSync, existsSync } = await import('node:fs');
  const file = `${flowPortal().dataDir}/outbox.log`;
  for (let i = 0; i < 40; i++) {
    if (existsSync(file)) {
      const lines = readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l));
      const hit = lines.reverse().find((l) => l.to === recipient);
      if (hit) return hit;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no message to ${recipient}`);
}

/** Names of the menu items the shell stored for the signed-in user. */
export async function storedMenu(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (JSON.parse(localStorage.getItem('menu') ?? '[]') as { name: string }[]).map((m) => m.name),
  );
}

/** Signs in through the login screen and waits for the shell. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${baseUrl()}/login`);
  await page.getByLabel(/email or mobile/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await submit(page.getByRole('button', { name: 'Sign in', exact: true }), { path: '/api/auth/login' });
  await page.waitForURL(/\/profile\/dashboard/);
  // Signed in means the home drawn, not only its address: an account speaking another language than the device once
  // moved the address bar to the home while the sign-in screen stayed on show (PortalRouter, routing/router.tsx).
  await page.waitForFunction(screenShown, undefined, { timeout: BUDGET.poll, polling: 40 });
}

/**
 * Signs in without the sign-in screen, for a flow whose next step opens a screen of its own: the session the
 * screen stores after a password sign-in (`startSession` in apps/web/src/session/actions.ts: the token, who the
 * person is, their roles and the menu, and their language) is written to local storage on a blank page of the
 * portal, so the next page is the first the app draws. The sign-in screen then the home cost a flow two app loads
 * before the screen it is about (e2e/shell.e2e.ts proves both ways store the same session).
 */
export async function signInQuietly(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const stored = await timed('answer', '/api/auth/login (quietly)', BUDGET.answer, () =>
    sessionStorageOf(email, password),
  );
  // A document of the portal's origin that loads no app: local storage is the origin's.
  await page.goto(`${baseUrl()}/api/health`);
  await page.evaluate((entries) => {
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, Object.entries(stored));
}

/** What the sign-in screen leaves in local storage for this account (the values as the web app writes them). */
export async function sessionStorageOf(email: string, password = DEMO_PASSWORD): Promise<Record<string, string>> {
  const call = await apiClient(email, password);
  const me = await call<SignedInMe>('GET', '/api/admin/me');
  if (me.status !== 200) throw new Error(`who is ${email}: ${me.status} ${me.text}`);
  const role = me.json.superAdmin || me.json.roles.length !== 1 ? null : me.json.roles[0];
  const menu = await call<{ menu: unknown[]; hasEnquiryAccess: 0 | 1 }>(
    'GET',
    `/api/user/menu${role ? `?roleId=${role.id}` : ''}`,
  );
  if (menu.status !== 200) throw new Error(`the menu of ${email}: ${menu.status} ${menu.text}`);
  const json = (value: unknown) => JSON.stringify(value);
  return {
    token: call.token,
    me: json(me.json),
    superadmin: json(me.json.superAdmin),
    roles: json(me.json.roles),
    access: json(me.json.roles),
    // The web app removes a key set to null: every role at once is no stored role.
    ...(role ? { role: json(role) } : {}),
    menuShow: json(true),
    menu: json(menu.json.menu),
    hasEnquiryAccess: json(menu.json.hasEnquiryAccess),
    ...(me.json.language ? { lang: me.json.language } : {}),
  };
}

/** The fields of `GET /api/admin/me` the stored session is made from. */
interface SignedInMe {
  superAdmin: boolean;
  roles: { id: number }[];
  language: string | null;
}

/** Clears local storage and cookies so the next sign-in starts clean. */
export async function signOutHard(page: Page): Promise<void> {
  // The running app still holds the session it read at its start: the next screen is opened by a fresh load (`go`).
  await page.evaluate(() => {
    localStorage.clear();
    delete (window as unknown as { portalAutomation?: unknown }).portalAutomation;
  });
  await page.context().clearCookies();
}

/**
 * Picks an option of a searchable select after typing part of it. The options may still be loading
 * when the select opens, or the list may close under the pointer when the page settles after a
 * save; then the typing and the pick are done again.
 */
export async function choose(page: Page, input: Locator, typed: string, option: string) {
  const target = page.getByRole('option', { name: option, exact: true });
  for (let attempt = 1; ; attempt++) {
    await input.click();
    await input.fill(typed);
    const last = attempt === 3;
    const picked = await target
      .click({ timeout: last ? 30_000 : 5_000 })
      .then(() => pickTaken(target, last))
      .catch((error: unknown) => {
        if (last) throw error;
        return false;
      });
    if (picked) return;
    await input.fill('');
    await page.keyboard.press('Escape');
  }
}

/**
 * Waits for a clicked option to be taken: the list closed with it, or it shows checked (a list that stays open, a
 * multiple choice). A click that lands while the list redraws its options (the centre's classes arriving) clicks
 * nothing and leaves the list open on the option unchecked: the form then refused "Class is required" on a save.
 * Not taken within the wait, it throws, and `choose` picks again (or fails on its last try).
 */
async function pickTaken(option: Locator, last: boolean): Promise<true> {
  const taken = async () => !(await option.isVisible()) || (await option.getAttribute('aria-selected')) === 'true';
  await until(taken, last ? BUDGET.poll : 2_000).toBe(true);
  return true;
}

/**
 * Picks an option of a select that is not searchable and waits for the field to show it. On a busy machine the
 * list may still be placing itself or drawing its options when the click lands, which then picks nothing and
 * leaves the list open over the fields below: the list is closed and the pick done again.
 */
export async function pick(page: Page, input: Locator, option: string | RegExp) {
  const target = page.getByRole('option', { name: option, exact: typeof option === 'string' });
  for (let attempt = 1; ; attempt++) {
    const last = attempt === 3;
    await input.click();
    await target.click({ timeout: last ? 30_000 : 5_000 }).catch((error: unknown) => {
      if (last) throw error;
    });
    const picked = await until(async () => (await input.inputValue()) !== '', last ? BUDGET.poll : 2_000)
      .toBe(true)
      .then(() => true)
      .catch((error: unknown) => {
        if (last) throw error;
        return false;
      });
    if (picked) return;
    await page.keyboard.press('Escape');
  }
}

/** An API client signed in as a demo account, for set-up and checks that are not what a flow is about. */
export async function apiClient(email: string, password = DEMO_PASSWORD) {
  const login = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  if (!login.ok) throw new Error(`sign-in of ${email} failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  async function call<T = unknown>(method: string, path: string, body?: unknown) {
    const res = await fetch(`${baseUrl()}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, json: (text ? JSON.parse(text) : null) as T, text };
  }
  // The session's token, for a flow that stores it in the browser (signInQuietly).
  return Object.assign(call, { token });
}
