import { beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '@portal/core';
import { admitChildren } from './admissions.ts';
import { apiClient, baseUrl, BUDGET, launch, newPage, PHONE, type Browser, type Page, until } from './browser.ts';

/**
 * The classroom without a connection, on the class's tablet: the centre head's tablet is enrolled for the
 * teacher's class, the teacher switches in with her PIN, the network goes, the morning is recorded (eight
 * check-ins, lunch for the class, naps, a photo, an incident draft, the class diary, a dose), the page is reloaded
 * without a network and keeps its queue, and when the network returns the server holds each record once, at the
 * time it happened, and the parent's timeline and class diary show them.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const HEAD = 'franchisee-a@demo.school';
const TEACHER = 'teacher@demo.school';
const PARENT = 'parent@demo.school';
const TABLET = { width: 800, height: 1280 };
const PIN = '4821';
/** A morning's arrivals: the class has at least this many children still to come when the network goes. */
const ARRIVALS = 8;
const NEWCOMERS = ['Tara', 'Kiara', 'Navya', 'Reyansh', 'Atharv', 'Shaurya', 'Anika', 'Pari'];
/** A 1×1 PNG: a photo the server takes by its bytes. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

type Roster = { classId: number; rows: { studentAdmissionId: number; name: string; inAt: string | null }[] };

const waiting = (page: Page) => page.getByTestId('waiting-to-send').textContent();

/** Now as a parent writes a dose's time: hh:mm AM/PM in India. */
function nowInIndia(): string {
  const india = new Date(Date.now() + 330 * 60_000);
  const h = india.getUTCHours();
  const mm = String(india.getUTCMinutes()).padStart(2, '0');
  return `${String(h % 12 || 12).padStart(2, '0')}:${mm} ${h < 12 ? 'AM' : 'PM'}`;
}

async function choose(page: Page, label: string, option: string) {
  const field = page
    .getByRole('dialog')
    .getByLabel(new RegExp(`^${label}`))
    .first();
  // On a busy machine the list can close under the pointer before the pick lands (the form's button then stays
  // disabled): the pick is made again until the field shows it.
  for (let attempt = 1; ; attempt++) {
    await field.click();
    await page.getByRole('option', { name: option, exact: true }).click();
    if ((await field.inputValue()) === option || attempt === 3) return;
  }
}

async function logFor(page: Page, child: string, kind: string) {
  await page
    .getByTestId('day-roster')
    .getByRole('button', { name: `Log for ${child}` })
    .click();
  await choose(page, 'What happened', kind);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Log', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe.each([
  ['tablet', TABLET],
  ['phone', PHONE],
])('the classroom offline on a %s', (size, viewport) => {
  it('records the morning without a network and sends each record once when it returns', async () => {
    const teacherApi = await apiClient(TEACHER);
    const head = await apiClient(HEAD);
    expect((await teacherApi('PUT', '/api/devices/my-pin', { pin: PIN, confirm: PIN })).status).toBe(200);
    const { json: roster0 } = await teacherApi<Roster>('GET', '/api/day/roster');
    // A real class has more children than the demo's: the centre admits the ones this morning needs.
    const missing = ARRIVALS - roster0.rows.filter((r) => !r.inAt).length;
    if (missing > 0)
      await admitChildren(
        head,
        roster0.classId,
        NEWCOMERS.slice(0, missing).map((first) => `${first} ${size === 'tablet' ? 'Bhat' : 'Nair'}`),
      );
    const { json: before } = await teacherApi<Roster>('GET', '/api/day/roster');
    const enrolled = await head<{ token: string }>('POST', '/api/devices', {
      classId: before.classId,
      name: `Class tablet (${size})`,
    });
    expect(enrolled.status, enrolled.text).toBe(201);
    const { json: parentDay } = await (
      await apiClient(PARENT)
    )<{ children: { studentAdmissionId: number; name: string }[] }>('GET', '/api/day/my-children');
    const child = parentDay.children[0];
    const parentApi = await apiClient(PARENT);
    const kinds = async () => {
      const { json } = await parentApi<{ entries: { kind: string; meal: string | null }[] }>(
        'GET',
        `/api/day/timeline/${child.studentAdmissionId}`,
      );
      return {
        naps: json.entries.filter((e) => e.kind === 'NAP_START' || e.kind === 'NAP_END').length,
        photos: json.entries.filter((e) => e.kind === 'PHOTO').length,
        lunches: json.entries.filter((e) => e.kind === 'MEAL' && e.meal === 'LUNCH').length,
      };
    };

    const incidentsOf = async (id: number) => {
      const { json } = await teacherApi<{ rows: { whatHappened: string }[] }>(
        'GET',
        `/api/day-incidents?studentAdmissionId=${id}&pageSize=100&fields=whatHappened`,
      );
      return json.rows;
    };

    // A medicine the parent authorised for now and the centre head approved: its dose is due on the tablet.
    const medicine = `Cough syrup (${size})`;
    const authorised = await parentApi<{ id: number }>('POST', '/api/day-medications', {
      studentAdmissionId: child.studentAdmissionId,
      medicine,
      dose: '5 ml',
      times: nowInIndia(),
      fromDate: todayInIndia(),
      toDate: todayInIndia(),
    });
    expect(authorised.status, authorised.text).toBe(201);
    expect((await head('POST', `/api/day-medications/${authorised.json.id}/approve`, {})).status).toBe(200);
    const dosesOf = async () => {
      const { json } = await teacherApi<{ medication: { id: number; given: unknown[] }[] }>(
        'GET',
        '/api/day/medication/today',
      );
      return json.medication.find((m) => m.id === authorised.json.id)?.given.length;
    };

    const page = await newPage(browser, viewport, { serviceWorkers: 'allow' });
    await page.goto(`${baseUrl()}/room`);
    await page.evaluate((token) => localStorage.setItem('device.roomToken', token), enrolled.json.token);
    await page.reload();
    const me = await teacherApi<{ firstName: string }>('GET', '/api/admin/me');
    await page
      .getByRole('button', { name: new RegExp(me.json.firstName) })
      .first()
      .click();
    await page.getByLabel('Your PIN').fill(PIN);
    await page.getByRole('button', { name: 'Switch in' }).click();
    await page.getByTestId('room-turn').waitFor();
    const roster = page.getByTestId('day-roster');
    await roster.getByText(child.name).first().waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // Today's medicines are read while online, and kept on the device.
    await page.getByRole('tab', { name: 'Medicines due' }).click();
    await page.getByTestId('medication-today').getByText(medicine).waitFor();
    await page.getByRole('tab', { name: 'Children' }).click();
    await roster.getByText(child.name).first().waitFor();

    const earlier = await kinds();
    // The network goes.
    await page.context().setOffline(true);
    const offlineFrom = Date.now();
    const notIn = before.rows.filter((r) => !r.inAt).slice(0, ARRIVALS);
    expect(notIn).toHaveLength(ARRIVALS);
    let queued = 0;
    for (const row of notIn) {
      // A table's row on the tablet, a card on the phone.
      await roster.locator('tr, [data-card]', { hasText: row.name }).getByRole('button', { name: 'Check in' }).click();
      queued++;
      await until(() => waiting(page)).toBe(`${queued} waiting to send`);
    }
    await page.getByRole('button', { name: 'Log for class' }).click();
    await choose(page, 'What happened', 'Meal');
    await choose(page, 'Meal', 'Lunch');
    await choose(page, 'How much', 'ate most');
    await page.getByRole('dialog').getByRole('button', { name: 'Log', exact: true }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    queued++;
    const napping = [child.name, ...before.rows.filter((r) => r.inAt).map((r) => r.name)].slice(0, 2);
    for (const name of napping) {
      // Two naps begin on the tablet and end on the phone.
      await logFor(page, name, size === 'tablet' ? 'Nap started' : 'Nap ended');
      queued++;
    }
    // A photo without a connection: the file waits on the device and goes first, then the event that shows it.
    await page
      .getByTestId('day-roster')
      .getByRole('button', { name: `Log for ${child.name}` })
      .click();
    await choose(page, 'What happened', 'Photo or video');
    await page
      .getByRole('dialog')
      .locator('input[type=file]')
      .setInputFiles({ name: 'painting.png', mimeType: 'image/png', buffer: Buffer.from(PNG, 'base64') });
    await page.getByRole('dialog').getByRole('button', { name: 'Log', exact: true }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    queued += 2;
    // An incident draft, written where it happened.
    const drafted = await incidentsOf(child.studentAdmissionId);
    await page
      .getByTestId('day-roster')
      .getByRole('button', { name: `Incident for ${child.name}` })
      .click();
    const report = page.getByRole('dialog');
    await choose(page, 'What kind', 'Injury');
    await report.getByLabel(/^Where/).fill('Sand pit');
    await report.getByLabel(/^What happened/).fill(`Scraped a knee (${size})`);
    await report.getByLabel(/^Staff present/).fill('Class teacher');
    await report.getByRole('button', { name: 'Save the report' }).click();
    await report.waitFor({ state: 'hidden' });
    queued++;
    await until(() => waiting(page)).toBe(`${queued} waiting to send`);
    // Today's class diary, written in the room.
    const diaryTitle = `Rainbow day (${size})`;
    await page.getByRole('button', { name: 'Class diary' }).click();
    const diary = page.getByRole('dialog');
    await diary.getByLabel(/^Title/).fill(diaryTitle);
    await diary.getByLabel(/^What the class did today/).fill('We painted with red, yellow and blue.');
    await diary.getByRole('button', { name: 'Save the diary' }).click();
    await diary.waitFor({ state: 'hidden' });
    queued++;
    await until(() => waiting(page)).toBe(`${queued} waiting to send`);
    // The dose, given on time without a network.
    await page.getByRole('tab', { name: 'Medicines due' }).click();
    await page
      .getByTestId('medication-today')
      .locator('.mantine-Card-root', { hasText: medicine })
      .getByRole('button', { name: 'Give a dose now' })
      .click();
    queued++;
    await until(() => waiting(page)).toBe(`${queued} waiting to send`);
    await page.getByRole('tab', { name: 'Children' }).click();

    // A reload without a network keeps the queue.
    await page.reload();
    await until(() => waiting(page)).toBe(`${queued} waiting to send`);

    // The network returns: everything is sent, once, with the time it happened.
    const backAt = Date.now();
    await page.context().setOffline(false);
    // The queue replays every record, one request after another: an answer's budget for the whole of it.
    await until(() => page.getByTestId('waiting-to-send').count(), BUDGET.answer).toBe(0);
    const { json: after } = await teacherApi<Roster>('GET', '/api/day/roster');
    for (const row of notIn) {
      const inAt = after.rows.find((r) => r.studentAdmissionId === row.studentAdmissionId)?.inAt;
      expect(inAt, `${row.name} checked in`).toBeTruthy();
      const at = new Date(inAt!).getTime();
      expect(at, `${row.name}'s arrival is the tap's time, not the sending's`).toBeGreaterThanOrEqual(
        offlineFrom - 1000,
      );
      expect(at).toBeLessThan(backAt);
    }
    expect(await dosesOf()).toBe(1);
    // The draft is kept once, at the time it was written, for the centre head to send.
    const reports = await incidentsOf(child.studentAdmissionId);
    expect(reports.filter((r) => r.whatHappened === `Scraped a knee (${size})`)).toHaveLength(1);
    expect(reports.length).toBe(drafted.length + 1);
    // The parent reads the diary once in the child's class diary.
    const { json: classDiary } = await parentApi<{ general: { title: string }[] }>(
      'GET',
      `/api/class-diary/view/${child.studentAdmissionId}`,
    );
    expect(classDiary.general.filter((g) => g.title === diaryTitle)).toHaveLength(1);
    // The parent's timeline shows each record once.
    expect(await kinds()).toEqual({
      naps: earlier.naps + 1,
      lunches: earlier.lunches + 1,
      photos: earlier.photos + 1,
    });
    await page.close();
  });
});
