/**
 * The words a person reads for an enumerated value. Values stay as stored and sent (`APPROVAL_WAITING`,
 * `BANK_TRANSFER`); every screen shows `enumLabel(value)`. The spec's own wording wins where it gives one.
 */

/** Labels the spec states for a value (section 4: 'ZSM APPROVED (shown as ZM APPROVED)'). */
export const SPEC_LABELS: Readonly<Record<string, string>> = {
  'ZSM APPROVED': 'ZM APPROVED',
  'ZM APPROVED': 'ZM APPROVED',
  'C1 APPROVED': 'C1 APPROVED',
  'C2 APPROVED': 'C2 APPROVED',
  APPROVAL_WAITING: 'Awaiting approval',
  CH1_APPROVED: 'CH1 approved',
};

/**
 * Status words the spec itself shows as written (section 4: order, payment, kit-mapping, BOM, approver,
 * margin, training, audit and invitation statuses, 'Placed', 'ZM APPROVED'). A badge holding exactly one
 * of them is the spec's wording; identifiers with underscores (APPROVAL_WAITING, Yet_to_call) never are.
 */
export const SPEC_WORDING: ReadonlySet<string> = new Set([
  'Placed',
  'PENDING',
  'CONFIRMED',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
  'FAIL',
  'INITIATED',
  'FAILED',
  'TRANSFERRED',
  'APPROVED',
  'REJECT',
  'REJECTED',
  'C1 APPROVED',
  'C2 APPROVED',
  'ZM APPROVED',
  'ACTIVE',
  'INACTIVE',
  'PARTIALLY APPROVED',
  'IN PROGRESS',
  'COMPLETED',
  'IN-PROGRESS',
  'CLOSED',
  'ACCEPTED',
  'DECLINED',
  'pending',
  'completed',
]);

/**
 * Words that stay in capitals inside a label: acronyms (AM and ZM for the academic and zonal managers, IFSC, SKU)
 * and the names of file formats.
 */
const ACRONYMS = new Set([
  'AM',
  'AMS',
  'BB',
  'BBB',
  'BOM',
  'BSK',
  'CBSE',
  'CNG',
  'CCTV',
  'CSV',
  'CMS',
  'COCO',
  'GB',
  'GST',
  // The GST summary's tax columns: central, state and integrated GST.
  'CGST',
  'SGST',
  'IGST',
  'HO',
  'ID',
  'IFSC',
  'IRN',
  'IT',
  'JSON',
  'KG',
  'KB',
  'LKG',
  'MB',
  'NEFT',
  'OTP',
  'PDF',
  'QR',
  'SKU',
  'SMS',
  'SOP',
  'TAT',
  'UKG',
  'UPI',
  'XLSX',
  'ZM',
  'ZSM',
]);

/** A word kept as written: an acronym, or a code mixing letters with digits or signs ('C1', 'AB+'). */
const keepsCase = (word: string) => ACRONYMS.has(word) || /[^A-Za-z]/.test(word);

/**
 * 'APPROVAL_WAITING' → 'Awaiting approval' (spec wording), 'BANK_TRANSFER' → 'Bank transfer',
 * 'IN PROGRESS' → 'In progress', 'Yet_to_call' → 'Yet to call'; words already written for people
 * ('Casual Leave', 'Present') are left alone.
 */
export function enumLabel(value: string): string {
  const spec = SPEC_LABELS[value];
  if (spec !== undefined) return spec;
  const spaced = value.replace(/_+/g, ' ').trim();
  if (!spaced) return value;
  // A value with lower-case letters was written for people already; only its underscores go.
  if (/[a-z]/.test(value)) return spaced;
  const words = spaced.split(/( +|-)/);
  return words
    .map((word, i) => {
      if (/^( +|-)$/.test(word) || keepsCase(word)) return word;
      const lower = word.toLowerCase();
      return i === 0 ? lower[0].toUpperCase() + lower.slice(1) : lower;
    })
    .join('');
}

/** True when a value would read differently through its label: showing it as is shows a raw value. */
export function isRawEnumValue(value: string): boolean {
  return enumLabel(value) !== value;
}

/** An ISO date, alone or opening a timestamp (2026-11-26T09:22:19Z). */
const ISO_DATE = /\b\d{4}-\d{2}-\d{2}(?:\b|(?=T\d))/;
const SECONDS_TIME = /\b\d{1,2}:\d{2}:\d{2}\b/;
/** A time of day written on the 24-hour clock (13:30); the portal writes 01:30 PM. */
const DAY_TIME_24 = /\b(?:1[3-9]|2[0-3]):[0-5]\d\b(?!\s?[AP]M)/;
/** A stored identifier: UPPER_SNAKE (APPLICATION_FORM) or a capitalised one (Yet_to_call). */
const SNAKE = /(?<![\w@./])(?:[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z][a-z]+(?:_[a-z]+)+)(?![\w@.])/;
/** Words written in capitals (not part of a number or an identifier such as 'BLR-001/26/0007' or 'WH-BLR'). */
const CAPITALS = /(?<![\w@./-])[A-Z]{2,}(?: [A-Z]{2,})*(?![\w@./-])/g;
/** A link (an offer's page, a file): an address is written as it is, whatever letters its token holds. */
const LINK = /(?:https?:\/\/|(?<![\w/])\/)[^\s)]*/g;
/** A time of day as the portal writes it: its AM or PM is no code. */
const PORTAL_TIME = /\b\d{2}:\d{2} [AP]M\b/g;

/**
 * What shows a stored value instead of its words in a text a person reads (a cell of an export, a text on
 * screen): an ISO date, a time with seconds or on the 24-hour clock, a stored identifier, or words in
 * capitals whose label reads differently and that are not the spec's own wording (a link is an address and
 * is not read). Empty when none.
 */
export function shownCodes(text: string): string[] {
  const t = text.replace(LINK, ' ').trim();
  if (!t || SPEC_WORDING.has(text.trim())) return [];
  const found: string[] = [];
  const date = ISO_DATE.exec(t);
  if (date) found.push(`ISO date "${date[0]}"`);
  const seconds = SECONDS_TIME.exec(t);
  if (seconds) found.push(`time with seconds "${seconds[0]}"`);
  else {
    const clock = DAY_TIME_24.exec(t);
    if (clock) found.push(`24-hour time "${clock[0]}"`);
  }
  const snake = SNAKE.exec(t);
  if (snake) found.push(`code "${snake[0]}"`);
  // In a sentence, a word in capitals is an acronym ('MMR booster', 'HAL 2nd Stage'); a text written all in
  // capitals ('LOW', 'SUPER ADMIN', 'BSK FLOW: SECOND LEVEL') shows codes.
  const words = t.replace(PORTAL_TIME, '');
  if (/[a-z]/.test(words)) return found;
  for (const m of words.matchAll(CAPITALS)) {
    const run = m[0];
    if (SPEC_WORDING.has(run) || SPEC_LABELS[run] === run || !isRawEnumValue(run)) continue;
    if (snake && snake[0].includes(run)) continue;
    found.push(`code "${run}"`);
  }
  return found;
}
