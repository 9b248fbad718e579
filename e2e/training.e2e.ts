import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowPortal } from './flow-portal.ts';
import { moveHostedClocks } from './portal-host.ts';
import {
  launch,
  newPage,
  settleForShot,
  signIn,
  type Browser,
  type Page,
  submit,
  until,
  signInQuietly,
  go,
} from './browser.ts';
import { seriousViolations } from './screen-walk.ts';

/**
 * Trainer-led training end to end: head office creates a training for franchisee-a's
 * teachers; the teacher sees the schedule notice and accepts; at the start (the page's
 * clock moved forward) the join notice opens the meeting screen; after the end the
 * feedback notice leads to the feedback form; the report shows the feedback. Then the
 * trainer starts the same training from the trainings list and joins the teacher's room.
 *
 * The flow runs at 11:00 AM India time of the day it runs on, whatever the real hour: the portal's clock of the
 * training rules (its meeting window, its notices' day) and each page's clock are set to it, so the training
 * started five minutes before and ends within the hour on one day; the teacher's page clock then moves on to show
 * each notice.
 *
 * The portal's meeting server is a local page standing in for the meeting host (the portal is
 * started with JITSI_BASE_URL pointing at it), so the meeting frame really loads under the
 * portal's own Content-Security-Policy.
 */
