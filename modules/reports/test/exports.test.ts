import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { todayInIndia } from '@portal/core';
import { startWorker, type Worker } from '@portal/kit';
import { startTestApp, type TestApp } from '@portal/server/testing';
import * as C from '../shared/contracts.ts';
import { MESSAGES } from '../shared/constants.ts';
import { exportJob } from '../server/index.ts';
import { buildFixture, CENTRE_A, MARKETING, SUPER, TEACHER, type Fixture } from './fixture.ts';

let t: TestApp;
let fx: Fixture;
let worker: Worker;
beforeAll(async () => {
  t = await startTestApp();
  fx = await buildFixture(t);
  worker = await startWorker({ db: t.db.db, jobs: [exportJob], pollMs: 50 });
});
afterAll(async () => {
  await worker.stop();
  await t.close();
});

const start = (email: string, payload: object) => t.as(email, { method: 'POST', url: '/api/report/exports', payload });

async function finished(email: string, id: number) {
  for (let i = 0; i < 200; i++) {
    const list = C.exportList.response.parse((await t.as(email, { method: 'GET', url: '/api/report/exports' })).json());
    const row = list.rows.find((r) => r.id === id);
    if (row && (row.status === 'Completed' || row.status === 'Interrupted')) return row;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the export did not finish');
}

describe('exports as jobs, into the download list', () => {
  it("streams a centre's enquiries of the period into a CSV the owner downloads", async () => {
    // Every enquiry the fixture wrote today, at centre A: 5.
    const today = todayInIndia();
    const res = await start(CENTRE_A, { report: 'enquiries', format: 'csv', fromDate: today, toDate: today });
    expect(res.statusCode, res.body).toBe(202);
    const row = await finished(CENTRE_A, res.json().id);
    expect(row).toMatchObject({ status: 'Completed', progress: 100, ready: true, report: 'enquiries' });
    const file = await t.as(CENTRE_A, { method: 'GET', url: `/api/report/exports/${row.id}/file` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    const lines = file.body.trim().split('\n');
    expect(lines[0]).toContain('Enquiry,Centre,Child');
    const fixtureLines = lines.filter((l) => l.startsWith('FIX-ENQ-'));
    expect(fixtureLines).toHaveLength(5);
    expect(fixtureLines.every((l) => l.includes('Little Sprouts Preschool Indiranagar'))).toBe(true);
    expect(row.rowCount).toBe(lines.length - 1);
    // Someone else's export is not found.
    const other = await t.as(SUPER, { method: 'GET', url: `/api/report/exports/${row.id}/file` });
    expect(other.statusCode).toBe(404);
  });

  it('writes an XLSX of fee payments with the hand-counted rows', async () => {
    const res = await start(SUPER, {
      report: 'fee-payments',
      format: 'xlsx',
      fromDate: '2031-06-01',
      toDate: '2031-06-30',
      franchiseeID: fx.centreA,
    });
    expect(res.statusCode, res.body).toBe(202);
    const row = await finished(SUPER, res.json().id);
    expect(row).toMatchObject({ status: 'Completed', rowCount: 2 });
    const file = await t.as(SUPER, { method: 'GET', url: `/api/report/exports/${row.id}/file` });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const values = sheet.getSheetValues().filter(Boolean) as unknown[][];
    expect(values).toHaveLength(3);
    const column = (header: string) => values[0].indexOf(header);
    expect(values.slice(1).map((v) => v[column('Amount (Rs.)')])).toEqual(['1000.00', '500.00']);
    // Each payment names what it was for: its fee head.
    expect(values.slice(1).map((v) => v[column('For')])).toEqual(['Tuition', 'Tuition']);
  });

  it('refuses a backwards or too long period, another centre, and a report the role may not run', async () => {
    const backwards = await start(CENTRE_A, {
      report: 'enquiries',
      format: 'csv',
      fromDate: '2031-06-30',
      toDate: '2031-06-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain(MESSAGES.backwards);
    const tooLong = await start(CENTRE_A, {
      report: 'enquiries',
      format: 'csv',
      fromDate: '2030-01-01',
      toDate: '2031-06-01',
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain(MESSAGES.tooLong);
    const otherCentre = await start(CENTRE_A, {
      report: 'enquiries',
      format: 'csv',
      fromDate: '2031-06-01',
      toDate: '2031-06-30',
      franchiseeID: fx.centreB,
    });
    expect(otherCentre.statusCode).toBe(404);
    expect(otherCentre.json().message).toMatch(/not found/);
    const refused = await start(TEACHER, {
      report: 'fee-payments',
      format: 'csv',
      fromDate: '2031-06-01',
      toDate: '2031-06-30',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.reportRefused);
    const marketing = await start(MARKETING, {
      report: 'admissions',
      format: 'csv',
      fromDate: '2031-06-01',
      toDate: '2031-06-30',
    });
    expect(marketing.statusCode).toBe(403);
    const unknown = await start(CENTRE_A, { report: 'salaries', format: 'pdf', fromDate: 'x', toDate: 'y' });
    expect(unknown.statusCode).toBe(400);
  });
});
