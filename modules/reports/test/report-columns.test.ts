import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { visitListView } from '@portal/mod-ams/server';
import { PAGED_SOURCES } from '../server/report-sources.ts';

/**
 * What each paged report shows (the screen's columns, the CSV's headers): its columns as recorded when they were
 * first declared from their sources, so a change to a declaration that moves, renames or relabels a column fails
 * here, naming the report, before a reader's screen or saved CSV notices.
 */
const RECORDED: Record<string, { title: string; columns: [string, string, string][] }> = JSON.parse(
  readFileSync(join(import.meta.dirname, 'report-columns.json'), 'utf8'),
);

describe('report columns', () => {
  it('every paged report shows the columns it recorded, in order, with their labels and kinds', () => {
    expect(Object.keys(PAGED_SOURCES).sort()).toEqual(Object.keys(RECORDED).sort());
    for (const [key, source] of Object.entries(PAGED_SOURCES)) {
      const shown = source.columns.map((c) => [c.key, c.label, c.kind]);
      expect({ title: source.title, columns: shown }, `modules/reports/server/report-sources: '${key}'`).toEqual(
        RECORDED[key],
      );
    }
  });

  it("the audit schedule takes its columns' labels and kinds from the AMS visit view it reads", () => {
    const own = { auditType: 'Audit type' };
    for (const column of PAGED_SOURCES['audit-schedules'].columns) {
      const view = visitListView.columns[column.key];
      expect(view, `the visit view has no column '${column.key}'`).toBeDefined();
      expect(column.label).toBe(own[column.key as keyof typeof own] ?? view.label);
      if (view.kind === 'date') expect(column.kind).toBe('date');
    }
  });
});
