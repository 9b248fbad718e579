import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  DESKTOP,
  launch,
  newPage,
  PHONE,
  shooter,
  shown,
  signInQuietly,
  submit,
  until,
  type Browser,
  type Page,
  sideways,
  go,
} from './browser.ts';

/**
 * The parents' rights desk on a phone: the parent reads what the school holds about their child and downloads it
 * as JSON; the parent asks for an enquiry of the family's that never became an admission to be erased, head office
 * completes it on the desk, and the parent reads the answer. Screenshots in English and Hindi at 390 and 1366 px
 * when PRIVACY_SHOTS_DIR names a folder. The accounts are put back to English at the end.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  for (const email of [PARENT, SUPER])
    await (
      await apiClient(email)
    )('PUT', '/api/admin/me/language', { language: 'en' });
});

const PARENT = 'parent@demo.school';
const SUPER = 'superadmin@demo.school';
/** The centre's head: looks up the year and classes and records the family's enquiry. */
const HEAD = 'franchisee-a@demo.school';
const shot = shooter('PRIVACY_SHOTS_DIR');

/** Picks an option of a Mantine select by its label. */
async function pick(page: Page, label: string, option: string | RegExp) {
  await page.getByLabel(label, { exact: true }).first().click();
  await page.getByRole('option', { name: option }).first().click();
}

