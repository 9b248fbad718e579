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

/** Words that stay in capitals inside a label. */
const ACRONYMS = new Set([
  'BB',
  'BBB',
  'BOM',
  'BSK',
  'CBSE',
  'CCTV',
  'CMS',
  'COCO',
  'GST',
  'HO',
  'ID',
  'IRN',
  'IT',
  'KG',
  'LKG',
  'NEFT',
  'OTP',
  'PDF',
  'QR',
  'SMS',
  'SOP',
  'TAT',
  'UKG',
  'UPI',
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
