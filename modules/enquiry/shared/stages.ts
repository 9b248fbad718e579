/**
 * The enquiry funnel. Stage names are the portal's own, spelled as the spec spells them.
 * Spanco: Suspect → Prospect → Approach → Negotiation → Closure → Order.
 */
export const STAGE = {
  YET_TO_CALL: 'Yet_to_call',
  APPOINTMENT_FIXED: 'Appointment Fixed',
  ONLINE_COUNSELLING: 'Online Counselling Done',
  OFFLINE_COUNSELLING: 'Offline Counselling Done',
  FEE_PLAN_ASSIGNED: 'Intelliskills+BSK Fee Plan Assign',
  APPLICATION_FEE_LINK_SENT: 'Application Fee Link Sent',
  TEMPORARILY_CONFIRMED: 'Temporarily Confirmed',
  ADMISSION_FORM_COMPLETED: 'Admission Form Completed',
  ADMISSION_CONFIRMED: 'Admission Confirmed',
  CLOSE: 'Close',
  DROP_OFF: 'Drop Off',
  WRONG_CLASS: 'Wrong class/Drop-off',
} as const;

export type Stage = (typeof STAGE)[keyof typeof STAGE];

/** Funnel order: a later stage means a lead got further. */
export const STAGES: readonly Stage[] = [
  STAGE.YET_TO_CALL,
  STAGE.APPOINTMENT_FIXED,
  STAGE.ONLINE_COUNSELLING,
  STAGE.OFFLINE_COUNSELLING,
  STAGE.FEE_PLAN_ASSIGNED,
  STAGE.APPLICATION_FEE_LINK_SENT,
  STAGE.TEMPORARILY_CONFIRMED,
  STAGE.ADMISSION_FORM_COMPLETED,
  STAGE.ADMISSION_CONFIRMED,
  STAGE.CLOSE,
  STAGE.DROP_OFF,
  STAGE.WRONG_CLASS,
];

export const SPANCO_STATUSES = ['Suspect', 'Prospect', 'Approach', 'Negotiation', 'Closure', 'Order'] as const;
export type SpancoStatus = (typeof SPANCO_STATUSES)[number];

export function isSpancoStatus(value: string): value is SpancoStatus {
  return (SPANCO_STATUSES as readonly string[]).includes(value);
}

/** Sub-statuses a counsellor may pick within each Spanco status. */
export const SPANCO_SUB_STATUSES: Record<SpancoStatus, readonly string[]> = {
  Suspect: ['New', 'Not Reachable', 'Call Back Later', 'Wrong Number'],
  Prospect: ['Interested', 'Appointment Fixed', 'Visit Rescheduled'],
  Approach: ['Walk-in Completed', 'Counselling Done', 'Fee Discussed'],
  Negotiation: ['Application Fee Link Sent', 'Fee Plan Assigned', 'Awaiting Payment'],
  Closure: ['Registered', 'Admission Form Completed', 'Not Interested', 'Dropped', 'Wrong Class'],
  Order: ['Admission Confirmed'],
};

/** Default Spanco status and sub-status of each stage (the stage settings seed). */
export const STAGE_DEFAULTS: Record<
  Stage,
  { spancoStatus: SpancoStatus; spancoSubStatus: string; followUpRequired: boolean }
> = {
  [STAGE.YET_TO_CALL]: { spancoStatus: 'Suspect', spancoSubStatus: 'New', followUpRequired: false },
  [STAGE.APPOINTMENT_FIXED]: { spancoStatus: 'Prospect', spancoSubStatus: 'Appointment Fixed', followUpRequired: true },
  [STAGE.ONLINE_COUNSELLING]: { spancoStatus: 'Approach', spancoSubStatus: 'Counselling Done', followUpRequired: true },
  [STAGE.OFFLINE_COUNSELLING]: {
    spancoStatus: 'Approach',
    spancoSubStatus: 'Walk-in Completed',
    followUpRequired: true,
  },
  [STAGE.FEE_PLAN_ASSIGNED]: {
    spancoStatus: 'Negotiation',
    spancoSubStatus: 'Fee Plan Assigned',
    followUpRequired: true,
  },
  [STAGE.APPLICATION_FEE_LINK_SENT]: {
    spancoStatus: 'Negotiation',
    spancoSubStatus: 'Application Fee Link Sent',
    followUpRequired: false,
  },
  [STAGE.TEMPORARILY_CONFIRMED]: { spancoStatus: 'Closure', spancoSubStatus: 'Registered', followUpRequired: false },
  [STAGE.ADMISSION_FORM_COMPLETED]: {
    spancoStatus: 'Closure',
    spancoSubStatus: 'Admission Form Completed',
    followUpRequired: false,
  },
  [STAGE.ADMISSION_CONFIRMED]: {
    spancoStatus: 'Order',
    spancoSubStatus: 'Admission Confirmed',
    followUpRequired: false,
  },
  [STAGE.CLOSE]: { spancoStatus: 'Closure', spancoSubStatus: 'Not Interested', followUpRequired: false },
  [STAGE.DROP_OFF]: { spancoStatus: 'Closure', spancoSubStatus: 'Dropped', followUpRequired: false },
  [STAGE.WRONG_CLASS]: { spancoStatus: 'Closure', spancoSubStatus: 'Wrong Class', followUpRequired: false },
};

