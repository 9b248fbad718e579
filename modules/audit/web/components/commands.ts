import type { CommandBody } from '@portal/core';
import { runCommand } from '@portal/ui';
import { AUDIT_STEPS } from '../../shared/contracts.ts';

/** The status commands of audits and non-compliances, typed by the references their routes are declared with. */
export function submitAudit(id: number, body: CommandBody<typeof AUDIT_STEPS.submit>) {
  return runCommand(AUDIT_STEPS.submit, id, body ?? {});
}

export function assignNonCompliance(id: number, body: CommandBody<typeof AUDIT_STEPS.assignNonCompliance>) {
  return runCommand(AUDIT_STEPS.assignNonCompliance, id, body);
}

export function closeNonCompliance(id: number, body: CommandBody<typeof AUDIT_STEPS.closeNonCompliance>) {
  return runCommand(AUDIT_STEPS.closeNonCompliance, id, body);
}
