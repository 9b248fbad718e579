import { canAccess, ROLE } from '@portal/core';
import {
  assertReachesAny,
  loadRecord,
  notFound,
  ownersOf,
  ownValues,
  requireUser,
  type RequestContext,
} from '@portal/kit';
import { teacherOfClassRule } from '@portal/mod-academics/server';
import { activeChildren, studentAdmissionResource, type ChildSummary } from '@portal/mod-students/server';
import { ownChildRule } from '@portal/mod-users/server';
import { MESSAGE_MODULES as M, type Speaker } from '../shared/constants.ts';

/**
 * Who takes part in a child's conversation: the parents linked to the child (the parent rule), the teachers of the
 * child's class (the academics module's teacher rule) and the centre's heads (every child of their centre). Anyone
 * else, another parent of the same class or another centre, finds no such child.
 */
export async function conversationChild(
  ctx: RequestContext,
  studentAdmissionId: number,
  method: string,
): Promise<ChildSummary> {
  requireUser(ctx);
  const admission = await loadRecord(ctx, studentAdmissionResource, studentAdmissionId);
  await assertReachesAny(
    ctx,
    { module: M.THREADS, method },
    [
      { rule: ownChildRule, value: studentAdmissionId },
      { rule: teacherOfClassRule, value: admission.classId },
    ],
    () => notFound('Student admission'),
  );
  const [child] = await activeChildren(ctx, { studentAdmissionIds: [studentAdmissionId] });
  if (!child) throw notFound('Student admission');
  return child;
}

/** The roles of the account that grant the conversations (each role reaches its own children). */
function grantingRoles(ctx: RequestContext): string[] {
  return Object.entries(ctx.roleEndPoints ?? {})
    .filter(([role, endPoints]) => canAccess({ superAdmin: false, roleNames: [role], endPoints }, M.THREADS, 'GET'))
    .map(([role]) => role);
}

/** What the account reaches: every child of the centre (its heads), the classes it teaches, its own children. */
export async function reach(ctx: RequestContext) {
  const roles = grantingRoles(ctx);
  const wholeCentre = ctx.user?.superAdmin === true || roles.some((r) => r !== ROLE.PARENT && r !== ROLE.TEACHER);
  const classIds = roles.includes(ROLE.TEACHER) ? (await ownValues(ctx, teacherOfClassRule)).map(Number) : [];
  const childIds = roles.includes(ROLE.PARENT) ? (await ownValues(ctx, ownChildRule)).map(Number) : [];
  return { wholeCentre, classIds, childIds };
}

/** The part the account takes in a child's conversation: parent of the child, teacher of the class, or the office. */
export async function speakerIn(ctx: RequestContext, child: ChildSummary): Promise<Speaker> {
  const { wholeCentre, classIds, childIds } = await reach(ctx);
  if (childIds.includes(child.studentAdmissionId)) return 'PARENT';
  if (!wholeCentre && classIds.includes(child.classId)) return 'TEACHER';
  return 'OFFICE';
}

/** The accounts told of a new message: the child's parents, or the class teachers (the office has its own address). */
export async function parentAccounts(ctx: RequestContext, child: ChildSummary): Promise<number[]> {
  return ownersOf(ctx, ownChildRule, [child.studentAdmissionId]);
}

export async function teacherAccounts(ctx: RequestContext, child: ChildSummary): Promise<number[]> {
  return ownersOf(ctx, teacherOfClassRule, [child.classId]);
}