let browser: Browser;
let meetingHost: Server;
/** Paths the stand-in meeting host was asked for. */
const meetingRequests: string[] = [];
beforeAll(async () => {
  browser = await launch();
  const { port } = new URL(flowPortal().meetingBaseUrl);
  meetingHost = createServer((req, res) => {
    meetingRequests.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>Meeting room</title><h1 id="room">Meeting room stand-in</h1>');
  });
  await new Promise<void>((resolve) => meetingHost.listen(Number(port), '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => meetingHost.close(resolve));
});

const IST_OFFSET = 330 * 60_000;
/** India wall-clock parts of an instant. */
function ist(at: Date) {
  const d = new Date(at.getTime() + IST_OFFSET);
  const iso = d.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}
/** The instant of an India wall-clock date and time. */
const instant = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);
const hhmmA = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return `${String(h % 12 === 0 ? 12 : h % 12).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};
const ddmmyyyy = (date: string) => date.split('-').reverse().join('-');

async function text(page: Page) {
  return page.locator('body').innerText();
}

const SHOTS = process.env.TRAINING_SHOTS_DIR;
/** Screenshots at a desktop's and a phone's width for a person to look at, only when TRAINING_SHOTS_DIR is set. */
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  const size = page.viewportSize()!;
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 860 });
    await settleForShot(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

/**
 * The flow's clock: 11:00 AM India time when the file began, running on since. (On the real clock a training kept to
 * one day with its notices an hour ahead could not be made from 11:55 PM to 12:30 AM, and the flow skipped.)
 */
let flowOffsetMs = 0;
const flowNow = () => new Date(Date.now() + flowOffsetMs);
beforeAll(async () => {
  const at = instant(ist(new Date()).date, '11:00');
  flowOffsetMs = at.getTime() - Date.now();
  await moveHostedClocks(at);
});

/** A page of the flow, its clock on the flow's. */
async function flowPage(options: { bypassCSP?: boolean } = {}): Promise<Page> {
  const page = await newPage(browser, { width: 1366, height: 860 }, options);
  await page.clock.install({ time: flowNow() });
  return page;
}

describe('trainer-led training', () => {
  /** The training the flow made, and the meeting address the teacher's join screen opened. */
  let joined: { trainingID: number; teacherSrc: string } | null = null;

  it('runs from creation to the feedback report', async () => {
    const now = flowNow();
    const { date: today } = ist(now);
    const start = ist(new Date(now.getTime() - 5 * 60_000)).time;
    const end = ist(new Date(now.getTime() + 60 * 60_000)).time;

    // Head office creates the training for franchisee-a's teachers.
    const admin = await flowPage({ bypassCSP: true });
    await signInQuietly(admin, 'superadmin@demo.school');
    await go(admin, '/trainer-led/new-training');
    await admin.getByTestId('field-title').fill('Storytelling for Little Learners');
    for (const id of ['field-fromDate', 'field-toDate']) {
      await admin.getByTestId(id).fill(today);
      await admin.getByTestId(id).press('Tab');
    }
    // The time as a person gives it: hh:mm, then AM or PM.
    for (const [id, time] of [
      ['field-fromTime', start],
      ['field-toTime', end],
    ] as const) {
      const [clock, half] = hhmmA(time).split(' ');
      await admin.getByTestId(`${id}-clock`).fill(clock);
      await admin.getByTestId(`${id}-${half}`).click();
    }
    await admin.getByTestId('field-capacity').fill('25');
    await admin.getByTestId('field-audienceFranchiseeIds').click();
    await admin.getByRole('option', { name: /Little Sprouts Preschool Indiranagar/ }).click();
    await admin.keyboard.press('Escape');
    await admin.getByTestId('trainer-0').click();
    await admin.getByRole('option', { name: /Farah Siddiqui/ }).click();
    expect(await seriousViolations(admin)).toEqual([]);
    await submit(admin.getByTestId('save-training'));
    await admin.waitForURL(/\/trainer-led\/registration-details\/\d+/);
    const trainingID = Number(/registration-details\/(\d+)/.exec(admin.url())![1]);
    await until(() => text(admin)).toContain('Lakshmi Iyer');

    // The teacher, an hour before the start: the schedule notice with Accept and Reject.
    const lead = 60;
    const teacher = await newPage(browser, { width: 1366, height: 860 }, { bypassCSP: true });
    await teacher.clock.install({ time: new Date(instant(today, start).getTime() - lead * 60_000) });
    await signIn(teacher, 'teacher@demo.school');
    // The demo's open classroom keeps a join notice of its own on the teacher's dashboard: notices of this training.
    const notice = (kind: string) =>
      teacher.locator(`[data-testid="training-notice-${kind}"][data-training="${trainingID}"]`);
    // The notices are folded into one line ("1 training needs you · View"); View unfolds them.
    const unfold = async () => {
      const toggle = teacher.getByTestId('training-notices-toggle');
      await toggle.waitFor();
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    };
    await unfold();
    const schedule = notice('schedule');
    await schedule.waitFor();
    expect(await schedule.innerText()).toContain(`Training scheduled at ${hhmmA(start)}, ${ddmmyyyy(today)}`);
    expect(await notice('join').count()).toBe(0);
    await submit(schedule.getByTestId('notice-accept'));
    await schedule.waitFor({ state: 'detached' });

    // Ten minutes before the start the join notice appears and opens the meeting screen.
    await teacher.clock.fastForward((lead - 10) * 60_000);
    const join = notice('join');
    await join.waitFor();
    expect(await join.innerText()).toContain(`Training starts at ${hhmmA(start)}, ${ddmmyyyy(today)}`);
    await join.getByTestId('notice-join').click();
    await teacher.waitForURL(/\/trainer-led\/join\/[A-Za-z0-9_-]{22}$/);
    const frame = teacher.getByTestId('meeting-frame');
    await frame.waitFor();
    const src = (await frame.getAttribute('src'))!;
    const room = `/training-${trainingID}-[0-9a-f]{24}\\?jwt=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`;
    expect(src.startsWith(`${flowPortal().meetingBaseUrl}/`)).toBe(true);
    expect(src).toMatch(new RegExp(room));
    // Under the portal's own Content-Security-Policy (this page does not bypass it, unlike the pages that run the
    // accessibility check), the meeting page loads inside the portal's page: a blocked frame would stay empty.
    const viewer = await flowPage();
    await signInQuietly(viewer, 'teacher@demo.school');
    await viewer.goto(teacher.url());
    const meeting = viewer.frameLocator('[data-testid="meeting-frame"]');
    await until(() =>
      meeting
        .locator('#room')
        .innerText({ timeout: 1000 })
        .catch(() => 'not loaded'),
    ).toBe('Meeting room stand-in');
    expect(meetingRequests.some((path) => new RegExp(`^${room}`).test(path))).toBe(true);
    const page = await text(viewer);
    await viewer.context().close();
    expect(page).toContain('Storytelling for Little Learners');
    // Configuration warnings are the System area's business, never a teacher's.
    expect(page).not.toContain('JITSI_APP_SECRET');
    expect(page).not.toMatch(/development secret/i);

    joined = { trainingID, teacherSrc: src };

    // After the end: the feedback notice leads to the trainer feedback form (it shows on the day the training
    // ended), the page's clock moved to half a minute past the end.
    await go(teacher, '/profile/dashboard');
    const browserNow = await teacher.evaluate(() => Date.now());
    await teacher.clock.fastForward(Math.max(1000, instant(today, end).getTime() + 30_000 - browserNow));
    await unfold();
    const feedback = notice('feedback');
    await feedback.waitFor();
    expect(await feedback.innerText()).toContain(`Training ended at ${hhmmA(end)}, ${ddmmyyyy(today)}`);
    await feedback.getByTestId('notice-feedback').click();
    await teacher.waitForURL(new RegExp(`/trainer-led/trainer-feedback/${trainingID}$`));
    await teacher.getByTestId('feedback-submit').waitFor();
    expect(await seriousViolations(teacher)).toEqual([]);
    for (const key of ['contentRating', 'deliveryRating', 'engagementRating', 'overallRating']) {
      await teacher.getByTestId(`rating-${key}`).locator('label').nth(3).click();
    }
    await teacher.getByTestId('feedback-comments').fill('Loved the puppet storytelling ideas.');
    await submit(teacher.getByTestId('feedback-submit'));
    await until(() => text(teacher)).toContain('Thank you!');
    await teacher.context().close();

    // The report shows the feedback, and the trainer's own report the comment.
    await go(admin, '/trainer-led/trainer-feedback-report');
    const report = admin.getByTestId('feedback-report');
    await report.waitFor();
    await until(() => report.innerText()).toContain('Storytelling for Little Learners');
    await report
      .getByRole('row')
      .filter({ hasText: 'Storytelling for Little Learners' })
      .getByRole('link', { name: 'Farah Siddiqui' })
      .click();
    await admin.waitForURL(new RegExp(`/trainer-led/indiviual-trainer-feedback-report/${trainingID}/\\d+$`));
    await until(() => text(admin)).toContain('Loved the puppet storytelling ideas.');
    expect(await text(admin)).toContain('Lakshmi Iyer');
    expect(await seriousViolations(admin)).toEqual([]);
    await admin.context().close();
  });

  // The trainer, on the flow's clock (the training began minutes ago), in the training the flow above made and
  // whose meeting the teacher opened: from the trainings list, Start asks first and refuses tomorrow's training;
  // this one starts, and Join Meeting opens the room the teacher is in.
  it('lets the trainer start the training and join the teacher in its meeting room', async () => {
    expect(joined, 'the flow above opened the teacher’s meeting').not.toBeNull();
    const { trainingID, teacherSrc } = joined!;
    const room = `/training-${trainingID}-[0-9a-f]{24}\\?jwt=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`;
    const trainer = await flowPage();
    await signInQuietly(trainer, 'trainer@demo.school');
    await go(trainer, '/trainer-led');
    const row = (title: string) => trainer.getByTestId('all-trainings').getByRole('row').filter({ hasText: title });
    const startDialog = trainer.getByRole('dialog', { name: 'Start training' });
    const startFromMenu = async (title: string) => {
      await row(title)
        .getByRole('button', { name: `Actions for ${title}` })
        .click();
      await trainer.getByTestId('start-training').click();
      await startDialog.waitFor();
    };
    await startFromMenu('Phonics Through Play');
    expect(await startDialog.getByTestId('start-refused').innerText()).toMatch(
      /^This training starts at 10:00 AM, \d{2}-\d{2}-\d{4}: it can be started from 09:00 AM, \d{2}-\d{2}-\d{4}$/,
    );
    expect(await startDialog.getByTestId('confirm-start').isDisabled()).toBe(true);
    await shot(trainer, 'start-refused');
    await trainer.keyboard.press('Escape');
    await startDialog.waitFor({ state: 'hidden' });
    const ours = row('Storytelling for Little Learners');
    await startFromMenu('Storytelling for Little Learners');
    expect(await startDialog.innerText()).toContain('Start ‘Storytelling for Little Learners’');
    expect(await startDialog.getByTestId('start-refused').count()).toBe(0);
    await submit(startDialog.getByTestId('confirm-start'));
    await startDialog.waitFor({ state: 'hidden' });
    await until(() => ours.innerText()).toMatch(/in progress/i);
    await ours.getByTestId('join-meeting').click();
    await trainer.waitForURL(/\/trainer-led\/join\/[A-Za-z0-9_-]{22}$/);
    const trainerSrc = (await trainer.getByTestId('meeting-frame').getAttribute('src'))!;
    // One room: the same path at the meeting host, and the same room in each one's own signed pass.
    expect(trainerSrc).toMatch(new RegExp(room));
    expect(new URL(trainerSrc).pathname).toBe(new URL(teacherSrc).pathname);
    const pass = (url: string) => {
      const jwt = new URL(url).searchParams.get('jwt')!;
      return { jwt, claims: JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString()) };
    };
    const [teacherPass, trainerPass] = [pass(teacherSrc), pass(trainerSrc)];
    expect(trainerPass.jwt).not.toBe(teacherPass.jwt);
    expect(trainerPass.claims).toMatchObject({
      room: teacherPass.claims.room,
      context: { user: { name: 'Farah Siddiqui', moderator: true } },
    });
    expect(teacherPass.claims.context.user).toMatchObject({ name: 'Lakshmi Iyer', moderator: false });
    // The trainer's page keeps the portal's Content-Security-Policy: her meeting loads in the frame too, and the
    // meeting host was asked for the one room with both passes.
    await until(() =>
      trainer
        .frameLocator('[data-testid="meeting-frame"]')
        .locator('#room')
        .innerText({ timeout: 1000 })
        .catch(() => 'not loaded'),
    ).toBe('Meeting room stand-in');
    await shot(trainer, 'trainer-in-meeting');
    const roomPath = new URL(teacherSrc).pathname;
    expect(meetingRequests).toEqual(
      expect.arrayContaining([`${roomPath}?jwt=${teacherPass.jwt}`, `${roomPath}?jwt=${trainerPass.jwt}`]),
    );
    await trainer.context().close();
  });
});
