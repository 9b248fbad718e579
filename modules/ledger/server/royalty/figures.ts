import { assertFranchisee, badRequest, serveFigure } from '@portal/kit';
import { ROYALTY_BASE } from '../../shared/figures.ts';
import { monthlyCollections } from './collections.ts';

/** The months a period covers: the royalty base is kept per month, so the period must be whole months. */
function wholeMonths(from: string, to: string): string[] {
  const next = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  if (!from.endsWith('-01') || !next(to).endsWith('-01'))
    throw badRequest('The royalty base is counted by whole months');
  const months: string[] = [];
  for (let m = from.slice(0, 7); m <= to.slice(0, 7);) {
    months.push(m);
    const [y, mm] = m.split('-').map(Number);
    m = mm === 12 ? `${y + 1}-01` : `${y}-${String(mm + 1).padStart(2, '0')}`;
  }
  return months;
}

/** The ledger serves the royalty base from its kept collection summaries, as the royalty run reads them. */
export function serveRoyaltyFigures() {
  serveFigure(ROYALTY_BASE, async (ctx, s, p) => {
    assertFranchisee(ctx, s.franchiseeId);
    const rows = await monthlyCollections(ctx.db, wholeMonths(p.from, p.to), [s.franchiseeId!]);
    return rows.reduce((a, r) => a + r.collectedPaise, 0);
  });
}
