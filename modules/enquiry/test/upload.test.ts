import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { A, B, COUNSELLOR, currentYearId } from './helpers.ts';

let t: TestApp;
let year: number;
beforeAll(async () => {
  t = await startTestApp();
  year = await currentYearId(t);
});
afterAll(() => t.close());

async function upload(email: string, file: Buffer, name: string, query = '') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), name);
  const request = new Request('http://localhost/api/upload/enquiries', { method: 'POST', body: form });
  return t.as(email, {
    method: 'POST',
    url: `/api/upload/enquiries?academicYearID=${year}${query}`,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  });
}

const HEADER = 'Parent name,Mobile,Child name,Child date of birth,Class,PIN code,Source';
/** Row i of a big sheet: every 500th row is bad in a known way. */
function row(i: number, prefix: string): string {
  const mobile = `8${prefix}${String(i).padStart(7, '0')}`;
  if (i % 500 === 499) return `Parent Name,12345,Child ${'abcdefghij'[i % 10]},01-02-2022,Nursery,560038,Walk-in`;
  return (
    `Parent Name,${mobile},Child ${'abcdefghij'[i % 10]}${'klmnopqrst'[Math.floor(i / 10) % 10]},` +
    '01-02-2022,Nursery,560038,Walk-in'
  );
}

describe('enquiry upload', () => {
  it('writes nothing when a row is bad (all-or-nothing), listing each row and reason', async () => {
    const csv = [
      HEADER,
      'Kiran Desai,9900011111,Mira Desai,15-03-2022,Nursery,560038,Walk-in',
      'Bad Mobile,99000,Tia Roy,2022-01-01,Nursery,560038,',
      'Ajay Sen,9900011112,Om Sen,2022-01-01,Grade 9,560038,',
      'Kiran Desai,9900011111,mira desai,15-03-2022,Nursery,560038,',
    ].join('\n');
    const res = await upload(A, Buffer.from(csv), 'leads.csv');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { row: 2, field: 'mobile', message: 'Mobile number must be a 10-digit Indian mobile number' },
      { row: 3, field: 'class', message: "Class 'Grade 9' not found" },
      { row: 4, field: 'mobile', message: 'Same mobile number and child name as row 1' },
    ]);
    expect((await t.as(A, { method: 'GET', url: '/api/enquiry/spanco?searchValue=9900011111' })).json().count).toBe(0);
  });

  it('imports the good rows and reports the bad ones when asked to skip them, allocating each lead', async () => {
    const csv = [
      HEADER,
      'Kiran Desai,9900011111,Mira Desai,15-03-2022,Nursery,560038,Walk-in',
      'Bad Mobile,99000,Tia Roy,2022-01-01,Nursery,560038,',
      'Rekha Das,+91 99000 11113,Arya Das,,Playgroup,,Newspaper',
    ].join('\n');
    const res = await upload(A, Buffer.from(csv), 'leads.csv', '&mode=skip-bad-rows');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total: 3, created: 2, skipped: 1, errors: [{ row: 2, field: 'mobile' }] });
    const rows = (await t.as(A, { method: 'GET', url: '/api/enquiry/spanco?searchValue=99000111' })).json().rows;
    expect(rows).toHaveLength(2);
    expect(
      rows.every(
        (r: { stage: string; assignedTo: number | null; franchiseeId: number }) =>
          r.stage === 'Yet_to_call' && r.assignedTo !== null && r.franchiseeId === 2,
      ),
    ).toBe(true);
    // Uploading the same file again finds them as duplicates of the database.
    const again = await upload(A, Buffer.from(csv), 'leads.csv', '&mode=skip-bad-rows');
    expect(again.json().created).toBe(0);
    expect(again.json().errors[0].message).toMatch(
      /^An enquiry for this child with this mobile number already exists \(ENQ-/,
    );
    expect((await t.as(B, { method: 'GET', url: '/api/enquiry/spanco?searchValue=99000111' })).json().count).toBe(0);
  });

  it('reads XLSX sheets and refuses unknown columns, other centres and roles without the module', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Leads');
    sheet.addRow(['Parent name', 'Mobile', 'Child name', 'Class']);
    sheet.addRow(['Farhan Ali', 9900022222, 'Ayaan Ali', 'LKG']);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    const res = await upload(A, xlsx, 'leads.xlsx');
    expect(res.json(), res.body).toMatchObject({ created: 1, skipped: 0 });
    expect((await upload(A, Buffer.from('Parent name,Colour\nX,red\n'), 'x.csv')).json().message).toBe(
      'Unknown column: Colour',
    );
    expect((await upload(A, Buffer.from(HEADER + '\n'), 'x.csv')).json().message).toBe('The file has no data rows');
    expect((await upload(A, Buffer.from(HEADER + '\n'), 'x.csv', '&franchiseeID=3')).statusCode).toBe(404);
    expect((await upload(COUNSELLOR, Buffer.from(HEADER + '\n'), 'x.csv')).statusCode).toBe(403);
  });

  it('reports exactly the 100 bad rows of a 50,000-row file, with their row numbers', async () => {
    const lines = [HEADER];
    for (let i = 0; i < 50_000; i++) lines.push(row(i, '77'));
    const res = await upload(A, Buffer.from(lines.join('\n')), 'big.csv', '&mode=skip-bad-rows');
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const body = res.json();
    expect(body.errors).toHaveLength(100);
    expect(body.errors.map((e: { row: number }) => e.row)).toEqual(
      Array.from({ length: 100 }, (_, k) => 500 * k + 500),
    );
    expect(body.errors[0]).toEqual({
      row: 500,
      field: 'mobile',
      message: 'Mobile number must be a 10-digit Indian mobile number',
    });
    expect(body).toMatchObject({ total: 50_000, created: 49_900, skipped: 100 });
  }, 180_000);
});
