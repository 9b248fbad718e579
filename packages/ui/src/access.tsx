import { createContext, useContext } from 'react';

/**
 * What the signed-in user may do, as the shell computed it from /api/admin/me
 * and the menu. Screens only hide what cannot be used: the server enforces.
 */
export interface PortalAccess {
  signedIn: boolean;
  superAdmin: boolean;
  canRead(module: string): boolean;
  canWrite(module: string): boolean;
  /** The selected centre (null for none or 'Select All'). */
  franchiseeId: number | null;
  academicYearId: number | null;
}

const denyAll: PortalAccess = {
  signedIn: false,
  superAdmin: false,
  canRead: () => false,
  canWrite: () => false,
  franchiseeId: null,
  academicYearId: null,
};

export const AccessContext = createContext<PortalAccess>(denyAll);

export function useAccess(): PortalAccess {
  return useContext(AccessContext);
}
