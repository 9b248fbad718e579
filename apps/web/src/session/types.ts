import type { DashboardItem, EndPoint } from '@portal/core';

export interface RoleInfo {
  id: number;
  role: string;
  description: string;
  /** Present when the server sends the role's end points (spec: access holds them). */
  systemEndPoints?: EndPoint[];
}

/** GET /api/admin/me. */
export interface Me {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string | null;
  franchisee: { id: number } | null;
  superAdmin: boolean;
  modulesAuth: string[];
  roles: RoleInfo[];
  student?: { studentAdmissionID: number };
}

export interface MenuAnswer {
  menu: DashboardItem[];
  hasEnquiryAccess: 0 | 1;
}

export interface SignedIn {
  token: string;
  expiresAt: string;
}
