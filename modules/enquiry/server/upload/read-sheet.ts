import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { badRequest } from '@portal/kit';

export interface Sheet {
  headers: string[];
  rows: Record<string, string>[];
}

const isZip = (b: Buffer) => b.length > 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    return '';
  }
  return String(value);
}

/** A CSV or XLSX file (told apart by its bytes) as header-keyed rows of text. */
export async function readSheet(file: Buffer): Promise<Sheet> {
  if (isZip(file)) {
    const book = new ExcelJS.Workbook();
    try {
      await book.xlsx.load(file as unknown as ArrayBuffer);
    } catch {
      throw badRequest('The file is not a readable Excel workbook');
    }
    const sheet = book.worksheets[0];
    if (!sheet) throw badRequest('The workbook has no sheet');
    const headers: string[] = [];
    sheet.getRow(1).eachCell({ includeEmpty: true }, (cell, col) => (headers[col - 1] = cellText(cell.value).trim()));
    const rows: Record<string, string>[] = [];
    for (let r = 2; r <= sheet.rowCount; r++) {
      const row = sheet.getRow(r);
      const out: Record<string, string> = {};
      let any = false;
      headers.forEach((h, i) => {
        const v = cellText(row.getCell(i + 1).value).trim();
        if (v) any = true;
        out[h] = v;
      });
      if (any) rows.push(out);
    }
    return { headers, rows };
  }
  const parsed = Papa.parse<Record<string, string>>(file.toString('utf8').replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
  });
  return { headers: parsed.meta.fields ?? [], rows: parsed.data };
}
