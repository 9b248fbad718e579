/** Access modules of the safeguards: head office's privacy officer reads and runs them. */
export const SAFEGUARDS_MODULES = {
  /** Who read which child's data (DPDP Rule 6). */
  ACCESS_LOG: 'safeguardsAccessLog',
  /** How long each category is kept, and the retention job's dry runs and runs (Rule 8). */
  RETENTION: 'safeguardsRetention',
  /** Breaches, the families' notices and the report to the Data Protection Board (Rule 7). */
  BREACHES: 'safeguardsBreaches',
} as const;

export const READ_KINDS = ['record', 'list', 'export', 'history', 'file'] as const;

export const READ_KIND_LABELS: Record<(typeof READ_KINDS)[number], string> = {
  record: 'Record',
  list: 'List',
  export: 'Export',
  history: 'History',
  file: 'File',
};

/**
 * The categories the retention job keeps to a period, each with what starts its clock. A file goes with the record
 * it belongs to (a child's, a staff member's papers, a message's attachment, a care photo): its bytes are deleted
 * with it.
 */
export const RETENTION_CATEGORIES = [
  'children-records',
  'staff-records',
  'messages',
  'enquiries-not-admitted',
  'care-photos',
  'access-log',
] as const;
export type RetentionCategory = (typeof RETENTION_CATEGORIES)[number];

export const RETENTION_LABELS: Record<RetentionCategory, { label: string; from: string; action: string; why: string }> =
  {
    'children-records': {
      label: 'A child’s records',
      from: 'after the child leaves',
      action:
        'Names, contacts, health, photos and the child’s own records erased as declared; ' +
        'fees, receipts and the ledger kept',
      why:
        'Fee and tax records are books of account: 8 years (Companies Act 2013, s. 128(5)); ' +
        'the Income-tax Act and GST ' +
        'ask for 6',
    },
    'staff-records': {
      label: 'Staff records',
      from: 'after the staff member leaves',
      action: 'Name, contacts and papers (with their files) erased; attendance, leave and pay kept',
      why: 'Pay is part of the books of account: 8 years (Companies Act 2013, s. 128(5))',
    },
    messages: {
      label: 'Messages with families',
      from: 'after the child leaves and the last message',
      action: 'Conversations, their attachments and read receipts deleted',
      why: 'Needed while the child is at the centre; a year after, for questions about the last term',
    },
    'care-photos': {
      label: 'Care photos',
      from: 'after the child leaves',
      action: 'Photo and its file deleted',
      why: 'Shared with the family while the child is at the centre',
    },
    'enquiries-not-admitted': {
      label: 'Enquiries never admitted',
      from: 'after the last contact',
      action: 'Names and contact details anonymised',
      why: 'An enquiry that did not become an admission is kept for two admission seasons',
    },
    'access-log': {
      label: 'Access log',
      from: 'after the read',
      action: 'Log rows deleted',
      why: 'Long enough to answer a question about who read a child’s data in the last year',
    },
  };

/** The periods a new installation starts with (head office changes them). */
export const DEFAULT_RETENTION_MONTHS: Record<RetentionCategory, number> = {
  'children-records': 96,
  'staff-records': 96,
  messages: 12,
  'care-photos': 12,
  'enquiries-not-admitted': 24,
  'access-log': 12,
};

/** The shortest period the law allows: fee, tax and pay records are books of account (8 years). */
export const MIN_RETENTION_MONTHS: Partial<Record<RetentionCategory, number>> = {
  'children-records': 96,
  'staff-records': 96,
};

/** The Board must have the report within this many hours of the breach being discovered. */
export const BOARD_REPORT_HOURS = 72;

/** What one resource held in the window: its rows there then, and the children they name. */
export interface HeldCount {
  resource: string;
  label: string;
  rows: number;
  children: number;
}
