import { isClosedStage, isStage, STAGE, STAGES, type Stage } from './stages.ts';

/** The spec's follow-up buckets: lead temperature, then when the next call is due. */
export const FOLLOW_UP_BUCKETS = [
  {
    key: 'cold',
    label: 'Open-Cold',
    slots: [
      { key: 'overdue', label: 'Over Due' },
      { key: 'current', label: 'Current' },
      { key: 'next', label: 'Next followup' },
    ],
  },
  {
    key: 'warm',
    label: 'Int to Walkin Warm',
    slots: [
      { key: 'current', label: 'Current' },
      { key: 'next', label: 'Next' },
    ],
  },
  {
    key: 'hot',
    label: 'Walkin completed-Hot',
    slots: [
      { key: 'current', label: 'Current' },
      { key: 'next', label: 'Next' },
    ],
  },
  { key: 'closed', label: 'Close enquiries', slots: [] },
] as const;

export type BucketKey = (typeof FOLLOW_UP_BUCKETS)[number]['key'];
export type SlotKey = 'overdue' | 'current' | 'next';

/** Which temperature a stage counts as; null for leads that were won (no follow-up). */
export function bucketOfStage(stage: string): BucketKey | null {
  if (isClosedStage(stage)) return 'closed';
  if (stage === STAGE.YET_TO_CALL) return 'cold';
  if (stage === STAGE.APPOINTMENT_FIXED) return 'warm';
  const hot: readonly Stage[] = [
    STAGE.ONLINE_COUNSELLING,
    STAGE.OFFLINE_COUNSELLING,
    STAGE.FEE_PLAN_ASSIGNED,
    STAGE.APPLICATION_FEE_LINK_SENT,
  ];
  return isStage(stage) && hot.includes(stage) ? 'hot' : null;
}

export function stagesOfBucket(bucket: BucketKey): string[] {
  return STAGES.filter((s) => bucketOfStage(s) === bucket);
}

/** 'academic' (the spec's type): a call to plan about an enrolled child's learning, not the admission. */
export const FOLLOW_UP_TYPES = ['scheduled', 'manual', 'academic'] as const;
/** Follow-up categories; 'academic' is the spec's follow-up type for enrolled families. */
export const FOLLOW_UP_CATEGORIES = ['admission', 'academic'] as const;
export const FOLLOW_UP_STATUSES = ['Open', 'Done', 'Cancelled'] as const;
