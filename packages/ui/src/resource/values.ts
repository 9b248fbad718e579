import {
  indiaMoment,
  indiaWallClock,
  percentToBasisPoints,
  rupeesToPaise,
  zodForFields,
  type FieldDef,
  type FieldMap,
  type FormMode,
} from '@portal/core';
import type { Row } from './hooks.ts';

/** What an input holds while a person edits it. */
export type FormValue = string | boolean | string[] | null;
export type FormValues = Record<string, FormValue>;
export type FieldErrors = Record<string, string>;

const TEXT_LIKE = new Set(['text', 'email', 'mobile', 'pincode', 'password', 'richtext', 'file', 'enum', 'date']);

/** Fields a person may edit in this mode. */
export function editableFields(fields: FieldMap, mode: FormMode, hidden: readonly string[] = []): [string, FieldDef][] {
  return Object.entries(fields).filter(
    ([name, f]) => !f.readOnly && !hidden.includes(name) && !(mode === 'update' && f.createOnly),
  );
}

function toFormValue(field: FieldDef, raw: unknown): FormValue {
  if (field.kind === 'boolean') return raw === true || raw === 'true';
  if (field.kind === 'tags') return Array.isArray(raw) ? raw.map(String) : [];
  if (raw === null || raw === undefined) return '';
  if (field.kind === 'money') return typeof raw === 'number' ? (raw / 100).toFixed(2) : String(raw);
  // Basis points are typed as a percentage: 1250 shows '12.5'.
  if (field.kind === 'number' && field.unit === 'basisPoints' && typeof raw === 'number') return String(raw / 100);
  if (field.kind === 'date') return String(raw).slice(0, 10);
  // A moment is edited as India's day and time (YYYY-MM-DDTHH:mm), whatever the zone of the phone.
  if (field.kind === 'datetime') {
    const wall = indiaWallClock(raw instanceof Date ? raw : String(raw));
    return wall ? `${wall.date}T${wall.time}` : String(raw);
  }
  if (field.kind === 'password') return '';
  return String(raw);
}

export function initialValues(fields: FieldMap, record: Row | null, presets: Record<string, unknown> = {}): FormValues {
  const values: FormValues = {};
  for (const [name, field] of Object.entries(fields)) {
    const source = record ? record[name] : name in presets ? presets[name] : field.default;
    values[name] = toFormValue(field, source);
  }
  return values;
}

export interface BodyResult {
  body: Record<string, unknown>;
  errors: FieldErrors;
}

/**
 * Form values to the API body: integers for references and numbers, paise for money, basis points
 * for a percentage typed in a basis-point field, India's offset for date-times. On update only changed fields travel.
 */
export function toBody(
  fields: FieldMap,
  values: FormValues,
  mode: FormMode,
  original: FormValues | null,
  hidden: readonly string[] = [],
): BodyResult {
  const body: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const [name, field] of editableFields(fields, mode, hidden)) {
    const v = values[name];
    if (mode === 'update' && original && JSON.stringify(original[name]) === JSON.stringify(v)) continue;
    if (field.kind === 'boolean') {
      body[name] = v === true;
      continue;
    }
    if (field.kind === 'tags') {
      body[name] = Array.isArray(v) ? v : [];
      continue;
    }
    const text = typeof v === 'string' ? v.trim() : '';
    if (text === '') {
      if (field.kind === 'password' && mode === 'update') continue;
      if (mode === 'create' && !field.required) continue;
      body[name] =
        field.required && TEXT_LIKE.has(field.kind) ? '' : field.required && mode === 'create' ? undefined : null;
      if (body[name] === undefined) delete body[name];
      continue;
    }
    switch (field.kind) {
      case 'number': {
        if (field.unit === 'basisPoints') {
          const bp = percentToBasisPoints(text);
          if (bp === null) errors[name] = `${field.label} must be a percentage with up to 2 decimals`;
          else body[name] = bp;
          break;
        }
        const n = Number(text);
        body[name] = Number.isFinite(n) ? n : text;
        break;
      }
      case 'reference':
        body[name] = Number(text);
        break;
      case 'money': {
        const paise = rupeesToPaise(text);
        if (paise === null) errors[name] = `${field.label} must be an amount in rupees with up to 2 decimals`;
        else body[name] = paise;
        break;
      }
      case 'datetime': {
        // India's day and time as typed, sent with India's offset: 04:05 PM stays 04:05 PM in India on any phone.
        const m = /^(\d{4}-\d{2}-\d{2})T(([01]\d|2[0-3]):[0-5]\d)$/.exec(text);
        body[name] = m ? indiaMoment(m[1], m[2]) : text;
        break;
      }
      default:
        body[name] = typeof v === 'string' ? v : text;
    }
  }
  return { body, errors };
}

/** Runs the same zod schema as the server; messages keyed by field. */
export function validateBody(fields: FieldMap, mode: FormMode, body: Record<string, unknown>): FieldErrors {
  const result = zodForFields(fields, mode).safeParse(body);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : '_form';
    if (!errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/** Missing required values on create surface as 'is required' rather than a type message. */
export function requiredErrors(
  fields: FieldMap,
  mode: FormMode,
  body: Record<string, unknown>,
  hidden: readonly string[] = [],
): FieldErrors {
  const errors: FieldErrors = {};
  if (mode !== 'create') return errors;
  for (const [name, field] of editableFields(fields, mode, hidden)) {
    if (
      field.required &&
      field.kind !== 'boolean' &&
      (body[name] === undefined || body[name] === null || body[name] === '')
    ) {
      errors[name] = `${field.label} is required`;
    }
  }
  return errors;
}