describe('the rights desk', () => {
  it('a parent reads what the school holds about their child and downloads it', async () => {
    const page = await newPage(browser, PHONE);
    await signInQuietly(page, PARENT);
    await go(page, '/privacy/mine');
    const held = page.getByTestId('held-data');
    await shown(held.getByText('Student admission').first());
    await shown(page.getByTestId('grievance-officer').getByText(/Meera Nair/));
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await shot(page, 'my-data-390-en');

    const download = page.waitForEvent('download');
    await held.getByTestId('download-my-data').click();
    const file = await (await download).path();
    const data = JSON.parse(readFileSync(file, 'utf8')) as {
      subject: { childName: string };
      resources: { resource: string }[];
      processors: { name: string }[];
    };
    expect(data.subject.childName).toBe('Aarav Kapoor');
    expect(data.resources.map((r) => r.resource)).toEqual(expect.arrayContaining(['student', 'student-admission']));
    // The register as this server is configured: meetings on the Jitsi server JITSI_BASE_URL names (a local
    // stand-in here), payments in test mode (the portal's own, no Razorpay).
    expect(data.processors.map((p) => p.name)).toContainEqual(
      expect.stringMatching(/^Jitsi meeting server at 127\.0\.0\.1:/),
    );
    expect(data.processors.map((p) => p.name)).not.toContain('Razorpay');

    await page.getByRole('link', { name: 'Privacy notice' }).click();
    await shown(page.getByTestId('processors').getByText(/^Jitsi meeting server at 127\.0\.0\.1:/));
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await shot(page, 'notice-390-en');
    await page.close();
  });

  it('a parent asks for an unconverted enquiry to be erased and head office completes it', async () => {
    // The family's enquiry for a younger child, made with the parent's mobile and never admitted.
    const centre = await apiClient(HEAD);
    const years = (
      await centre<{ rows: { id: number }[] }>('GET', '/api/franchiseeAcademicYears?isCurrentAcademicYear=true')
    ).json;
    const classes = (await centre<{ rows: { id: number; name: string }[] }>('GET', '/api/class?pageSize=50')).json;
    const made = await centre<{ id: number; enquiryCode: string }>('POST', '/api/enquiry', {
      academicYearId: years.rows[0].id,
      source: 'Walk-in',
      parentName: 'Rohan Kapoor',
      childName: 'Kiara Kapoor',
      childDob: '2023-03-01',
      mobile: '9000000010',
      classId: classes.rows.find((c) => c.name === 'Playgroup')?.id ?? classes.rows[0].id,
    });
    expect(made.status, made.text).toBe(201);
    const enquiry = made.json;

    const parent = await newPage(browser, PHONE);
    await signInQuietly(parent, PARENT);
    await go(parent, '/privacy/mine');
    await shown(parent.getByTestId('held-data'));
    await pick(parent, 'What do you ask for?', 'Erasure');
    await pick(parent, 'About', new RegExp(`${enquiry.enquiryCode}: Kiara Kapoor`));
    await parent.getByLabel('Details', { exact: true }).fill('We chose another school for Kiara.');
    const sent = await submit(parent.getByRole('button', { name: 'Send request' }), {
      path: '/api/privacy/mine/requests',
    });
    expect(sent.status()).toBe(201);
    const request = (await sent.json()) as { id: number };
    await shown(parent.getByTestId('my-requests').getByText('Erasure · Kiara Kapoor'));
    expect(await sideways(parent)).toBeLessThanOrEqual(0);
    await shot(parent, 'my-data-request-390-en');

    // Head office finds it on the desk, due in 90 days, and completes it.
    const desk = await newPage(browser, PHONE);
    await signInQuietly(desk, SUPER);
    await go(desk, '/privacy/requests');
    const list = desk.getByTestId('privacy-requests');
    await shown(list.getByText('Kiara Kapoor').first());
    await shown(list.getByText('90 days left').first());
    expect(await sideways(desk)).toBeLessThanOrEqual(0);
    await shot(desk, 'requests-390-en');
    await go(desk, `/privacy/requests/${request.id}`);
    await shown(desk.getByText('We chose another school for Kiara.'));
    await desk.getByLabel('Answer the parent will read', { exact: true }).fill('Kiara’s enquiry is erased.');
    await shot(desk, 'request-390-en');
    const answered = await submit(desk.getByRole('button', { name: 'Save' }), {
      path: `/api/privacy/requests/${request.id}/answer`,
    });
    expect(answered.status()).toBe(200);
    await shown(desk.getByText('This request is closed.'));
    await shown(desk.getByTestId('request-history').getByText(/Erased: enquiry \(1\)/));
    expect(await sideways(desk)).toBeLessThanOrEqual(0);

    // The enquiry keeps no name or mobile; the parent reads the answer.
    const erased = (await centre<{ childName: string; mobile: string }>('GET', `/api/enquiry/${enquiry.id}`)).json;
    expect(erased).toMatchObject({ childName: 'Erased', mobile: '0000000000' });
    await parent.reload();
    await until(async () => (await parent.getByTestId('my-requests').textContent()) ?? '').toContain(
      'Kiara’s enquiry is erased.',
    );

    // Wide screens, and Hindi on both.
    for (const size of [PHONE, DESKTOP]) {
      const px = size.width;
      const wide = await newPage(browser, size);
      await signInQuietly(wide, SUPER);
      await go(wide, '/privacy/requests');
      await shown(
        wide
          .getByTestId('privacy-requests')
          .getByText(new RegExp(`#${request.id} ·`))
          .first(),
      );
      expect(await sideways(wide)).toBeLessThanOrEqual(0);
      if (px !== 390) await shot(wide, `requests-${px}-en`);
      await wide.close();
    }
    for (const email of [PARENT, SUPER])
      await (
        await apiClient(email)
      )('PUT', '/api/admin/me/language', { language: 'hi' });
    for (const size of [PHONE, DESKTOP]) {
      const px = size.width;
      const mine = await newPage(browser, size);
      await signInQuietly(mine, PARENT);
      await go(mine, '/privacy/mine');
      await shown(mine.getByText('मेरा डेटा').first());
      await shown(mine.getByTestId('held-data'));
      expect(await sideways(mine)).toBeLessThanOrEqual(0);
      await shot(mine, `my-data-${px}-hi`);
      await mine.close();
      const hq = await newPage(browser, size);
      await signInQuietly(hq, SUPER);
      await go(hq, `/privacy/requests/${request.id}`);
      await shown(hq.getByText('यह अनुरोध बंद है।'));
      expect(await sideways(hq)).toBeLessThanOrEqual(0);
      await shot(hq, `request-${px}-hi`);
      await go(hq, '/privacy/requests');
      await shown(
        hq
          .getByTestId('privacy-requests')
          .getByText(new RegExp(`#${request.id} ·`))
          .first(),
      );
      await shot(hq, `requests-${px}-hi`);
      await hq.close();
    }
    if (process.env.PRIVACY_SHOTS_DIR) {
      const wideParent = await newPage(browser, DESKTOP);
      await (
        await apiClient(PARENT)
      )('PUT', '/api/admin/me/language', { language: 'en' });
      await signInQuietly(wideParent, PARENT);
      await go(wideParent, '/privacy/mine');
      await shown(wideParent.getByTestId('held-data'));
      await shot(wideParent, 'my-data-1366-en');
      await wideParent.close();
    }
    await parent.close();
    await desk.close();
  });
});
