import type { WidgetKey } from '../shared/constants.ts';
import { followUpsDue, visitsToday, staffOnLeave, attendanceToday, immunisationsDue } from './widgets/people.ts';
import {
  admissionsMonth,
  enquiriesByStage,
  enquiriesBySource,
  enquiryConversion,
  centreRank,
} from './widgets/enquiries.service.ts';
import { feesCollected, feesOverdue, royaltyInvoiced } from './widgets/money.ts';
import { ordersInTransit, kitOrdersByStatus, trainingCompletion } from './widgets/operations.service.ts';
import type { WidgetQuery } from './widgets/query.ts';

export { CONVERTED_STAGE, centreConversion } from './widgets/enquiries.service.ts';
export { trainingProgress } from './widgets/operations.service.ts';
export { indiaDay, percent, type Filters } from './widgets/query.ts';

/**
 * The dashboard's figures, each with the list it opens (the same query, so a tile's number is the rows
 * behind it): one file per domain under widgets/, registered here by key.
 */
export const WIDGET_QUERIES: Record<WidgetKey, WidgetQuery> = {
  'follow-ups-today': followUpsDue,
  'visits-today': visitsToday,
  'admissions-month': admissionsMonth,
  'fees-collected-month': feesCollected,
  'fees-overdue': feesOverdue,
  'orders-in-transit': ordersInTransit,
  'staff-on-leave': staffOnLeave,
  'attendance-today': attendanceToday,
  'enquiries-by-stage': enquiriesByStage,
  'enquiries-by-source': enquiriesBySource,
  'enquiry-conversion': enquiryConversion,
  'royalty-invoiced': royaltyInvoiced,
  'kit-orders-by-status': kitOrdersByStatus,
  'training-completion': trainingCompletion,
  'centre-rank': centreRank,
  'immunisations-due': immunisationsDue,
};
