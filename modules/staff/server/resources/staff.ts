import { addDays, APPROVAL, approvalPair, formatDate, isOneOf, isRecord, todayInIndia } from '@portal/core';
import { eq, sql } from 'drizzle-orm';
import {
  actingUser,
  conflict,
  defineResource,
  fieldError,
  type RequestContext,
  ownerAudience,
  withFourEyes,
} from '@portal/kit';
import { adminUsers } from '@portal/mod-users/server';
import { LEAVING_MESSAGES, LEAVING_NOTICE_DAYS, LEAVING_REASONS } from '../../shared/index.ts';
import { ownedByStaff, ownStaffRecord } from '../owner.ts';
import { staff } from '../schema.ts';
import { leavingReasons, staffShape } from '../../shared/resources.ts';

/** Four eyes on a staff member's own rows: the row's staff record is the one who raised it. */
export const OWN_STAFF_ROWS = { raisedBy: ownedByStaff.column, through: ownedByStaff.through };

export const decision = { decisionRemark: { kind: 'text', label: 'Remark', max: 300 } } as const;

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
  input: unknown,
): Promise<Partial<typeof staff.$inferSelect>> {
  // The command's fields were parsed before the fence; each may still be blank.
  const values = isRecord(input) ? input : {};
  if (!values.leftOn) throw fieldError('leftOn', 'Leaving date is required');
  const { leavingReason } = values;
  if (!isOneOf(LEAVING_REASONS, leavingReason)) throw fieldError('leavingReason', 'Reason for leaving is required');
  const leftOn = String(values.leftOn);
  const joined = existing.joiningDate;
  if (leftOn < joined) throw fieldError('leftOn', LEAVING_MESSAGES.beforeJoining(formatDate(joined)));
  const latest = addDays(todayInIndia(), LEAVING_NOTICE_DAYS);
  if (leftOn > latest) throw fieldError('leftOn', LEAVING_MESSAGES.tooFarAhead(formatDate(latest)));
  const gone = leftOn <= todayInIndia();
  if (gone) await setStaffApproval(ctx, existing.userId, false);
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
      handler: async (ctx, row, input) => ({ set: await markedLeft(ctx, row, input) }),
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
