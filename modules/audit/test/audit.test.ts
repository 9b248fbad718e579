import { todayInIndia, addDays } from '@portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { bandOf, scoreOf } from '../shared/index.ts';
import { AUDITOR, CENTRE_A, CENTRE_B, draftAudit, OTHER, OWN, SUPER, TEACHER, uploadPhoto } from './support.ts';

describe('scoreOf', () => {
  it('weighs each answer and leaves "na" out of the denominator', () => {
    expect(
      scoreOf([
        { response: 'yes', weight: 40 },
        { response: 'no', weight: 35 },
        { response: 'yes', weight: 25 },
      ]),
    ).toBe(65);
    // The same, with a heavy "na": it changes nothing.
    expect(
      scoreOf([
        { response: 'yes', weight: 40 },
        { response: 'no', weight: 35 },
        { response: 'yes', weight: 25 },
        { response: 'na', weight: 90 },
      ]),
    ).toBe(65);
    expect(
      scoreOf([
        { response: 'yes', weight: 1 },
        { response: 'no', weight: 2 },
      ]),
    ).toBe(33.3);
  });
  it('has no score when nothing was answered yes or no', () => {
    expect(scoreOf([{ response: 'na', weight: 50 }])).toBeNull();
    expect(scoreOf([{ response: null, weight: 50 }])).toBeNull();
  });
  it('puts a score in its band', () => {
    expect([bandOf(100), bandOf(85), bandOf(84.9), bandOf(70), bandOf(50), bandOf(49.9)]).toEqual([
      'Excellent',
      'Excellent',
      'Good',
      'Good',
      'Needs improvement',
      'Critical',
    ]);
  });
});

