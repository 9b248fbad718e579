import { describe, expect, it } from 'vitest';
import { ENQUIRY_ALERT_RESHOW_MS, enquiryAlertAllowed, enquiryAlertKey } from '../shared/alert.ts';

const now = Date.UTC(2026, 10, 23, 6, 0);
const state = { pathname: '/profile/dashboard', hasEnquiryAccess: true, closedAt: null, now };

describe('enquiry alert', () => {
  it('shows to users with enquiry access, off the enquiry screens', () => {
    expect(enquiryAlertAllowed(state)).toBe(true);
    expect(enquiryAlertAllowed({ ...state, hasEnquiryAccess: false })).toBe(false);
    expect(enquiryAlertAllowed({ ...state, pathname: '/forms/enquiry/list' })).toBe(false);
    expect(enquiryAlertAllowed({ ...state, pathname: '/forms/enquiry-form' })).toBe(false);
    expect(enquiryAlertAllowed({ ...state, pathname: '/forms/followup' })).toBe(true);
  });

  it('stays closed for 2 hours, then comes back', () => {
    expect(ENQUIRY_ALERT_RESHOW_MS).toBe(7_200_000);
    expect(enquiryAlertAllowed({ ...state, closedAt: now - 1000 })).toBe(false);
    expect(enquiryAlertAllowed({ ...state, closedAt: now - ENQUIRY_ALERT_RESHOW_MS + 1 })).toBe(false);
    expect(enquiryAlertAllowed({ ...state, closedAt: now - ENQUIRY_ALERT_RESHOW_MS })).toBe(true);
    // A clock set back after closing does not hide the alert for ever.
    expect(enquiryAlertAllowed({ ...state, closedAt: now + 60_000 })).toBe(true);
  });

  it('names what is waiting, and is silent when nothing is', () => {
    expect(enquiryAlertKey({ yetToCallCount: 3, todaysFollowUpCount: 1 })).toBe('both');
    expect(enquiryAlertKey({ yetToCallCount: 1, todaysFollowUpCount: 0 })).toBe('yetToCall');
    expect(enquiryAlertKey({ yetToCallCount: 0, todaysFollowUpCount: 2 })).toBe('dueToday');
    expect(enquiryAlertKey({ yetToCallCount: 0, todaysFollowUpCount: 0 })).toBeNull();
  });
});
