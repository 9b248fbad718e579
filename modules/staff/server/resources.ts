import { addDays, APPROVAL, approvalPair, formatDate, todayInIndia } from '@portal/core';
import { and, eq, gte, lte, ne, sql } from 'drizzle-orm';
import {
  actingUser,
  assertAttachable,
  badRequest,
  conflict,
  defineResource,
  fieldError,
  forbidden,
  headOfficeWrites,
  type RequestContext,
  type Values,
  ownerAudience,
  withFourEyes,
} from '@portal/kit';
import { adminUsers } from '@portal/mod-users/server';
import { leaveDays, LEAVING_MESSAGES, LEAVING_NOTICE_DAYS, LEAVING_REASONS, STAFF_MODULES } from '../shared/index.ts';
import { actingStaff, fencedStaff, isSupervisor } from './acting-staff.ts';
import { ownedByStaff, ownStaffRecord } from './owner.ts';

/** Four eyes on a staff member's own rows: the row's staff record is the one who raised it. */
const OWN_STAFF_ROWS = { raisedBy: ownedByStaff.column, through: ownedByStaff.through };
import { logBooks, logBookTopics, staff, staffAttendance, staffDocuments, staffLeaves } from './schema.ts';
import {
  leavingReasons,
  logBookShape,
  logBookTopicShape,
  staffAttendanceShape,
  staffDocumentShape,
  staffLeaveShape,
  staffShape,
} from '../shared/resources.ts';

const decision = { decisionRemark: { kind: 'text', label: 'Remark', max: 300 } } as const;

/** Adds or removes the staff-approval code on the linked account. */
async function setStaffApproval(ctx: RequestContext, userId: number | null, approved: boolean): Promise<void> {
  if (userId === null) return;
  const code = APPROVAL.USER_STAFF_APPROVED;
  await ctx.db
    .update(adminUsers)
    .set({
      modulesAuth: approved
        ? sql`case when ${code} = any(${adminUsers.modulesAuth}) then ${adminUsers.modulesAuth}
            else array_append(${adminUsers.modulesAuth}, ${code}) end`
        : sql`array_remove(${adminUsers.modulesAuth}, ${code})`,
      updatedAt: new Date(),
    })
    .where(eq(adminUsers.id, userId));
}

/** A linked account must belong to the same centre as the staff record. */
async function checkLinkedUser(ctx: RequestContext, userId: unknown, franchiseeId: unknown): Promise<void> {
  if (typeof userId !== 'number') return;
  const [user] = await ctx.db
    .select({ franchiseeId: adminUsers.franchiseeId })
    .from(adminUsers)
    .where(eq(adminUsers.id, userId));
  if (!user || user.franchiseeId !== franchiseeId)
    throw fieldError('userId', 'The linked user must belong to the same centre');
}

/**
 * "Mark as left": a leaving date from the joining date to 30 days ahead (a notice period), once. From that day
 * the member leaves the active lists (a later date waits for the morning sweep) and their account loses the
 * staff approval; their attendance, leave, documents and training stay.
 */
async function markedLeft(
  ctx: RequestContext,
  existing: typeof staff.$inferSelect,
  input: Values,
): Promise<Partial<typeof staff.$inferSelect>> {
  if (!input.leftOn) throw fieldError('leftOn', 'Leaving date is required');
  if (!input.leavingReason) throw fieldError('leavingReason', 'Reason for leaving is required');
  const leftOn = String(input.leftOn);
  const joined = existing.joiningDate;
  if (leftOn < joined) throw fieldError('leftOn', LEAVING_MESSAGES.beforeJoining(formatDate(joined)));
  const latest = addDays(todayInIndia(), LEAVING_NOTICE_DAYS);
  if (leftOn > latest) throw fieldError('leftOn', LEAVING_MESSAGES.tooFarAhead(formatDate(latest)));
  const gone = leftOn <= todayInIndia();
  if (gone) await setStaffApproval(ctx, existing.userId, false);
  const leavingReason = input.leavingReason as (typeof LEAVING_REASONS)[number];
  return { leftOn, leavingReason, ...(gone ? { isActive: false } : {}) };
}

/** The name an erased staff record keeps (head office's retention job, after the period following leaving). */
export const ERASED_STAFF_NAME = 'Former staff';

