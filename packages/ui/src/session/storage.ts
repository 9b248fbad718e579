/**
 * The browser-stored session, with the exact keys of the existing portal
 * (spec section 3). Values are JSON except the token.
 */
export const STORAGE_KEYS = [
  'token',
  'me',
  'superadmin',
  'access',
  'roles',
  'role',
  'menu',
  'menuShow',
  'hasEnquiryAccess',
  'wowKitOrderItems',
  'franchisee',
  'academicYear',
  /** When the enquiry alert was last closed (it comes back 2 hours later). */
  'enquiryAlertClosedAt',
] as const;

export type StorageKey = (typeof STORAGE_KEYS)[number];

/**
 * The interface language survives sign-out: it belongs to the device, not the session; so does every key under
 * `device.` (a room device's own token, a classroom's copy of its reads).
 */
const DEVICE_KEYS = new Set(['lang']);
const ofTheDevice = (key: string) => DEVICE_KEYS.has(key) || key.startsWith('device.');

function store(): Storage | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

export function readText(key: StorageKey): string | null {
  return store()?.getItem(key) ?? null;
}

export function readJson<T>(key: StorageKey): T | null {
  const raw = readText(key);
  if (raw === null) return null;
  try {
    // cast: a key holds only what its writer stored under it, a T
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeText(key: StorageKey, value: string | null): void {
  const s = store();
  if (!s) return;
  if (value === null) s.removeItem(key);
  else s.setItem(key, value);
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeText(key, value === null || value === undefined ? null : JSON.stringify(value));
}

/** Clears every stored value of the session (sign-out, expired token, missing access list). */
export function clearStoredSession(): void {
  const s = store();
  if (!s) return;
  for (const key of Object.keys(s)) if (!ofTheDevice(key)) s.removeItem(key);
}

/** Selected franchisee as stored: id 0 stands for 'Select All'. */
export interface StoredFranchisee {
  id: number;
  companyName: string;
}

export interface StoredAcademicYear {
  id: number;
  academicYear: string;
}

export function selectedFranchiseeId(): number | null {
  const f = readJson<StoredFranchisee>('franchisee');
  return f && f.id > 0 ? f.id : null;
}

export function selectedAcademicYearId(): number | null {
  const y = readJson<StoredAcademicYear>('academicYear');
  return y && y.id > 0 ? y.id : null;
}
