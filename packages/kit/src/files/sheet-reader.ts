import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CsvError, parse } from 'csv-parse';
import { AppError, badRequest } from '../errors.ts';
import { UploadProbe } from './probe.ts';
import {
  ByteBudget,
  DEFAULT_SHEET_LIMITS,
  ROWS_PER_TURN,
  sheetTooLong,
  yieldTurn,
  type SheetLimits,
} from './sheet-limits.ts';
import { xlsxRows } from './xlsx-rows.ts';

export * from './sheet-limits.ts';

/** A sheet's header row and its non-empty data rows, each cell trimmed text (index i under headers[i]). */
export interface SheetTable {
  headers: string[];
  rows: string[][];
}

/** Longest CSV row accepted: a file without line breaks is refused early instead of held whole. */
const MAX_CSV_ROW_CHARS = 64 * 1024;

const SLICE_BYTES = 16 * 1024;

const isZip = (head: Buffer) => head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;

function csvProblem(e: CsvError): AppError {
  if (e.code === 'CSV_MAX_RECORD_SIZE')
    return badRequest(`A row of the file is longer than ${MAX_CSV_ROW_CHARS.toLocaleString('en-IN')} characters`);
  return badRequest(`The CSV file cannot be read near line ${e.lines ?? '?'}; check its quotes`);
}

async function* csvRows(upload: Readable): AsyncGenerator<string[]> {
  const parser = parse({
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: MAX_CSV_ROW_CHARS,
  });
  upload.on('error', (e) => parser.destroy(e));
  try {
    for await (const record of upload.pipe(parser)) yield record as string[];
  } catch (e) {
    throw e instanceof CsvError ? csvProblem(e) : e;
  }
}

async function* spooledXlsxRows(upload: Readable, limits: SheetLimits): AsyncGenerator<string[]> {
  // A zip's directory is at its end: the upload is kept on disk (never in memory) and then read part by part.
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-sheet-'));
  try {
    const file = path.join(dir, 'upload.xlsx');
    await pipeline(upload, createWriteStream(file));
    const unzipped = limits.maxUnzippedBytes ?? limits.maxBytes * DEFAULT_SHEET_LIMITS.unzippedPerByte;
    yield* xlsxRows(file, new ByteBudget(unzipped));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The rows read, refused at the first row over the cap; the event loop gets a turn every few thousand rows. */
async function collect(rows: AsyncIterable<string[]>, maxRows: number): Promise<SheetTable> {
  let headers: string[] | undefined;
  const data: string[][] = [];
  let seen = 0;
  for await (const raw of rows) {
    if (++seen % ROWS_PER_TURN === 0) await yieldTurn();
    const cells = raw.map((c) => (c ?? '').trim());
    if (!headers) {
      headers = cells;
      continue;
    }
    if (!cells.some(Boolean)) continue;
    if (data.length === maxRows) throw sheetTooLong(maxRows);
    data.push(cells);
  }
  return { headers: headers ?? [], rows: data };
}

/**
 * Reads an uploaded CSV or XLSX file (told apart by its bytes) as it streams in, within `limits`:
 * the upload's size, the number of rows (refused as soon as one too many is read) and, for an
 * XLSX, the bytes it inflates to. What is left of a refused upload is read and dropped so the
 * request still completes with the refusal.
 */
export async function readSheet(source: Readable, limits: SheetLimits): Promise<SheetTable> {
  const probe = new UploadProbe(limits.maxBytes);
  source.on('error', (e) => probe.destroy(e));
  source.pipe(probe);
  try {
    // The probe is a byte stream: what it yields is a Buffer.
    const chunks: AsyncIterator<Buffer> = probe[Symbol.asyncIterator]();
    const first = await chunks.next();
    if (first.done) throw badRequest('The file is empty');
    // Small slices: a parser works through each write in one go, so a big one would hold the event loop.
    const slices = function* (chunk: Buffer) {
      for (let at = 0; at < chunk.length; at += SLICE_BYTES) yield chunk.subarray(at, at + SLICE_BYTES);
    };
    const upload = Readable.from(
      (async function* () {
        yield* slices(first.value);
        for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield* slices(next.value);
      })(),
      { objectMode: false },
    );
    const rows = isZip(first.value) ? spooledXlsxRows(upload, limits) : csvRows(upload);
    return await collect(rows, limits.maxRows);
  } finally {
    if (!source.readableEnded) {
      source.unpipe(probe);
      probe.destroy();
      source.resume();
    }
  }
}
