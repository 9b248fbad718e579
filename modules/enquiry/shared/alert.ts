/** Spec: a closed enquiry alert comes back after 7,200,000 ms. */
export const ENQUIRY_ALERT_RESHOW_MS = 2 * 60 * 60 * 1000;
/** Spec: enquiry alerts are hidden on the enquiry screens themselves. */
export const ENQUIRY_ALERT_HIDDEN_PREFIX = '/forms/enquiry';

export interface EnquiryAlertFigures {
  yetToCallCount: number;
  todaysFollowUpCount: number;
}

export interface EnquiryAlertState {
  pathname: string;
  /** The shell's enquiry-access flag for the active role. */
  hasEnquiryAccess: boolean;
  /** When the user last closed the alert (ms since epoch), if ever. */
  closedAt: number | null;
  now: number;
}

/** Whether the alert may show here and now: enquiry access, off the enquiry screens, not closed in the last 2 hours. */
export function enquiryAlertAllowed({ pathname, hasEnquiryAccess, closedAt, now }: EnquiryAlertState): boolean {
  if (!hasEnquiryAccess || pathname.startsWith(ENQUIRY_ALERT_HIDDEN_PREFIX)) return false;
  return closedAt === null || now - closedAt >= ENQUIRY_ALERT_RESHOW_MS || now < closedAt;
}

/** Which of the alert's sentences says what is waiting, or null when nothing is. */
export function enquiryAlertKey({ yetToCallCount, todaysFollowUpCount }: EnquiryAlertFigures) {
  if (yetToCallCount > 0) return todaysFollowUpCount > 0 ? 'both' : 'yetToCall';
  return todaysFollowUpCount > 0 ? 'dueToday' : null;
}
