import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import type ExcelJS from 'exceljs';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError, badRequest } from '../errors.ts';
import { ByteBudget, workbookTooLarge } from './sheet-limits.ts';

/** A zip of more parts than any workbook has is refused before anything is inflated. */
const MAX_ZIP_ENTRIES = 2000;

/**
 * The parts of ExcelJS's streaming WorkbookReader used here. Its own `parse` reads the zip front to
 * back and cannot bound what it inflates; driving its part parsers from a random-access zip lets
 * every part pass through one inflated-bytes budget, and reads the shared strings before the sheet
 * (Excel writes them after it) without a temporary copy of the sheet.
 */
interface PartParsers {
  _parseRels(part: Readable): Promise<void>;
  _parseWorkbook(part: Readable): Promise<void>;
  _parseStyles(part: Readable): Promise<void>;
  _parseSharedStrings(part: Readable): AsyncGenerator<unknown>;
  _parseWorksheet(part: Readable, sheetNo: string): Generator<{ value: ExcelJS.stream.xlsx.WorksheetReader }>;
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { rId: string }[] };
}

const notWorkbook = () => badRequest('The file is not a readable Excel workbook (.xlsx)');

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return cellText(value.result);
    if ('error' in value) return String(value.error);
    return '';
  }
  return String(value);
}

async function entriesOf(zip: ZipFile): Promise<Map<string, Entry>> {
  const entries = new Map<string, Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      if (entries.size >= MAX_ZIP_ENTRIES) return reject(notWorkbook());
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
}

/**
 * The first worksheet of an .xlsx file on disk, one row of cell texts at a time (index 0 is
 * column A). Every part read is inflated through `budget`; the zip's size claims are not trusted.
 */
export async function* xlsxRows(path: string, budget: ByteBudget): AsyncGenerator<string[]> {
  const open = promisify<string, yauzl.Options, ZipFile>(yauzl.open);
  const zip = await open(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true }).catch(() => {
    throw notWorkbook();
  });
  // Parts left half-read (a refusal mid-sheet) are destroyed so the zip's file is let go.
  const opened: Readable[] = [];
  try {
    const entries = await entriesOf(zip);
    // An honest bomb is refused by its claim at once; a lying one by the budget as it inflates.
    const claimed = [...entries.values()].reduce((sum, e) => sum + e.uncompressedSize, 0);
    if (claimed > budget.max) throw workbookTooLarge(budget.max);
    const openPart = promisify<Entry, Readable>(zip.openReadStream.bind(zip));
    const part = async (name: string) => {
      const entry = entries.get(name);
      if (!entry) return null;
      const inflated = await openPart(entry);
      opened.push(inflated);
      const meter = budget.meter();
      // yauzl fails the stream when more bytes come out than the entry declares; either way it is refused.
      inflated.on('error', (e) => meter.destroy(e instanceof AppError ? e : notWorkbook()));
      return inflated.pipe(meter);
    };
    const { default: Excel } = await import('exceljs'); // loaded when first needed (about 30 MB resident)
    const options = { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit' } as const;
    // cast: the reader's part parsers are its own (undeclared) methods, which PartParsers names as exceljs has them
    const reader = new Excel.stream.xlsx.WorkbookReader(path, options) as unknown as PartParsers;
    const rels = await part('xl/_rels/workbook.xml.rels');
    const book = await part('xl/workbook.xml');
    if (!rels || !book) throw notWorkbook();
    await reader._parseRels(rels);
    await reader._parseWorkbook(book);
    const styles = await part('xl/styles.xml');
    if (styles) await reader._parseStyles(styles);
    const strings = await part('xl/sharedStrings.xml');
    if (strings) for await (const _ of reader._parseSharedStrings(strings));

    const firstId = reader.model?.sheets?.[0]?.rId;
    const target = reader.workbookRels?.find((r) => r.Id === firstId)?.Target.replace(/^\/?(xl\/)?/, '');
    const sheetNo = /^worksheets\/sheet(\d+)\.xml$/.exec(target ?? '')?.[1];
    const sheet = sheetNo ? await part(`xl/${target}`) : null;
    if (!sheet || !sheetNo) throw badRequest('The workbook has no sheet');
    for (const { value: worksheet } of reader._parseWorksheet(sheet, sheetNo)) {
      for await (const row of worksheet) {
        // A row read from a sheet gives its values as a list from index 1; the keyed form is for writing.
        const values = Array.isArray(row.values) ? row.values : [];
        const cells: string[] = [];
        for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]).trim());
        yield cells;
      }
    }
  } catch (e) {
    throw e instanceof AppError ? e : notWorkbook();
  } finally {
    for (const stream of opened) stream.destroy();
    zip.close();
  }
}
