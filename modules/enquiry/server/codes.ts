import { randomBytes, randomInt } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 'ENQ-7K2M9QXH': short enough to read out on a call, random so codes reveal no counts. */
export function newEnquiryCode(): string {
  let s = '';
  for (let i = 0; i < 8; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return `ENQ-${s}`;
}

/** 128 random bits: form links and payment references must be unguessable. */
export function newReference(): string {
  return randomBytes(16).toString('base64url');
}

/** The duplicate key's child half: case and spacing do not make a new child. */
export function childNameKey(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** '+91 98450-12345', '09845012345', '919845012345' → '9845012345'. */
export function normaliseMobile(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}
