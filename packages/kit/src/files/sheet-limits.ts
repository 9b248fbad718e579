import { Transform, type TransformCallback } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { AppError } from '../errors.ts';

/** The bounds one sheet upload is read within. */
export interface SheetLimits {
  /** Data rows (the header row not counted); reading stops and refuses at the first row over. */
  maxRows: number;
  /** Bytes of the upload as sent (an XLSX compressed). */
  maxBytes: number;
  /** Bytes an XLSX may inflate to, counted as they are inflated (a zip's own size claims are not trusted). */
  maxUnzippedBytes?: number;
}

export const DEFAULT_SHEET_LIMITS = { maxBytes: 32 * 1024 * 1024, unzippedPerByte: 8 } as const;

/** Rows read between two yields to the event loop, so other requests are answered while a big file is read. */
export const ROWS_PER_TURN = 250;
export const yieldTurn = () => nextTurn();

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
const count = (n: number) => n.toLocaleString('en-IN');

export const sheetTooLarge = (maxBytes: number) =>
  new AppError(413, `The file is larger than ${mb(maxBytes)}; split it into smaller files`);
export const sheetTooLong = (maxRows: number) =>
  new AppError(
    413,
    `The file has more than ${count(maxRows)} rows; at most ${count(maxRows)} rows per upload, split it`,
  );
export const workbookTooLarge = (maxBytes: number) =>
  new AppError(413, `The workbook unpacks to more than ${mb(maxBytes)}; split it into smaller files`);

const METER_SLICE_BYTES = 4096;

/** Inflated bytes shared by every part of one workbook. */
export class ByteBudget {
  used = 0;
  constructor(readonly max: number) {}

  /**
   * A pass-through that charges what flows through it and fails as soon as the budget is spent. What
   * passes is handed on in small slices, one per turn of the event loop: the XML parsers behind it work
   * through whatever they are given without waiting on I/O, so one fast inflate would otherwise hold the
   * loop for a whole part.
   */
  meter(): Transform {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the transform below has its own `this`
    const budget = this;
    return new Transform({
      transform(this: Transform, chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
        budget.used += chunk.length;
        if (budget.used > budget.max) return done(workbookTooLarge(budget.max));
        let at = 0;
        const next = () => {
          if (at >= chunk.length) return done();
          this.push(chunk.subarray(at, (at += METER_SLICE_BYTES)));
          setImmediate(next);
        };
        setImmediate(next);
      },
    });
  }
}
