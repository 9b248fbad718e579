import { and, eq, inArray } from 'drizzle-orm';
import { zodForFields } from '@portal/core';
import { AppError, audit, badRequest, ImportRefused, inTransaction, zodIssues, type ImportError, type ImportMode, type RequestContext } from '@portal/kit';
import { classes, franchisees } from '@portal/mod-org/server';
import { ENQUIRY_SOURCES, LEAD_FIELDS, STAGE } from '../../shared/index.ts';
import { activeRules } from '../allocation/auto-allocate.ts';
import { chooseRule } from '../allocation/choose-rule.ts';
import { pincodeRoutes } from '../allocation/route-lead.ts';
import { childNameKey, newEnquiryCode, normaliseMobile } from '../codes.ts';
import { checkChildDob } from '../enquiries/enquiry-hooks.ts';
import { stageSetting } from '../enquiries/stage-settings.ts';
import { enquiries, enquiryStageEvents, leadAllocationRules, leadAllocations } from '../schema.ts';
import type { Sheet } from './read-sheet.ts';

export const UPLOAD_ROW_LIMIT = 200_000;
const BATCH = 1000;

/** Accepted column headings (any case) → field. */
const COLUMNS: Record<string, string> = {
  parentname: 'parentName', 'parent name': 'parentName',
  mobile: 'mobile', 'mobile number': 'mobile', phone: 'mobile',
  email: 'email',
  childname: 'childName', 'child name': 'childName',
  childdob: 'childDob', 'child date of birth': 'childDob', 'date of birth': 'childDob', dob: 'childDob',
  class: 'className', classname: 'className',
  pincode: 'pincode', 'pin code': 'pincode',
  source: 'source',
  remarks: 'remarks', message: 'remarks',
};

const rowSchema = zodForFields(LEAD_FIELDS, 'create');

/** '05-06-2023' (the portal's DD-MM-YYYY) or '2023-06-05' → '2023-06-05'. */
function isoDate(v: string): string {
  const m = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(v);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : v;
}

export interface UploadOptions {
  mode: ImportMode;
  franchiseeId: number;
  academicYearId: number;
  /** Called after each batch with rows written so far. */
  onProgress?: (done: number, total: number) => void;
}

interface ValidRow {
  row: number;
  franchiseeId: number;
  routedFrom: number | null;
  values: Record<string, unknown>;
}

/**
 * Imports enquiries from an uploaded sheet into one centre and year. Every row is checked
 * as the enquiry form checks it (plus duplicates in the file and in the database); in
 * 'all-or-nothing' mode any problem writes nothing, in 'skip-bad-rows' mode the good rows
 * go in. Rows are written in batches of 1000 with auto-allocation done in memory, so a
 * 100k-row file takes seconds, not minutes. Head office's file is routed by PIN code.
 */
