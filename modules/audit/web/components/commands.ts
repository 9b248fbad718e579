import { api } from '@portal/ui';
import type { z } from 'zod';
import type { nonComplianceCommandAnswer, submitAnswer } from '../../shared/contracts.ts';
import type { assignNonComplianceInput, closeNonComplianceInput, submitAuditInput } from '../../shared/inputs.ts';

/** The status commands of audits and non-compliances, typed by the schemas their routes declare. */
type NonComplianceAnswer = z.input<typeof nonComplianceCommandAnswer>;

export function submitAudit(id: number, body: z.input<typeof submitAuditInput>) {
  return api<z.input<typeof submitAnswer>>(`/api/centre-audits/${id}/submit`, { method: 'POST', body: body ?? {} });
}

export function assignNonCompliance(id: number, body: z.input<typeof assignNonComplianceInput>) {
  return api<NonComplianceAnswer>(`/api/audit/non-compliances/${id}/assign`, { method: 'POST', body });
}

export function closeNonCompliance(id: number, body: z.input<typeof closeNonComplianceInput>) {
  return api<NonComplianceAnswer>(`/api/audit/non-compliances/${id}/close`, { method: 'POST', body });
}
