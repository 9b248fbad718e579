import { defineFigure } from '@portal/core';

export const AUDIT_SCORE = defineFigure({
  key: 'audit.score',
  label: 'Audit score, latest audit',
  definition:
    'The score in percent of the centre’s latest submitted audit dated on or before the month’s last day (centre, ' +
    'academic or general); across the network, the average of each centre’s latest. No audit yet, no figure.',
  owner: 'audit',
  unit: 'percent',
  scopes: ['centre', 'network'],
  period: 'month',
});

export const AUDIT_OPEN_CORRECTIVE = defineFigure({
  key: 'audit.openCorrective',
  label: 'Corrective actions open',
  definition:
    'Corrective actions raised from audit non-compliances on or before the month’s last day and not closed by ' +
    'its end.',
  owner: 'audit',
  unit: 'count',
  scopes: ['centre', 'network'],
  period: 'month',
});

export const AUDIT_FIGURES = [AUDIT_SCORE, AUDIT_OPEN_CORRECTIVE];
