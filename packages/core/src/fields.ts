import { z } from 'zod';
import { formatPaise, formatPercentage } from './format.ts';
import { dateMessage, isRealDate, isRealDateTime, isSafeText, UNSAFE_TEXT_MESSAGE } from './input.ts';
import { enumLabel } from './labels.ts';

/**
 * Field kinds of the resource framework. A field declaration is plain JSON so the
 * same object drives the server's validation, the API metadata and the web forms.
 */
export type FieldKind =
  | 'text'
  | 'email'
  | 'mobile'
  | 'pincode'
  | 'number'
  | 'money'
  /** A percentage kept as whole basis points (12.5 % is 1250); people read and type the percentage. */
  | 'date'
  | 'datetime'
  | 'enum'
  | 'reference'
  | 'boolean'
  | 'richtext'
  | 'file'
  | 'password'
  /** A list of short strings (module names, tags). */
  | 'tags';

/** What a reference field points at; on the wire (the resource meta answer) `resource` is the target's name. */
export interface FieldRef {
  readonly resource: string;
  labelField: string;
  labelFields?: readonly string[];
  narrowBy?: { field: string; from: string };
}

export interface EnumOption {
  value: string;
  label: string;
}

export interface FieldDef {
  kind: FieldKind;
  label: string;
  required?: boolean;
  /** Set by the server (ids, computed values); never accepted from a client. */
  readOnly?: boolean;
  /** Accepted on create only (e.g. a franchisee's code). */
  createOnly?: boolean;
  /**
   * A secret (a hash, a token, a PIN): it never leaves the server, not in records, lists, exports, history or the
   * audit log, and screens never show it. Every column named like one is declared so (`secretField`).
   */
  secret?: boolean;
  min?: number;
  max?: number;
  /** Regular expression source for text fields. */
  pattern?: string;
  patternMessage?: string;
  options?: readonly EnumOption[];
  /**
   * For references: the target resource and the field shown as its label, declared with `referenceTo(() =>
   * targetShape, labelField)` so `resource` is the target shape's name. `labelFields` is filled in from the
   * target's `referenceLabel` where it declares one (the fields its label is made of, joined by a space).
   * `narrowBy` offers only the targets whose list filter `field` equals this form's field `from` (a stop of the
   * route chosen above); the picker waits until `from` has a value. The service still checks the pair.
   */
  ref?: FieldRef;
  placeholder?: string;
  help?: string;
  /** Default value for new records. */
  default?: string | number | boolean | null;
  /**
   * A number that is a share: 'percent' is stored as whole percent, 'basisPoints' as hundredths of a
   * percent (1250 = 12.5 %). Screens show and take it as a percentage either way.
   */
  unit?: PercentUnit;
  /** For a file field: the kinds of file it takes and their largest size (the upload itself takes any allowed). */
  accepts?: FileAccept;
  /**
   * How people read a text field's value: 'time', a time of day kept as HH:mm, as hh:mm A; 'times', several
   * times of a day kept as people read them ("09:00 AM, 01:30 PM"), given one by one on a screen; 'code', a stored
   * code (a role's name, FRANCHISEE_USER_1), through its label; 'as-written', an identifier a person typed and reads
   * as typed (a city's code, BLR), never taken for a stored code.
   */
  display?: 'time' | 'times' | 'code' | 'as-written';
}

/** What a file field takes: PDFs, photos (JPEG, PNG, WebP), short videos (MP4, WebM) or sheets, up to a size. */
export interface FileAccept {
  kinds: readonly FileKind[];
  maxBytes: number;
}

export type FileKind = 'pdf' | 'image' | 'video' | 'sheet';

const FILE_KIND_NAMES: Record<FileKind, string> = {
  pdf: 'a PDF',
  image: 'a photo (JPEG, PNG or WebP)',
  video: 'a short video (MP4 or WebM)',
  sheet: 'a sheet (CSV or XLSX)',
};

const FILE_KIND_TYPES: Record<FileKind, string> = {
  pdf: 'application/pdf',
  image: 'image/jpeg,image/png,image/webp',
  video: 'video/mp4,video/webm',
  sheet: '.csv,.xlsx',
};

