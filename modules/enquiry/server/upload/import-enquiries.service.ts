import { and, eq, sql } from 'drizzle-orm';
import { zodForFields } from '@portal/core';
import {
  AppError,
  audit,
  badRequest,
  ImportRefused,
  inTransaction,
  zodIssues,
  type ImportError,
  type ImportMode,
  type RequestContext,
  type SheetTable,
} from '@portal/kit';
import { classes, franchisees } from '@portal/mod-org/server';
import { ENQUIRY_SOURCES, LEAD_FIELDS, STAGE } from '../../shared/index.ts';
import { headingKey, UPLOAD_FIELD_BY_HEADING } from '../../shared/upload-columns.ts';
import { activeRules } from '../allocation/auto-allocate.service.ts';
import { chooseRule } from '../allocation/choose-rule.ts';
import { pincodeRoutes } from '../allocation/route-lead.service.ts';
import { childNameKey, newEnquiryCode, normaliseMobile } from '../codes.ts';
import { checkChildDob } from '../enquiries/enquiry-hooks.service.ts';
import { stageSetting } from '../enquiries/stage-settings.service.ts';
import { enquiries, leadAllocationRules, type leadAllocations } from '../schema.ts';
import { enquiriesCreated } from '../followups/kept-buckets.ts';
import { enquiryShape } from '../../shared/resources.ts';

export const UPLOAD_ROW_LIMIT = 200_000;
const BATCH = 1000;
/** What a sheet row is replaced with once read. */
const CONSUMED: string[] = [];

const rowSchema = zodForFields(LEAD_FIELDS, 'create');

/** '05-06-2023' (the portal's DD-MM-YYYY) or '2023-06-05' → '2023-06-05'. */
function isoDate(v: string): string {
  const m = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(v);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : v;
}

/** A checked row's optional answer: its text or number, or null when left out. */
const textOrNull = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const numberOrNull = (v: unknown): number | null => (typeof v === 'number' ? v : null);

export interface UploadOptions {
  mode: ImportMode;
  franchiseeId: number;
  academicYearId: number;
  /** Called after each batch with rows written so far. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * The rows that passed, column by column: a 100k-row file held as a dozen arrays of plain
 * values instead of 100k objects keeps the server's memory small.
 */
class ValidRows {
  readonly row: number[] = [];
  readonly franchiseeId: number[] = [];
  readonly routedFrom: (number | null)[] = [];
  readonly source: string[] = [];
  readonly parentName: string[] = [];
  readonly mobile: string[] = [];
  readonly email: (string | null)[] = [];
  readonly childName: string[] = [];
  readonly childDob: (string | null)[] = [];
  readonly classId: (number | null)[] = [];
  readonly pincode: (string | null)[] = [];
  readonly remarks: (string | null)[] = [];

  get length(): number {
    return this.row.length;
  }

