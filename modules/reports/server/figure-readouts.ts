import { figurePercent, type FigureDeclaration, type FigureScopeKind } from '@portal/core';
import { showsFigure } from '@portal/kit';
import { DAY_CHECKED_IN } from '@portal/mod-day/shared';
import { FEES_COLLECTED, FEES_OVERDUE } from '@portal/mod-finance/shared';
import { ATTENDANCE_PERCENT, ATTENDANCE_PRESENT } from '@portal/mod-students/shared';
import type { WidgetKey } from '../shared/constants.ts';
import type { ReportPage } from '../shared/report-contracts.ts';
import type { WidgetAnswer } from '../shared/contracts.ts';

type Widgets = { widgets: WidgetAnswer[] };

/** A dashboard tile that shows a figure (its value, or one of its series), read as the centre's owner reads it. */
function tile(key: WidgetKey, figure: FigureDeclaration, series?: string, scopes: FigureScopeKind[] = ['centre']) {
  showsFigure<Widgets>({
    figure,
    shownOn: `Dashboard tile ${key}${series ? ` (${series})` : ''}`,
    reader: 'centre',
    scopes,
    url: (s, p) => `/api/dashboard/widgets?franchiseeID=${s.franchiseeId}&date=${p.to}`,
    read: ({ widgets }) => {
      const w = widgets.find((x) => x.key === key);
      if (!w) return { value: null };
      return { value: series ? (w.series.find((s) => s.key === series)?.value ?? null) : w.value, label: w.label };
    },
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

/** Where the reports module shows declared figures: the dashboard's tiles and the progress report. */
export function showReportFigures() {
  tile('fees-collected-month', FEES_COLLECTED);
  tile('fees-overdue', FEES_OVERDUE);
  tile('attendance-today', DAY_CHECKED_IN, 'IN');
  progressReport(ATTENDANCE_PERCENT, figurePercent);
  progressReport(ATTENDANCE_PRESENT, (present) => present);
}