export const staffResource = defineResource({
  ...staffShape,
  personalData: {
    person: true,
    whose: ['staff member'],
    categories: ['contact', 'identity document'],
    audience: ownerAudience(ownStaffRecord),
    retention: 'employment, then 8 years (pay is part of the books of account; head office sets it)',
    purposes: ['Employing and paying the staff'],
    // Category, designation and dates stay: attendance, leave and pay (books of account) still name the record.
    erase: {
      firstName: ERASED_STAFF_NAME,
      lastName: '{id}',
      email: null,
      mobile: 'erased-{id}',
      gender: null,
      dateOfBirth: null,
      qualification: null,
      address: null,
      remark: null,
    },
  },
  labelPlural: 'Staff',
  scope: 'franchisee',
  table: staff,
  titleField: 'firstName',
  list: {
    columns: ['firstName', 'lastName', 'mobile', 'staffCategory', 'designation', 'franchiseeId', 'status'],
    search: ['firstName', 'lastName', 'mobile', 'email', 'designation'],
    filters: ['franchiseeId', 'staffCategory', 'status', 'isActive'],
    defaultSort: { field: 'id', dir: 'desc' },
  },
  statusField: 'status',
  commands: {
    // The reason is checked in onCommand, after the fence: another centre's id must answer 404, not 400.
    // A member's own login does not approve their own record.
    ...withFourEyes(
      approvalPair({
        approveFrom: ['PENDING', 'REJECTED'],
        rejectFrom: ['PENDING', 'APPROVED'],
        reason: { remark: { kind: 'text', label: 'Reason', max: 300 } },
      }),
      { raisedBy: 'userId' },
    ),
    // The person leaves the centre: the record and its history stay, the active lists leave them out.
    markLeft: {
      label: 'Mark as left',
      // An approved member leaves and stays approved on the record: the leaving date says they are gone.
      from: ['APPROVED'],
      to: 'APPROVED',
      fields: {
        // Both are checked in the handler, after the fence: another centre's id must answer 404, not 400.
        leftOn: {
          kind: 'date',
          label: 'Leaving date',
          help: `The last day at work; at most ${LEAVING_NOTICE_DAYS} days ahead`,
        },
        leavingReason: { kind: 'enum', label: 'Reason for leaving', options: leavingReasons },
      },
      confirm: 'The staff member leaves the active lists from the leaving date. Their records are kept.',
      color: 'orange',
      handler: async (ctx, row, input) => ({ set: await markedLeft(ctx, row, input as Values) }),
    },
  },
  // A member who left is history: no second leaving date, no approval or rejection.
  refuseCommands: (row) =>
    row.leftOn
      ? LEAVING_MESSAGES.alreadyLeft(`${row.firstName} ${row.lastName}`.trim(), formatDate(row.leftOn))
      : undefined,
  remove: 'archive',
  owner: ownStaffRecord,
  hooks: {
    async beforeCreate(ctx, values) {
      await checkLinkedUser(ctx, values.userId, values.franchiseeId);
      return values;
    },
    async beforeUpdate(ctx, values, existing) {
      if (values.userId !== undefined && existing.status === 'APPROVED')
        throw conflict('Reject the staff member before changing the linked account');
      await checkLinkedUser(ctx, values.userId, values.franchiseeId ?? existing.franchiseeId);
      return values;
    },
    async onCommand(ctx, command, existing, input) {
      if (command === 'reject' && !input.remark) throw fieldError('remark', 'Reason is required');
      await setStaffApproval(ctx, existing.userId ?? null, command === 'approve');
      return command === 'approve'
        ? { approvedBy: actingUser(ctx).id, approvedAt: new Date(), remark: null }
        : { remark: input.remark };
    },
  },
});

/** The file must be the caller's own upload or one they may read already (not a colleague's scan). */
async function checkFile(ctx: RequestContext, fileId: unknown): Promise<void> {
  await assertAttachable(ctx, fileId, 'fileId', 'Upload the document again');
}

/** A child row belongs to the centre of its staff member. */
async function sameCentre(ctx: RequestContext, values: Values, staffId: number): Promise<void> {
  const member = await fencedStaff(ctx, staffId);
  if (member.franchiseeId !== values.franchiseeId)
    throw fieldError('staffId', 'The staff member works at another centre');
}

