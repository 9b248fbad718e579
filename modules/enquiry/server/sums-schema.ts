import { date, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { declarePlatformData } from '@portal/kit';
import { franchiseeRef } from '@portal/mod-org/server';

/**
 * The enquiries counted per year, centre, counsellor, stage and next call's day: the follow-up buckets read these
 * rows (a few hundred a centre) instead of the enquiries. Moved by the module's own code in the writing transaction
 * (`followups/kept-buckets.ts`), once per transaction and in key order. `assignedTo` 0 is nobody; a closed stage
 * keeps no day (its bucket has no slots). A count may stand at 0.
 */
export const followUpSums = pgTable(
  'enquiry_follow_up_sums',
  {
    franchiseeId: franchiseeRef(),
    academicYearId: integer().notNull(),
    assignedTo: integer().notNull(),
    stage: text().notNull(),
    followUpDate: date(),
    n: integer().notNull().default(0),
  },
  (t) => [
    // A centre's rows together (its screens ask with or without a year); head office reads a year's rows of all.
    unique('enquiry_follow_up_sums_key')
      .on(t.franchiseeId, t.academicYearId, t.assignedTo, t.stage, t.followUpDate)
      .nullsNotDistinct(),
  ],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: followUpSums,
  label: 'Enquiries to follow up, counted per counsellor and day (a tally)',
  whose: ['staff member'],
  categories: ['employment'],
  audience: 'the counsellor, the centre’s head and office staff, head office',
  retention: 'as enquiries: 1 year after the last contact (head office sets it)',
  purposes: ['To show each counsellor and centre the calls due'],
});
