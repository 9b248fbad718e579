// Screenshots for the user guides (docs/guides/img/), taken against a running portal with the demo data:
//   npm run build
//   DATA_DIR=$(mktemp -d) PAYMENT_TEST_MODE=1 PORT=3310 node apps/server/dist/main.js   # seeds on first start
//   node scripts/guide-shots.mjs [--base http://127.0.0.1:3310] [--only teacher,parent]
// Viewport shots (not full pages) keep each PNG small; phones are shot at 390 px for the roles that use one.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const { values: args } = parseArgs({
  options: { base: { type: 'string', default: 'http://127.0.0.1:3310' }, only: { type: 'string' } },
});
const out = path.resolve(import.meta.dirname, '../docs/guides/img');
const PASSWORD = 'Demo@12345';
const DESK = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

/** Per guide: the demo account it signs in as, and the screens it shows (name → path). */
const GUIDES = {
  'head-office': {
    account: 'superadmin@demo.school',
    desk: {
      home: '/profile/dashboard',
      benchmarks: '/report/benchmarks',
      franchisees: '/franchisee',
      royalty: '/royalty/list',
      tickets: '/ticketing-bees/bees-ticket-list/open',
      'access-log': '/safeguards/access-log',
    },
  },
  'centre-owner': {
    account: 'franchisee-a@demo.school',
    desk: {
      home: '/profile/dashboard',
      enquiries: '/forms/list',
      students: '/students/details/page/1',
      today: '/day/today',
      'fee-plans': '/fee-component/list',
      staff: '/staff/details',
    },
  },
  counsellor: {
    account: 'counsellor@demo.school',
    desk: {
      home: '/profile/dashboard',
      'enquiry-dashboard': '/forms/enquiry/dashboard',
      'new-enquiry': '/forms/enquiry-form',
      'follow-ups': '/forms/followup',
      waitlist: '/waitlist/list',
    },
  },
  teacher: {
    account: 'teacher@demo.school',
    desk: {
      home: '/profile/dashboard',
      roster: '/day/roster',
      homework: '/class/viewHomework',
      trainings: '/trainer-led',
      'my-attendance': '/staff/home',
    },
    phone: { home: '/profile/dashboard', roster: '/day/roster', messages: '/messages/inbox' },
  },
  parent: {
    account: 'parent@demo.school',
    // The demo child is not in yet: the teacher checks him in and logs his morning first.
    prepare: async () => {
      const teacher = await apiSession('teacher@demo.school');
      const child = { studentAdmissionId: 1 };
      await teacher('POST', '/api/day/roster/check-in', child);
      await teacher('POST', '/api/day/care-events', { ...child, kind: 'MOOD', mood: 'HAPPY' });
      await teacher('POST', '/api/day/care-events', { ...child, kind: 'MEAL', meal: 'SNACK', portion: 'MOST' });
    },
    desk: { home: '/profile/dashboard', messages: '/messages', consents: '/consents/mine' },
    phone: { home: '/profile/dashboard', today: '/day/my-child', 'fee-account': '/student-account/details' },
  },
};

/** Waits until the screen has drawn its data: no loader left, fonts ready, then two frames. */
async function settle(page) {
  await page.waitForLoadState('load');
  await page
    .waitForFunction(() => !document.querySelector('.mantine-Loader-root, [aria-busy="true"]'), null, {
      timeout: 15_000,
    })
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(800);
}

async function signIn(page, email) {
  await page.goto(`${args.base}/login`);
  await page.getByLabel(/email or mobile/i).fill(email);
  await page.getByLabel(/^password/i).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/profile\/dashboard/, { timeout: 60_000 });
}

/** An API caller signed in as a demo account; a refusal is reported, not thrown (the shots still go on). */
async function apiSession(email) {
  const login = await fetch(`${args.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: PASSWORD }),
  });
  const { token } = await login.json();
  return async (method, url, body) => {
    const res = await fetch(`${args.base}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) console.warn(`${method} ${url}: ${res.status} ${await res.text()}`);
  };
}

async function shoot(browser, guide, { account }, viewport, screens, suffix) {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block', timezoneId: 'Asia/Kolkata' });
  const page = await context.newPage();
  await signIn(page, account);
  for (const [name, url] of Object.entries(screens)) {
    await page.goto(`${args.base}${url}`);
    await settle(page);
    const file = path.join(out, `${guide}-${name}${suffix}.png`);
    await page.screenshot({ path: file });
    console.log(file);
  }
  await context.close();
}

mkdirSync(out, { recursive: true });
const only = args.only?.split(',');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const [guide, spec] of Object.entries(GUIDES)) {
    if (only && !only.includes(guide)) continue;
    await spec.prepare?.();
    await shoot(browser, guide, spec, DESK, spec.desk, '');
    if (spec.phone) await shoot(browser, guide, spec, PHONE, spec.phone, '-phone');
  }
} finally {
  await browser.close();
}
