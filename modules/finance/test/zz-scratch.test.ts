import { it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApp } from '@portal/server/testing';
it('prints', async () => {
  const t = await startTestApp();
  const r = await t.db.db.execute(sql`select e.reference_type, e.franchisee_id ef, l.franchisee_id lf, l.account, l.tag is not null as tagged, l.student_admission_id is not null as child, count(*)::int n, min(e.reference) ref, min(e.description) d from journal_entries e join journal_lines l on l.entry_id=e.id group by 1,2,3,4,5,6 order by 1,2,4`);
  console.log(JSON.stringify((r as any).rows ?? r, null, 0).replaceAll('},{', '}\n{'));
  await t.close();
}, 300_000);