/** The file input's `accept` for a field: the picker offers only what the field takes. */
export const fileAcceptAttribute = (accept: FileAccept) => accept.kinds.map((k) => FILE_KIND_TYPES[k]).join(',');

/** The kind of a stored file by its (sniffed) content type. */
export function fileKindOf(contentType: string): FileKind | null {
  if (contentType === 'application/pdf') return 'pdf';
  if (contentType.startsWith('image/')) return 'image';
  if (contentType.startsWith('video/')) return 'video';
  if (contentType === 'text/csv' || contentType.includes('spreadsheetml')) return 'sheet';
  return null;
}

/** "Attachment must be a PDF or a photo (JPEG, PNG or WebP) of at most 5 MB". */
export function fileAcceptMessage(label: string, accept: FileAccept): string {
  const kinds = accept.kinds.map((k) => FILE_KIND_NAMES[k]);
  const either = kinds.length > 1 ? `${kinds.slice(0, -1).join(', ')} or ${kinds.at(-1)}` : kinds[0];
  return `${label} must be ${either} of at most ${Math.round(accept.maxBytes / (1024 * 1024))} MB`;
}

export type PercentUnit = 'percent' | 'basisPoints';

export type FieldMap = Record<string, FieldDef>;

/** A column kept by the server only (a code's hash, a device key's hash): never accepted, never answered. */
export function secretField(label: string) {
  return { kind: 'text', label, readOnly: true, secret: true } as const satisfies FieldDef;
}

/** Options of an enum field, each shown by its label (`enumLabel`): 'BANK_TRANSFER' reads 'Bank transfer'. */
export const options = (...values: string[]): EnumOption[] =>
  values.map((value) => ({ value, label: enumLabel(value) }));

const MOBILE = /^[6-9]\d{9}$/;
const PINCODE = /^[1-9]\d{5}$/;

/** The zod type of one field, with messages a person understands. */
/** A base-type error: 'X is required' when nothing was sent, else what is wrong. */
function typeError(label: string, wrong: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? `${label} is required` : wrong;
}

