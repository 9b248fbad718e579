import { and, count, eq, gt, inArray, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import type { RequestContext } from '@portal/kit';
import { FOLLOW_UP_BUCKETS, stagesOfBucket, type BucketKey, type SlotKey } from '../../shared/index.ts';
import { todayInIndia } from '@portal/core';
import { enquiryConditions, type EnquiryFilters } from '../enquiries/filters.ts';
import { enquiryPage, type Page } from '../enquiries/spanco-list.ts';
import { enquiries, enquiryFollowUps } from '../schema.ts';

export interface FollowUpFilters extends EnquiryFilters {
  /** The day the buckets are cut at (default today). */
  date?: string;
  /** Spanco status. */
  status?: string;
  /** Follow-up category: 'admission' or 'academic'. */
  type?: string;
}

/** When an enquiry's next call falls: before the day, on it (or not planned yet), or after. */
function slotCondition(slot: SlotKey, day: string, bucket: BucketKey): SQL | undefined {
  const next = enquiries.nextFollowUpDate;
  // Warm and hot buckets have no overdue slot: late calls are still current.
  if (slot === 'overdue') return lt(next, day);
  if (slot === 'current') return bucket === 'cold' ? or(eq(next, day), isNull(next)) : or(lte(next, day), isNull(next));
  return gt(next, day);
}

function bucketCondition(ctx: RequestContext, f: FollowUpFilters, bucket: BucketKey, slot?: SlotKey): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    enquiryConditions(ctx, { ...f, spancoStatus: f.status ?? f.spancoStatus }),
    inArray(enquiries.stage, stagesOfBucket(bucket)),
  ];
  if (slot && bucket !== 'closed') parts.push(slotCondition(slot, f.date ?? todayInIndia(), bucket));
  if (f.type) {
    parts.push(
      inArray(
        enquiries.id,
        ctx.db
          .select({ id: enquiryFollowUps.enquiryId })
          .from(enquiryFollowUps)
          .where(and(eq(enquiryFollowUps.category, f.type), eq(enquiryFollowUps.status, 'Open'))),
      ),
    );
  }
  return and(...parts);
}

/** Counts for every bucket and slot of the follow-up screen. */
export async function followUpSummary(ctx: RequestContext, f: FollowUpFilters) {
  const n = async (where: SQL | undefined) =>
    Number((await ctx.db.select({ n: count() }).from(enquiries).where(where))[0].n);
  const out = [];
  for (const bucket of FOLLOW_UP_BUCKETS) {
    const slots = [];
    for (const slot of bucket.slots)
      slots.push({
        key: slot.key,
        label: slot.label,
        count: await n(bucketCondition(ctx, f, bucket.key, slot.key as SlotKey)),
      });
    out.push({ key: bucket.key, label: bucket.label, count: await n(bucketCondition(ctx, f, bucket.key)), slots });
  }
  return { date: f.date ?? todayInIndia(), buckets: out };
}

/** The enquiries of one bucket (and slot). */
export function followUpList(
  ctx: RequestContext,
  f: FollowUpFilters,
  bucket: BucketKey,
  slot: SlotKey | undefined,
  page: Page,
) {
  return enquiryPage(ctx, {}, page, bucketCondition(ctx, f, bucket, slot));
}
