import type { EndpointResult, FigureDeclaration } from '@portal/core';
import { showsFigure, type FigurePeriod, type FigureScope } from '@portal/kit';
import type { enquiryCount, enquiryDashboard } from '../../shared/contracts.ts';
import { ENQUIRY_LEADS, ENQUIRY_YET_TO_CALL } from '../../shared/figures.ts';
import { STAGE } from '../../shared/index.ts';

const period = (s: FigureScope, p: FigurePeriod) => `franchiseeID=${s.franchiseeId}&fromDate=${p.from}&toDate=${p.to}`;

function onHeaderTiles(figure: FigureDeclaration, pick: (a: EndpointResult<typeof enquiryCount>) => number) {
  showsFigure<EndpointResult<typeof enquiryCount>>({
    figure,
    shownOn: 'Enquiry header tiles',
    reader: 'centre',
    scopes: ['centre'],
    url: (s, p) => `/api/enquiry/enquiry-count?${period(s, p)}`,
    read: (a) => ({ value: pick(a) }),
  });
}

function onDashboard(figure: FigureDeclaration, pick: (a: EndpointResult<typeof enquiryDashboard>) => number) {
  showsFigure<EndpointResult<typeof enquiryDashboard>>({
    figure,
    shownOn: 'Enquiry dashboard tables',
    reader: 'centre',
    scopes: ['centre'],
    url: (s, p) => `/api/enquiry/dashboard?${period(s, p)}`,
    read: (a) => ({ value: pick(a) }),
  });
}

/** The enquiry screens' tiles and the dashboard's tables count the same leads. */
export function showEnquiryFigures() {
  onHeaderTiles(ENQUIRY_LEADS, (a) => a.totalLeadCount);
  onHeaderTiles(ENQUIRY_YET_TO_CALL, (a) => a.yetToCallCount);
  onDashboard(ENQUIRY_LEADS, (a) => a.total);
  onDashboard(ENQUIRY_YET_TO_CALL, (a) => a.byStage.find((r) => r.stage === STAGE.YET_TO_CALL)?.count ?? 0);
}
