import { randomBytes, randomInt } from 'node:crypto';
import { nationalMobile } from '@portal/core';

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

/**
 * '+91 98450-12345', '09845012345', '919845012345' → '9845012345': an Indian mobile as the records keep it, read by
 * the shared normaliser (a whole number, country code included). Anything else is left as its digits, for the
 * lead's check to refuse in words ('+1 900 000 0010' is no Indian mobile, whatever its last ten digits).
 */
export function normaliseMobile(raw: string): string {
  return nationalMobile(raw) ?? raw.replace(/\D/g, '');
}