/** Lost leads: they leave the follow-up buckets for 'Close enquiries'. */
export const CLOSED_STAGES: readonly Stage[] = [STAGE.CLOSE, STAGE.DROP_OFF, STAGE.WRONG_CLASS];

export function isClosedStage(stage: string): boolean {
  return isStage(stage) && CLOSED_STAGES.includes(stage);
}

/** Stages only the application, registration and admission steps set. */
export const WORKFLOW_STAGES: readonly Stage[] = [
  STAGE.APPLICATION_FEE_LINK_SENT,
  STAGE.TEMPORARILY_CONFIRMED,
  STAGE.ADMISSION_FORM_COMPLETED,
  STAGE.ADMISSION_CONFIRMED,
];

const LOST: Stage[] = [STAGE.CLOSE, STAGE.DROP_OFF, STAGE.WRONG_CLASS];

/** Stages a counsellor may move an enquiry to by hand, from each stage. */
export const MANUAL_TRANSITIONS: Record<Stage, readonly Stage[]> = {
  [STAGE.YET_TO_CALL]: [STAGE.APPOINTMENT_FIXED, STAGE.ONLINE_COUNSELLING, STAGE.OFFLINE_COUNSELLING, ...LOST],
  [STAGE.APPOINTMENT_FIXED]: [STAGE.ONLINE_COUNSELLING, STAGE.OFFLINE_COUNSELLING, ...LOST],
  [STAGE.ONLINE_COUNSELLING]: [STAGE.OFFLINE_COUNSELLING, STAGE.FEE_PLAN_ASSIGNED, ...LOST],
  [STAGE.OFFLINE_COUNSELLING]: [STAGE.ONLINE_COUNSELLING, STAGE.FEE_PLAN_ASSIGNED, ...LOST],
  [STAGE.FEE_PLAN_ASSIGNED]: [STAGE.CLOSE, STAGE.DROP_OFF],
  [STAGE.APPLICATION_FEE_LINK_SENT]: [STAGE.CLOSE, STAGE.DROP_OFF],
  [STAGE.TEMPORARILY_CONFIRMED]: [STAGE.DROP_OFF],
  [STAGE.ADMISSION_FORM_COMPLETED]: [STAGE.DROP_OFF],
  [STAGE.ADMISSION_CONFIRMED]: [],
  // A lost lead can be reopened.
  [STAGE.CLOSE]: [STAGE.YET_TO_CALL],
  [STAGE.DROP_OFF]: [STAGE.YET_TO_CALL],
  [STAGE.WRONG_CLASS]: [STAGE.YET_TO_CALL],
};

/** The stages each workflow step may start from. */
export const WORKFLOW_FROM: Partial<Record<Stage, readonly Stage[]>> = {
  [STAGE.APPLICATION_FEE_LINK_SENT]: [
    STAGE.YET_TO_CALL,
    STAGE.APPOINTMENT_FIXED,
    STAGE.ONLINE_COUNSELLING,
    STAGE.OFFLINE_COUNSELLING,
    STAGE.FEE_PLAN_ASSIGNED,
  ],
  [STAGE.TEMPORARILY_CONFIRMED]: [STAGE.APPLICATION_FEE_LINK_SENT],
  [STAGE.ADMISSION_FORM_COMPLETED]: [STAGE.TEMPORARILY_CONFIRMED],
  [STAGE.ADMISSION_CONFIRMED]: [STAGE.ADMISSION_FORM_COMPLETED],
};

export function isStage(value: string): value is Stage {
  return (STAGES as readonly string[]).includes(value);
}

/** The BSK flow's second level: stage 'Appointment Fixed' with status 'Prospect'. */
export function isBskSecondLevel(e: { stage: string; spancoStatus: string }): boolean {
  return e.stage === STAGE.APPOINTMENT_FIXED && e.spancoStatus === 'Prospect';
}