export const staffDocumentResource = defineResource({
  ...staffDocumentShape,
  personalData: {
    whose: ['staff member'],
    categories: ['identity document'],
    audience: ownerAudience(ownedByStaff),
    retention: 'employment, then 8 years (head office sets it)',
    purposes: ["Keeping the staff member's papers"],
    // The papers and their files go when the record is erased.
    erase: 'rows',
  },
  scope: 'franchisee',
  table: staffDocuments,
  titleField: 'documentType',
  list: {
    columns: ['staffId', 'documentType', 'documentNumber', 'expiryDate', 'franchiseeId'],
    search: ['documentNumber', 'documentType'],
    filters: ['franchiseeId', 'staffId', 'documentType', 'expiryDate'],
    defaultSort: { field: 'id', dir: 'desc' },
  },
  remove: 'delete',
  owner: ownedByStaff,
  hooks: {
    async beforeCreate(ctx, values) {
      await sameCentre(ctx, values, values.staffId);
      await checkFile(ctx, values.fileId);
      return values;
    },
    async beforeUpdate(ctx, values, existing) {
      if (values.staffId !== undefined)
        await sameCentre(ctx, { franchiseeId: values.franchiseeId ?? existing.franchiseeId }, values.staffId);
      await checkFile(ctx, values.fileId);
      return values;
    },
  },
});

export const staffAttendanceResource = defineResource({
  ...staffAttendanceShape,
  personalData: {
    whose: ['staff member'],
    categories: ['location'],
    audience: ownerAudience(ownedByStaff),
    retention: 'employment, then 3 years',
    purposes: ['Paying and scheduling the staff'],
  },
  labelPlural: 'Attendance',
  scope: 'franchisee',
  table: staffAttendance,
  titleField: 'attendanceDate',
  list: {
    columns: ['attendanceDate', 'staffId', 'staffCategory', 'attendanceStatus', 'inTime', 'outTime', 'approvalStatus'],
    search: ['reason'],
    filters: ['franchiseeId', 'staffId', 'staffCategory', 'attendanceDate', 'attendanceStatus', 'approvalStatus'],
    defaultSort: { field: 'attendanceDate', dir: 'desc' },
  },
  statusField: 'approvalStatus',
  commands: {
    // Nobody approves their own attendance or leave.
    ...withFourEyes(approvalPair({ module: STAFF_MODULES.CENTRE_HEAD_ATTENDANCE, fields: decision }), OWN_STAFF_ROWS),
  },
  remove: false,
  owner: ownedByStaff,
  rules: { order: [{ from: 'inTime', to: 'outTime', strict: true, message: 'Out time must be after the in time' }] },
  hooks: {
    async beforeCreate(ctx, values) {
      const member = await actingStaff(ctx, values.staffId);
      if (member.franchiseeId !== values.franchiseeId) values.franchiseeId = member.franchiseeId;
      if (String(values.attendanceDate) > todayInIndia() && values.attendanceStatus !== 'ON LEAVE') {
        throw fieldError('attendanceDate', 'Attendance cannot be given for a future date');
      }
      // A centre head's marking stands; a staff member's own entry waits for approval.
      const supervisor = isSupervisor(ctx);
      if (!supervisor && !values.reason) throw fieldError('reason', 'Reason is required');
      return {
        ...values,
        staffId: member.id,
        staffCategory: member.staffCategory,
        approvalStatus: supervisor ? 'APPROVED' : 'PENDING',
        decidedBy: supervisor ? actingUser(ctx).id : null,
      };
    },
    beforeUpdate(ctx, values, existing) {
      if (!isSupervisor(ctx)) throw forbidden('Only the centre head can change attendance');
      if (values.staffId !== undefined && values.staffId !== existing.staffId)
        throw badRequest('Give attendance of another staff member as a new entry');
      const date = String(values.attendanceDate ?? existing.attendanceDate);
      const status = values.attendanceStatus ?? existing.attendanceStatus;
      if (date > todayInIndia() && status !== 'ON LEAVE')
        throw fieldError('attendanceDate', 'Attendance cannot be given for a future date');
      return values;
    },
    onCommand: (ctx, _command, _existing, input) => ({
      decidedBy: actingUser(ctx).id,
      decisionRemark: input.decisionRemark ?? null,
    }),
  },
});

/**
 * A leave's days, in order, at most 180 of them, and none already asked for in another application that still
 * stands (an edit compares against the others only).
 */
async function checkLeaveDays(
  ctx: RequestContext,
  staffId: number,
  from: string,
  to: string,
  exceptId?: number,
): Promise<number> {
  if (to < from) throw fieldError('toDate', 'To date must not be before the from date');
  const days = leaveDays(from, to);
  if (days > 180) throw fieldError('toDate', 'A leave may last at most 180 days');
  const [clash] = await ctx.db
    .select({ id: staffLeaves.id })
    .from(staffLeaves)
    .where(
      and(
        eq(staffLeaves.staffId, staffId),
        ne(staffLeaves.status, 'REJECTED'),
        lte(staffLeaves.fromDate, to),
        gte(staffLeaves.toDate, from),
        exceptId === undefined ? undefined : ne(staffLeaves.id, exceptId),
      ),
    );
  if (clash) throw conflict('A leave application already covers some of these days');
  return days;
}

