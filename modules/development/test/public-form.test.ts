import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { issueFormToken } from '../server/form-token.ts';
import { addDeveloper, DEVELOPER, websiteForm } from './support.ts';

let t: TestApp;

const submit = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/public/franchise-enquiry', payload: body });
const search = async (q: string) => (await t.as(DEVELOPER, { method: 'GET', url: `/api/dev-prospects?q=${q}` })).json();

describe('the website’s franchise form', () => {
  // Closed before the limit's own app below starts, which then gets the worker's database put back rather than a
  // copy loaded for it alone (packages/db/src/pglite-put-back.ts).
  beforeAll(async () => {
    t = await startTestApp();
    await addDeveloper(t);
  });
  afterAll(() => t.close());

  it('takes a prospect without sign-in, from the website, at NEW', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/public/franchise-enquiry' });
    expect(page.statusCode).toBe(200);
    expect(page.json().formToken).toBeTruthy();
    const body = websiteForm();
    const res = await submit(body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toContain('Thank you');
    expect((await search(body.mobile as string)).rows).toMatchObject([
      { name: 'Lalitha Krishnan', source: 'WEBSITE', stage: 'NEW', pincodes: ['570010'] },
    ]);
  });

  it('answers a repeat like a new enquiry and stores it once', async () => {
    const body = websiteForm();
    const first = await submit(body);
    const again = await submit({ ...body, formToken: issueFormToken(Date.now() - 5000) });
    expect(again.body).toBe(first.body);
    expect((await search(body.mobile as string)).count).toBe(1);
  });

  it('refuses bad input field by field', async () => {
    const res = await submit(websiteForm({ mobile: '12345', pincodes: ['5700'], investmentBand: 'A lot' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      mobile: 'Mobile number must be a 10-digit Indian mobile number',
      'pincodes.0': 'Each PIN code must have 6 digits',
      investmentBand: 'Choose an investment band',
    });
  });

  it('keeps bots out: the honeypot, the minimum fill time and a forged token', async () => {
    const bot = websiteForm({ website: 'http://spam.example' });
    expect((await submit(bot)).statusCode).toBe(400);
    const hasty = await submit(websiteForm({ formToken: issueFormToken() }));
    expect(hasty.statusCode).toBe(400);
    expect(hasty.json().message).toContain('take a moment');
    const forged = await submit(websiteForm({ formToken: 'franchise-enquiry.1.abc' }));
    expect(forged.json().message).toBe('Please reload the form and try again');
    expect((await search(bot.mobile as string)).count).toBe(0);
  });
});

describe('the form’s limit per address', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ authIpLimitPerMinute: 2 });
  });
  afterAll(() => limited.close());

  it('refuses an address past its submissions per minute', async () => {
    const send = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/public/franchise-enquiry',
        payload: websiteForm(),
        remoteAddress: '203.0.113.44',
      });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
  });
});
