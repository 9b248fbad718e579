import { count, type SQL } from 'drizzle-orm';
import { listView, viewConditions, withoutTotal, type RequestContext, type ViewQuery } from '@portal/kit';
import { z } from 'zod';
import type { EnquiryRow } from '../../shared/contracts.ts';
import { SPANCO_STATUSES } from '../../shared/index.ts';
import { enquiries } from '../schema.ts';
import type { EnquiryFilters } from './filters.ts';
import { enquiryListView } from './enquiry-list.ts';

export interface Page {
  page: number;
  pageSize: number;
}

/** A page of enquiries with their class, centre and counsellor names (rows as the view's columns give them). */
export async function enquiryPage(ctx: RequestContext, f: EnquiryFilters, page: Page, extra?: SQL) {
  const list = await listView(ctx, enquiryListView, { ...f, ...page }, { where: extra });
  // cast: a view's page answers its declared columns untyped; EnquiryRow is that row
  return { ...list, rows: withoutTotal(list.rows) as EnquiryRow[] };
}

/** The Spanco list's tabs: a count per Spanco status under the other filters. */
export const spancoCounts = {
  schema: { statusCounts: z.record(z.string(), z.number()) },
  async load(ctx: RequestContext, query: ViewQuery) {
    const { spancoStatus: _s, spancoSubStatus: _ss, ...others } = query;
    const counts = await ctx.db
      .select({ status: enquiries.spancoStatus, n: count() })
      .from(enquiries)
      .where(viewConditions(ctx, enquiryListView, others))
      .groupBy(enquiries.spancoStatus);
    const statusCounts = Object.fromEntries(
      SPANCO_STATUSES.map((s) => [s, Number(counts.find((c) => c.status === s)?.n ?? 0)]),
    );
    return { statusCounts };
  },
};
