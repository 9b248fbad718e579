import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { studentAdmissions } from '@portal/mod-students/server';
import { CONCERN_MESSAGES } from '../shared/concerns.ts';

const CENTRE_A = 'franchisee-a@demo.school';
const CENTRE_B = 'franchisee-b@demo.school';
const HEAD_OFFICE = 'trainer@demo.school';
const TEACHER = 'teacher@demo.school';
const URL = '/api/day-child-protection-concerns';

describe('child-protection concerns (POCSO)', () => {
  let t: TestApp;
  let id: number;

  beforeAll(async () => {
    t = await startTestApp();
    const [child] = await t.db.db
      .select({ id: studentAdmissions.id })
      .from(studentAdmissions)
      .where(and(eq(studentAdmissions.franchiseeId, 2), eq(studentAdmissions.status, 'Active')))
      .limit(1);
    const res = await t.as(CENTRE_A, {
      method: 'POST',
      url: URL,
      payload: {
        studentAdmissionId: child.id,
        occurredAt: new Date(Date.now() - 3_600_000).toISOString(),
        whatHappened: 'The child told her teacher an adult at the centre touched her inappropriately.',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    id = res.json().id;
  });
  afterAll(() => t.close());

  it('is hidden from teachers and other centres; the centre head and head office read it', async () => {
    expect((await t.as(TEACHER, { method: 'GET', url: URL })).statusCode).toBe(403);
    expect((await t.as(TEACHER, { method: 'GET', url: `${URL}/${id}` })).statusCode).toBe(403);
    expect((await t.as(CENTRE_B, { method: 'GET', url: `${URL}/${id}` })).statusCode).toBe(404);
    expect((await t.as(CENTRE_A, { method: 'GET', url: `${URL}/${id}` })).statusCode).toBe(200);
    expect((await t.as(HEAD_OFFICE, { method: 'GET', url: `${URL}/${id}` })).statusCode).toBe(200);
  });

  it('cannot close without the time it was reported to the police, then closes and stays closed', async () => {
    const refused = await t.as(CENTRE_A, { method: 'POST', url: `${URL}/${id}/close`, payload: {} });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CONCERN_MESSAGES.notReported);
    const reported = await t.as(CENTRE_A, {
      method: 'PUT',
      url: `${URL}/${id}`,
      payload: {
        reportedToPoliceAt: new Date(Date.now() - 600_000).toISOString(),
        policeReference: 'SJPU/BLR/2026/0412',
        reportedByName: 'Lakshmi Rao',
        parentsInformedAt: new Date(Date.now() - 300_000).toISOString(),
      },
    });
    expect(reported.statusCode, reported.body).toBe(200);
    const closed = await t.as(CENTRE_A, { method: 'POST', url: `${URL}/${id}/close`, payload: {} });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().status).toBe('CLOSED');
    const late = await t.as(CENTRE_A, { method: 'PUT', url: `${URL}/${id}`, payload: { policeReference: 'X' } });
    expect(late.statusCode).toBe(400);
  });
});
