import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { outbox } from '@portal/kit';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { devAcknowledgements } from '../server/schema.ts';
import { act, addDeveloper, DEVELOPER, newProspect, toMeeting, upload } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await addDeveloper(t);
});
afterAll(() => t.close());

const tokenOf = (link: string) => link.split('/').pop()!;
const publicGet = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: '198.51.100.7' });

async function sentProspect() {
  const p = await newProspect(t);
  await toMeeting(t, p.id);
  const sent = await act(t, p.id, 'sendDisclosure');
  expect(sent.statusCode, sent.body).toBe(200);
  return { id: p.id, token: tokenOf(sent.json().link as string), version: sent.json().version as number };
}

describe('the disclosure gate', () => {
  it('uploads versions: each new document is the next version and the one sent from then on', async () => {
    const fileId = await upload(t);
    const res = await t.as(DEVELOPER, {
      method: 'POST',
      url: '/api/dev-disclosures',
      payload: { title: 'Disclosure document, December revision', fileId },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().version).toBe(2);
    const { version } = await sentProspect();
    expect(version).toBe(2);
  });

  it('exports each version with its document under the name it was uploaded as, not its stored id', async () => {
    const fileId = await upload(t, DEVELOPER, 'FDD 2027 (signed).pdf');
    await t.as(DEVELOPER, { method: 'POST', url: '/api/dev-disclosures', payload: { title: 'Signed copy', fileId } });
    const sheet = await t.as(DEVELOPER, { method: 'GET', url: '/api/dev-disclosures/export?format=csv' });
    expect(sheet.statusCode, sheet.body).toBe(200);
    const row = sheet.body.split('\n').find((line) => line.includes('Signed copy'));
    expect(row).toContain('FDD 2027 (signed).pdf');
    expect(sheet.body).not.toContain(fileId);
  });

  it('sends the prospect the link by SMS, dates as people read them', async () => {
    const p = await newProspect(t);
    await toMeeting(t, p.id);
    const sent = (await act(t, p.id, 'sendDisclosure')).json();
    const [sms] = await t.db.db.select().from(outbox).where(eq(outbox.recipient, p.mobile)).orderBy(desc(outbox.id));
    expect(sms.body).toContain(sent.link);
    expect(sms.body).toMatch(/open until \d{2}-\d{2}-\d{4}\./);
  });

  it('refuses the site, the LOI token and the agreement before the current disclosure is acknowledged', async () => {
    const { id } = await sentProspect();
    for (const [command, body, message] of [
      ['signAgreement', {}, 'Signing the agreement needs the prospect'],
      ['payToken', { amount: 5_00_000_00, reference: 'NEFT-1234' }, 'The LOI token needs the prospect'],
      ['approveSite', {}, 'Approving the site needs the prospect'],
    ] as const) {
      const res = await act(t, id, command, body);
      expect(res.statusCode, command).toBe(409);
      expect(res.json().message).toContain(message);
      expect(res.json().message).toContain('acknowledgement of the current disclosure document (version');
    }
  });

  it('takes the acknowledgement through the link: version, time and address kept; the steps follow', async () => {
    const { id, token, version } = await sentProspect();
    const page = await publicGet(`/api/public/disclosure/${token}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ name: 'Harish Shetty', version, acknowledgedAt: null });
    const doc = await publicGet(`/api/public/disclosure/${token}/document`);
    expect(doc.statusCode).toBe(200);
    expect(doc.body).toContain('%PDF');
    const unticked = await t.app.inject({
      method: 'POST',
      url: `/api/public/disclosure/${token}/acknowledge`,
      payload: {},
    });
    expect(unticked.statusCode).toBe(400);
    const ack = await t.app.inject({
      method: 'POST',
      url: `/api/public/disclosure/${token}/acknowledge`,
      payload: { confirm: true },
      remoteAddress: '198.51.100.7',
    });
    expect(ack.statusCode, ack.body).toBe(200);
    expect(ack.json().acknowledgedAt).not.toBeNull();
    const [kept] = await t.db.db.select().from(devAcknowledgements).where(eq(devAcknowledgements.prospectId, id));
    expect(kept).toMatchObject({ version, channel: 'LINK', ip: '198.51.100.7' });
    const row = (await t.as(DEVELOPER, { method: 'GET', url: `/api/dev-prospects/${id}` })).json();
    expect(row.stage).toBe('DISCLOSURE_ACKNOWLEDGED');
    // In order now: the agreement still waits for the LOI token.
    expect((await act(t, id, 'signAgreement')).json().message).toBe(
      'Signing the agreement needs the prospect at "LOI token paid" first',
    );
    expect((await act(t, id, 'approveSite')).statusCode).toBe(200);
    const paid = await act(t, id, 'payToken', { amount: 5_00_000_00, reference: 'NEFT-1234' });
    expect(paid.json()).toMatchObject({ stage: 'LOI_TOKEN_PAID', tokenAmount: 5_00_000_00 });
    expect((await act(t, id, 'signAgreement')).json().stage).toBe('AGREEMENT_SIGNED');
  });

  it('takes an acknowledgement staff record with its evidence, and refuses one without', async () => {
    const { id } = await sentProspect();
    expect((await act(t, id, 'acknowledge', {})).statusCode).toBe(400);
    const stranger = await act(t, id, 'acknowledge', { evidenceFileId: 'AAAAAAAAAAAAAAAAAAAAAA' });
    expect(stranger.statusCode).toBe(400);
    const evidence = await upload(t, DEVELOPER, 'signed-acknowledgement.pdf');
    const res = await act(t, id, 'acknowledge', { evidenceFileId: evidence, remark: 'Signed copy by courier' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().stage).toBe('DISCLOSURE_ACKNOWLEDGED');
    const story = (await t.as(DEVELOPER, { method: 'GET', url: `/api/development/prospects/${id}/story` })).json();
    expect(story.gateOpen).toBe(true);
    expect(story.acknowledgements).toMatchObject([{ channel: 'STAFF', evidenceFileId: evidence }]);
  });

  it('closes the gate again when a newer document is uploaded after the acknowledgement', async () => {
    const { id, token } = await sentProspect();
    await t.app.inject({
      method: 'POST',
      url: `/api/public/disclosure/${token}/acknowledge`,
      payload: { confirm: true },
    });
    const fileId = await upload(t);
    await t.as(DEVELOPER, { method: 'POST', url: '/api/dev-disclosures', payload: { title: 'Revised', fileId } });
    const res = await act(t, id, 'approveSite');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/current disclosure document \(version \d+\)/);
  });

  it('past the site, a newer version is sent and acknowledged in the same stage, then the token follows', async () => {
    const { id, token } = await sentProspect();
    await t.app.inject({
      method: 'POST',
      url: `/api/public/disclosure/${token}/acknowledge`,
      payload: { confirm: true },
    });
    expect((await act(t, id, 'approveSite')).statusCode).toBe(200);
    expect((await act(t, id, 'sendDisclosure')).json().message).toContain('already acknowledged');
    const fileId = await upload(t);
    await t.as(DEVELOPER, { method: 'POST', url: '/api/dev-disclosures', payload: { title: 'Revised again', fileId } });
    const token2 = { amount: 1_00_000_00, reference: 'UTR-99887766' };
    expect((await act(t, id, 'payToken', token2)).statusCode).toBe(409);
    const resent = await act(t, id, 'sendDisclosure');
    expect(resent.statusCode, resent.body).toBe(200);
    const row = () => t.as(DEVELOPER, { method: 'GET', url: `/api/dev-prospects/${id}` });
    expect((await row()).json().stage).toBe('SITE_APPROVED');
    const ack = await t.app.inject({
      method: 'POST',
      url: `/api/public/disclosure/${tokenOf(resent.json().link)}/acknowledge`,
      payload: { confirm: true },
    });
    expect(ack.statusCode).toBe(200);
    expect((await row()).json().stage).toBe('SITE_APPROVED');
    expect((await act(t, id, 'payToken', token2)).json().stage).toBe('LOI_TOKEN_PAID');
  });

  it('keeps the link’s token only as a hash and answers a wrong link with 404', async () => {
    const { id, token } = await sentProspect();
    const row = (await t.as(DEVELOPER, { method: 'GET', url: `/api/dev-prospects/${id}` })).json();
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.ackTokenHash).toBeUndefined();
    expect((await publicGet(`/api/public/disclosure/${'x'.repeat(32)}`)).statusCode).toBe(404);
  });
});
