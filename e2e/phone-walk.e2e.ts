import { mkdirSync } from 'node:fs';
import type { PortalRoute } from '@portal/ui/routing';
import { beforeAll, describe, expect, it } from 'vitest';
import { evaluateGuard } from '../apps/web/src/routing/guard.ts';
import { loadRouteTable } from '../apps/web/src/routing/table.ts';
import { accessOf } from '../apps/web/src/session/access.ts';
import type { SessionState } from '../apps/web/src/session/store.ts';
import { apiClient, launch, newPage, PHONE, signIn, type Browser, type Page, until, go } from './browser.ts';
import { menuLinks, openScreen, seriousViolations, settle, watchRequests } from './screen-walk.ts';
import { walked } from '../apps/server/test/walked.ts';

/**
 * A parent and a teacher on a 390 px phone, in English and in Hindi: every route their access opens (read from the
 * route table and the role's session, so a new screen is walked without being listed here) loads without a failed
 * API call, never scrolls the page sideways, shows no badge or button with its words cut, and passes axe without a
 * serious or critical violation.
 */

const SHOTS = process.env.PHONE_WALK_SHOTS_DIR;

/**
 * Routes another flow walks: the parent's and teacher's home (e2e/homes.e2e.ts), and joining a live class or
 * training, which hands over to the meeting server (e2e/online-class.e2e.ts, e2e/training.e2e.ts).
 */
const WALKED_ELSEWHERE = new Set([
  '/profile/dashboard',
  '/online-class/join/:referenceID',
  '/trainer-led/join/:referenceID',
]);

/**
 * Routes naming a kind of record the demo network has none of for the person (no homework handed in yet): the
 * walk says so if one of them gains a record or a new route joins them.
 */
const NO_DEMO_RECORD = new Set([
  '/class/reviewHomework/:studentId/:subjectId',
  '/grade-book/skills/photos/edit/:id',
  '/subjectdiary/edit-subjectdiary/:studentDiaryID',
  '/subjectdiary/show-subjectdiary/:studentDiaryID',
]);

type Call = Awaited<ReturnType<typeof apiClient>>;

/** Where a screen's record comes from when no earlier screen links to it: its path filled from the API. */
const RECORDS: Record<string, (call: Call) => Promise<string | null>> = {
  '/grade-book/skills/parameters/:skillId/:subSkillId': async (call) => {
    const rows = (await call<{ rows: { skillId: number; subSkillId: number }[] }>('GET', '/api/skill-parameters')).json
      .rows;
    return rows[0] ? `/grade-book/skills/parameters/${rows[0].skillId}/${rows[0].subSkillId}` : null;
  },
  '/log-book/view-book-log/:teacherID': async (call) =>
    filled('/log-book/view-book-log/:teacherID', await firstId(call, '/api/staff?pageSize=1', 'id')),
  '/self-training/teacher-performance-record/:staffID': async (call) =>
    filled('/self-training/teacher-performance-record/:staffID', await firstId(call, '/api/staff?pageSize=1', 'id')),
  '/report/figure/:key': async (call) => {
    const widgets = (await call<{ widgets?: { key: string }[] }>('GET', '/api/dashboard/widgets')).json.widgets;
    return widgets?.[0] ? `/report/figure/${widgets[0].key}` : null;
  },
  '/attendance/homeworkUpload/:id': async (call) =>
    filled('/attendance/homeworkUpload/:id', await firstId(call, '/api/class/viewHomework/mine', 'id')),
  '/my-audit/viewAudit/:id': async (call) =>
    filled('/my-audit/viewAudit/:id', await firstId(call, '/api/my-audit/list', 'id')),
  '/recorded/folder/:folderId/:classID?/:weekNo?/:dayNo?': async (call) => {
    const folders = (await call<{ folders?: { id: number }[] }>('GET', '/api/recorded/choices')).json.folders;
    return folders?.[0] ? `/recorded/folder/${folders[0].id}` : null;
  },
  '/learning/curriculum/:publicationId': async (call) =>
    filled('/learning/curriculum/:publicationId', await firstId(call, '/api/learning/curriculum', 'id')),
  '/gallery/photogallary-view-images/:ID': async (call) => {
    const albums = (await call<{ albums?: { id: number }[] }>('GET', '/api/gallery/albums')).json.albums;
    return filled('/gallery/photogallary-view-images/:ID', albums?.[0] ? String(albums[0].id) : null);
  },
  '/sop/folder/:folderId': async (call) => {
    const folders = (await call<{ folders?: { id: number }[] }>('GET', '/api/sop/home')).json.folders;
    return filled('/sop/folder/:folderId', folders?.[0] ? String(folders[0].id) : null);
  },
  // The dashboard links a feedback form only around a training's last session, which depends on the hour.
  '/trainer-led/trainer-feedback/:trainingID': async (call) => {
    const rows = (await call<{ rows?: { id: number; status: string }[] }>('GET', '/api/teacher-training/my')).json.rows;
    const held = rows?.find((r) => r.status === 'COMPLETED') ?? rows?.[0];
    return held ? `/trainer-led/trainer-feedback/${held.id}` : null;
  },
  '/transport/vendors/:logID/logs': async (call) =>
    filled('/transport/vendors/:logID/logs', await firstId(call, '/api/escort-vendors', 'id')),
};

