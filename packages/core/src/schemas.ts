import { z } from 'zod';
import { dateTimeMessage, type FieldDef, type FieldMap, type FormMode } from './fields.ts';
import { formatPaise, formatPercentage } from './format.ts';
import { dateMessage, isRealDate, isRealDateTime, isSafeText, UNSAFE_TEXT_MESSAGE } from './input.ts';

// Field kinds' and dates' zod types, apart from fields.ts and input.ts: a landing page that reads a field's
// options or a date's check must not bring zod into the first download with them.

/** The one zod date type: a string YYYY-MM-DD that is a real date in 1900–9999. */
export function isoDate(label = 'Date', message = dateMessage(label)) {
  return z.string({ error: (issue) => (issue.input == null ? `${label} is required` : message) }).refine(isRealDate, {
    error: message,
  });
}

const MOBILE = /^[6-9]\d{9}$/;
const PINCODE = /^[1-9]\d{5}$/;

/** A base-type error: 'X is required' when nothing was sent, else what is wrong. */
function typeError(label: string, wrong: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? `${label} is required` : wrong;
}

/** The zod type of one field, with messages a person understands. */
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
