/** The inspection pack: a centre's register as one CSV a state inspector reads, each line with its evidence. */
import { and, eq } from 'drizzle-orm';
import { formatDate, todayInIndia } from '@portal/core';
import type { RequestContext } from '@portal/kit';
import { centreCompliance } from './compliance.service.ts';
import { centreSafetyItems } from './schema.ts';

const cell = (v: string | number | null) => {
  const s = v === null ? '' : String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export async function inspectionPack(ctx: RequestContext, franchiseeId: number, day = todayInIndia()) {
  const register = await centreCompliance(ctx, franchiseeId, day);
  const papers = await ctx.db
    .select({
      itemKind: centreSafetyItems.itemKind,
      reference: centreSafetyItems.reference,
      fileId: centreSafetyItems.fileId,
    })
    .from(centreSafetyItems)
    .where(and(eq(centreSafetyItems.franchiseeId, franchiseeId), eq(centreSafetyItems.isActive, true)));
  const paperOf = new Map(papers.map((p) => [p.itemKind, p]));
  const head = ['Item', 'Staff member', 'State', 'Expires on', 'Reference', 'Evidence file'];
  const rows = register.lines.map((l) => {
    const paper = l.staffId === null ? paperOf.get(l.itemKind) : undefined;
    return [l.label, l.staffName, l.state, formatDate(l.expiresOn), paper?.reference ?? null, paper?.fileId ?? null];
  });
  const title = [`${register.centre}: safety register on ${formatDate(day)}, compliance ${register.score ?? '–'}%`];
  const csv = [title, head, ...rows].map((r) => r.map(cell).join(',')).join('\n');
  return { fileName: `safety-register-${franchiseeId}-${day}.csv`, csv };
}
