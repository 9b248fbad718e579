import { getTableName, sql, type SQL, type Table } from 'drizzle-orm';
import type { DbHandle } from '@portal/db';
import type { Resource } from '@portal/kit';
import { testManifests } from '../../../scripts/test-manifests.mjs';

/**
 * The families of records a route's ids name, and where to find one of another centre's rows of each.
 * A family kept per centre is a table with a franchisee_id column; a network-wide one (head office's
 * catalogues, trainings, SOPs) has none, and any of its rows will do.
 */
export interface Family {
  table: string;
  /** The column the route carries; `id` unless the route names a row by a reference of its own. */
  column?: string;
  networkWide?: boolean;
  /** The centre's own row (the franchisees table), fenced by its id. */
  centreItself?: boolean;
}

export const FAMILIES = {
  franchisee: { table: 'franchisees', centreItself: true },
  student: { table: 'students' },
  studentAdmission: { table: 'student_admissions' },
  enquiry: { table: 'enquiries' },
  enquiryCode: { table: 'enquiries', column: 'enquiry_code' },
  homework: { table: 'homework' },
  serviceReference: { table: 'service_assignments', column: 'reference_id' },
  section: { table: 'sections' },
  staff: { table: 'staff' },
  dayLateFee: { table: 'day_late_fees' },
  centreUser: { table: 'admin_users' },
  vehicle: { table: 'vehicles' },
  busRoute: { table: 'bus_routes' },
  busStop: { table: 'bus_stops' },
  escortVendor: { table: 'escort_vendors' },
  academicCalendar: { table: 'academic_calendars' },
  centreAudit: { table: 'centre_audits' },
  auditResponse: { table: 'audit_responses' },
  nonCompliance: { table: 'audit_non_compliances' },
  correctiveTask: { table: 'corrective_tasks' },
  ticket: { table: 'tickets' },
  feePlan: { table: 'fee_plans' },
  incident: { table: 'day_incidents' },
  medication: { table: 'day_medications' },
  studentFeePlan: { table: 'student_fee_plans' },
  studentInstallment: { table: 'student_installments' },
  payment: { table: 'payments' },
  paymentReference: { table: 'student_fee_plans', column: 'reference_id' },
  concession: { table: 'student_concessions' },
  overpayment: { table: 'payment_overpayments' },
  journalEntry: { table: 'journal_entries' },
  royaltyInvoice: { table: 'royalty_invoices' },
  kitOrder: { table: 'kit_orders' },
  kitOrderLine: { table: 'kit_order_lines' },
  communicationSend: { table: 'comm_sends' },
  announcement: { table: 'announcements' },
  album: { table: 'photo_albums' },
  photo: { table: 'photos' },
  curriculumPublication: { table: 'curriculum_publications' },
  video: { table: 'learning_videos' },
  videoUpload: { table: 'learning_videos', column: 'upload_id' },
  onlineClass: { table: 'online_classes' },
  classInvite: { table: 'online_class_invites', column: 'reference_id' },
  reportExport: { table: 'report_exports' },
  launchTask: { table: 'dev_launch_tasks' },
  jobRun: { table: 'job_runs' },
  waitlistEntry: { table: 'waitlist_entries' },
  homeActivityPhoto: { table: 'home_activity_photos' },
  file: { table: 'files' },
  role: { table: 'roles', networkWide: true },
  training: { table: 'trainings', networkWide: true },
  trainer: { table: 'training_trainers', column: 'trainer_user_id', networkWide: true },
  meetingReference: { table: 'meeting_references', column: 'reference_id', networkWide: true },
  teacherModule: { table: 'teacher_modules', networkWide: true },
  assessment: { table: 'teacher_assessments', networkWide: true },
  sopFolder: { table: 'sop_folders', networkWide: true },
  sopDocument: { table: 'sop_documents', networkWide: true },
  sopSection: { table: 'sop_sections', networkWide: true },
  curriculumWeek: { table: 'curriculum_weeks', networkWide: true },
  communicationTemplate: { table: 'comm_templates', networkWide: true },
  kitMapping: { table: 'kit_mappings', networkWide: true },
  academicYear: { table: 'academic_years', networkWide: true },
  class: { table: 'classes', networkWide: true },
  term: { table: 'terms', networkWide: true },
  concessionType: { table: 'concession_types', networkWide: true },
  product: { table: 'products', networkWide: true },
  warehouse: { table: 'warehouses', networkWide: true },
  skillParameter: { table: 'skill_parameters', networkWide: true },
} satisfies Record<string, Family>;

export type FamilyName = keyof typeof FAMILIES;

