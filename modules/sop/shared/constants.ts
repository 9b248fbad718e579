import { isKeyOf } from '@portal/core';

/** Access modules of the SOP library and CCTV documents (spec section 6: "sop modules", cctvDocUpload). */
export const SOP_MODULES = {
  /** Reading the library (sop-home, folder/{folderId}) and acknowledging a document. */
  READ: 'sop',
  /** Writing it (manage-sops, add-roles, edit-section/{id}); a centre's heads read who has acknowledged. */
  MANAGE: 'manageSop',
  /** A centre's CCTV documents and their validity (cctvDocUpload/*). */
  CCTV: 'cctvDocUpload',
} as const;

/** The roles a folder or document can be shown to (sop/add-roles), each with the words a person reads. */
export const SOP_ROLES = ['FRANCHISEE_USER_1', 'COCO_USER_1', 'Councellor', 'TEACHER', 'ACADEMIC_COORDINATOR'] as const;
export type SopRole = (typeof SOP_ROLES)[number];
export const SOP_ROLE_LABELS: Record<SopRole, string> = {
  FRANCHISEE_USER_1: 'Centre owner',
  COCO_USER_1: 'Company-run centre head',
  Councellor: 'Counsellor',
  TEACHER: 'Teacher',
  ACADEMIC_COORDINATOR: 'Academic coordinator',
};
export const sopRoleLabel = (role: string) => (isKeyOf(SOP_ROLE_LABELS, role) ? SOP_ROLE_LABELS[role] : role);

/** The longest section body, in characters of HTML. */
export const SECTION_MAX_CHARS = 100_000;

export const STALE_SECTION_MESSAGE =
  'This section was changed by someone else since you opened it. ' +
  'Reload it to see their changes, then make yours again.';

export const STALE_ACKNOWLEDGEMENT_MESSAGE =
  'This document changed since you opened it. Read the new version, then confirm again.';

/** Kinds of CCTV document a centre keeps. */
export const CCTV_DOC_TYPES = ['INSTALLATION_CERTIFICATE', 'AMC_CONTRACT', 'RECORDING_AUDIT', 'POLICE_NOC'] as const;
export type CctvDocType = (typeof CCTV_DOC_TYPES)[number];
export const CCTV_DOC_TYPE_LABELS: Record<CctvDocType, string> = {
  INSTALLATION_CERTIFICATE: 'Installation certificate',
  AMC_CONTRACT: 'Maintenance contract',
  RECORDING_AUDIT: 'Recording audit',
  POLICE_NOC: 'Police NOC',
};

/** A CCTV document may be a PDF or a photo of the paper, at most 5 MB. */
export const CCTV_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'];
export const CCTV_MAX_BYTES = 5 * 1024 * 1024;
/** Reminders go out this many days before a document's last valid day, and on the day itself. */
export const CCTV_REMINDER_DAYS = [30, 7, 1, 0] as const;
/** Within this many days of its last valid day a document shows as expiring. */
export const CCTV_EXPIRING_DAYS = 30;