export async function importEnquiries(ctx: RequestContext, sheet: Sheet, opts: UploadOptions) {
  if (!sheet.headers.length) throw badRequest('The file has no header row');
  if (!sheet.rows.length) throw badRequest('The file has no data rows');
  if (sheet.rows.length > UPLOAD_ROW_LIMIT) throw badRequest(`At most ${UPLOAD_ROW_LIMIT} rows per upload; split the file`);
  const unknown = sheet.headers.filter((h) => h.trim() && !COLUMNS[h.trim().toLowerCase()]);
  if (unknown.length) throw badRequest(`Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`);
  const mapped = sheet.headers.map((h) => [h, COLUMNS[h.trim().toLowerCase()]] as const).filter(([, f]) => f);

  return inTransaction(ctx, async (ctx) => {
    const [centre] = await ctx.db.select({ isCorporate: franchisees.isCorporate }).from(franchisees).where(eq(franchisees.id, opts.franchiseeId));
    if (!centre) throw badRequest('Franchisee not found');
    const routes = centre.isCorporate ? await pincodeRoutes(ctx) : null;
    const classIds = new Map((await ctx.db.select({ id: classes.id, name: classes.name }).from(classes).where(eq(classes.isActive, true))).map((c) => [c.name.toLowerCase(), c.id]));
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
    const valid: ValidRow[] = [];
    const inFile = new Map<string, number>();
    for (const [i, record] of sheet.rows.entries()) {
      const row = i + 1;
      const body: Record<string, unknown> = {};
      let className: string | undefined;
      let source = 'Upload';
      for (const [header, field] of mapped) {
        const v = (record[header] ?? '').trim();
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
        fail('childDob', (e as AppError).message);
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
      valid.push({ row, franchiseeId, routedFrom: routed ? opts.franchiseeId : null, values: { ...values, source } });
    }
    if (opts.mode === 'all-or-nothing' && errors.length) throw new ImportRefused(errors);

    const first = await stageSetting(ctx, STAGE.YET_TO_CALL);
    const rules = new Map<number, Awaited<ReturnType<typeof activeRules>>>();
    const inserted: { id: number; franchiseeId: number; pincode: string | null; classId: number | null; routedFrom: number | null }[] = [];
    for (let start = 0; start < valid.length; start += BATCH) {
      const batch = valid.slice(start, start + BATCH);
      const rows = await ctx.db
        .insert(enquiries)
        .values(
          batch.map(({ franchiseeId, routedFrom, values }) => ({
            enquiryCode: newEnquiryCode(),
            franchiseeId,
            academicYearId: opts.academicYearId,
            enquiryType: 'ADMISSION',
            source: values.source as string,
            parentName: values.parentName as string,
            mobile: values.mobile as string,
            email: (values.email as string | undefined) ?? null,
            childName: values.childName as string,
            childNameKey: childNameKey(values.childName as string),
            childDob: (values.childDob as string | undefined) ?? null,
            classId: (values.classId as number | undefined) ?? null,
            pincode: (values.pincode as string | undefined) ?? null,
            remarks: (values.remarks as string | undefined) ?? null,
            stage: STAGE.YET_TO_CALL,
            spancoStatus: first.spancoStatus,
            spancoSubStatus: first.spancoSubStatus,
            routedFromFranchiseeId: routedFrom,
            createdBy: ctx.user?.id ?? null,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: enquiries.id, franchiseeId: enquiries.franchiseeId, pincode: enquiries.pincode, classId: enquiries.classId, mobile: enquiries.mobile, key: enquiries.childNameKey, routedFrom: enquiries.routedFromFranchiseeId });
      if (rows.length < batch.length) {
        // Someone saved the same enquiry meanwhile: report those rows.
        const got = new Set(rows.map((r) => `${r.franchiseeId}|${r.mobile}|${r.key}`));
        for (const v of batch) {
          if (!got.has(`${v.franchiseeId}|${String(v.values.mobile)}|${childNameKey(String(v.values.childName))}`)) errors.push({ row: v.row, field: 'mobile', message: 'An enquiry for this child with this mobile number already exists' });
        }
        if (opts.mode === 'all-or-nothing') throw new ImportRefused(errors.sort((a, b) => a.row - b.row));
      }
      inserted.push(...rows);
      await ctx.db.insert(enquiryStageEvents).values(rows.map((r) => ({ franchiseeId: r.franchiseeId, enquiryId: r.id, toStage: STAGE.YET_TO_CALL, spancoStatus: first.spancoStatus, spancoSubStatus: first.spancoSubStatus, userId: ctx.user?.id ?? null })));
      opts.onProgress?.(inserted.length, valid.length);
    }

    // Auto-allocation in memory, written once per counsellor.
    const byCounsellor = new Map<number, number[]>();
    const logs: (typeof leadAllocations.$inferInsert)[] = [];
    for (const r of inserted) {
      if (r.routedFrom) logs.push({ franchiseeId: r.franchiseeId, enquiryId: r.id, kind: 'ROUTING', fromFranchiseeId: r.routedFrom, reason: `PIN code ${r.pincode} is served by this centre`, byUserId: ctx.user?.id ?? null });
      if (!rules.has(r.franchiseeId)) rules.set(r.franchiseeId, await activeRules(ctx, r.franchiseeId));
      const rule = chooseRule(rules.get(r.franchiseeId)!, r);
      if (!rule) continue;
      rule.assignedCount++;
      byCounsellor.set(rule.counsellorId, [...(byCounsellor.get(rule.counsellorId) ?? []), r.id]);
      logs.push({ franchiseeId: r.franchiseeId, enquiryId: r.id, kind: 'AUTO', toUserId: rule.counsellorId, ruleId: rule.id, reason: `${rule.method} rule (upload)`, byUserId: ctx.user?.id ?? null });
    }
    for (const [counsellorId, ids] of byCounsellor) {
      for (let s = 0; s < ids.length; s += 10_000) await ctx.db.update(enquiries).set({ assignedTo: counsellorId }).where(inArray(enquiries.id, ids.slice(s, s + 10_000)));
    }
    for (const list of rules.values()) for (const rule of list) await ctx.db.update(leadAllocationRules).set({ assignedCount: rule.assignedCount }).where(eq(leadAllocationRules.id, rule.id));
    for (let s = 0; s < logs.length; s += BATCH) await ctx.db.insert(leadAllocations).values(logs.slice(s, s + BATCH));

    const perCentre = new Map<number, number>();
    for (const r of inserted) perCentre.set(r.franchiseeId, (perCentre.get(r.franchiseeId) ?? 0) + 1);
    for (const [franchiseeId, created] of perCentre) {
      await audit(ctx, { resource: 'enquiry', recordId: 'upload', action: 'import', franchiseeId, changes: { created, mode: opts.mode, rows: sheet.rows.length } });
    }
    return { total: sheet.rows.length, created: inserted.length, skipped: sheet.rows.length - inserted.length, errors: errors.sort((a, b) => a.row - b.row) };
  });
}