  push(row: number, franchiseeId: number, routedFrom: number | null, source: string, v: Record<string, unknown>): void {
    this.row.push(row);
    this.franchiseeId.push(franchiseeId);
    this.routedFrom.push(routedFrom);
    this.source.push(source);
    this.parentName.push(String(v.parentName));
    this.mobile.push(String(v.mobile));
    this.email.push(textOrNull(v.email));
    this.childName.push(String(v.childName));
    this.childDob.push(textOrNull(v.childDob));
    this.classId.push(numberOrNull(v.classId));
    this.pincode.push(textOrNull(v.pincode));
    this.remarks.push(textOrNull(v.remarks));
  }
}

/**
 * Imports enquiries from an uploaded sheet into one centre and year (the sheet's rows are
 * consumed: released once checked). Every row is checked
 * as the enquiry form checks it (plus duplicates in the file and in the database); in
 * 'all-or-nothing' mode any problem writes nothing, in 'skip-bad-rows' mode the good rows
 * go in. Rows are written in batches of 1000 with auto-allocation done in memory, so a
 * 100k-row file takes seconds, not minutes. Head office's file is routed by PIN code.
 */
export async function importEnquiries(ctx: RequestContext, sheet: SheetTable, opts: UploadOptions) {
  if (!sheet.headers.some(Boolean)) throw badRequest('The file has no header row');
  if (!sheet.rows.length) throw badRequest('The file has no data rows');
  // The row cap (UPLOAD_ROW_LIMIT) is applied while the file is read.
  const fieldOf = (h: string) => UPLOAD_FIELD_BY_HEADING[headingKey(h)];
  const unknown = sheet.headers.filter((h) => h && !fieldOf(h));
  if (unknown.length) throw badRequest(`Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`);
  const mapped = sheet.headers.flatMap((h, i) => {
    const field = h ? fieldOf(h) : undefined;
    return field ? [[i, field] as const] : [];
  });
  const total = sheet.rows.length;

  return inTransaction(ctx, async (ctx) => {
    const [centre] = await ctx.db
      .select({ isCorporate: franchisees.isCorporate })
      .from(franchisees)
      .where(eq(franchisees.id, opts.franchiseeId));
    if (!centre) throw badRequest('Franchisee not found');
    const routes = centre.isCorporate ? await pincodeRoutes(ctx) : null;
    const classIds = new Map(
      (await ctx.db.select({ id: classes.id, name: classes.name }).from(classes).where(eq(classes.isActive, true))).map(
        (c) => [c.name.toLowerCase(), c.id],
      ),
    );
    const existing = new Map<number, Map<string, string>>();
    const existingKeys = async (franchiseeId: number) => {
      let keys = existing.get(franchiseeId);
      if (!keys) {
        const rows = await ctx.db
          .select({ mobile: enquiries.mobile, key: enquiries.childNameKey, code: enquiries.enquiryCode })
          .from(enquiries)
          .where(and(eq(enquiries.franchiseeId, franchiseeId), eq(enquiries.academicYearId, opts.academicYearId)));
        keys = new Map(rows.map((r) => [`${r.mobile}|${r.key}`, r.code]));
        existing.set(franchiseeId, keys);
      }
      return keys;
    };

    const errors: ImportError[] = [];
    const allOrNothing = opts.mode === 'all-or-nothing';
    const inFile = new Map<string, number>();
    const first = await stageSetting(ctx, STAGE.YET_TO_CALL);
    const rules = new Map<number, Awaited<ReturnType<typeof activeRules>>>();
    const byCounsellor = new Map<number, number[]>();
    const perCentre = new Map<number, number>();
    let created = 0;

    /** Writes one batch of checked rows with their stage events, allocations and allocation log. */
    const writeBatch = async (valid: ValidRows) => {
      const col = <T>(values: T[]) => sql.param(values);
      const childKeys = valid.childName.map(childNameKey);
      const result = await ctx.db.execute<{
        id: number;
        franchisee_id: number;
        pincode: string | null;
        class_id: number | null;
        mobile: string;
        child_name_key: string;
        routed_from_franchisee_id: number | null;
      }>(sql`
        insert into enquiries (enquiry_code, franchisee_id, academic_year_id, enquiry_type, source, parent_name,
          mobile, email, child_name, child_name_key, child_dob, class_id, pincode, remarks, stage, spanco_status,
          spanco_sub_status, routed_from_franchisee_id, created_by)
        select code, fid, ${opts.academicYearId}::int, 'ADMISSION', src, parent, mob, mail, child, ckey,
          dob, cls, pin, rem,
          ${STAGE.YET_TO_CALL}, ${first.spancoStatus}, ${first.spancoSubStatus}, routed, ${ctx.user?.id ?? null}::int
        from unnest(${sql.param(childKeys.map(() => newEnquiryCode()))}::text[], ${col(valid.franchiseeId)}::int[],
          ${col(valid.source)}::text[],
          ${col(valid.parentName)}::text[], ${col(valid.mobile)}::text[], ${col(valid.email)}::text[],
          ${col(valid.childName)}::text[], ${sql.param(childKeys)}::text[], ${col(valid.childDob)}::date[],
          ${col(valid.classId)}::int[], ${col(valid.pincode)}::text[], ${col(valid.remarks)}::text[],
          ${col(valid.routedFrom)}::int[])
          as t(code, fid, src, parent, mob, mail, child, ckey, dob, cls, pin, rem, routed)
        on conflict do nothing
        returning id, franchisee_id, pincode, class_id, mobile, child_name_key, routed_from_franchisee_id`);
      // Every row was validated; one batch statement instead of 1000 bound rows keeps big files fast.
      const rows = (result as { rows: Record<string, unknown>[] }).rows.map((r) => ({
        id: Number(r.id),
        franchiseeId: Number(r.franchisee_id),
        pincode: textOrNull(r.pincode),
        classId: r.class_id === null ? null : Number(r.class_id),
        mobile: String(r.mobile),
        key: String(r.child_name_key),
        routedFrom: r.routed_from_franchisee_id === null ? null : Number(r.routed_from_franchisee_id),
      }));
      if (rows.length < valid.length) {
        // Someone saved the same enquiry meanwhile: report those rows.
        const got = new Set(rows.map((r) => `${r.franchiseeId}|${r.mobile}|${r.key}`));
        for (let i = 0; i < valid.length; i++) {
          if (!got.has(`${valid.franchiseeId[i]}|${valid.mobile[i]}|${childKeys[i]}`))
            errors.push({
              row: valid.row[i],
              field: 'mobile',
              message: 'An enquiry for this child with this mobile number already exists',
            });
        }
        if (allOrNothing) throw new ImportRefused(errors.sort((a, b) => a.row - b.row));
      }
      if (rows.length) {
        await enquiriesCreated(
          ctx.db,
          rows.map((r) => r.id),
        );
        await ctx.db.execute(sql`
          insert into enquiry_stage_events (franchisee_id, enquiry_id, to_stage, spanco_status, spanco_sub_status,
            user_id)
          select fid, eid, ${STAGE.YET_TO_CALL}, ${first.spancoStatus}, ${first.spancoSubStatus},
            ${ctx.user?.id ?? null}::int
          from unnest(${sql.param(rows.map((r) => r.franchiseeId))}::int[], ${sql.param(rows.map((r) => r.id))}::int[])
            as t(fid, eid)`);
      }

      // Auto-allocation in memory; the batch's routing and allocation log is written with it.
      const logs: (typeof leadAllocations.$inferInsert)[] = [];
      for (const r of rows) {
        perCentre.set(r.franchiseeId, (perCentre.get(r.franchiseeId) ?? 0) + 1);
        if (r.routedFrom)
          logs.push({
            franchiseeId: r.franchiseeId,
            enquiryId: r.id,
            kind: 'ROUTING',
            fromFranchiseeId: r.routedFrom,
            reason: `PIN code ${r.pincode} is served by this centre`,
            byUserId: ctx.user?.id ?? null,
          });
        if (!rules.has(r.franchiseeId)) rules.set(r.franchiseeId, await activeRules(ctx, r.franchiseeId));
        const rule = chooseRule(rules.get(r.franchiseeId)!, r);
        if (!rule) continue;
        rule.assignedCount++;
        const list = byCounsellor.get(rule.counsellorId);
        if (list) list.push(r.id);
        else byCounsellor.set(rule.counsellorId, [r.id]);
        logs.push({
          franchiseeId: r.franchiseeId,
          enquiryId: r.id,
          kind: 'AUTO',
          toUserId: rule.counsellorId,
          ruleId: rule.id,
          reason: `${rule.method} rule (upload)`,
          byUserId: ctx.user?.id ?? null,
        });
      }
      if (logs.length) await writeAllocationLog(ctx, logs);
      created += rows.length;
    };

    // Rows are checked and written a batch at a time, and each row read is let go (the sheet is
    // consumed), so a big file never sits in memory twice. All-or-nothing stops writing at the first
    // bad row but checks on to report every one; the transaction then takes back what was written.
    let batch = new ValidRows();
    const flush = async (done: number) => {
      if (batch.length && !(allOrNothing && errors.length)) await writeBatch(batch);
      batch = new ValidRows();
      opts.onProgress?.(done, total);
    };
    for (let i = 0; i < total; i++) {
      const record = sheet.rows[i];
      sheet.rows[i] = CONSUMED;
      const row = i + 1;
      const body: Record<string, unknown> = {};
      let className: string | undefined;
      let source = 'Upload';
      for (const [column, field] of mapped) {
        const v = record[column] ?? '';
        if (!v) continue;
        if (field === 'className') className = v;
        else if (field === 'source') source = v;
        else if (field === 'mobile') body.mobile = normaliseMobile(v);
        else if (field === 'childDob') body.childDob = isoDate(v);
        else body[field] = v;
      }
      const fail = (field: string, message: string) => errors.push({ row, field, message });
      if (className) {
        const id = classIds.get(className.toLowerCase());
        if (!id) {
          fail('class', `Class '${className}' not found`);
          continue;
        }
        body.classId = id;
      }
      if (!(ENQUIRY_SOURCES as readonly string[]).includes(source)) {
        fail('source', `Source must be one of: ${ENQUIRY_SOURCES.join(', ')}`);
        continue;
      }
      const parsed = rowSchema.safeParse(body);
      if (!parsed.success) {
        for (const [field, message] of Object.entries(zodIssues(parsed.error))) fail(field, message);
        continue;
      }
      const values: Record<string, unknown> = parsed.data;
      try {
        checkChildDob(values.childDob);
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        fail('childDob', e.message);
        continue;
      }
      const routed = routes && values.pincode ? (routes.get(String(values.pincode)) ?? null) : null;
      const franchiseeId = routed ?? opts.franchiseeId;
      const key = `${String(values.mobile)}|${childNameKey(String(values.childName))}`;
      const fileKey = `${franchiseeId}|${key}`;
      const earlier = inFile.get(fileKey);
      if (earlier) {
        fail('mobile', `Same mobile number and child name as row ${earlier}`);
        continue;
      }
      const code = (await existingKeys(franchiseeId)).get(key);
      if (code) {
        fail('mobile', `An enquiry for this child with this mobile number already exists (${code})`);
        continue;
      }
      inFile.set(fileKey, row);
      batch.push(row, franchiseeId, routed ? opts.franchiseeId : null, source, values);
      if (batch.length === BATCH) await flush(row);
    }
    await flush(total);
    inFile.clear();
    if (allOrNothing && errors.length) throw new ImportRefused(errors.sort((a, b) => a.row - b.row));

    for (const [counsellorId, ids] of byCounsellor) {
      await ctx.db
        .update(enquiries)
        .set({ assignedTo: counsellorId })
        .where(sql`${enquiries.id} = any(${sql.param(ids)}::int[])`);
    }
    for (const list of rules.values())
      for (const rule of list)
        await ctx.db
          .update(leadAllocationRules)
          .set({ assignedCount: rule.assignedCount })
          .where(eq(leadAllocationRules.id, rule.id));

    for (const [franchiseeId, created] of perCentre) {
      await audit(ctx, {
        resource: enquiryShape,
        recordId: 'upload',
        action: 'import',
        franchiseeId,
        changes: { created, mode: opts.mode, rows: total },
      });
    }
    return { total, created, skipped: total - created, errors: errors.sort((a, b) => a.row - b.row) };
  });
}

async function writeAllocationLog(ctx: RequestContext, logs: (typeof leadAllocations.$inferInsert)[]): Promise<void> {
  const col = <T>(f: (l: (typeof logs)[number]) => T) => sql.param(logs.map(f));
  await ctx.db.execute(sql`
    insert into lead_allocations (franchisee_id, enquiry_id, kind, to_user_id, from_franchisee_id, rule_id, reason,
      by_user_id)
    select * from unnest(${col((l) => l.franchiseeId)}::int[], ${col((l) => l.enquiryId)}::int[],
      ${col((l) => l.kind)}::text[], ${col((l) => l.toUserId ?? null)}::int[],
      ${col((l) => l.fromFranchiseeId ?? null)}::int[], ${col((l) => l.ruleId ?? null)}::int[],
      ${col((l) => l.reason ?? null)}::text[], ${col((l) => l.byUserId ?? null)}::int[])`);
}