export const familyOf = (name: FamilyName | Family): Family => (typeof name === 'string' ? FAMILIES[name] : name);

/** The rows of a hand-written statement. */
export const sqlRows = async <T>(db: DbHandle, query: SQL) =>
  ((await db.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The family of a resource's own rows (`/api/<resource>/:id`), by its declared scope. */
export function resourceFamily(res: Resource): Family {
  return {
    table: getTableName(res.table as Table),
    networkWide: res.scope === 'global',
    centreItself: res.scope === 'self',
  };
}

/** A row of the family that belongs to `centre` (any row of a network-wide family); null when there is none. */
export async function rowOf(db: DbHandle, family: Family, centre: number): Promise<string | number | null> {
  if (family.centreItself) return centre;
  const column = sql.identifier(family.column ?? 'id');
  const fence = family.networkWide ? sql`true` : sql`franchisee_id = ${centre}`;
  const [row] = await sqlRows<{ v: string | number }>(
    db,
    sql`select ${column} as v from ${sql.identifier(family.table)} where ${fence} order by 1 limit 1`,
  );
  return row?.v ?? null;
}

/**
 * What each path parameter names. A parameter called after its family (`:studentAdmissionId`) is found by
 * its name; a bare `:id` by the path up to it, which covers every route below that path.
 */
export const PARAM_FAMILIES: Record<string, FamilyName> = {
  franchiseeId: 'franchisee',
  studentAdmissionId: 'studentAdmission',
  admissionId: 'studentAdmission',
  studentId: 'student',
  vehicleID: 'vehicle',
  busRouteID: 'busRoute',
  logID: 'escortVendor',
  academicCalendarID: 'academicCalendar',
  trainingID: 'training',
  trainerID: 'trainer',
  roleId: 'role',
  folderId: 'sopFolder',
  runId: 'jobRun',
  uploadId: 'videoUpload',
  responseId: 'auditResponse',
  lineId: 'kitOrderLine',
  enquiryID: 'enquiry',
  enquiryCode: 'enquiryCode',
  homeworkId: 'homework',
  planID: 'feePlan',
};

/**
 * API paths whose last parameter names a record of a family (`/api/payments/:id` a payment), each declared by its
 * module in `test/manifest.json` (`pathFamilies`).
 */
export const PATH_FAMILIES: Record<string, FamilyName> = Object.fromEntries(
  testManifests().flatMap(({ dir, manifest }) =>
    Object.entries(manifest.pathFamilies ?? {}).map(([path, family]) => {
      if (!(family in FAMILIES)) throw new Error(`${dir}/test/manifest.json: no family '${family}' for ${path}`);
      return [path, family as FamilyName];
    }),
  ),
);

/** Path parameters that name no record (a size, a widget), with a value the route knows. */
export const PARAM_VALUES: Record<string, string> = {
  size: 'thumb',
  kitType: 'intelli-kit',
  /** A tuition fee certificate's year (finance): April 2026 to March 2027. */
  financialYear: '2026-27',
};

/**
 * Query and body fields that carry a reference, by name (the last `Id`/`ID`/`Ids`/`IDs` dropped): the walk puts
 * another centre's row in each.
 */
export const FIELD_FAMILIES: Record<string, FamilyName> = {
  franchisee: 'franchisee',
  audienceFranchisee: 'franchisee',
  studentAdmission: 'studentAdmission',
  admission: 'studentAdmission',
  ids: 'studentAdmission',
  student: 'student',
  enquiry: 'enquiry',
  section: 'section',
  toSection: 'section',
  staff: 'staff',
  counsellor: 'centreUser',
  teacherUser: 'centreUser',
  busStop: 'busStop',
  audit: 'centreAudit',
  studentFeePlan: 'studentFeePlan',
  installment: 'studentInstallment',
  reference: 'paymentReference',
  journalEntry: 'journalEntry',
  royaltyInvoice: 'royaltyInvoice',
  file: 'file',
  evidenceFile: 'file',
  medication: 'medication',
  // Network-wide rows a request needs to get as far as the fence.
  academicYear: 'academicYear',
  fromAcademicYear: 'academicYear',
  toAcademicYear: 'academicYear',
  class: 'class',
  toClass: 'class',
  term: 'term',
  concessionType: 'concessionType',
  product: 'product',
  warehouse: 'warehouse',
  parameter: 'skillParameter',
};

/** The family a query or body field names, if it names one. */
export function fieldFamily(key: string): FamilyName | undefined {
  if (key === 'ids') return FIELD_FAMILIES.ids;
  const name = /^(.+?)(?:Id|ID)s?$/.exec(key)?.[1];
  return name ? FIELD_FAMILIES[name] : undefined;
}
