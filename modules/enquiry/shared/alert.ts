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

/** The alert's text, or null when there is nothing waiting. */
export function enquiryAlertMessage({ yetToCallCount, todaysFollowUpCount }: EnquiryAlertFigures): string | null {
  const parts: string[] = [];
  if (yetToCallCount > 0) parts.push(`${yetToCallCount} ${yetToCallCount === 1 ? 'lead' : 'leads'} yet to call`);
  if (todaysFollowUpCount > 0)
    parts.push(`${todaysFollowUpCount} ${todaysFollowUpCount === 1 ? 'follow-up' : 'follow-ups'} due today`);
  return parts.length ? `Enquiries waiting: ${parts.join(' and ')}` : null;
}