export function zodForField(field: FieldDef): z.ZodType {
  const label = field.label;
  // Every text kind refuses what the database cannot store (NUL, lone surrogates) with a message.
  const string = (wrong = `${label} must be text`) =>
    z.string({ error: typeError(label, wrong) }).refine(isSafeText, { error: `${label} ${UNSAFE_TEXT_MESSAGE}` });
  const text = () => {
    let s = string().trim();
    if (field.required) s = s.min(1, { error: `${label} is required` });
    s = s.max(field.max ?? 500, { error: `${label} must be at most ${field.max ?? 500} characters` });
    if (field.min && field.min > 1)
      s = s.min(field.min, { error: `${label} must be at least ${field.min} characters` });
    if (field.pattern)
      s = s.regex(new RegExp(field.pattern), { error: field.patternMessage ?? `${label} is not valid` });
    return s;
  };
  switch (field.kind) {
    case 'text':
    case 'richtext':
      return field.kind === 'richtext' ? string().max(field.max ?? 100_000) : text();
    case 'password':
      return string()
        .min(field.min ?? 8, { error: `${label} must be at least ${field.min ?? 8} characters` })
        .max(128, { error: `${label} must be at most 128 characters` });
    case 'email':
      return string()
        .trim()
        .toLowerCase()
        .email({ error: `${label} must be a valid email address` })
        .max(200);
    case 'mobile':
      return z
        .string({ error: typeError(label, `${label} must be text`) })
        .trim()
        .regex(MOBILE, { error: `${label} must be a 10-digit Indian mobile number` });
    case 'pincode':
      return z
        .string({ error: typeError(label, `${label} must be text`) })
        .trim()
        .regex(PINCODE, { error: `${label} must be a 6-digit PIN code` });
    case 'number': {
      // A share is bounded in the words a person typed it in: 'at most 28 %', not 'at most 2800'.
      const shown = (n: number) => (field.unit ? formatPercentage(n, field.unit) : String(n));
      let n = z.number({ error: typeError(label, `${label} must be a number`) });
      if (field.unit === 'basisPoints') n = n.int({ error: `${label} may have at most 2 decimals` });
      if (field.min !== undefined) n = n.min(field.min, { error: `${label} must be at least ${shown(field.min)}` });
      if (field.max !== undefined) n = n.max(field.max, { error: `${label} must be at most ${shown(field.max)}` });
      return n;
    }
    case 'money': {
      // Money travels as integer paise; a float or a negative amount is refused.
      let n = z
        .number({ error: typeError(label, `${label} must be an amount in rupees`) })
        .int({ error: `${label} can have at most 2 decimals` });
      // An amount that must be paid or charged is more than nothing: 'Total fee must be more than ₹0'.
      const least = field.min ?? 0;
      n = n.min(least, {
        error:
          least <= 0
            ? `${label} cannot be negative`
            : least === 1
              ? `${label} must be more than ₹0`
              : `${label} must be at least ${formatPaise(least)}`,
      });
      n = n.max(field.max ?? 1_000_000_000_00, { error: `${label} is too large` });
      return n;
    }
    case 'date':
      return z
        .string({ error: typeError(label, dateMessage(label)) })
        .refine(isRealDate, { error: dateMessage(label) });
    case 'datetime':
      return z.iso
        .datetime({ offset: true, error: (issue) => dateTimeMessage(label, issue.input) })
        .refine(isRealDateTime, { error: `${label} must be a date and time in the years 1900–9999` });
    case 'enum': {
      const values = (field.options ?? []).map((o) => o.value);
      return z
        .string({ error: typeError(label, `${label} must be one of: ${values.join(', ')}`) })
        .refine((v) => values.includes(v), {
          error: `${label} must be one of: ${values.join(', ')}`,
        });
    }
    case 'reference':
      return z
        .number({ error: typeError(label, `${label} must be chosen from the list`) })
        .int({ error: `${label} must be chosen from the list` })
        .positive({ error: `${label} must be chosen from the list` });
    case 'boolean':
      return z.boolean({ error: typeError(label, `${label} must be yes or no`) });
    case 'file':
      return string(`${label} must be an uploaded file`).max(500);
    case 'tags':
      return z
        .array(string(`${label} must be a list of text`).trim().min(1).max(100), { error: `${label} must be a list` })
        .max(field.max ?? 100, { error: `${label} may hold at most ${field.max ?? 100} entries` });
  }
}

/**
 * Why a date and time was not taken, in words: an hour or a minute that does not exist ("When: 25:05 is not a time
 * of day"), a time without its zone (India's is +05:30), or no date and time at all.
 */
export function dateTimeMessage(label: string, input: unknown): string {
  const m = typeof input === 'string' ? /^\d{4}-\d{2}-\d{2}[T ](\d{1,2}):(\d{2})/.exec(input.trim()) : null;
  if (m && (Number(m[1]) > 23 || Number(m[2]) > 59)) return `${label}: ${m[1]}:${m[2]} is not a time of day`;
  if (m && !/(?:[zZ]|[+-]\d\d:?\d\d)$/.test(String(input).trim()))
    return `${label} must give its zone: India's 04:05 PM on 26-11-2026 is 2026-11-26T16:05:00+05:30`;
  return `${label} must be a date and time`;
}

export type FormMode = 'create' | 'update';

/**
 * The body schema of a resource's create or update call. Unknown keys are refused,
 * read-only fields are not accepted, and on update every field is optional.
 */
export function zodForFields(fields: FieldMap, mode: FormMode): z.ZodObject {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(fields)) {
    if (field.readOnly) continue;
    if (mode === 'update' && field.createOnly) continue;
    let t = zodForField(field);
    const optionalOnCreate = !field.required || field.kind === 'boolean';
    if (mode === 'update') t = t.optional();
    else if (optionalOnCreate) t = t.nullable().optional();
    if (mode === 'update' && !field.required) t = (t as z.ZodOptional).nullable();
    shape[name] = t;
  }
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown field: ${issue.keys.join(', ')}`
        : 'The request body must be an object',
  });
}
