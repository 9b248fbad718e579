import { describe, expect, it } from 'vitest';
import { auditRow, nonComplianceRow } from '../shared/contracts.ts';
import { auditListView, nonComplianceListView } from '../server/views.ts';

/** The screens type the lists' rows by the shared schemas: each view answers exactly their columns. */
describe('the audit lists', () => {
  it('answer the columns the shared row schemas name', () => {
    expect(Object.keys(auditListView.columns).sort()).toEqual(Object.keys(auditRow.shape).sort());
    expect(Object.keys(nonComplianceListView.columns).sort()).toEqual(Object.keys(nonComplianceRow.shape).sort());
    expect([...auditListView.list].sort()).toEqual(Object.keys(auditRow.shape).sort());
  });
});
