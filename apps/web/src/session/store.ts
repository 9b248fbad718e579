import { useSyncExternalStore } from 'react';
import type { DashboardItem } from '@portal/core';
import {
  clearStoredSession,
  readJson,
  readText,
  writeJson,
  writeText,
  type StoredAcademicYear,
  type StoredFranchisee,
} from '@portal/ui';
import type { Me, RoleInfo } from './types.ts';

/** The session as the shell uses it; every field mirrors one local-storage key. */
export interface SessionState {
  token: string | null;
  me: Me | null;
  superAdmin: boolean;
  /** Roles with their end points ('access'). */
  access: RoleInfo[];
  roles: RoleInfo[];
  /** The active role; null means every role merged. */
  role: RoleInfo | null;
  menu: DashboardItem[];
  menuShow: boolean;
  hasEnquiryAccess: 0 | 1;
  franchisee: StoredFranchisee | null;
  academicYear: StoredAcademicYear | null;
}

function load(): SessionState {
  return {
    token: readText('token'),
    me: readJson<Me>('me'),
    superAdmin: readJson<boolean>('superadmin') === true,
    access: readJson<RoleInfo[]>('access') ?? [],
    roles: readJson<RoleInfo[]>('roles') ?? [],
    role: readJson<RoleInfo>('role'),
    menu: readJson<DashboardItem[]>('menu') ?? [],
    menuShow: readJson<boolean>('menuShow') ?? true,
    hasEnquiryAccess: readJson<number>('hasEnquiryAccess') === 1 ? 1 : 0,
    franchisee: readJson<StoredFranchisee>('franchisee'),
    academicYear: readJson<StoredAcademicYear>('academicYear'),
  };
}

let state: SessionState = load();
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

const KEY_OF: Record<keyof SessionState, Parameters<typeof writeJson>[0]> = {
  token: 'token',
  me: 'me',
  superAdmin: 'superadmin',
  access: 'access',
  roles: 'roles',
  role: 'role',
  menu: 'menu',
  menuShow: 'menuShow',
  hasEnquiryAccess: 'hasEnquiryAccess',
  franchisee: 'franchisee',
  academicYear: 'academicYear',
};

/**
 * Updates the session and its stored copy together. A patch that changes nothing (the menu refreshed at start-up,
 * as it was) changes nothing: every screen reads the session, and each change draws them all again at once.
 */
export function updateSession(patch: Partial<SessionState>): void {
  const fields = Object.keys(patch) as (keyof SessionState)[];
  if (fields.every((k) => JSON.stringify(patch[k]) === JSON.stringify(state[k]))) return;
  // The token is stored as plain text, every other field as JSON.
  const { token, ...rest } = patch;
  if ('token' in patch) writeText('token', token ?? null);
  for (const [k, v] of Object.entries(rest) as [keyof SessionState, unknown][]) writeJson(KEY_OF[k], v);
  state = { ...state, ...patch };
  emit();
}

/** Forgets everything stored (sign-out, expired session). */
export function resetSession(): void {
  clearStoredSession();
  state = load();
  emit();
}

/** Re-reads storage (another tab signed out, or the API client cleared it on a 401). */
export function reloadSession(): void {
  state = load();
  emit();
}

export function getSession(): SessionState {
  return state;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === null || Object.values(KEY_OF).includes(e.key as never)) reloadSession();
  });
}
