import type { FieldDef } from '@portal/core';
import { t } from '../i18n/index.tsx';

/**
 * The field messages the shared zod types (`zodForField`) and the forms write, as patterns over the field's
 * English label, each with its words in the catalogue (`validation.*`). The browser's check and the server's 400
 * answer carry the same English; a form shows it in the reader's language through `fieldMessage`.
 */
export const FIELD_MESSAGES = [
  { key: 'validation.required', pattern: / is required$/, values: () => ({}) },
  {
    key: 'validation.tooLong',
    pattern: / must be at most (\d+) characters$/,
    values: (m: RegExpExecArray) => ({ max: m[1] }),
  },
  {
    key: 'validation.tooShort',
    pattern: / must be at least (\d+) characters$/,
    values: (m: RegExpExecArray) => ({ min: m[1] }),
  },
  { key: 'validation.choose', pattern: / must be chosen from the list$/, values: () => ({}) },
  { key: 'validation.date', pattern: / must be a real date \(YYYY-MM-DD, [^)]*\)$/, values: () => ({}) },
  { key: 'validation.number', pattern: / must be a number$/, values: () => ({}) },
  {
    key: 'validation.atLeast',
    pattern: / must be at least ([\d.,]+)$/,
    values: (m: RegExpExecArray) => ({ min: m[1] }),
  },
  { key: 'validation.atMost', pattern: / must be at most ([\d.,]+)$/, values: (m: RegExpExecArray) => ({ max: m[1] }) },
  { key: 'validation.email', pattern: / must be a valid email address$/, values: () => ({}) },
  { key: 'validation.mobile', pattern: / must be a 10-digit Indian mobile number$/, values: () => ({}) },
  { key: 'validation.file', pattern: / must be an uploaded file$/, values: () => ({}) },
] as const;

/**
 * A field's message in the reader's language: a message of FIELD_MESSAGES about the field's English label is
 * worded with the label the screen shows; any other message is left as it came.
 */
export function fieldMessage(message: string, field: FieldDef | undefined, shownLabel?: string): string {
  if (!field || !message.startsWith(`${field.label} `)) return message;
  const rest = message.slice(field.label.length);
  for (const m of FIELD_MESSAGES) {
    const found = m.pattern.exec(rest);
    if (found && found.index === 0) return t(m.key, { label: shownLabel ?? field.label, ...m.values(found) });
  }
  return message;
}