/** A child named in a path: a parent's own child, a teacher's first child. */
const CHILD_PARAM = /^:(student(Admission)?Id|admissionID)$/i;

const filled = (path: string, id: string | null) => id && path.replace(/:[A-Za-z0-9_]+/, id);

let browser: Browser;
let table: PortalRoute[];
beforeAll(async () => {
  [browser, table] = await Promise.all([launch(), loadRouteTable()]);
});

/** The first id of a list the role may read, for filling a route's parameter with a real record. */
async function firstId(call: Call, path: string, key: string): Promise<string | null> {
  const res = await call<unknown>('GET', path);
  if (res.status !== 200) return null;
  const body = res.json as { rows?: Record<string, unknown>[] } | Record<string, unknown>[];
  const rows = Array.isArray(body) ? body : (body.rows ?? []);
  const value = rows[0]?.[key];
  return value === undefined || value === null ? null : String(value);
}

/** The child a parent's screens are about, or for a teacher the first child of the class they teach. */
async function childOf(call: Call, page: Page): Promise<string | null> {
  const me = await page.evaluate(() => JSON.parse(localStorage.getItem('me') ?? 'null'));
  const own = (me as { student?: { studentAdmissionID?: number } } | null)?.student?.studentAdmissionID;
  return own ? String(own) : firstId(call, '/api/day/roster', 'studentAdmissionId');
}

/** A generic resource screen's path filled with the first record of its resource the person may read. */
async function recordHref(call: Call, route: PortalRoute): Promise<string | null> {
  const resource = route.props?.resource;
  const params = requiredParams(route.path);
  if (typeof resource !== 'string' || params.length !== 1) return null;
  const id = await firstId(call, `/api/${resource}?pageSize=1`, 'id');
  return id && withoutOptional(route.path.replace(params[0]!, id));
}

/** The session the shell keeps in local storage, as the guard reads it. */
async function sessionOf(page: Page): Promise<SessionState> {
  const s = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
  const json = <T>(key: string, fallback: T): T => (s[key] ? (JSON.parse(s[key]) as T) : fallback);
  return {
    token: s.token ?? null,
    me: json('me', null),
    superAdmin: json<boolean>('superadmin', false) === true,
    access: json('access', []),
    roles: json('roles', []),
    role: json('role', null),
    menu: json('menu', []),
    menuShow: true,
    hasEnquiryAccess: 0,
    franchisee: json('franchisee', null),
    academicYear: json('academicYear', null),
  };
}

/** Every route of the table the signed-in person may open, in the guard's own words. */
function openRoutes(session: SessionState): PortalRoute[] {
  const access = accessOf(session);
  const roleNames = session.role ? [session.role.role] : (session.me?.roles ?? []).map((r) => r.role);
  return table.filter(
    (r) =>
      r.screen &&
      !r.redirectTo &&
      !r.guard?.public &&
      r.path !== '*' &&
      evaluateGuard(r.guard, { access, modulesAuth: session.me?.modulesAuth ?? [], roleNames }) === 'allow',
  );
}

interface Walker {
  page: Page;
  failed: string[];
  email: string;
  /** The path of the screen being walked. */
  current: { path: string };
}

