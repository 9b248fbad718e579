import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { bombWorkbook } from '../../../bench/lib/zip.mjs';
import { AppError, readSheet } from '../src/index.ts';

const limits = { maxRows: 1000, maxBytes: 1024 * 1024, maxUnzippedBytes: 8 * 1024 * 1024 };

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Leads');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A CSV of `rows` data rows made as it is read, counting how many were made when the reader stopped. */
function lazyCsv(rows: number) {
  const made = { rows: 0 };
  const stream = Readable.from(
    (function* () {
      yield Buffer.from('Mobile,Name\n');
      while (made.rows < rows) {
        let chunk = '';
        for (let i = 0; i < 100 && made.rows < rows; i++, made.rows++) chunk += `98${made.rows},Child ${made.rows}\n`;
        yield Buffer.from(chunk);
      }
    })(),
  );
  return { stream, made };
}

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: unknown) => e as AppError,
  );

describe('readSheet', () => {
  it('reads CSV and XLSX alike: headers, trimmed cells, empty rows dropped, dates as ISO text', async () => {
    const csv = await readSheet(
      Readable.from([Buffer.from('\ufeffName , DOB\n Asha ,2022-01-05\n\n"Ravi, K",\n')]),
      limits,
    );
    expect(csv).toEqual({
      headers: ['Name', 'DOB'],
      rows: [
        ['Asha', '2022-01-05'],
        ['Ravi, K', ''],
      ],
    });
    const xlsx = await readSheet(
      Readable.from([await workbook([['Name', 'DOB'], [' Asha ', new Date(Date.UTC(2022, 0, 5))], [], ['Ravi', 3]])]),
      limits,
    );
    expect(xlsx).toEqual({
      headers: ['Name', 'DOB'],
      rows: [
        ['Asha', '2022-01-05'],
        ['Ravi', '3'],
      ],
    });
  });

  it('refuses a file over the row cap as soon as the cap is passed, not after reading it all', async () => {
    const { stream, made } = lazyCsv(1_000_000);
    const e = await refusal(readSheet(stream, { ...limits, maxBytes: 64 * 1024 * 1024 }));
    expect(e.statusCode).toBe(413);
    expect(e.message).toBe('The file has more than 1,000 rows; at most 1,000 rows per upload, split it');
    expect(made.rows).toBeLessThan(50_000);
    const xlsx = await workbook([['Mobile'], ...Array.from({ length: 1001 }, (_, i) => [String(i)])]);
    expect((await refusal(readSheet(Readable.from([xlsx]), limits))).statusCode).toBe(413);
  });

  it('refuses an upload over its byte limit, and a CSV row without line breaks', async () => {
    const { stream } = lazyCsv(1_000_000);
    const e = await refusal(readSheet(stream, { ...limits, maxRows: 10_000_000 }));
    expect([e.statusCode, e.message]).toEqual([413, 'The file is larger than 1 MB']);
    const long = await refusal(readSheet(Readable.from([Buffer.from('a,b\n' + 'x'.repeat(100_000))]), limits));
    expect([long.statusCode, long.message]).toEqual([400, 'A row of the file is longer than 65,536 characters']);
  });

  it('refuses a zip bomb by what it inflates to, whatever its headers claim', async () => {
    const honest = await refusal(readSheet(Readable.from([await bombWorkbook(64 * 1024 * 1024)]), limits));
    expect([honest.statusCode, honest.message]).toEqual([
      413,
      'The workbook unpacks to more than 8 MB; split it into smaller files',
    ]);
    // Claims 4 MB (within the bound) but inflates to 64 MB.
    const lying = await bombWorkbook(64 * 1024 * 1024, { declaredSize: 4 * 1024 * 1024 });
    const e = await refusal(readSheet(Readable.from([lying]), limits));
    expect(e.statusCode).toBeGreaterThanOrEqual(400);
    expect(e.statusCode).toBeLessThan(500);
    const bare = await refusal(readSheet(Readable.from([Buffer.from('PK\u0003\u0004 not really a zip')]), limits));
    expect(bare.message).toBe('The file is not a readable Excel workbook (.xlsx)');
  });

  it('refuses an empty upload', async () => {
    expect((await refusal(readSheet(Readable.from([]), limits))).message).toBe('The file is empty');
  });
});
