// Admissions and enquiries: the month's admissions, enquiries by stage and source, conversion, the centres' rank.
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { franchiseeFence, type RequestContext } from '@portal/kit';
import { enquiries, enquiryCountsBy, type EnquiryCountRow } from '@portal/mod-enquiry/server';
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

const enquiryWhere = (ctx: RequestContext, f: Filters, extra?: SQL) =>
  and(franchiseeFence(ctx, enquiries.franchiseeId, f.franchiseeId), year(enquiries.academicYearId, f), extra);

async function enquiryRows(ctx: RequestContext, f: Filters, extra?: SQL): Promise<Rows> {
  const rows = await ctx.db
    .select({
      enquiryCode: enquiries.enquiryCode,
      centre: franchisees.companyName,
      childName: enquiries.childName,
      parentName: enquiries.parentName,
      source: enquiries.source,
      stage: enquiries.stage,
      createdOn: sql<string>`${indiaDay(enquiries.createdAt)}::text`,
    })
    .from(enquiries)
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

type EnquiryCount = EnquiryCountRow;

const enquiryCounts = new WeakMap<Filters, Promise<EnquiryCount[]>>();

/**
 * The year's enquiries counted per centre and stage, from the counts the enquiry module keeps as enquiries are
 * written (a few rows per centre, not the network's million enquiries), read once and shared by the figures of one
 * dashboard that need them (by stage, conversion, centre rank; `f` is settled once per request).
 */
function countEnquiries(ctx: RequestContext, f: Filters): Promise<EnquiryCount[]> {
  let counted = enquiryCounts.get(f);
  if (!counted) {
    counted = enquiryCountsBy(ctx, 'stage', f);
    enquiryCounts.set(f, counted);
  }
  return counted;
}

const converted = (counts: EnquiryCount[]) => counts.reduce((s, c) => s + (c.key === CONVERTED_STAGE ? c.n : 0), 0);
const total = (counts: EnquiryCount[]) => counts.reduce((s, c) => s + c.n, 0);
const bySize = (a: Point, b: Point) => b.value - a.value || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

export const enquiriesByStage: WidgetQuery = {
  async figure(ctx, f) {
    const counts = await countEnquiries(ctx, f);
    const sums = new Map<string, number>();
    for (const c of counts) sums.set(c.key, (sums.get(c.key) ?? 0) + c.n);
    const series = [...sums].map(([key, value]) => ({ key, label: key, value })).sort(bySize);
    return { value: total(counts), series };
  },
  rows: (ctx, f, series) => enquiryRows(ctx, f, series ? eq(enquiries.stage, series) : undefined),
};

export const enquiriesBySource: WidgetQuery = {
  async figure(ctx, f) {
    const sums = new Map<string, number>();
    for (const c of await enquiryCountsBy(ctx, 'source', f)) sums.set(c.key, (sums.get(c.key) ?? 0) + c.n);
    const series = [...sums].map(([key, value]) => ({ key, label: key, value })).sort(bySize);
    return { value: series.reduce((s, p) => s + p.value, 0), series };
  },
  rows: (ctx, f, series) => enquiryRows(ctx, f, series ? eq(enquiries.source, series) : undefined),
};

export const enquiryConversion: WidgetQuery = {
  async figure(ctx, f) {
    const counts = await countEnquiries(ctx, f);
    const all = total(counts);
    const done = converted(counts);
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
  const counts = await countEnquiries(ctx, f);
  const perCentre = new Map<number, EnquiryCount[]>();
  for (const c of counts) {
    const own = perCentre.get(c.franchiseeId);
    if (own) own.push(c);
    else perCentre.set(c.franchiseeId, [c]);
  }
  const names = perCentre.size
    ? await ctx.db
        .select({ id: franchisees.id, companyName: franchisees.companyName })
        .from(franchisees)
        .where(inArray(franchisees.id, [...perCentre.keys()]))
    : [];
  return names
    .map(({ id, companyName }) => {
      const own = perCentre.get(id)!;
      const [all, done] = [total(own), converted(own)];
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
