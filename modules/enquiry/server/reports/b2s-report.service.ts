import { and, count, eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { franchiseeFence, type RequestContext } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { STAGE } from '../../shared/index.ts';
import { b2sTargets, enquiries } from '../schema.ts';

const pct = (a: number, b: number) => (b ? Math.round((a / b) * 10_000) / 100 : 0);

/** B2S dashboard: each centre's enquiry and admission targets against what happened. */
export async function b2sReport(ctx: RequestContext, academicYearId: number, franchiseeId?: number) {
  const centres = await ctx.db
    .select({ id: franchisees.id, companyName: franchisees.companyName })
    .from(franchisees)
    .where(and(eq(franchisees.isActive, true), franchiseeFence(ctx, franchisees.id, franchiseeId)))
    .orderBy(franchisees.id);
  const targets = await ctx.db
    .select()
    .from(b2sTargets)
    .where(and(eq(b2sTargets.academicYearId, academicYearId), eq(b2sTargets.isActive, true)));
  const actuals = await ctx.db
    .select({
      franchiseeId: enquiries.franchiseeId,
      total: count(),
      admitted: sql<number>`count(*) filter (where ${enquiries.stage} = ${STAGE.ADMISSION_CONFIRMED})`,
    })
    .from(enquiries)
    .where(eq(enquiries.academicYearId, academicYearId))
    .groupBy(enquiries.franchiseeId);
  return centres.map((c) => {
    const t = targets.find((x) => x.franchiseeId === c.id);
    const a = actuals.find((x) => x.franchiseeId === c.id);
    const enquiriesDone = Number(a?.total ?? 0);
    const admissions = Number(a?.admitted ?? 0);
    return {
      franchiseeId: c.id,
      centre: c.companyName,
      enquiryTarget: t?.enquiryTarget ?? null,
      enquiries: enquiriesDone,
      enquiryAchievement: t ? pct(enquiriesDone, t.enquiryTarget) : null,
      admissionTarget: t?.admissionTarget ?? null,
      admissions,
      admissionAchievement: t ? pct(admissions, t.admissionTarget) : null,
      conversion: pct(admissions, enquiriesDone),
    };
  });
}

export async function b2sCsv(ctx: RequestContext, academicYearId: number, franchiseeId?: number): Promise<string> {
  const rows = await b2sReport(ctx, academicYearId, franchiseeId);
  return Papa.unparse(
    rows.map((r) => ({
      Centre: r.centre,
      'Enquiry target': r.enquiryTarget ?? '',
      Enquiries: r.enquiries,
      'Enquiry achievement %': r.enquiryAchievement ?? '',
      'Admission target': r.admissionTarget ?? '',
      Admissions: r.admissions,
      'Admission achievement %': r.admissionAchievement ?? '',
      'Conversion %': r.conversion,
    })),
  );
}
