import { beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  launch,
  newPage,
  openLoaded,
  shooter,
  signIn,
  signInQuietly,
  storedMenu,
  until,
  type Browser,
  type Page,
  submit,
  go,
} from './browser.ts';
import { seriousViolations } from './screen-walk.ts';

/**
 * Communication end to end: franchisee-a publishes an announcement to a class and its parent reads it (the
 * centre sees the read receipt); the centre uploads a photo to a class album from a phone and that class's
 * parent sees it in the child's gallery while a parent of another class does not.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const TAG = String(Date.now()).slice(-5);
const TITLE = `Bring a plant on Friday ${TAG}`;
const ALBUM = `Garden day ${TAG}`;
// A 64×48 JPEG: the server checks the bytes and makes the thumbnail with sharp.
const JPEG = Buffer.from(
  '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBD' +
    'AQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAwAEAD' +
    'ASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFgEBAQEAAAAAAAAAAAAAAAAA' +
    'AAQF/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AmAlYwAAAAAAAAAAAAAAAAAAAAAD/2Q==',
  'base64',
);
const shot = shooter('COMMUNICATION_SHOTS_DIR');

const text = (page: Page) => page.locator('body').innerText();

/** An API call with the page's session (the set-up a person would do through the generic forms). */
async function api(page: Page, method: 'GET' | 'POST', path: string, data?: object) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await page.request.fetch(`${baseUrl()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data ? { data } : {}),
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res.json();
}

const today = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

describe('communication', () => {
  it('publishes an announcement to a class that its parent reads, and not a parent of another class', async () => {
    const centre = await newPage(browser, { width: 1366, height: 860 }, { bypassCSP: true });
    await signIn(centre, 'franchisee-a@demo.school');
    expect(await storedMenu(centre)).toEqual(
      expect.arrayContaining(['announcement-list', 'photogallary-list', 'event-calendar-view', 'communication-sms']),
    );
    const child = await api(centre, 'GET', '/api/student-admission/1');
    const created = await api(centre, 'POST', '/api/announcements', {
      franchiseeId: child.franchiseeId,
      title: TITLE,
      body: '<p>We plant a <strong>class garden</strong> on Friday.</p>',
      audience: 'PARENT',
      classId: child.classId,
      publishFrom: today(),
    });
    await go(centre, '/announcement/announcement-list');
    await until(() => text(centre)).toContain(TITLE);
    expect(await seriousViolations(centre)).toEqual([]);
    await shot(centre, 'announcement-list-1366');

    const parent = await newPage(browser, { width: 390, height: 844 }, { bypassCSP: true });
    await signIn(parent, 'parent@demo.school');
    expect(await storedMenu(parent)).toEqual(expect.arrayContaining(['announcement-view', 'student-gallery']));
    await go(parent, '/announcement/announcement-view');
    const card = parent.getByTestId('announcement').filter({ hasText: TITLE });
    await until(() => card.innerText()).toContain('class garden');
    expect(await card.innerText()).toMatch(/\bnew\b/i);
    expect(await seriousViolations(parent)).toEqual([]);
    await shot(parent, 'announcement-view-parent-390');
    await submit(card.getByRole('button', { name: 'Mark as read' }));
    await until(() => card.getByRole('button', { name: 'Mark as read' }).count()).toBe(0);
    expect(await card.innerText()).toMatch(/\bread\b/i);

    const other = await newPage(browser, { width: 390, height: 844 }, { bypassCSP: true });
    await signInQuietly(other, 'parent2@demo.school');
    await openLoaded(other, `${baseUrl()}/announcement/announcement-view`, '/api/announcement/feed');
    await until(() => text(other)).toContain('Announcements');
    expect(await text(other)).not.toContain(TITLE);

    // The centre sees who read it.
    await go(centre, `/announcement/view-announcement/${created.id}`);
    await until(() => text(centre)).toContain('Read by 1');
    expect(await text(centre)).toContain('parent@demo.school');
    await shot(centre, 'announcement-receipts-1366');
  });

  it("shows a class album uploaded from a phone to that class's parent only", async () => {
    const phone = await newPage(browser, { width: 390, height: 844 }, { bypassCSP: true });
    await signIn(phone, 'franchisee-a@demo.school');
    const child = await api(phone, 'GET', '/api/student-admission/1');
    const album = await api(phone, 'POST', '/api/photo-albums', {
      franchiseeId: child.franchiseeId,
      classId: child.classId,
      title: ALBUM,
      eventDate: today(),
    });
    await go(phone, `/photogallary/view-photogallary/${album.id}`);
    await until(() => text(phone)).toContain(ALBUM);
    expect(await seriousViolations(phone)).toEqual([]);
    await phone
      .locator('input[type=file]')
      .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: JPEG });
    await until(() => phone.getByTestId('photo-grid').locator('img').count()).toBe(1);
    await shot(phone, 'album-upload-390');

    const parent = await newPage(browser, { width: 1366, height: 860 }, { bypassCSP: true });
    await signInQuietly(parent, 'parent@demo.school');
    await go(parent, '/gallery/student-view/1');
    const card = parent.getByTestId('student-album').filter({ hasText: ALBUM });
    await until(() => card.locator('img').count()).toBe(1);
    expect(await seriousViolations(parent)).toEqual([]);
    await shot(parent, 'gallery-student-view-1366');

    const other = await newPage(browser, { width: 1366, height: 860 }, { bypassCSP: true });
    await signInQuietly(other, 'parent2@demo.school');
    await openLoaded(other, `${baseUrl()}/photogallary/photogallary-view`, '/api/gallery/albums');
    await until(() => text(other)).toContain('Photo gallery');
    expect(await text(other)).not.toContain(ALBUM);
    await go(other, `/gallery/photogallary-view-images/${album.id}`);
    await until(() => text(other)).toMatch(/not found/i);
    expect(await text(other)).not.toContain(ALBUM);
  });

  it('shows the centre its event calendar by month, and the SMS composer', async () => {
    const centre = await newPage(browser, { width: 1366, height: 860 }, { bypassCSP: true });
    await signInQuietly(centre, 'franchisee-a@demo.school');
    await go(centre, '/eventcalendar/event-calendar-view');
    await until(() => centre.getByTestId('event-calendar').innerText()).toMatch(/Sports day|Centre closed for Diwali/);
    await shot(centre, 'event-calendar-1366');
    await centre.getByRole('button', { name: 'List' }).click();
    await shot(centre, 'event-calendar-list-1366');
    await go(centre, '/communications/sms/send');
    await until(() => text(centre)).toContain('Send an SMS');
    expect(await seriousViolations(centre)).toEqual([]);
    await shot(centre, 'sms-send-1366');
  });
});
