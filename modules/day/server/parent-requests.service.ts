import { approvalPair } from '@portal/core';
import { loadRecord, requireUser, withFourEyes, type RequestContext } from '@portal/kit';
import { studentAdmissionResource } from '@portal/mod-students/server';

/**
 * What a parent asks of the centre for their child (an authorised pickup, a medication authorisation) and the
 * centre's heads approve or reject, with a reason.
 */

/** Such a request belongs to the centre of its child; the admission is loaded inside the user's fence. */
export async function childCentre(ctx: RequestContext, studentAdmissionId: unknown): Promise<number> {
  return (await loadRecord(ctx, studentAdmissionResource, Number(studentAdmissionId))).franchiseeId;
}

/** Approve and reject, for the holders of `module`; a rejection may say why. */
export const decisionCommands = (module: string) =>
  withFourEyes(
    approvalPair({
      approveFrom: ['PENDING', 'REJECTED'],
      rejectFrom: ['PENDING', 'APPROVED'],
      module,
      reason: { remark: { kind: 'text', label: 'Reason', max: 300 } },
    }),
    { separateRoles: "a parent asks through the family's screens; the centre's heads decide" },
  );

/** Who decided, when, and the reason given. */
export function decision(ctx: RequestContext, input: Record<string, unknown>) {
  requireUser(ctx);
  return { remark: (input.remark as string | undefined) ?? null, decidedBy: ctx.user.id, decidedAt: new Date() };
}
