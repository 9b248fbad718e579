/**
 * GSTIN: 2-digit state code, 10-character PAN, entity number, 'Z', and a check
 * character computed with the mod-36 (Luhn-style) algorithm GSTN publishes.
 */
const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^[0-3][0-9][A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character for the first 14 characters of a GSTIN. */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = CHARS.indexOf(first14[i]);
    if (value < 0) throw new RangeError('GSTIN may use only digits and capital letters');
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36];
}

/** null when valid, else what is wrong, in words a person can act on. */
export function gstinProblem(gstin: string): string | null {
  if (!SHAPE.test(gstin)) return 'GSTIN must be 15 characters like 29ABCDE1234F1Z5';
  const state = Number(gstin.slice(0, 2));
  if (state < 1 || state > 38) return 'GSTIN starts with an unknown state code';
  if (gstinCheckChar(gstin.slice(0, 14)) !== gstin[14])
    return 'GSTIN check character does not match; please re-check the number';
  return null;
}

export const isValidGstin = (gstin: string): boolean => gstinProblem(gstin) === null;

/** The state code (first two digits) of a GSTIN. */
export const gstinState = (gstin: string): string => gstin.slice(0, 2);

/** The PAN inside a GSTIN (its characters 3 to 12: 29ABCDE1234F1Z5 → ABCDE1234F), or null when there is none. */
export const panOfGstin = (gstin: string | null | undefined): string | null =>
  gstin && SHAPE.test(gstin) ? gstin.slice(2, 12) : null;
