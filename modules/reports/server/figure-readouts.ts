import { figurePercent, type FigureDeclaration, type FigureScopeKind } from '@portal/core';
import { showsFigure, type FigureReader } from '@portal/kit';
import { DAY_CHECKED_IN } from '@portal/mod-day/shared';
import { ENQUIRY_LEADS, ENQUIRY_YET_TO_CALL, STAGE } from '@portal/mod-enquiry/shared';
import { FEES_COLLECTED, FEES_COLLECTION_RATE, FEES_OVERDUE } from '@portal/mod-finance/shared';
import { ATTENDANCE_PERCENT, ATTENDANCE_PRESENT } from '@portal/mod-students/shared';
import { BENCHMARK_METRICS, type WidgetKey } from '../shared/constants.ts';
import type { BenchmarkAnswer, ReportPage } from '../shared/report-contracts.ts';
import type { WidgetAnswer } from '../shared/contracts.ts';

type Widgets = { widgets: WidgetAnswer[] };

/**
 * A dashboard tile that shows a figure (its value, or one of its series), read as the centre's owner reads it. A tile
 * of the year's leads counts every lead received up to the day (`sinceEver`), as the enquiry screens do without dates.
 */
function tile(
  key: WidgetKey,
  figure: FigureDeclaration,
  {
    series,
    seriesLabel,
    sinceEver,
    reader = 'centre',
  }: { series?: string; seriesLabel?: boolean; sinceEver?: boolean; reader?: FigureReader } = {},
  scopes: FigureScopeKind[] = ['centre'],
) {
  showsFigure<Widgets>({
    figure,
    shownOn: `Dashboard tile ${key}${series ? ` (${series})` : ''}`,
    reader,
    scopes,
    ...(sinceEver ? { period: (today: string) => ({ from: FIRST_DAY, to: today }) } : {}),
    url: (s, p) => `/api/dashboard/widgets?franchiseeID=${s.franchiseeId}&date=${p.to}`,
    read: ({ widgets }) => {
      const w = widgets.find((x) => x.key === key);
      if (!w) return { value: null };
      if (!series) return { value: w.value, label: w.label };
      const point = w.series.find((s) => s.key === series);
      return { value: point?.value ?? (seriesLabel ? 0 : null), label: seriesLabel ? point?.label : w.label };
    },
  });
}

/** The first day any record of the portal can carry: "every day up to today" as a figure's period. */
const FIRST_DAY = '2000-01-01';

/** The network benchmarks' collection rate of a centre, as its owner reads it (the summaries freshly refreshed). */
function benchmark() {
  const metric = BENCHMARK_METRICS.find((m) => m.key === 'collection')!;
  showsFigure<BenchmarkAnswer>({
    figure: FEES_COLLECTION_RATE,
    shownOn: 'Network benchmarks, fee collection rate',
    reader: 'centre',
    scopes: ['centre'],
    url: (s) => `/api/report/benchmarks?franchiseeID=${s.franchiseeId}`,
    read: (a) => ({ value: a.own?.metrics.collection.value ?? null, label: metric.label }),
  });
}

/** The student progress report's attendance columns over a class or a centre: days present of child-days worked. */
function progressReport(figure: FigureDeclaration, pick: (present: number, days: number) => number | null) {
  showsFigure<ReportPage>({
    figure,
    shownOn: 'Student progress report',
    reader: 'centre',
    scopes: ['class', 'centre'],
    url: (s, p) =>
      `/api/report/student-progress?franchiseeID=${s.franchiseeId}&fromDate=${p.from}&toDate=${p.to}&pageSize=200` +
      (s.classId ? `&classID=${s.classId}` : ''),
    read: (page) => {
      const sum = (key: string) => page.rows.reduce((a, r) => a + Number(r[key] ?? 0), 0);
      const column = page.columns.find((c) => c.key === (figure === ATTENDANCE_PERCENT ? 'attendance' : 'daysPresent'));
      return { value: pick(sum('daysPresent'), sum('workingDays')), label: column?.label };
    },
  });
}

/** Where the reports module shows declared figures: the dashboard's tiles, the benchmarks and the progress report. */
export function showReportFigures() {
  tile('fees-collected-month', FEES_COLLECTED);
  tile('fees-overdue', FEES_OVERDUE);
  tile('attendance-today', DAY_CHECKED_IN, { series: 'IN' });
  // The counsellor's home: her centre's leads of the year and those still to call, as the enquiry screens count them.
  const counsellor = { sinceEver: true, reader: 'counsellor' } as const;
  tile('enquiries-by-stage', ENQUIRY_LEADS, counsellor);
  tile('enquiries-by-stage', ENQUIRY_YET_TO_CALL, { ...counsellor, series: STAGE.YET_TO_CALL, seriesLabel: true });
  benchmark();
  progressReport(ATTENDANCE_PERCENT, figurePercent);
  progressReport(ATTENDANCE_PRESENT, (present) => present);
}
