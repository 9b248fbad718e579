// Admissions and leads: the month's admissions, leads (admission enquiries) by stage and source, conversion, the
// centres' rank.
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { franchiseeFence, type RequestContext } from '@portal/kit';
import { enquiryCountsBy, enquiryReads, enquiryStageCounts, LEAD_TYPE } from '@portal/mod-enquiry/server';
import { ENQUIRY_YET_TO_CALL, STAGE } from '@portal/mod-enquiry/shared';
import { classes, franchisees } from '@portal/mod-org/server';
import { studentAdmissions, students } from '@portal/mod-students/server';
import {
  type Filters,
  type Point,
  type Rows,
  type WidgetQuery,
  ROW_LIMIT,
  col,
  percent,
  year,
  indiaDay,
} from './query.ts';
import { fromView, viewFence } from '../owner-views.ts';

// Admissions
const admissionsWhere = (ctx: RequestContext, f: Filters) =>
  and(
    franchiseeFence(ctx, studentAdmissions.franchiseeId, f.franchiseeId),
    gte(studentAdmissions.admissionDate, f.monthStart),
    lt(studentAdmissions.admissionDate, f.nextMonth),
    year(studentAdmissions.academicYearId, f),
  );

export const admissionsMonth: WidgetQuery = {
  async figure(ctx, f) {
    const [r] = await ctx.db.select({ n: count() }).from(studentAdmissions).where(admissionsWhere(ctx, f));
    return { value: r.n, series: [] };
  },
  async rows(ctx, f) {
    const rows = await ctx.db
      .select({
        admissionNumber: students.admissionNumber,
        student: sql<string>`trim(${students.firstName} || ' ' || ${students.lastName})`,
        className: classes.name,
        admissionDate: studentAdmissions.admissionDate,
        status: studentAdmissions.status,
      })
      .from(studentAdmissions)
      .innerJoin(students, eq(students.id, studentAdmissions.studentId))
      .innerJoin(classes, eq(classes.id, studentAdmissions.classId))
      .where(admissionsWhere(ctx, f))
      .orderBy(studentAdmissions.admissionDate, studentAdmissions.id)
      .limit(ROW_LIMIT);
    return {
      columns: [
        col('admissionNumber', 'Admission number'),
        col('student', 'Student'),
        col('className', 'Class'),
        col('admissionDate', 'Admission date', 'date'),
        col('status', 'Status', 'status'),
      ],
      rows,
    };
  },
};

// Enquiries
export const CONVERTED_STAGE = 'Admission Confirmed';

/** The enquiry module's enquiries, as it lets others read them. */
const enquiries = enquiryReads.c;

/** The leads behind a tile: admission enquiries, as the tiles count them (a service enquiry is no lead). */
const enquiryWhere = (ctx: RequestContext, f: Filters, extra?: SQL) =>
  and(
    viewFence(ctx, enquiryReads, f.franchiseeId),
    year(enquiries.academicYearId, f),
    eq(enquiries.enquiryType, LEAD_TYPE),
    extra,
  );

async function enquiryRows(ctx: RequestContext, f: Filters, extra?: SQL): Promise<Rows> {
  const rows = await fromView(ctx.db, enquiryReads, {
    enquiryCode: enquiries.enquiryCode,
    centre: franchisees.companyName,
    childName: enquiries.childName,
    parentName: enquiries.parentName,
    source: enquiries.source,
    stage: enquiries.stage,
    createdOn: sql<string>`${indiaDay(enquiries.createdAt)}::text`,
  })
    .innerJoin(franchisees, eq(franchisees.id, enquiries.franchiseeId))
    .where(enquiryWhere(ctx, f, extra))
    .orderBy(desc(enquiries.id))
    .limit(ROW_LIMIT);
  return {
    columns: [
      col('enquiryCode', 'Enquiry'),
      col('centre', 'Centre'),
      col('childName', 'Child'),
      col('parentName', 'Parent'),
      col('source', 'Source'),
      col('stage', 'Stage', 'status'),
      col('createdOn', 'Received on', 'date'),
    ],
    rows,
  };
}

type StageCounts = Awaited<ReturnType<typeof enquiryStageCounts>>;

const stageCounts = new WeakMap<Filters, Promise<StageCounts>>();

