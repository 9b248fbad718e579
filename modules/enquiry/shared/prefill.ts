import type { FieldMap } from '@portal/core';

/** Names a later form gives to what the enquiry or an earlier form called otherwise. */
const SAME_AS: Record<string, readonly string[]> = {
  dateOfBirth: ['childDob'],
  fatherMobile: ['mobile'],
  parentMobile: ['fatherMobile', 'mobile'],
  parentEmail: ['email'],
};

const given = (v: unknown) => v !== undefined && v !== null && v !== '';

/**
 * What the family already told us, so they never type it twice: every field of the next form takes the
 * value the enquiry or an earlier form holds under the same name (or the name it had there). `known` is
 * the enquiry with each earlier form's data laid over it, in order, so the latest answer wins.
 */
export function carriedValues(fields: FieldMap, known: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(fields)) {
    const source = [name, ...(SAME_AS[name] ?? [])].find((n) => given(known[n]));
    if (source) out[name] = known[source];
  }
  // The admission form splits the child's name.
  if ('firstName' in fields && !given(out.firstName) && given(known.childName)) {
    const [first, ...rest] = String(known.childName).trim().split(/\s+/);
    out.firstName = first;
    if ('lastName' in fields && !given(out.lastName) && rest.length) out.lastName = rest.join(' ');
  }
  return out;
}
