import { sql } from 'drizzle-orm';
import { anonymousContext, defineDailySweep, defineJob, type SheetTable } from '@portal/kit';
import { importEnquiries } from '@portal/mod-enquiry/server';

export const IMPORT_JOB = 'faults.enquiry-import';
export const IMPORT_ROWS = 50_000;

export interface ImportPayload extends Record<string, unknown> {
  franchiseeId: number;
  academicYearId: number;
  /** Mobile numbers of this batch start with these three digits. */
  prefix: string;
  /** An advisory lock the job takes halfway: while the test holds it, the job waits mid-transaction. */
  gate: number;
}

/** The upload sheet of the batch: 50,000 distinct leads. */
export function importSheet(prefix: string, rows = IMPORT_ROWS): SheetTable {
  const names = ['Aarav', 'Diya', 'Vihaan', 'Ananya', 'Kabir', 'Saanvi', 'Ishaan', 'Myra'];
  return {
    headers: ['Parent name', 'Mobile', 'Child name', 'Class', 'Source'],
    rows: Array.from({ length: rows }, (_, i) => [
      'Meera Sharma',
      `${prefix}${String(i).padStart(7, '0')}`,
      `${names[i % 8]} ${names[(i >> 3) % 8]}`,
      ['Playgroup', 'Nursery', 'LKG', 'UKG'][i % 4],
      'Walk-in',
    ]),
  };
}

/**
 * The enquiry upload as a background job: both halves of a 50,000-row file go in one
 * transaction through the real import service, with a pause in the middle the test
 * controls. Resumable: a run whose server died is queued again and starts over.
 */
export const importJob = defineJob<ImportPayload>({
  name: IMPORT_JOB,
  resumable: true,
  mayRunTwice: true,
  async handler({ db, payload, progress }) {
    const sheet = importSheet(payload.prefix);
    const half = sheet.rows.length / 2;
    const opts = {
      mode: 'all-or-nothing' as const,
      franchiseeId: payload.franchiseeId,
      academicYearId: payload.academicYearId,
    };
    const created = await db.transaction(async (tx) => {
      const ctx = { ...anonymousContext(tx), franchisees: 'all' as const };
      const first = await importEnquiries(ctx, { headers: sheet.headers, rows: sheet.rows.slice(0, half) }, opts);
      await progress(50);
      await tx.execute(sql`select pg_advisory_xact_lock(${payload.gate})`);
      const second = await importEnquiries(ctx, { headers: sheet.headers, rows: sheet.rows.slice(half) }, opts);
      return first.created + second.created;
    });
    return { created };
  },
});

export const ONCE_JOB = 'faults.run-once';

/** Records which process ran it, in a table the two-server test creates. */
export const onceJob = defineJob<{ n: number }>({
  name: ONCE_JOB,
  mayRunTwice: false,
  async handler({ db, runId }) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    await db.execute(sql`insert into fault_job_hits (run_id, pid) values (${runId}, ${process.pid})`);
    return { pid: process.pid };
  },
});

export const SWEEP_JOB = 'faults.daily-sweep';
/** An advisory lock the sweep waits on mid-work: while the test holds it, the sweep is held in the middle. */
export const SWEEP_GATE = 71_002;

/** A daily sweep whose work waits on the test's gate; running it twice does no harm. */
export const faultSweep = defineDailySweep({
  name: SWEEP_JOB,
  at: '06:00',
  what: 'fault test pass(es)',
  mayRunTwice: true,
  async sweep(ctx) {
    await ctx.db.transaction((tx) => tx.execute(sql`select pg_advisory_xact_lock(${SWEEP_GATE})`));
    return 1;
  },
});
