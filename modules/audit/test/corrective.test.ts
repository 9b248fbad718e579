import { todayInIndia } from '@portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { AUDITOR, CENTRE_A, CENTRE_B, draftAudit, OWN } from './support.ts';

const TEACHERS = ['teacher@demo.school', 'teacher2@demo.school'];

describe('the corrective loop', () => {
  let t: TestApp;
  let taskId: number;
  let moduleId: number;
  let trainedAtStart: number;
  beforeAll(async () => {
    t = await startTestApp();
    const modules = await t.as(AUDITOR, { method: 'GET', url: '/api/teacher-modules?pageSize=1' });
    moduleId = modules.json().rows[0].id;
  });
  afterAll(() => t.close());

  async function submit(id: number) {
    const res = await t.as(AUDITOR, { method: 'POST', url: `/api/centre-audits/${id}/submit`, payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  async function tasks(email: string, query = '') {
    const res = await t.as(email, { method: 'GET', url: `/api/audit/corrective-tasks?pageSize=100${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().rows as { id: number; status: string; parameterId: number; trainees: number; trained: number }[];
  }

  it('opens a corrective task for each failed parameter when the audit is submitted', async () => {
    const before = await tasks(AUDITOR, `&franchiseeId=${OWN}`);
    const audit = await draftAudit(t, OWN, 'nyyyyyyyyyy');
    await submit(audit.id);
    const after = await tasks(AUDITOR, `&franchiseeId=${OWN}`);
    expect(after.length).toBe(before.length + 1);
    const task = after.find((r) => !before.some((b) => b.id === r.id))!;
    expect(task).toMatchObject({ status: 'OPEN', trainees: 0, trained: 0 });
    taskId = task.id;
    // The centre sees its own loop; another centre neither sees nor touches it.
    expect((await tasks(CENTRE_A)).some((r) => r.id === taskId)).toBe(true);
    const mine = await t.as(CENTRE_A, { method: 'GET', url: '/api/my-audit/corrective-tasks?pageSize=100' });
    expect(mine.json().rows.some((r: { id: number }) => r.id === taskId)).toBe(true);
    const theirs = await t.as(CENTRE_B, { method: 'GET', url: '/api/my-audit/corrective-tasks?pageSize=100' });
    expect(theirs.json().rows.some((r: { id: number }) => r.id === taskId)).toBe(false);
    const foreign = await t.as(CENTRE_B, { method: 'POST', url: `/api/audit/corrective-tasks/${taskId}/close` });
    expect(foreign.statusCode).toBe(404);
  });

  it('assigns the matching training to the centre’s approved teachers (head office only)', async () => {
    const byCentre = await t.as(CENTRE_A, {
      method: 'POST',
      url: `/api/audit/corrective-tasks/${taskId}/assign-training`,
      payload: { trainingModuleId: moduleId },
    });
    expect(byCentre.statusCode).toBe(403);
    const unknown = await t.as(AUDITOR, {
      method: 'POST',
      url: `/api/audit/corrective-tasks/${taskId}/assign-training`,
      payload: { trainingModuleId: 999_999 },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('Training module not found');
    const res = await t.as(AUDITOR, {
      method: 'POST',
      url: `/api/audit/corrective-tasks/${taskId}/assign-training`,
      payload: { trainingModuleId: moduleId },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'OPEN', trainees: 2 });
    trainedAtStart = res.json().trained;
    expect(trainedAtStart).toBeLessThan(2);
    const again = await t.as(AUDITOR, {
      method: 'POST',
      url: `/api/audit/corrective-tasks/${taskId}/assign-training`,
      payload: { trainingModuleId: moduleId },
    });
    expect(again.statusCode).toBe(409);
    // The training lands on each teacher's learning page.
    for (const email of TEACHERS) {
      const page = await t.as(email, { method: 'GET', url: '/api/self-training/my' });
      expect(page.statusCode, page.body).toBe(200);
      const topics = page.json().topics as { enrollment: { status: string } | null; modules: { id: number }[] }[];
      const topic = topics.find((x) => x.modules.some((m) => m.id === moduleId))!;
      expect(topic.enrollment?.status).toBe('APPROVED');
    }
  });

  it('stays open until the training is done and a later audit passes the parameter', async () => {
    const early = await t.as(AUDITOR, { method: 'POST', url: `/api/audit/corrective-tasks/${taskId}/close` });
    expect(early.statusCode).toBe(409);
    expect(early.body).toContain(`${2 - trainedAtStart} of 2 teachers still to finish the training`);
    expect(early.body).toContain('a later audit of the centre still has to pass this parameter');

    for (const email of TEACHERS) {
      const done = await t.as(email, { method: 'POST', url: `/api/self-training/modules/${moduleId}/complete` });
      expect(done.statusCode, done.body).toBe(200);
    }
    const trained = (await tasks(AUDITOR, `&franchiseeId=${OWN}`)).find((r) => r.id === taskId)!;
    expect(trained).toMatchObject({ status: 'OPEN', trainees: 2, trained: 2 });
    const stillOpen = await t.as(AUDITOR, { method: 'POST', url: `/api/audit/corrective-tasks/${taskId}/close` });
    expect(stillOpen.statusCode).toBe(409);
    expect(stillOpen.body).not.toContain('teachers still');

    // A later audit fails the parameter again: the task stays open (and a new one opens).
    const failedAgain = await draftAudit(t, OWN, 'nyyyyyyyyyy');
    await submit(failedAgain.id);
    expect((await tasks(AUDITOR, `&franchiseeId=${OWN}`)).find((r) => r.id === taskId)!.status).toBe('OPEN');

    // The next audit passes it: the task closes by itself.
    const passing = await draftAudit(t, OWN, 'yyyyyyyyyyy');
    await submit(passing.id);
    const rows = await tasks(AUDITOR, `&franchiseeId=${OWN}&status=CLOSED`);
    expect(rows.find((r) => r.id === taskId)).toMatchObject({ status: 'CLOSED', trained: 2 });
  });

  it('closes a task without training once a later audit passes it', async () => {
    const failed = await draftAudit(t, OWN, 'ynyyyyyyyyy');
    await submit(failed.id);
    expect((await tasks(AUDITOR, `&franchiseeId=${OWN}&status=OPEN`)).length).toBe(1);
    const passing = await draftAudit(t, OWN, 'yyyyyyyyyyy');
    await submit(passing.id);
    expect(await tasks(AUDITOR, `&franchiseeId=${OWN}&status=OPEN`)).toEqual([]);
  });
});

describe('general audits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('keeps audit types and lists only general audits under general-audit', async () => {
    const type = await t.as(AUDITOR, {
      method: 'POST',
      url: '/api/general-audit-types',
      payload: { name: 'Fire safety round', description: 'Quarterly' },
    });
    expect(type.statusCode, type.body).toBe(201);
    const byCentre = await t.as(CENTRE_A, {
      method: 'POST',
      url: '/api/general-audit-types',
      payload: { name: 'Mine' },
    });
    expect(byCentre.statusCode).toBe(403);

    const wrong = await t.as(AUDITOR, {
      method: 'POST',
      url: '/api/centre-audits',
      payload: {
        franchiseeId: OWN,
        auditType: 'centre',
        auditDate: todayInIndia(),
        generalAuditTypeId: type.json().id,
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('Only a general audit has a general audit type');

    const created = await t.as(AUDITOR, {
      method: 'POST',
      url: '/api/centre-audits',
      payload: {
        franchiseeId: OWN,
        auditType: 'general',
        auditDate: todayInIndia(),
        generalAuditTypeId: type.json().id,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const details = (await t.as(AUDITOR, { method: 'GET', url: `/api/audit/${id}` })).json();
    const items = details.categories.flatMap((c: { subCategories: { items: { id: number }[] }[] }) =>
      c.subCategories.flatMap((s) => s.items),
    );
    expect(items.length).toBe(2);
    const bad = await t.as(AUDITOR, {
      method: 'PUT',
      url: `/api/audit/${id}/responses/${items[0].id}`,
      payload: { response: 'maybe' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('The answer must be yes, no or na');
    for (const [i, item] of items.entries())
      await t.as(AUDITOR, {
        method: 'PUT',
        url: `/api/audit/${id}/responses/${item.id}`,
        payload: { response: i === 0 ? 'no' : 'na' },
      });

    const drafts = (await t.as(AUDITOR, { method: 'GET', url: '/api/general-audit/drafts?pageSize=100' })).json();
    expect(drafts.rows.map((r: { id: number }) => r.id)).toContain(id);
    expect(drafts.rows.every((r: { auditType: string }) => r.auditType === 'general')).toBe(true);

    const submitted = await t.as(AUDITOR, { method: 'POST', url: `/api/centre-audits/${id}/submit`, payload: {} });
    expect(submitted.json()).toMatchObject({ status: 'COMPLETED', scorePercent: 0, nonCompliances: 1 });

    const all = (await t.as(CENTRE_A, { method: 'GET', url: '/api/general-audit/audits?pageSize=100' })).json();
    expect(all.rows.every((r: { auditType: string }) => r.auditType === 'general')).toBe(true);
    expect(all.rows.map((r: { id: number }) => r.id)).toContain(id);
    const closure = (
      await t.as(AUDITOR, { method: 'GET', url: '/api/general-audit/closure-list?pageSize=100' })
    ).json();
    expect(closure.rows.every((r: { auditType: string }) => r.auditType === 'general')).toBe(true);
    expect(closure.rows.some((r: { auditId: number }) => r.auditId === id)).toBe(true);
    const report = (await t.as(AUDITOR, { method: 'GET', url: '/api/general-audit/audit-report-list' })).json();
    expect(report.rows.find((r: { franchiseeId: number }) => r.franchiseeId === OWN)).toMatchObject({
      latestAuditId: id,
      latestScore: 0,
    });
    const other = (await t.as(CENTRE_B, { method: 'GET', url: '/api/general-audit/audits?pageSize=100' })).json();
    expect(other.rows.some((r: { id: number }) => r.id === id)).toBe(false);
  });
});
