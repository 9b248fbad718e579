import { and, count, eq, gt, inArray, isNull, lt, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { prepared, QueryValues, type RequestContext } from '@portal/kit';
import { FOLLOW_UP_BUCKETS, STAGE, stagesOfBucket, type BucketKey, type SlotKey } from '../../shared/index.ts';
import { todayInIndia } from '@portal/core';
import { enquiryConditions, type EnquiryFilters } from '../enquiries/filters.ts';
import { enquiryPage, type Page } from '../enquiries/spanco-list.service.ts';
import { enquiries, enquiryFollowUps } from '../schema.ts';
import { keptFollowUpGroups } from './kept-buckets.ts';

export interface FollowUpFilters extends EnquiryFilters {
  /** The day the buckets are cut at (default today). */
  date?: string;
  /** Spanco status. */
  status?: string;
  /** Follow-up category: 'admission' or 'academic'. */
  type?: string;
}

/** Where an enquiry's next call falls against the day: before it (-1), on it (0), after it (1), not planned (null). */
type Side = -1 | 0 | 1 | null;

/**
 * The sides of the day each slot holds: the one definition the lists' conditions and the summary's counts are
 * made from. Warm and hot buckets have no overdue slot: late calls are still current.
 */
function slotSides(slot: SlotKey, bucket: BucketKey): Side[] {
  if (slot === 'overdue') return [-1];
  if (slot === 'current') return bucket === 'cold' ? [0, null] : [-1, 0, null];
  return [1];
}

/** Follow-ups due on a day fall on it or before. */
const DUE_SIDES: Side[] = [-1, 0];

function sidesCondition(sides: Side[], day: string | Placeholder): SQL | undefined {
  const next = enquiries.nextFollowUpDate;
  const bySide = { '-1': lt(next, day), '0': eq(next, day), '1': gt(next, day), null: isNull(next) };
  return or(...sides.map((side) => bySide[String(side) as keyof typeof bySide]));
}

const OPEN_STAGES = [...stagesOfBucket('cold'), ...stagesOfBucket('warm'), ...stagesOfBucket('hot')];

/**
 * Follow-ups due on a day: open leads whose next call falls on it or before. The enquiry alert's count and
 * the list it opens are both this one condition.
 */
export function dueCondition(day: string | Placeholder): SQL | undefined {
  return and(inArray(enquiries.stage, OPEN_STAGES), sidesCondition(DUE_SIDES, day));
}

function bucketCondition(
  ctx: RequestContext,
  f: FollowUpFilters,
  bucket: BucketKey | 'due',
  slot?: SlotKey,
): SQL | undefined {
  return and(commonCondition(ctx, f), bucketPart(f.date ?? todayInIndia(), bucket, slot));
}

/**
 * What every bucket of a screen shares: the centre, the year, the filters and the follow-up type. With `values`,
 * its values become placeholders of a statement built once.
 */
function commonCondition(ctx: RequestContext, f: FollowUpFilters, values?: QueryValues): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    enquiryConditions(ctx, { ...f, spancoStatus: f.status ?? f.spancoStatus }, values),
  ];
  if (f.type) {
    values?.once();
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

/** What sets one bucket (and slot) apart from the others, on the day the buckets are cut at. */
function bucketPart(day: string | Placeholder, bucket: BucketKey | 'due', slot?: SlotKey): SQL | undefined {
  if (bucket === 'due') return dueCondition(day);
  const stage = inArray(enquiries.stage, stagesOfBucket(bucket));
  return slot && bucket !== 'closed' ? and(stage, sidesCondition(slotSides(slot, bucket), day)) : stage;
}

/** How many follow-ups are due on a day (today when not given): the enquiry alert's and the dashboard's figure. */
export async function dueFollowUpCount(ctx: RequestContext, f: FollowUpFilters): Promise<number> {
  return Number(
    (
      await ctx.db
        .select({ n: count() })
        .from(enquiries)
        .where(bucketCondition(ctx, f, 'due'))
    )[0].n,
  );
}

/** The columns of a list of leads to call. */
const leadFields = {
  enquiryCode: enquiries.enquiryCode,
  childName: enquiries.childName,
  parentName: enquiries.parentName,
  mobile: enquiries.mobile,
  stage: enquiries.stage,
};

/** The follow-ups due on a day, the longest waiting first: the rows behind that figure. */
export function dueFollowUps(ctx: RequestContext, f: FollowUpFilters, limit: number) {
  return ctx.db
    .select({
      ...leadFields,
      nextFollowUpDate: enquiries.nextFollowUpDate,
      // What the call is about: the earliest open follow-up's note.
      remarks: sql<string | null>`(select f.remarks from ${enquiryFollowUps} f
        where f.enquiry_id = "enquiries"."id" and f.status = 'Open' order by f.follow_up_date, f.id limit 1)`,
    })
    .from(enquiries)
    .where(bucketCondition(ctx, f, 'due'))
    .orderBy(enquiries.nextFollowUpDate, enquiries.id)
    .limit(limit);
}

/** Visits planned for a day: open follow-ups that day of leads with an appointment fixed. */
function visitCondition(ctx: RequestContext, f: FollowUpFilters): SQL | undefined {
  return and(
    enquiryConditions(ctx, f),
    eq(enquiryFollowUps.status, 'Open'),
    eq(enquiryFollowUps.followUpDate, f.date ?? todayInIndia()),
    eq(enquiries.stage, STAGE.APPOINTMENT_FIXED),
  );
}

export async function visitCount(ctx: RequestContext, f: FollowUpFilters): Promise<number> {
  const [r] = await ctx.db
    .select({ n: count() })
    .from(enquiryFollowUps)
    .innerJoin(enquiries, eq(enquiries.id, enquiryFollowUps.enquiryId))
    .where(visitCondition(ctx, f));
  return Number(r.n);
}

export function visits(ctx: RequestContext, f: FollowUpFilters, limit: number) {
  return ctx.db
    .select({ ...leadFields, followUpDate: enquiryFollowUps.followUpDate, remarks: enquiryFollowUps.remarks })
    .from(enquiryFollowUps)
    .innerJoin(enquiries, eq(enquiries.id, enquiryFollowUps.enquiryId))
    .where(visitCondition(ctx, f))
    .orderBy(enquiryFollowUps.id)
    .limit(limit);
}

/**
 * Counts for every bucket and slot of the follow-up screen. Every counsellor opens it in the morning, and head
 * office over every centre: the counts kept per centre, counsellor, stage and day are grouped by stage and by the
 * side of the day the next call falls on (a few dozen groups; the enquiries themselves when the screen is filtered
 * further), and each figure sums the groups its bucket and slot hold.
 */
export async function followUpSummary(ctx: RequestContext, f: FollowUpFilters) {
  const date = f.date ?? todayInIndia();
  const groups = keptAnswers(f) ? await keptFollowUpGroups(ctx, f, date) : await countedGroups(ctx, f, date);
  const counted = (stages: readonly string[], sides?: Side[]) =>
    groups
      .filter((g) => stages.includes(g.stage) && (!sides || sides.includes(g.side)))
      .reduce((sum, g) => sum + g.n, 0);
  return {
    date,
    due: counted(OPEN_STAGES, DUE_SIDES),
    buckets: FOLLOW_UP_BUCKETS.map((bucket) => {
      const stages = stagesOfBucket(bucket.key);
      return {
        key: bucket.key,
        label: bucket.label,
        count: counted(stages),
        slots: bucket.slots.map((slot) => ({
          key: slot.key,
          label: slot.label,
          count: counted(stages, slotSides(slot.key, bucket.key)),
        })),
      };
    }),
  };
}

/** The filters the kept counts answer: the centre, year and counsellor (any other narrows the enquiries counted). */
const KEPT_FILTERS: readonly string[] = ['franchiseeID', 'academicYearID', 'assignedTo', 'date'];
const keptAnswers = (f: FollowUpFilters) =>
  Object.entries(f).every(([key, value]) => KEPT_FILTERS.includes(key) || value === undefined || value === '');

/** The same groups counted from the enquiries themselves, for a screen filtered further (a search, a source…). */
function countedGroups(ctx: RequestContext, f: FollowUpFilters, date: string) {
  const v = new QueryValues('enquiry:followup-summary');
  const where = commonCondition(ctx, f, v);
  const day = v.bind(date);
  const side = sql<Side>`sign(${enquiries.nextFollowUpDate} - ${day}::date)::int`;
  return prepared(ctx.db, v, () =>
    ctx.db
      .select({ stage: enquiries.stage, side, n: sql<number>`count(*)::int` })
      .from(enquiries)
      .where(where)
      // By position: the day is a parameter, and a second mention of it would be a second one.
      .groupBy(sql`1`, sql`2`),
  );
}

/** The enquiries of one bucket (and slot), or those due on the day. */
export function followUpList(
  ctx: RequestContext,
  f: FollowUpFilters,
  bucket: BucketKey | 'due',
  slot: SlotKey | undefined,
  page: Page,
) {
  return enquiryPage(ctx, {}, page, bucketCondition(ctx, f, bucket, slot));
}
