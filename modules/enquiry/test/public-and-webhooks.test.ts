import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { issueFormToken } from '../server/public/form-token.ts';
import { A, B, classId, mobile } from './helpers.ts';

let t: TestApp;
let playgroup: number;
/**
 * The app of the forms' and the webhooks' tests, each block's own: all of them end before the limit's app at the
 * end starts, which then gets the worker's database put back rather than a copy loaded for it alone
 * (packages/db/src/pglite-put-back.ts).
 */
function withApp() {
  beforeAll(async () => {
    t = await startTestApp();
    playgroup = await classId(t, 'Playgroup');
  });
  afterAll(() => t.close());
}

/** A token issued 5 s ago: past the minimum fill time. */
const token = (fid: number) => issueFormToken(fid, Date.now() - 5000);
const form = (fields: Record<string, unknown>) => ({
  parentName: 'Sunita Rao',
  mobile: mobile(),
  childName: 'Ishita Rao',
  childDob: '2023-01-10',
  classId: playgroup,
  pincode: '560038',
  formToken: token(2),
  ...fields,
});
const submit = (body: Record<string, unknown>, fid = 2) =>
  t.app.inject({ method: 'POST', url: `/api/public/enquiry-form/${fid}`, payload: body });
const search = async (email: string, q: string) =>
  (await t.as(email, { method: 'GET', url: `/api/enquiry/spanco?searchValue=${q}&pageSize=50` })).json();