/**
 * The year's enquiries by stage and, per centre, their total and those converted, from the counts the enquiry
 * module keeps as enquiries are written (one row per stage and per centre, not the network's million enquiries),
 * read once and shared by the figures of one dashboard that need them (by stage, conversion, centre rank; `f` is
 * settled once per request).
 */
function countEnquiries(ctx: RequestContext, f: Filters): Promise<StageCounts> {
  let counted = stageCounts.get(f);
  if (!counted) {
    counted = enquiryStageCounts(ctx, f, CONVERTED_STAGE);
    stageCounts.set(f, counted);
  }
  return counted;
}

const bySize = (a: Point, b: Point) => b.value - a.value || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
const seriesOf = (counts: { key: string; n: number }[]) =>
  counts.map(({ key, n }) => ({ key, label: key, value: n })).sort(bySize);
const sum = (counts: { n: number }[]) => counts.reduce((s, c) => s + c.n, 0);

/**
 * The year's leads (the figure 'enquiries.leads', as the enquiry screens count it) by stage; the bar of leads still
 * to call says it is the figure 'enquiries.yetToCall'.
 */
export const enquiriesByStage: WidgetQuery = {
  async figure(ctx, f) {
    const { byStage } = await countEnquiries(ctx, f);
    const series = seriesOf(byStage).map((p) =>
      p.key === STAGE.YET_TO_CALL ? { ...p, label: ENQUIRY_YET_TO_CALL.label } : p,
    );
    return { value: sum(byStage), series };
  },
  rows: (ctx, f, series) => enquiryRows(ctx, f, series ? eq(enquiries.stage, series) : undefined),
};

export const enquiriesBySource: WidgetQuery = {
  async figure(ctx, f) {
    const bySource = await enquiryCountsBy(ctx, 'source', f);
    return { value: sum(bySource), series: seriesOf(bySource) };
  },
  rows: (ctx, f, series) => enquiryRows(ctx, f, series ? eq(enquiries.source, series) : undefined),
};

export const enquiryConversion: WidgetQuery = {
  async figure(ctx, f) {
    const { byStage } = await countEnquiries(ctx, f);
    const all = sum(byStage);
    const done = byStage.find((c) => c.key === CONVERTED_STAGE)?.n ?? 0;
    return {
      value: percent(done, all),
      series: [
        { key: CONVERTED_STAGE, label: 'Converted', value: done },
        { key: 'all', label: 'Enquiries', value: all },
      ],
    };
  },
  rows: (ctx, f, series) => enquiryRows(ctx, f, series === 'all' ? undefined : eq(enquiries.stage, CONVERTED_STAGE)),
};

/** Each centre's conversion and its rank in the network (head office only: it names centres). */
export async function centreConversion(ctx: RequestContext, f: Filters) {
  const { byCentre } = await countEnquiries(ctx, f);
  const perCentre = new Map(byCentre.map((c) => [c.franchiseeId, c]));
  const names = perCentre.size
    ? await ctx.db
        .select({ id: franchisees.id, companyName: franchisees.companyName })
        .from(franchisees)
        .where(inArray(franchisees.id, [...perCentre.keys()]))
    : [];
  return names
    .map(({ id, companyName }) => {
      const { total: all, converted: done } = perCentre.get(id)!;
      return {
        franchiseeId: id,
        centre: companyName,
        total: all,
        converted: done,
        conversion: percent(done, all) ?? 0,
      };
    })
    .sort((a, b) => b.conversion - a.conversion || b.converted - a.converted || a.centre.localeCompare(b.centre))
    .map((r, i) => ({ ...r, rank: i + 1 }));
}

export const centreRank: WidgetQuery = {
  async figure(ctx, f) {
    const ranked = await centreConversion(ctx, f);
    return {
      value: ranked.length,
      series: ranked.map((r) => ({ key: String(r.franchiseeId), label: r.centre, value: r.conversion })),
    };
  },
  async rows(ctx, f) {
    const ranked = await centreConversion(ctx, f);
    return {
      columns: [
        col('rank', 'Rank', 'count'),
        col('centre', 'Centre'),
        col('total', 'Enquiries', 'count'),
        col('converted', 'Admissions confirmed', 'count'),
        col('conversion', 'Conversion', 'percent'),
      ],
      rows: ranked.map(({ rank, centre, total, converted, conversion }) => ({
        rank,
        centre,
        total,
        converted,
        conversion,
      })),
    };
  },
};