describe('audits API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  describe('an audit from draft to CLOSED', () => {
    // Centre checklist weights, in order: 40 35 20 | 50 50 | 60 40 | 50 50 | 50 50.
    // Item 0 (40, evidence required) and item 2 (20) fail, item 10 (50) is "na":
    // 385 earned of the 445 answered yes or no = 86.5 %.
    let audit: Awaited<ReturnType<typeof draftAudit>>;
    beforeAll(async () => {
      audit = await draftAudit(t, OWN);
    });

    it('drafts every active parameter as an item, unanswered', async () => {
      const res = await t.as(AUDITOR, { method: 'GET', url: `/api/audit/${audit.id}` });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        status: 'IN-PROGRESS',
        centre: expect.stringContaining('Indiranagar'),
        answered: 0,
      });
      expect(body.total).toBe(11);
      expect(audit.items.map((i) => i.weight)).toEqual([40, 35, 20, 50, 50, 60, 40, 50, 50, 50, 50]);
    });

    it('takes only yes, no or na, and saves each answer as it changes', async () => {
      const item = audit.items[0];
      const url = `/api/audit/${audit.id}/responses/${item.id}`;
      for (const response of ['maybe', 'YES', '', 1]) {
        const bad = await t.as(AUDITOR, { method: 'PUT', url, payload: { response } });
        expect(bad.statusCode).toBe(400);
        expect(bad.json().message).toBe('The answer must be yes, no or na');
      }
      expect((await t.as(AUDITOR, { method: 'PUT', url, payload: {} })).json().message).toBe(
        'Give an answer or a comment',
      );
      const saved = await t.as(AUDITOR, {
        method: 'PUT',
        url,
        payload: { response: 'no', comment: 'Extinguisher expired in March' },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ response: 'no', comment: 'Extinguisher expired in March' });
      const again = await t.as(AUDITOR, { method: 'GET', url: `/api/audit/${audit.id}` });
      expect(again.json().answered).toBe(1);
      // An item of another audit is not found through this one.
      const other = await draftAudit(t, OTHER);
      const crossed = await t.as(AUDITOR, {
        method: 'PUT',
        url: `/api/audit/${audit.id}/responses/${other.items[0].id}`,
        payload: { response: 'yes' },
      });
      expect(crossed.statusCode).toBe(404);
    });

    it('refuses to submit while items are unanswered', async () => {
      const res = await t.as(AUDITOR, { method: 'POST', url: `/api/centre-audits/${audit.id}/submit`, payload: {} });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Answer every item before submitting: 10 of 11 still to answer');
    });

    it('keeps photos of an item and leaves filling to head office', async () => {
      const fileId = await uploadPhoto(t, AUDITOR);
      const photo = await t.as(AUDITOR, {
        method: 'POST',
        url: '/api/audit-evidence',
        payload: { franchiseeId: OWN, auditId: audit.id, responseId: audit.items[0].id, fileId },
      });
      expect(photo.statusCode, photo.body).toBe(201);
      expect(photo.json().franchiseeId).toBe(OWN);
      const details = (await t.as(AUDITOR, { method: 'GET', url: `/api/audit/${audit.id}` })).json();
      expect(details.categories[0].subCategories[0].items[0].photos).toEqual([
        { id: photo.json().id, fileId, caption: null },
      ]);
      // The centre reads the photo of its own audit; another centre cannot.
      expect((await t.as(CENTRE_A, { method: 'GET', url: `/api/files/${fileId}` })).statusCode).toBe(200);
      expect([403, 404]).toContain((await t.as(CENTRE_B, { method: 'GET', url: `/api/files/${fileId}` })).statusCode);
      // The centre cannot answer or add photos to its own audit.
      const answer = await t.as(CENTRE_A, {
        method: 'PUT',
        url: `/api/audit/${audit.id}/responses/${audit.items[1].id}`,
        payload: { response: 'yes' },
      });
      expect(answer.statusCode).toBe(403);
      const own = await uploadPhoto(t, CENTRE_A);
      const theirs = await t.as(CENTRE_A, {
        method: 'POST',
        url: '/api/audit-evidence',
        payload: { auditId: audit.id, responseId: audit.items[1].id, fileId: own },
      });
      expect(theirs.statusCode).toBe(403);
    });

    it('scores the submitted audit with weights, "na" left out, and opens a non-compliance per "no"', async () => {
      for (const [i, item] of audit.items.entries()) {
        const response = i === 0 || i === 2 ? 'no' : i === 10 ? 'na' : 'yes';
        await t.as(AUDITOR, {
          method: 'PUT',
          url: `/api/audit/${audit.id}/responses/${item.id}`,
          payload: { response },
        });
      }
      const draft = (await t.as(AUDITOR, { method: 'GET', url: `/api/audit/${audit.id}` })).json();
      expect(draft.provisionalScore).toBe(86.5);
      const res = await t.as(AUDITOR, {
        method: 'POST',
        url: `/api/centre-audits/${audit.id}/submit`,
        payload: { summary: 'Good upkeep; fire safety needs attention' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        id: audit.id,
        status: 'COMPLETED',
        scorePercent: 86.5,
        band: 'Excellent',
        nonCompliances: 2,
      });
      const details = (await t.as(CENTRE_A, { method: 'GET', url: `/api/my-audit/${audit.id}` })).json();
      expect(details.nonCompliances).toHaveLength(2);
      expect(details.nonCompliances[0]).toMatchObject({
        status: 'OPEN',
        dueDate: addDays(todayInIndia(), 14),
        overdue: false,
      });
      // Premises: 35 earned of 95 (both failures are there).
      expect(details.categories[0].subCategories[0].scorePercent).toBe(36.8);
    });

    it('freezes the answers once submitted', async () => {
      const answer = await t.as(AUDITOR, {
        method: 'PUT',
        url: `/api/audit/${audit.id}/responses/${audit.items[1].id}`,
        payload: { response: 'no' },
      });
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe('The audit is COMPLETED; its answers can no longer change');
      const again = await t.as(AUDITOR, { method: 'POST', url: `/api/centre-audits/${audit.id}/submit`, payload: {} });
      expect(again.statusCode).toBe(409);
      const edit = await t.as(AUDITOR, {
        method: 'PUT',
        url: `/api/centre-audits/${audit.id}`,
        payload: { title: 'x' },
      });
      expect(edit.statusCode).toBe(409);
    });

    it('closes non-compliances with evidence where asked, then the audit', async () => {
      const details = (await t.as(CENTRE_A, { method: 'GET', url: `/api/my-audit/${audit.id}` })).json();
      const [fire, sockets] = details.nonCompliances as { id: number }[];
      const assign = await t.as(CENTRE_A, {
        method: 'POST',
        url: `/api/audit/non-compliances/${fire.id}/assign`,
        payload: { owner: 'Anita (centre head)', dueDate: addDays(todayInIndia(), 3) },
      });
      expect(assign.statusCode, assign.body).toBe(200);
      expect(assign.json()).toMatchObject({ owner: 'Anita (centre head)', status: 'OPEN' });
      const badDate = await t.as(CENTRE_A, {
        method: 'POST',
        url: `/api/audit/non-compliances/${fire.id}/assign`,
        payload: { owner: 'Anita', dueDate: '2026-02-30' },
      });
      expect(badDate.statusCode).toBe(400);

      const bare = await t.as(CENTRE_A, {
        method: 'POST',
        url: `/api/audit/non-compliances/${fire.id}/close`,
        payload: { closureNote: 'Replaced the extinguisher' },
      });
      expect(bare.statusCode).toBe(400);
      expect(bare.json().message).toBe('This item is closed only with evidence: add a photo of what was done first');
      const noNote = await t.as(CENTRE_A, {
        method: 'POST',
        url: `/api/audit/non-compliances/${sockets.id}/close`,
        payload: {},
      });
      expect(noNote.statusCode).toBe(400);

      // No evidence asked for the sockets: closed with a note; the audit stays COMPLETED.
      const first = await t.as(CENTRE_A, {
        method: 'POST',
        url: `/api/audit/non-compliances/${sockets.id}/close`,
        payload: { closureNote: 'Covers fitted in every room' },
      });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({ status: 'CLOSED', auditStatus: 'COMPLETED' });

      const fileId = await uploadPhoto(t, CENTRE_A, 'new-extinguisher.png');
      const evidence = await t.as(CENTRE_A, {
        method: 'POST',
        url: '/api/audit-evidence',
        payload: { auditId: audit.id, nonComplianceId: fire.id, fileId },
      });
      expect(evidence.statusCode, evidence.body).toBe(201);
      const closed = await t.as(CENTRE_A, {
        method: 'POST',
        url: `/api/audit/non-compliances/${fire.id}/close`,
        payload: { closureNote: 'Replaced the extinguisher' },
      });
      expect(closed.statusCode, closed.body).toBe(200);
      expect(closed.json()).toMatchObject({ status: 'CLOSED', auditStatus: 'CLOSED' });
      const after = (await t.as(SUPER, { method: 'GET', url: `/api/audit/${audit.id}` })).json();
      expect(after.status).toBe('CLOSED');
      expect(after.nonCompliances[0]).toMatchObject({
        closureNote: 'Replaced the extinguisher',
        evidence: [{ fileId }],
      });
      // Closed evidence stays: it can no longer be removed.
      const remove = await t.as(CENTRE_A, { method: 'DELETE', url: `/api/audit-evidence/${evidence.json().id}` });
      expect(remove.statusCode).toBe(409);
      const reclose = await t.as(CENTRE_A, {
        method: 'POST',
        url: `/api/audit/non-compliances/${fire.id}/close`,
        payload: { closureNote: 'Again' },
      });
      expect(reclose.statusCode).toBe(409);
    });

    it('closes an audit without a "no" on submission', async () => {
      const clean = await draftAudit(t, OWN, 'yyyyyyyyyy-');
      const res = await t.as(AUDITOR, { method: 'POST', url: `/api/centre-audits/${clean.id}/submit`, payload: {} });
      expect(res.json()).toMatchObject({ status: 'CLOSED', scorePercent: 100, nonCompliances: 0 });
    });

    it('refuses an audit of only "na"', async () => {
      const empty = await draftAudit(t, OWN, '-----------');
      const res = await t.as(AUDITOR, { method: 'POST', url: `/api/centre-audits/${empty.id}/submit`, payload: {} });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Answer at least one item yes or no: an audit of only "na" has no score');
    });
  });

  describe('the fence', () => {
    let theirs: Awaited<ReturnType<typeof draftAudit>>;
    let theirNc: number;
    beforeAll(async () => {
      theirs = await draftAudit(t, OTHER, 'nyyyyyyyyyy');
      await t.as(AUDITOR, { method: 'POST', url: `/api/centre-audits/${theirs.id}/submit`, payload: {} });
      theirNc = (await t.as(CENTRE_B, { method: 'GET', url: `/api/my-audit/${theirs.id}` })).json().nonCompliances[0]
        .id;
    });

    it("answers 404 for another centre's audit, items and non-compliances", async () => {
      for (const url of [`/api/my-audit/${theirs.id}`, `/api/audit/${theirs.id}`, `/api/centre-audits/${theirs.id}`])
        expect((await t.as(CENTRE_A, { method: 'GET', url })).statusCode, url).toBe(404);
      const bodies = { assign: { owner: 'Me', dueDate: todayInIndia() }, close: { closureNote: 'Done' } };
      for (const [action, payload] of Object.entries(bodies)) {
        const res = await t.as(CENTRE_A, {
          method: 'POST',
          url: `/api/audit/non-compliances/${theirNc}/${action}`,
          payload,
        });
        expect(res.statusCode, action).toBe(404);
      }
      const fileId = await uploadPhoto(t, CENTRE_A);
      const evidence = await t.as(CENTRE_A, {
        method: 'POST',
        url: '/api/audit-evidence',
        payload: { auditId: theirs.id, nonComplianceId: theirNc, fileId },
      });
      expect(evidence.statusCode).toBe(400);
      expect(evidence.json().fieldErrors.auditId).toBe('Audit not found');
      const scores = await t.as(CENTRE_A, { method: 'GET', url: `/api/audit/scores?franchiseeID=${OTHER}` });
      expect(scores.statusCode).toBe(404);
    });

    it("lists only the user's centre, and head office every centre", async () => {
      const mine = (await t.as(CENTRE_A, { method: 'GET', url: '/api/my-audit/list?pageSize=200' })).json();
      expect(mine.rows.length).toBeGreaterThan(0);
      expect(new Set(mine.rows.map((r: { franchiseeId: number }) => r.franchiseeId))).toEqual(new Set([OWN]));
      const centres = (await t.as(CENTRE_A, { method: 'GET', url: '/api/audit/centres' })).json();
      expect(centres.rows.map((r: { franchiseeId: number }) => r.franchiseeId)).toEqual([OWN]);
      const all = (await t.as(AUDITOR, { method: 'GET', url: '/api/audit/centres' })).json();
      expect(all.rows.map((r: { franchiseeId: number }) => r.franchiseeId)).toEqual(
        expect.arrayContaining([OWN, OTHER]),
      );
      const closures = (await t.as(CENTRE_A, { method: 'GET', url: '/api/my-audit/closure-list?pageSize=200' })).json();
      expect(closures.rows.every((r: { franchiseeId: number }) => r.franchiseeId === OWN)).toBe(true);
    });

    it('keeps teachers and centres out of head office work', async () => {
      expect((await t.as(TEACHER, { method: 'GET', url: '/api/my-audit/list' })).statusCode).toBe(200);
      expect((await t.as(TEACHER, { method: 'GET', url: '/api/audit/list' })).statusCode).toBe(403);
      const close = await t.as(TEACHER, {
        method: 'POST',
        url: `/api/audit/non-compliances/${theirNc}/close`,
        payload: { closureNote: 'Done' },
      });
      expect(close.statusCode).toBe(403);
      const draft = await t.as(CENTRE_A, {
        method: 'POST',
        url: '/api/centre-audits',
        payload: { franchiseeId: OWN, auditType: 'centre', auditDate: todayInIndia() },
      });
      expect(draft.statusCode).toBe(403);
    });
  });

  describe('scores and the closure list', () => {
    it('shows the trend, the worst parameters and each centre', async () => {
      const scores = (await t.as(AUDITOR, { method: 'GET', url: '/api/audit/scores?type=centre' })).json();
      expect(scores.audits).toBeGreaterThanOrEqual(4);
      expect(scores.trend.length).toBeGreaterThan(0);
      const worst = scores.worstParameters[0];
      expect(worst.failPercent).toBeGreaterThan(0);
      for (const w of scores.worstParameters.slice(1)) expect(w.failPercent).toBeLessThanOrEqual(worst.failPercent);
      const centre = (await t.as(CENTRE_A, { method: 'GET', url: `/api/audit/scores?franchiseeID=${OWN}` })).json();
      expect(centre.audits).toBeGreaterThan(0);
    });

    it('lists what is open and overdue', async () => {
      const overdue = (
        await t.as(CENTRE_A, { method: 'GET', url: '/api/my-audit/closure-list?overdue=true&pageSize=200' })
      ).json();
      // The demo audit of a month ago left one item past its due date.
      expect(overdue.rows.length).toBeGreaterThan(0);
      for (const row of overdue.rows) {
        expect(row).toMatchObject({ status: 'OPEN', overdue: true });
        expect(row.dueDate < todayInIndia()).toBe(true);
      }
      const bad = await t.as(CENTRE_A, { method: 'GET', url: '/api/my-audit/closure-list?overdue=maybe' });
      expect(bad.statusCode).toBe(400);
      const drafts = (await t.as(AUDITOR, { method: 'GET', url: '/api/audit/auditDrafts?pageSize=200' })).json();
      expect(drafts.rows.every((r: { status: string }) => r.status === 'IN-PROGRESS')).toBe(true);
      expect(drafts.rows.length).toBeGreaterThan(0);
    });
  });
});
