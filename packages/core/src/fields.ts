import { enumLabel } from './labels.ts';
import type { ResourceName } from './resource-name.ts';

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
  /** Only from a shape (`referenceTo`): the server's meta answer carries the name the shape declared. */
  readonly resource: ResourceName;
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
export const options = <const V extends string>(...values: V[]): { value: V; label: string }[] =>
  values.map((value) => ({ value, label: enumLabel(value) }));

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
