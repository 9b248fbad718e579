import { createContext, useContext, type ReactNode } from 'react';
import type { DeclaredAccess } from '@portal/core';

/** An action as its contract declares it: method, path and the access the server's guard reads. */
export type ActionEndpoint = DeclaredAccess & { method: string; path: string; public?: boolean };

/**
 * What the signed-in user may do, as the shell computed it from /api/admin/me
 * and the menu. Screens only hide what cannot be used: the server enforces.
 */
export interface PortalAccess {
  signedIn: boolean;
  /** The signed-in account (null before sign-in): a screen leaves out what no one may do to their own. */
  userId: number | null;
  superAdmin: boolean;
  canRead(module: string): boolean;
  canWrite(module: string): boolean;
  /** The user may call the endpoint: the rule the server's guard applies to it (`declaredRouteAccess`). */
  allows(endpoint: ActionEndpoint): boolean;
  /** The selected centre (null for none or 'Select All'). */
  franchiseeId: number | null;
  academicYearId: number | null;
}

const denyAll: PortalAccess = {
  signedIn: false,
  userId: null,
  superAdmin: false,
  canRead: () => false,
  canWrite: () => false,
  allows: () => false,
  franchiseeId: null,
  academicYearId: null,
};

export const AccessContext = createContext<PortalAccess>(denyAll);

export function useAccess(): PortalAccess {
  return useContext(AccessContext);
}

/**
 * Marks an element as the trigger of an action: the role walks read it and ask the server whether the role may
 * call it (without acting), so a button shown to a role that would get a 403 fails a test.
 */
export const actionMark = (endpoint: Pick<ActionEndpoint, 'method' | 'path'>) => ({
  'data-action': `${endpoint.method} ${endpoint.path}`,
});

/** Shows its children only when the user may call the endpoint they trigger. */
export function IfAllowed({ endpoint, children }: { endpoint: ActionEndpoint; children: ReactNode }) {
  return useAccess().allows(endpoint) ? <>{children}</> : null;
}
