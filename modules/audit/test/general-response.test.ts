import { todayInIndia } from '@portal/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsers, userFranchisees } from '@portal/mod-users/server';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { generalAuditResponses, saveGeneralResponses } from '../shared/contracts.ts';
import { AUDITOR, CENTRE_A, draftAudit, OTHER, OWN, SUPER, uploadPhoto } from './support.ts';

describe('the general audit response form (general-audit/add-reponse)', () => {
  let t: TestApp;
  let auditId: number;
  let items: { id: number }[];

  const draftGeneral = async (franchiseeId: number) => {
    const res = await t.as(AUDITOR, {
      method: 'POST',
      url: '/api/centre-audits',
      payload: { franchiseeId, auditType: 'general', auditDate: todayInIndia(), title: 'Fire safety round' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const save = (id: number, body: object, email = AUDITOR) =>
    t.as(email, { method: 'PUT', url: `/api/general-audit/responses/${id}`, payload: body });

  beforeAll(async () => {
    t = await startTestApp();
    auditId = await draftGeneral(OWN);
  });
  afterAll(() => t.close());

  it("walks a general audit's categories, sub-categories and parameters", async () => {
    const res = await t.as(AUDITOR, { method: 'GET', url: `/api/general-audit/responses/${auditId}` });
    expect(res.statusCode, res.body).toBe(200);
    const details = generalAuditResponses.response.parse(res.json());
    expect(details.auditType).toBe('general');
    expect(details.categories[0].subCategories[0].items.length).toBeGreaterThan(0);
    items = details.categories.flatMap((c) => c.subCategories.flatMap((s) => s.items));
    expect(details.answered).toBe(0);
  });

  it('is for general audits only: a centre audit is not found on its path', async () => {
    const { id } = await draftAudit(t, OWN);
    expect((await t.as(AUDITOR, { method: 'GET', url: `/api/general-audit/responses/${id}` })).statusCode).toBe(404);
    const res = await save(id, { items: [{ responseId: 1, response: 'yes' }] });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('General audit not found');
  });

  it('saves a draft of several answers and remarks in one request', async () => {
    const res = await save(auditId, {
      items: [
        { responseId: items[0].id, response: 'no', comment: 'Last drill record unsigned' },
        { responseId: items[1].id, comment: 'Checked with the centre head' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const details = saveGeneralResponses.response.parse(res.json());
    const saved = details.categories.flatMap((c) => c.subCategories.flatMap((s) => s.items));
    expect(saved[0]).toMatchObject({ response: 'no', comment: 'Last drill record unsigned' });
    expect(saved[1]).toMatchObject({ response: null, comment: 'Checked with the centre head' });
    expect(details.answered).toBe(1);
    expect(details.status).toBe('IN-PROGRESS');
  });

  it('refuses what a person can correct, with a message that says what', async () => {
    const empty = await save(auditId, { items: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Answer at least one parameter before saving');
    const twice = await save(auditId, {
      items: [
        { responseId: items[0].id, response: 'yes' },
        { responseId: items[0].id, response: 'no' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain('answered twice');
    const maybe = await save(auditId, { items: [{ responseId: items[0].id, response: 'maybe' }] });
    expect(maybe.statusCode).toBe(400);
    expect(maybe.body).toContain('The answer must be yes, no or na');
    const other = await draftGeneral(OWN);
    const otherItem = (await t.as(AUDITOR, { method: 'GET', url: `/api/general-audit/responses/${other}` })).json()
      .categories[0].subCategories[0].items[0].id;
    const foreign = await save(auditId, { items: [{ responseId: otherItem, response: 'yes' }] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fieldErrors).toEqual({
      'items.0.responseId': 'This parameter is not part of the audit; open the audit again',
    });
    // Nothing of a refused draft was written.
    const after = (await t.as(AUDITOR, { method: 'GET', url: `/api/general-audit/responses/${auditId}` })).json();
    expect(after.categories[0].subCategories[0].items[0].response).toBe('no');
  });

  it('takes an evidence photo per parameter through the file service', async () => {
    const fileId = await uploadPhoto(t, AUDITOR);
    const res = await t.as(AUDITOR, {
      method: 'POST',
      url: '/api/audit-evidence',
      payload: { franchiseeId: OWN, auditId, responseId: items[0].id, fileId },
    });
    expect(res.statusCode, res.body).toBe(201);
    const details = (await t.as(AUDITOR, { method: 'GET', url: `/api/general-audit/responses/${auditId}` })).json();
    expect(details.categories[0].subCategories[0].items[0].photos).toHaveLength(1);
  });

  it('is submitted once every parameter is answered, then no longer changes', async () => {
    const early = await t.as(AUDITOR, { method: 'POST', url: `/api/centre-audits/${auditId}/submit`, payload: {} });
    expect(early.statusCode).toBe(400);
    expect(early.body).toContain('Answer every item before submitting');
    const all = await save(auditId, {
      items: items.map((i, n) => ({ responseId: i.id, response: n === 0 ? 'no' : 'yes' })),
    });
    expect(all.statusCode, all.body).toBe(200);
    const submitted = await t.as(AUDITOR, {
      method: 'POST',
      url: `/api/centre-audits/${auditId}/submit`,
      payload: { summary: 'One record to sign' },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().status).toBe('COMPLETED');
    const late = await save(auditId, { items: [{ responseId: items[0].id, response: 'yes' }] });
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain('its answers can no longer change');
  });

  it("keeps to the fence: a centre cannot fill it, and another centre's audit is not found", async () => {
    const draft = await draftGeneral(OTHER);
    expect((await save(draft, { items: [{ responseId: 1, response: 'yes' }] }, CENTRE_A)).statusCode).toBe(403);
    expect((await t.as(CENTRE_A, { method: 'GET', url: `/api/general-audit/responses/${draft}` })).statusCode).toBe(
      404,
    );
    const [user] = await t.db.db.select().from(adminUsers).where(eq(adminUsers.email, AUDITOR));
    await t.db.db.update(adminUsers).set({ allFranchisees: false }).where(eq(adminUsers.id, user.id));
    await t.db.db.insert(userFranchisees).values({ userId: user.id, franchiseeId: OWN });
    try {
      // Refused either way: another centre's audit is out of reach (a head-office user held to some centres is
      // not one of the network's auditors, 403), and it is never changed.
      const res = await save(draft, { items: [{ responseId: 1, response: 'yes' }] });
      expect([403, 404]).toContain(res.statusCode);
      expect((await t.as(AUDITOR, { method: 'GET', url: `/api/general-audit/responses/${draft}` })).statusCode).toBe(
        404,
      );
    } finally {
      const after = await t.as(SUPER, { method: 'GET', url: `/api/general-audit/responses/${draft}` });
      expect(after.json().answered).toBe(0);
      await t.db.db.delete(userFranchisees).where(eq(userFranchisees.userId, user.id));
      await t.db.db.update(adminUsers).set({ allFranchisees: true }).where(eq(adminUsers.id, user.id));
    }
  });
});
