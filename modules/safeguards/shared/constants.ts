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

/** The categories the retention job keeps to a period, each with what starts its clock. */
export const RETENTION_CATEGORIES = ['enquiries-not-admitted', 'care-photos', 'access-log'] as const;
export type RetentionCategory = (typeof RETENTION_CATEGORIES)[number];

export const RETENTION_LABELS: Record<RetentionCategory, { label: string; from: string; action: string }> = {
  'enquiries-not-admitted': {
    label: 'Enquiries never admitted',
    from: 'after the last contact',
    action: 'Names and contact details anonymised',
  },
  'care-photos': { label: 'Care photos', from: 'after the child leaves', action: 'Photo and its file deleted' },
  'access-log': { label: 'Access log', from: 'after the read', action: 'Log rows deleted' },
};

/** The periods a new installation starts with. */
export const DEFAULT_RETENTION_MONTHS: Record<RetentionCategory, number> = {
  'enquiries-not-admitted': 24,
  'care-photos': 12,
  'access-log': 12,
};

/** The Board must have the report within this many hours of the breach being discovered. */
export const BOARD_REPORT_HOURS = 72;
