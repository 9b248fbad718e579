import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { bombWorkbook } from '../../../bench/lib/zip.mjs';
import { A, currentYearId } from './helpers.ts';

let t: TestApp;
let year: number;
let base: string;
beforeAll(async () => {
  t = await startTestApp();
  year = await currentYearId(t);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** The upload over a real connection, as a browser sends it. */
async function upload(file: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), name);
  const res = await fetch(`${base}/api/upload/enquiries?academicYearID=${year}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await t.token(A)}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { message: string } };
}

/** GET /api/health every 25 ms until `done` settles; the slowest answer in ms and how many were answered. */
async function healthWhile(done: Promise<unknown>) {
  let settled = false;
  void done.finally(() => (settled = true));
  const times: number[] = [];
  while (!settled) {
    const started = performance.now();
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    times.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 25));
  }
  return { slowest: Math.max(...times), answered: times.length };
}

describe('enquiry upload limits', () => {
  it('refuses a file over 200,000 rows while reading it, with a clear 413', async () => {
    const lines = ['Mobile'];
    for (let i = 0; i < 1_000_000; i++) lines.push(`98${String(i).padStart(8, '0')}`);
    // That it stops at the cap rather than after the last row is proved where the rows are counted
    // (packages/kit/test/sheet-reader.test.ts); here, that a person reads why.
    const res = await upload(Buffer.from(lines.join('\n')), 'leads.csv');
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The file has more than 2,00,000 rows; at most 2,00,000 rows per upload, split it');
  });

  it('refuses a file over 32 MB', async () => {
    const line = `Mobile,Remarks\n9800000000,${'x'.repeat(1000)}\n`;
    const res = await upload(Buffer.from(line.repeat(33 * 1024)), 'leads.csv');
    expect([res.status, res.body.message]).toEqual([413, 'The file is larger than 32 MB']);
  });

  it('refuses a compressed bomb and keeps answering other requests meanwhile', async () => {
    // Claims 60 MB (within the bound, so it is inflated) but holds 256 MB.
    const bomb = await bombWorkbook(256 * 1024 * 1024, { declaredSize: 60 * 1024 * 1024 });
    expect(bomb.length).toBeLessThan(512 * 1024);
    const started = performance.now();
    const refused = upload(bomb, 'leads.xlsx');
    const health = await healthWhile(refused);
    const res = await refused;
    const took = performance.now() - started;
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The file is not a readable Excel workbook (.xlsx)');
    // Inflating in one block would hold the health checks for most of the upload; against the upload's own time,
    // not a clock, so a busy machine slows both alike.
    expect(health.answered).toBeGreaterThan(3);
    expect(health.slowest).toBeLessThan(took / 3);
    // An honest bomb is refused by its claim before anything is inflated.
    const honest = await upload(await bombWorkbook(200 * 1024 * 1024), 'leads.xlsx');
    expect([honest.status, honest.body.message]).toEqual([
      413,
      'The workbook unpacks to more than 160 MB; split it into smaller files',
    ]);
  }, 120_000);
});
