// No imports: the upload screen shows these headings and the import reads by them.

/**
 * The columns of an enquiry upload: the heading the upload page shows (with its hint), and the other
 * names a sheet may use for it. Headings are matched in any case, with spacing and the hint ignored.
 */
export const UPLOAD_COLUMNS = [
  { field: 'parentName', heading: 'Parent name', aliases: ['parentname'] },
  { field: 'mobile', heading: 'Mobile', aliases: ['mobile number', 'phone'] },
  { field: 'email', heading: 'Email', aliases: [] },
  { field: 'childName', heading: 'Child name', aliases: ['childname'] },
  {
    field: 'childDob',
    heading: 'Child date of birth',
    hint: 'DD-MM-YYYY',
    aliases: ['childdob', 'date of birth', 'dob'],
  },
  { field: 'className', heading: 'Class', aliases: ['classname'] },
  { field: 'pincode', heading: 'PIN code', aliases: ['pincode'] },
  { field: 'source', heading: 'Source', aliases: [] },
  { field: 'remarks', heading: 'Remarks', aliases: ['message'] },
] as const satisfies readonly { field: string; heading: string; hint?: string; aliases: readonly string[] }[];

/** A column as the upload page writes it: the heading, and its hint in brackets. */
export function shownHeading(column: (typeof UPLOAD_COLUMNS)[number]): string {
  return 'hint' in column ? `${column.heading} (${column.hint})` : column.heading;
}

/** A sheet heading as it is matched: lower case, the bracketed hint dropped, spaces single. */
export function headingKey(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[\s_]+/g, ' ')
    .trim();
}

/** Heading key → field, for every heading and alias. */
export const UPLOAD_FIELD_BY_HEADING: Record<string, string> = Object.fromEntries(
  UPLOAD_COLUMNS.flatMap((c) => [c.heading, ...c.aliases].map((name) => [headingKey(name), c.field])),
);
