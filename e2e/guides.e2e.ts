import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, launch, newPage, PHONE, signIn, type Browser, type Page, go } from './browser.ts';
import { settle, watchRequests } from './screen-walk.ts';

/**
 * The user guides' screenshots (docs/guides/img), taken by the suite against the demo data, so the pictures in
 * docs/guides/*.md show the screens as they are: each screen is checked on the way (it is the role's to open, and
 * a phone shows it without scrolling sideways). Viewport shots, not full pages, keep each PNG small.
 */
const IMAGES = path.resolve(import.meta.dirname, '../docs/guides/img');
const DESK = { width: 1366, height: 768 };

interface Guide {
  account: string;
  desk: Record<string, string>;
  phone?: Record<string, string>;
  /** What the demo data needs before the shots (the parent's day shows what the teacher logged). */
  prepare?: () => Promise<void>;
}

const GUIDES: Record<string, Guide> = {
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
    prepare: async () => {
      const teacher = await apiClient('teacher@demo.school');
      const child = { studentAdmissionId: 1 };
      // Another flow may have checked the child in already: the day shows his morning either way.
      await teacher('POST', '/api/day/roster/check-in', child);
      await teacher('POST', '/api/day/care-events', { ...child, kind: 'MOOD', mood: 'HAPPY' });
      await teacher('POST', '/api/day/care-events', { ...child, kind: 'MEAL', meal: 'SNACK', portion: 'MOST' });
    },
    desk: { home: '/profile/dashboard', messages: '/messages', consents: '/consents/mine' },
    phone: { home: '/profile/dashboard', today: '/day/my-child', 'fee-account': '/student-account/details' },
  },
};

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  mkdirSync(IMAGES, { recursive: true });
});

/** Opens each screen as the guide's account, checks it and takes its picture. */
async function shoot(page: Page, guide: string, screens: Record<string, string>, suffix: string) {
  for (const [name, url] of Object.entries(screens)) {
    await go(page, url);
    await settle(page, 300);
    expect(new URL(page.url()).pathname, `${guide} ${name}`).toBe(url);
    expect(await page.getByTestId('page-refused').count(), `${guide} may open ${name}`).toBe(0);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways, `${guide} ${name} scrolls sideways`).toBeLessThanOrEqual(1);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(IMAGES, `${guide}-${name}${suffix}.png`) });
  }
}

describe('the user guides', () => {
  for (const [guide, spec] of Object.entries(GUIDES))
    it(`shows the ${guide}'s screens as the guide pictures them`, async () => {
      await spec.prepare?.();
      for (const [viewport, screens, suffix] of [
        [DESK, spec.desk, ''],
        [PHONE, spec.phone, '-phone'],
      ] as const) {
        if (!screens) continue;
        const page = await newPage(browser, viewport, { timezoneId: 'Asia/Kolkata' });
        await watchRequests(page);
        await signIn(page, spec.account);
        await shoot(page, guide, screens, suffix);
        await page.context().close();
      }
    });
});
