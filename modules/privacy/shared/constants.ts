/** Access modules of the parents' rights desk (India's DPDP Act, ss. 11–14). */
export const PRIVACY_MODULES = {
  /** A parent's own data: the summary, its download, requests and their answers, the privacy notice. */
  FAMILY: 'privacyFamily',
  /** Head office's desk: every family's requests, their answers and erasure, the grievance officer. */
  DESK: 'privacyDesk',
} as const;

/** What a parent may ask for: a summary of what is held, a correction, erasure, or a nominee (s. 14). */
export const REQUEST_KINDS = ['SUMMARY', 'CORRECTION', 'ERASURE', 'NOMINEE'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export const REQUEST_KIND_LABELS: Record<RequestKind, string> = {
  SUMMARY: 'Summary of my data',
  CORRECTION: 'Correction',
  ERASURE: 'Erasure',
  NOMINEE: 'Nominee',
};

/** A request is OPEN until head office takes it up (IN_PROGRESS), then COMPLETED or REFUSED with an answer. */
export const REQUEST_STATUSES = ['OPEN', 'IN_PROGRESS', 'COMPLETED', 'REFUSED'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const OPEN_STATUSES = ['OPEN', 'IN_PROGRESS'] as const satisfies readonly RequestStatus[];
export const CLOSED_STATUSES = ['COMPLETED', 'REFUSED'] as const satisfies readonly RequestStatus[];

export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  OPEN: 'Received',
  IN_PROGRESS: 'In progress',
  COMPLETED: 'Completed',
  REFUSED: 'Refused',
};

/** Days head office has to answer a request (DPDP Rules, 2025, r. 14(3)). */
export const ANSWER_DAYS = 90;
/** A request with fewer days left than this is escalated to head office once. */
export const ESCALATE_WITHIN_DAYS = 15;