/** Signs in on a phone and records every API answer of 400 or more. */
async function signedInPhone(email: string): Promise<Walker> {
  const page = await newPage(browser, PHONE, { bypassCSP: true });
  const walker = await watched(page, email);
  await signIn(page, email);
  // The screens of a centre's year open once the shell has chosen them (the guard's 'choose-year'): the walk reads
  // the session after it has, or a quick sign-in walked fewer screens than a slow one.
  await until(() => page.evaluate(() => ['franchisee', 'academicYear'].every((k) => localStorage.getItem(k)))).toBe(
    true,
  );
  await settle(page);
  return walker;
}

/** A second tab of the same signed-in phone, to walk half of the screens beside the first. */
async function secondTab(first: Walker): Promise<Walker> {
  const page = await first.page.context().newPage();
  const walker = await watched(page, first.email);
  await go(page, '/profile');
  await settle(page);
  return walker;
}

/** Watches a page's API calls: those in flight (for `settle`) and those answered 400 or more. */
async function watched(page: Page, email: string): Promise<Walker> {
  const failed: string[] = [];
  const current = { path: '' };
  // A request belongs to the screen that asked for it: an earlier screen's late answer is not this one's.
  const askedOn = new WeakMap<object, string>();
  page.on('request', (req) => askedOn.set(req, new URL(page.url()).pathname));
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.pathname.startsWith('/api/') && res.status() >= 400 && askedOn.get(res.request()) === current.path)
      failed.push(`${res.status()} ${res.request().method()} ${url.pathname}${url.search}`);
  });
  await watchRequests(page);
  return { page, failed, email, current };
}

/** What is wrong with the screen on show at phone width. */
async function phoneProblems(page: Page): Promise<string[]> {
  const problems = await page.evaluate(() => {
    const out: string[] = [];
    const root = document.scrollingElement!;
    if (root.scrollWidth > window.innerWidth)
      out.push(`page scrolls sideways: ${root.scrollWidth} > ${window.innerWidth}`);
    const cut = document.querySelectorAll<HTMLElement>(
      '.mantine-Badge-label, .mantine-Button-label, .mantine-Tabs-tabLabel, .mantine-SegmentedControl-label, ' +
        '.mantine-NavLink-label, .mantine-Chip-label',
    );
    for (const el of cut) {
      if (!el.checkVisibility()) continue;
      const style = getComputedStyle(el);
      const overflowing = el.scrollWidth > el.clientWidth + 1;
      if (style.textOverflow === 'ellipsis' || overflowing)
        out.push(`cut words "${el.textContent?.trim().slice(0, 60)}" (${el.className.split(' ')[0]})`);
    }
    // A control cut off by its card (the page itself does not scroll, the card clips it) is out of reach too.
    for (const el of document.querySelectorAll<HTMLElement>('main button, main a, main input, main [role="tab"]')) {
      const box = el.getBoundingClientRect();
      const name = (el.textContent || el.getAttribute('aria-label') || el.tagName).trim().slice(0, 40);
      if (box.width > 0 && box.right > window.innerWidth + 1 && el.checkVisibility())
        out.push(`"${name}" runs off the screen`);
    }
    for (const el of document.querySelectorAll<HTMLElement>('main table, main [role="table"]')) {
      const box = el.closest<HTMLElement>('.mantine-Table-scrollContainer, [data-scroll]') ?? el.parentElement!;
      if (el.checkVisibility() && box.scrollWidth > box.clientWidth + 1)
        out.push(`a table scrolls sideways: ${box.scrollWidth} > ${box.clientWidth}`);
    }
    return out;
  });
  for (const v of await seriousViolations(page)) problems.push(`axe ${v}`);
  return problems;
}

