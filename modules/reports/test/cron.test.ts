import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRON_STATUS } from '@portal/core';
import { defineJob, jobRuns } from '@portal/kit';
import { startTestApp, type TestApp } from '@portal/server/testing';
import * as C from '../shared/contracts.ts';
import { MESSAGES } from '../shared/constants.ts';
import { CENTRE_A, SUPER } from './fixture.ts';

const JOB = 'reports.test-export';
defineJob({ name: JOB, mayRunTwice: true, handler: async () => ({ done: true }) });

let t: TestApp;
let failed: number;
let completed: number;
let otherCentre: number;
beforeAll(async () => {
  t = await startTestApp();
  const rows = await t.db.db
    .insert(jobRuns)
    .values([
      {
        name: JOB,
        status: CRON_STATUS.INTERRUPTED,
        payload: { rows: 10 },
        error: 'The server stopped while this job was running',
        progress: 40,
        startedAt: new Date('2031-06-15T10:00:00Z'),
        finishedAt: new Date('2031-06-15T10:01:30Z'),
      },
      {
        name: JOB,
        status: CRON_STATUS.COMPLETED,
        progress: 100,
        startedAt: new Date('2031-06-15T11:00:00Z'),
        finishedAt: new Date('2031-06-15T11:00:02.500Z'),
      },
      { name: JOB, status: CRON_STATUS.INTERRUPTED, error: 'Failed', franchiseeId: 3 },
    ])
    .returning();
  [failed, completed, otherCentre] = rows.map((r) => r.id);
});
afterAll(() => t.close());

describe('cron/list and staff/cron', () => {
  it('lists runs newest first with the spec statuses, duration and error', async () => {
    const res = await t.as(SUPER, { method: 'GET', url: `/api/cron/list?pageSize=50&name=${JOB}` });
    expect(res.statusCode, res.body).toBe(200);
    const page = C.jobRunList.response.parse(res.json());
    const byId = Object.fromEntries(page.rows.map((r) => [r.id, r]));
    expect(byId[failed]).toMatchObject({
      status: 'Interrupted',
      durationSeconds: 90,
      progress: 40,
      error: 'The server stopped while this job was running',
    });
    expect(byId[completed]).toMatchObject({ status: 'Completed', durationSeconds: 2.5, error: null });
    const interrupted = await t.as(SUPER, { method: 'GET', url: `/api/cron/list?status=Interrupted&name=${JOB}` });
    expect(
      interrupted
        .json()
        .rows.map((r: { id: number }) => r.id)
        .sort(),
    ).toEqual([failed, otherCentre].sort());
    const bad = await t.as(SUPER, { method: 'GET', url: '/api/cron/list?status=Failed' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Status must be one of/);
  });

  it('re-runs an interrupted run with its payload, and refuses any other', async () => {
    const res = await t.as(SUPER, { method: 'POST', url: `/api/cron/runs/${failed}/rerun` });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().status).toBe('Not started');
    const list = C.jobRunList.response.parse(
      (await t.as(SUPER, { method: 'GET', url: `/api/cron/list?name=${JOB}` })).json(),
    );
    expect(list.rows.find((r) => r.id === res.json().runId)).toMatchObject({ status: 'Not started' });
    // A second click while that run waits queues nothing more.
    const twice = await t.as(SUPER, { method: 'POST', url: `/api/cron/runs/${failed}/rerun` });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(MESSAGES.rerunQueued);
    const waiting = C.jobRunList.response
      .parse((await t.as(SUPER, { method: 'GET', url: `/api/cron/list?name=${JOB}&status=Not started` })).json())
      .rows.filter((r) => r.id > failed);
    expect(waiting).toHaveLength(1);
    const again = await t.as(SUPER, { method: 'POST', url: `/api/cron/runs/${completed}/rerun` });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.rerunRefused);
    const missing = await t.as(SUPER, { method: 'POST', url: '/api/cron/runs/99999999/rerun' });
    expect(missing.statusCode).toBe(404);
  });

  it('is refused to a role without the cron module', async () => {
    const list = await t.as(CENTRE_A, { method: 'GET', url: '/api/cron/list' });
    expect(list.statusCode).toBe(403);
    const rerun = await t.as(CENTRE_A, { method: 'POST', url: `/api/cron/runs/${otherCentre}/rerun` });
    expect(rerun.statusCode).toBe(403);
  });
});
