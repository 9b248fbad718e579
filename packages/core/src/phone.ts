/**
 * Phone numbers in one canonical form, E.164: '+', the country code and the number, digits only ('+919845012345').
 * The portal's records keep an Indian mobile as its ten national digits (the 'mobile' field kind), which is the
 * same number once '+91' is put before it; a number from outside (a WhatsApp sender, an imported lead) is read here
 * and compared only as a whole, country code included, so '+1 900 000 0010' is never '+91 90000 00010'.
 */

const INDIAN_MOBILE = /^[6-9]\d{9}$/;
const E164 = /^\+[1-9]\d{7,14}$/;

/**
 * A number as a person writes it, in E.164, or null when it is no phone number. Ten digits (or a leading 0, or 91
 * and ten digits) are an Indian mobile; a number written with '+' or '00' keeps the country code it names.
 */
export function toE164(raw: string): string | null {
  const trimmed = raw.trim();
  const digits = trimmed.replace(/[\s().-]/g, '');
  let e164: string;
  if (digits.startsWith('+')) e164 = digits;
  else if (digits.startsWith('00')) e164 = `+${digits.slice(2)}`;
  else if (INDIAN_MOBILE.test(digits)) e164 = `+91${digits}`;
  else if (digits.length === 11 && digits.startsWith('0') && INDIAN_MOBILE.test(digits.slice(1)))
    e164 = `+91${digits.slice(1)}`;
  else if (digits.length === 12 && digits.startsWith('91') && INDIAN_MOBILE.test(digits.slice(2))) e164 = `+${digits}`;
  else return null;
  return E164.test(e164) ? e164 : null;
}

/** A sender's number as WhatsApp gives it (wa_id: the country code and number, digits only), in E.164. */
export function e164FromWaId(waId: string): string | null {
  return /^\d{8,15}$/.test(waId) ? toE164(`+${waId}`) : null;
}

/** The ten national digits of an Indian mobile in E.164, as the portal's records keep it; null for any other. */
export function indianMobileOf(e164: string): string | null {
  const national = e164.startsWith('+91') ? e164.slice(3) : '';
  return INDIAN_MOBILE.test(national) ? national : null;
}

/**
 * The ten digits the portal's records keep for a written Indian mobile ('+91 98450-12345', '098450 12345'), or null
 * for any other number: a foreign number ending in the same ten digits is another phone, never this one.
 */
export function nationalMobile(raw: string): string | null {
  const e164 = toE164(raw);
  return e164 && indianMobileOf(e164);
}

/** True when two written numbers are the same phone: compared whole in E.164, never by their last digits. */
export function samePhone(a: string, b: string): boolean {
  const x = toE164(a);
  return x !== null && x === toE164(b);
}