/** A route's path as a pattern for the hrefs that open it ('/day/incidents/view/:id' → /day/incidents/view/[^/]+). */
function patternOf(path: string): RegExp {
  const body = path
    .split('/')
    .map((part) => (part.startsWith(':') ? (part.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+') : part && `/${part}`))
    .join('');
  return new RegExp(`^${body.replace(/\/\(\?:/g, '(?:')}$`, 'i');
}

const requiredParams = (path: string) => path.split('/').filter((p) => p.startsWith(':') && !p.endsWith('?'));
const withoutOptional = (path: string) => path.replace(/\/:[A-Za-z0-9_]+\?/g, '') || '/';

/** In-app links on the screen on show: where real records' ids come from. */
async function linksOnScreen(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter((a) => a.origin === window.location.origin)
      .map((a) => a.pathname),
  );
}

/** Opens each screen and gathers what is wrong with it, prefixed with the person, the language and the path. */
async function walkScreens(walker: Walker, hrefs: string[], language: string, links: Set<string>) {
  const { page, failed } = walker;
  const problems: string[] = [];
  for (const href of hrefs) {
    opened++;
    failed.length = 0;
    walker.current.path = href;
    const notDrawn = await openScreen(page, href);
    for (const l of await linksOnScreen(page)) links.add(l);
    const seen = [...(notDrawn ? [notDrawn] : []), ...(await phoneProblems(page)), ...failed.map((f) => `API ${f}`)];
    problems.push(...seen.map((p) => `${walker.email} ${language} ${href}: ${p}`));
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      const name = `${walker.email.split('@')[0]}-${language}${href.replace(/[^a-z0-9]+/gi, '-')}`;
      await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
    }
  }
  return problems;
}

/**
 * Walks every route the person may open: first those without a record in their path (gathering the links they
 * show), then each route naming a record, opened with a real one linked from an earlier screen.
 */
async function walkEverything(email: string, language: 'en' | 'hi'): Promise<string[]> {
  const call = await apiClient(email);
  await call('PUT', '/api/admin/me/language', { language });
  const walker = await signedInPhone(email);
  try {
    if (language !== 'en')
      await until(() => walker.page.evaluate(() => document.documentElement.lang)).toBe(`${language}-IN`);
    const routes = openRoutes(await sessionOf(walker.page)).filter((r) => !WALKED_ELSEWHERE.has(r.path));
    const links = new Set<string>(await menuLinks(walker.page));
    const plain = routes.filter((r) => requiredParams(r.path).length === 0).map((r) => withoutOptional(r.path));
    // Two tabs share the walk: while one waits for its screen's data, the other checks its own.
    const tabs = [walker, await secondTab(walker)];
    const halves = (hrefs: string[]) =>
      Promise.all(
        tabs.map((tab, i) =>
          walkScreens(
            tab,
            hrefs.filter((_, j) => j % 2 === i),
            language,
            links,
          ),
        ),
      );
    const problems = (await halves(plain)).flat();
    const withRecord: string[] = [];
    const child = await childOf(call, walker.page);
    for (const r of routes.filter((r) => requiredParams(r.path).length > 0)) {
      const pattern = patternOf(r.path);
      const params = requiredParams(r.path);
      const href =
        [...links].find((l) => pattern.test(l)) ??
        (params.length === 1 && CHILD_PARAM.test(params[0]!) ? filled(withoutOptional(r.path), child) : null) ??
        (await RECORDS[r.path]?.(call)) ??
        (await recordHref(call, r));
      if (href && NO_DEMO_RECORD.has(r.path))
        problems.push(`${r.path} has a demo record now: take it off NO_DEMO_RECORD`);
      if (href) withRecord.push(href);
      else if (!NO_DEMO_RECORD.has(r.path))
        problems.push(`${email} ${language} ${r.path}: no demo record to open it with`);
    }
    problems.push(...(await halves(withRecord)).flat());
    return problems;
  } finally {
    await walker.page.context().close();
    if (language !== 'en') await call('PUT', '/api/admin/me/language', { language: 'en' });
  }
}

const PEOPLE = ['parent@demo.school', 'teacher@demo.school'];
/** Screens opened so far: each test records its share as the walk's count (`npm test` holds it to its floor). */
let opened = 0;

describe('the phone walk', () => {
  // The two people walk at once, each in their own signed-in context of the one browser.
  for (const language of ['en', 'hi'] as const)
    it(`a parent and a teacher, in ${language}`, { timeout: 360_000 }, async (context) => {
      const t0 = Date.now();
      const before = opened;
      const problems = await Promise.all(PEOPLE.map((email) => walkEverything(email, language)));
      walked(context, `screens opened on a phone in ${language}`, opened - before);
      console.log(`phone walk in ${language}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      expect(problems.flat()).toEqual([]);
    });
});