export const staffLeaveResource = defineResource({
  ...staffLeaveShape,
  personalData: {
    whose: ['staff member'],
    categories: ['health'],
    audience: ownerAudience(ownedByStaff),
    retention: 'employment, then 3 years',
    purposes: ['Granting and planning leave'],
  },
  scope: 'franchisee',
  table: staffLeaves,
  titleField: 'leaveType',
  list: {
    columns: ['staffId', 'leaveType', 'fromDate', 'toDate', 'days', 'status'],
    search: ['reason'],
    filters: ['franchiseeId', 'staffId', 'leaveType', 'status', 'fromDate'],
    defaultSort: { field: 'fromDate', dir: 'desc' },
  },
  statusField: 'status',
  commands: {
    // Nobody approves their own attendance or leave.
    ...withFourEyes(approvalPair({ module: STAFF_MODULES.CENTRE_HEAD_ATTENDANCE, fields: decision }), OWN_STAFF_ROWS),
  },
  remove: false,
  owner: ownedByStaff,
  hooks: {
    async beforeCreate(ctx, values) {
      const member = await actingStaff(ctx, values.staffId);
      const days = await checkLeaveDays(ctx, member.id, String(values.fromDate), String(values.toDate));
      return { ...values, staffId: member.id, franchiseeId: member.franchiseeId, days, status: 'PENDING' };
    },
    async beforeUpdate(ctx, values, existing) {
      if (existing.status !== 'PENDING')
        throw conflict(`The leave application is ${existing.status} and cannot be changed`);
      if (values.staffId !== undefined && values.staffId !== existing.staffId)
        throw badRequest('Apply for another staff member as a new application');
      const from = String(values.fromDate ?? existing.fromDate);
      const to = String(values.toDate ?? existing.toDate);
      return { ...values, days: await checkLeaveDays(ctx, existing.staffId, from, to, existing.id) };
    },
    onCommand: (ctx, _command, _existing, input) => ({
      decidedBy: actingUser(ctx).id,
      decisionRemark: input.decisionRemark ?? null,
    }),
  },
});

export const logBookTopicResource = defineResource({
  ...logBookTopicShape,
  scope: 'global',
  table: logBookTopics,
  titleField: 'name',
  list: {
    columns: ['name', 'description', 'isActive'],
    search: ['name'],
    filters: ['isActive'],
    defaultSort: { field: 'name', dir: 'asc' },
  },
  remove: 'archive',
  // Topics are the network's: only head office defines, changes or archives them.
  writeRule: headOfficeWrites('Only head office can define log book topics'),
});

export const logBookResource = defineResource({
  ...logBookShape,
  personalData: {
    whose: ['staff member'],
    categories: ['education'],
    audience: ownerAudience(ownedByStaff),
    retention: 'employment, then 3 years',
    purposes: ['Following the teaching done each day'],
  },
  labelPlural: 'Log book entries',
  scope: 'franchisee',
  table: logBooks,
  titleField: 'logDate',
  list: {
    columns: ['logDate', 'staffId', 'topicId', 'className', 'activity'],
    search: ['activity', 'observations', 'className'],
    filters: ['franchiseeId', 'staffId', 'topicId', 'logDate'],
    defaultSort: { field: 'logDate', dir: 'desc' },
  },
  remove: 'delete',
  owner: ownedByStaff,
  hooks: {
    async beforeCreate(ctx, values) {
      const member = await actingStaff(ctx, values.staffId);
      if (String(values.logDate) > todayInIndia())
        throw fieldError('logDate', 'A log book entry cannot be for a future date');
      return { ...values, staffId: member.id, franchiseeId: member.franchiseeId };
    },
    async beforeUpdate(ctx, values, existing) {
      const member = await actingStaff(ctx, existing.staffId);
      if (member.id !== existing.staffId) throw forbidden('You can only change your own log book');
      if (values.staffId !== undefined && values.staffId !== existing.staffId)
        throw badRequest("Write another teacher's entry as a new entry");
      return values;
    },
  },
});

export const staffResources = [
  staffResource,
  staffDocumentResource,
  staffAttendanceResource,
  staffLeaveResource,
  logBookTopicResource,
  logBookResource,
];