describe('public QR and parent enquiry forms', () => {
  withApp();

  it('serves the form without sign-in and takes an enquiry for that centre only', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/public/enquiry-form/2' });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ centreName: 'Little Sprouts Preschool Indiranagar' });
    expect(page.json().classes.map((c: { name: string }) => c.name)).toContain('Playgroup');
    const body = form({});
    const res = await submit(body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'Thank you! Your enquiry has reached the centre; a counsellor will call you soon.',
    });
    const found = await search(A, body.mobile as string);
    expect(found.rows).toMatchObject([
      { source: 'QR Code', stage: 'Yet_to_call', spancoStatus: 'Suspect', franchiseeId: 2 },
    ]);
    expect((await search(B, body.mobile as string)).count).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/public/enquiry-form/999' })).statusCode).toBe(404);
  });

  it('takes an enquiry for the Tots Readiness Program, and the regular years when none is named', async () => {
    const readiness = form({ childName: 'Aarav Menon', programme: 'Tots Readiness Program' });
    expect((await submit(readiness)).statusCode).toBe(200);
    const regular = form({ childName: 'Diya Menon' });
    expect((await submit(regular)).statusCode).toBe(200);
    expect((await search(A, readiness.mobile as string)).rows).toMatchObject([{ programme: 'Tots Readiness Program' }]);
    expect((await search(A, regular.mobile as string)).rows).toMatchObject([{ programme: 'Pre-school' }]);
    const onlyReadiness = await t.as(A, {
      method: 'GET',
      url: `/api/enquiry/spanco?searchValue=Menon&programme=Tots%20Readiness%20Program&pageSize=50`,
    });
    expect(onlyReadiness.json().rows.map((r: { childName: string }) => r.childName)).toEqual(['Aarav Menon']);
    const unknown = await submit(form({ childName: 'Kabir Menon', programme: 'Summer Camp' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('programme');
  });

  it('answers a duplicate like a new enquiry, storing it once and revealing nothing', async () => {
    const body = form({ childName: 'Vedant Shah' });
    const first = await submit(body);
    const again = await submit({ ...body, childName: 'VEDANT  shah' });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.body).not.toMatch(/ENQ-/);
    expect((await search(A, body.mobile as string)).count).toBe(1);
  });

  it('keeps bots out with the honeypot and the minimum fill time', async () => {
    const bot = await submit(form({ website: 'http://spam.example' }));
    expect(bot.statusCode).toBe(400);
    expect(bot.json().message).toBe('Your enquiry could not be accepted');
    const fast = await submit(form({ formToken: issueFormToken(2) }));
    expect(fast.json().message).toBe('Please take a moment to check your details before submitting');
    const forged = await submit(form({ formToken: `2.${Date.now() - 9000}.forged` }));
    expect(forged.json().message).toBe('Please reload the form and try again');
    const otherCentre = await submit(form({ formToken: token(3) }));
    expect(otherCentre.statusCode).toBe(400);
  });

  it('validates Indian mobile numbers and PIN codes with clear messages', async () => {
    const res = await submit(form({ mobile: '5123456789', pincode: '56003', parentName: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      mobile: 'Mobile number must be a 10-digit Indian mobile number',
      pincode: 'PIN code must be a 6-digit PIN code',
      parentName: 'Parent name is required',
    });
  });

  it('takes the parent link with its campaign code', async () => {
    const body = form({});
    const res = await t.app.inject({ method: 'POST', url: '/api/public/parent-enquiry/2?mid=DIWALI24', payload: body });
    expect(res.statusCode).toBe(200);
    const row = (await search(A, body.mobile as string)).rows[0];
    const full = (await t.as(A, { method: 'GET', url: `/api/enquiry/${row.id}` })).json();
    expect(full).toMatchObject({ source: 'Parent Form', campaign: 'DIWALI24' });
  });
});

describe('Google and WhatsApp webhooks', () => {
  withApp();

  const googleBody = (leadId: string, extra: Record<string, unknown> = {}) => ({
    lead_id: leadId,
    form_id: 4421,
    google_key: 'demo-google-secret-2',
    user_column_data: [
      { column_id: 'FULL_NAME', string_value: 'Naveen Chandra' },
      { column_id: 'PHONE_NUMBER', string_value: '+91 98860 12345' },
      { column_id: 'POSTAL_CODE', string_value: '560038' },
      { column_name: "Child's name", column_id: 'CHILD_NAME', string_value: 'Tanvi Chandra' },
      { column_name: 'Class', column_id: 'CLASS', string_value: 'nursery' },
    ],
    ...extra,
  });

  it('creates the lead once, even when Google retries the same lead id', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/google/demo-google-blr001',
      payload: googleBody('TeSter-123'),
    });
    expect(first.statusCode, first.body).toBe(201);
    const retry = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/google/demo-google-blr001',
      payload: googleBody('TeSter-123'),
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ status: 'duplicate', enquiryCode: first.json().enquiryCode });
    const rows = (await search(A, '9886012345')).rows;
    expect(rows).toMatchObject([
      { source: 'Google Ads', childName: 'Tanvi Chandra', className: 'Nursery', franchiseeId: 2 },
    ]);
    const log = (await t.as(A, { method: 'GET', url: '/api/google-webhook/list?sort=id&dir=asc' })).json().rows;
    expect(log.map((l: { outcome: string }) => l.outcome)).toEqual(['CREATED', 'DUPLICATE']);
    expect(JSON.stringify(log)).not.toContain('demo-google-secret-2');
    expect((await t.as(B, { method: 'GET', url: '/api/google-webhook/list' })).json().rows).toEqual([]);
  });

  it('refuses a wrong secret and logs it; unknown keys are simply not found', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/google/demo-google-blr001',
      payload: googleBody('lead-2', { google_key: 'guess' }),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid webhook secret');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/webhooks/google/no-such-key-123',
          payload: googleBody('lead-3'),
        })
      ).statusCode,
    ).toBe(404);
    const log = (await t.as(A, { method: 'GET', url: '/api/google-webhook/list?outcome=REJECTED' })).json().rows;
    expect(log).toMatchObject([{ externalId: 'lead-2', message: 'Wrong secret' }]);
    expect((await search(A, 'lead-2')).count).toBe(0);
  });

  it('logs an invalid lead with its reasons', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/google/demo-google-blr001',
      payload: googleBody('lead-4', {
        user_column_data: [
          { column_id: 'FULL_NAME', string_value: 'Only Name' },
          { column_id: 'PHONE_NUMBER', string_value: '12345' },
        ],
      }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Mobile number must be a 10-digit Indian mobile number');
    const log = (await t.as(A, { method: 'GET', url: '/api/google-webhook/list?outcome=INVALID' })).json().rows;
    expect(log[0]).toMatchObject({ externalId: 'lead-4', outcome: 'INVALID' });
  });

  it('answers 400 in words to a lead body of another shape, before anything is read from it', async () => {
    const google = [
      googleBody('lead-5', { user_column_data: [null] }),
      googleBody('lead-6', { user_column_data: { column_id: 'FULL_NAME' } }),
      googleBody('lead-7', { user_column_data: [{ column_id: 'PHONE_NUMBER', string_value: { n: 98860 } }] }),
      googleBody('lead-8', { lead_id: { id: 'x' } }),
    ];
    for (const payload of google) {
      const res = await t.app.inject({ method: 'POST', url: '/api/webhooks/google/demo-google-blr001', payload });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/must be|must be a list|must be an object/);
    }
    for (const payload of ['null', '[1]', '{"messageId":{"id":1}}', '{"messageId":"m","waId":919845098450}']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/webhooks/waid/demo-google-blr001',
        headers: { 'content-type': 'application/json', 'x-webhook-secret': 'x' },
        payload,
      });
      expect(res.statusCode, `${payload}: ${res.body}`).toBe(400);
    }
    expect((await search(A, 'lead-5')).count).toBe(0);
  });

  it('takes WhatsApp leads from a source set up by the centre, the secret kept only as a hash', async () => {
    const created = await t.as(A, {
      method: 'POST',
      url: '/api/webhook-source',
      payload: { kind: 'WAID', name: 'WhatsApp Business', secret: 'wa-shared-secret-1' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const source = created.json();
    expect(source).not.toHaveProperty('secretHash');
    expect(source).not.toHaveProperty('secret');
    expect(source.publicKey).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const msg = {
      messageId: 'wamid.HBgMOTE5ODQ1',
      waId: '919845098450',
      profileName: 'Geeta Bhat',
      childName: 'Rohit Bhat',
      message: 'Admission for playgroup?',
    };
    const noSecret = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/waid/${source.publicKey}`,
      payload: msg,
    });
    expect(noSecret.statusCode).toBe(401);
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/waid/${source.publicKey}`,
      headers: { 'x-webhook-secret': 'wa-shared-secret-1' },
      payload: msg,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/waid/${source.publicKey}`,
      headers: { 'x-webhook-secret': 'wa-shared-secret-1' },
      payload: msg,
    });
    expect(again.json().status).toBe('duplicate');
    expect((await search(A, '9845098450')).rows).toMatchObject([{ source: 'WhatsApp', parentName: 'Geeta Bhat' }]);
    const log = (await t.as(A, { method: 'GET', url: '/api/waid-integration/list?sort=id&dir=asc' })).json().rows;
    expect(log.map((l: { outcome: string }) => l.outcome)).toEqual(['REJECTED', 'CREATED', 'DUPLICATE']);
    // The Google key does not open the WhatsApp endpoint.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/webhooks/waid/demo-google-blr001',
          headers: { 'x-webhook-secret': 'demo-google-secret-2' },
          payload: msg,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('the forms’ limit per address', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ authIpLimitPerMinute: 2 });
  });
  afterAll(() => limited.close());

  it('limits submissions per address', async () => {
    const codes = [];
    for (let i = 0; i < 3; i++)
      codes.push(
        (await limited.app.inject({ method: 'POST', url: '/api/public/enquiry-form/2', payload: {} })).statusCode,
      );
    expect(codes).toEqual([400, 400, 429]);
  });
});
