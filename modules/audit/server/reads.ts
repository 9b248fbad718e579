import { defineView } from '@portal/kit';
import { centreAudits } from './schema.ts';
import { centreAuditReadsViewShape } from '../shared/views.ts';

const columns = {
  id: centreAudits.id,
  franchiseeId: centreAudits.franchiseeId,
  auditDate: centreAudits.auditDate,
  status: centreAudits.status,
  scorePercent: centreAudits.scorePercent,
};

/** Centre audits as other modules may read them (a centre's latest score, the benchmarks): fenced on the centre. */
export const centreAuditReads = {
  ...defineView({
    ...centreAuditReadsViewShape,
    from: centreAudits,
    columns,
    franchiseeColumn: centreAudits.franchiseeId,
    defaultSort: [{ column: centreAudits.id, dir: 'asc' }],
  }),
  c: columns,
};
