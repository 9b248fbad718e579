import { asc, eq } from 'drizzle-orm';
import { financialYear, todayInIndia } from '@portal/core';
import { assertOwns, badRequest, notFound, requireUser, type RequestContext } from '@portal/kit';
import { feeHeads } from '@portal/mod-ledger/server';
import { panOfGstin } from '@portal/mod-ledger/shared';
import { franchisees } from '@portal/mod-org/server';
import { admissionInfo, admissionsOfChild, payerOfAdmission } from '@portal/mod-students/server';
import { ownChildRule } from '@portal/mod-users/server';
import { FINANCE_MODULES as M } from '../../shared/modules.ts';
import { collectedLines, collectedTotal } from '../money/index.ts';

/** The first and last day of a financial year named like 2026-27 (April to March). */
export function financialYearDays(fy: string): { from: string; to: string } {
  const start = Number(fy.slice(0, 4));
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
}

/** The codes of the fee heads whose fees count for section 80C (tuition), as head office marks them. */
export async function eligibleHeads(ctx: Pick<RequestContext, 'db'>): Promise<string[]> {
  const rows = await ctx.db
    .select({ code: feeHeads.code })
    .from(feeHeads)
    .where(eq(feeHeads.countsFor80c, true))
    .orderBy(asc(feeHeads.code));
  return rows.map((r) => r.code);
}

/**
 * The child whose certificate is asked for: a parent reaches only their own child (another child is not found,
 * whatever the centre), the centre's staff any child of their centre, nobody another centre's. The certificate is
 * the child's at its centre, not one admission's: a financial year runs April to March, the parent asks for last
 * year's in July, and by then the child has been promoted and the parent's account is on the new admission.
 */
async function childOf(ctx: RequestContext, studentAdmissionId: number) {
  requireUser(ctx);
  const refuse = () => notFound('Student admission');
  await assertOwns(ctx, ownChildRule, { module: M.STUDENT_ACCOUNT, method: 'GET' }, studentAdmissionId, refuse);
  const child = await admissionInfo(ctx, studentAdmissionId);
  if (!child) throw refuse();
  return { ...child, admissions: await admissionsOfChild(ctx, studentAdmissionId) };
}

type Line = {
  /** Never null here: the lines are asked for the child's admissions. */
  studentAdmissionId: number | null;
  receiptNo: string | null;
  on: string;
  feeHead: string;
  feeHeadName: string;
  amountPaise: number;
  refund: boolean;
};

/**
 * Each financial year with fees paid on the eligible heads on any of the child's admissions, its receipts and total
 * (the money service's lines).
 */
async function yearsOf(ctx: RequestContext, admissions: readonly number[], heads: string[]) {
  if (heads.length === 0) return [];
  const lines = await collectedLines(ctx, {
    studentAdmissionId: admissions,
    feeHeads: heads,
    from: '2000-04-01',
    to: todayInIndia(),
  });
  const years = new Map<string, Line[]>();
  for (const l of lines) {
    const fy = financialYear(l.on);
    const list = years.get(fy) ?? [];
    list.push({
      studentAdmissionId: l.studentAdmissionId,
      receiptNo: l.receiptNo,
      on: l.on,
      feeHead: l.feeHead,
      feeHeadName: l.feeHeadName,
      amountPaise: l.amountPaise,
      refund: l.kind === 'REFUND',
    });
    years.set(fy, list);
  }
  return [...years.entries()]
    .map(([fy, list]) => ({
      financialYear: fy,
      totalPaise: list.reduce((a, l) => a + l.amountPaise, 0),
      lines: list.map(({ studentAdmissionId: _admission, ...line }) => line),
      admissions: [...new Set(list.flatMap((l) => (l.studentAdmissionId === null ? [] : [l.studentAdmissionId])))],
    }))
    .filter((y) => y.totalPaise > 0)
    .sort((a, b) => b.financialYear.localeCompare(a.financialYear));
}

/** The financial years a certificate can be downloaded for, newest first. */
export async function certificateYears(ctx: RequestContext, studentAdmissionId: number) {
  const child = await childOf(ctx, studentAdmissionId);
  return {
    studentAdmissionId,
    studentName: child.studentName,
    years: (await yearsOf(ctx, child.admissions, await eligibleHeads(ctx))).map(({ admissions: _paidOn, ...y }) => y),
  };
}

/** Everything the certificate of one child and financial year says. */
export async function certificateFor(ctx: RequestContext, studentAdmissionId: number, fy: string) {
  const child = await childOf(ctx, studentAdmissionId);
  const heads = await eligibleHeads(ctx);
  const year = (await yearsOf(ctx, child.admissions, heads)).find((y) => y.financialYear === fy);
  if (!year)
    throw badRequest(
      `No tuition fees were paid for ${child.studentName} in the financial year ${fy} (April to March): ` +
        'there is no certificate to give for it',
    );
  // The certificate's total is the money service's collected figure for these heads and this year, nothing else.
  const totalPaise = await collectedTotal(ctx, {
    studentAdmissionId: child.admissions,
    feeHeads: heads,
    ...financialYearDays(fy),
  });
  // The class the fees were for: the latest admission paid on in that year (the year's, not today's after promotion).
  const paidFor = (await admissionInfo(ctx, Math.max(...year.admissions))) ?? child;
  if (totalPaise !== year.totalPaise) throw new Error(`Certificate lines ${year.totalPaise} ≠ collected ${totalPaise}`);
  const [centre] = await ctx.db
    .select({
      name: franchisees.companyName,
      address: franchisees.address,
      pincode: franchisees.pincode,
      gstin: franchisees.gstin,
    })
    .from(franchisees)
    .where(eq(franchisees.id, child.franchiseeId));
  return {
    financialYear: fy,
    // The employer and the tax officer ask for the institution's PAN beside the fees paid (the GSTIN carries it).
    centre: {
      name: centre.name,
      address: `${centre.address} ${centre.pincode}`.trim(),
      gstin: centre.gstin,
      pan: panOfGstin(centre.gstin),
    },
    child: { name: child.studentName, className: paidFor.className ?? '' },
    parent: (await payerOfAdmission(ctx, studentAdmissionId)) ?? '',
    lines: year.lines,
    totalPaise,
  };
}

export type Certificate = Awaited<ReturnType<typeof certificateFor>>;
