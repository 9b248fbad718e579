// Audit figures through the real API (Fastify inject, the server's own stack), on embedded PGlite in memory or
// a fresh PostgreSQL database (--db pg, on BENCH_PG_URL):
//  - the network audit report for 500 centres × 4 audits a year × 100 parameters (2,000 submitted audits,
//    200,000 answers): GET /api/audit/centres (each centre's latest and average score, open items and
//    network percentile) and GET /api/audit/scores (monthly trend, worst parameters), as head office and as
//    a centre owner; p50 / p95 / max over the runs (goal: under 500 ms);
//  - saving the answers of a fresh audit of 100 parameters one by one (PUT /api/audit/{id}/responses/{rid}),
//    p50 / p95 / max (goal: p95 under 150 ms).
//   node bench/audit.mjs [--db pglite|pg] [--centres 500] [--runs 20]
import { register } from 'tsx/esm/api';

register();
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const DB = arg('db', 'pglite');
const CENTRES = Number(arg('centres', 500));
const RUNS = Number(arg('runs', 20));
const AUDITS_PER_CENTRE = 4;
if (DB === 'pg') {
  const { PG_BASE } = await import('./lib/database.mjs');
  process.env.TEST_DATABASE_URL = PG_BASE;
} else delete process.env.TEST_DATABASE_URL;

const { sql } = await import('drizzle-orm');
const { startTestApp } = await import('../apps/server/test/support.ts');
const { todayInIndia } = await import('@portal/core');

const HEAD_OFFICE = 'trainer@demo.school';
const OWNER = 'franchisee-a@demo.school';
const t = await startTestApp();
const db = t.db.db;
const rowsOf = (r) => r.rows ?? r;
const started = Date.now();

// ---- the network: 500 centres, a centre checklist of 100 parameters, 2,000 submitted audits ----
const tag = Date.now().toString(36).slice(-4);
const [city] = rowsOf(await db.execute(sql`select id from cities limit 1`));
await db.execute(sql`
  insert into franchisees (code, company_name, owner_name, email, mobile, address, city_id, pincode)
  select 'BA-' || ${tag} || '-' || g, 'Bench Centre ' || g, 'Bench Owner', 'bench' || g || '@example.in',
         '9845012345', 'MG Road', ${city.id}, '560001'
  from generate_series(1, ${CENTRES}) g`);
await db.execute(sql`update audit_parameters set is_active = false where sub_category_id in (
  select s.id from audit_sub_categories s join audit_categories c on c.id = s.category_id
  where c.audit_type = 'centre')`);
const [cat] = rowsOf(
  await db.execute(
    sql`insert into audit_categories (audit_type, name, sort) values ('centre', 'Bench', 99) returning id`,
  ),
);
await db.execute(sql`insert into audit_sub_categories (category_id, name, sort)
  select ${cat.id}, 'Bench area ' || g, g from generate_series(1, 10) g`);
await db.execute(sql`insert into audit_parameters (sub_category_id, text, weight, evidence_required, sort)
  select s.id, s.name || ' item ' || g, 10, false, g
  from audit_sub_categories s cross join generate_series(1, 10) g where s.category_id = ${cat.id}`);
await db.execute(sql`
  insert into centre_audits (franchisee_id, audit_type, audit_date, status, submitted_at)
  select f.id, 'centre', (now() at time zone 'Asia/Kolkata')::date - (k * 91 + (f.id % 60)), 'COMPLETED', now()
  from franchisees f cross join generate_series(0, ${AUDITS_PER_CENTRE - 1}) k
  where f.code like ${`BA-${tag}-%`}`);
await db.execute(sql`
  insert into audit_responses (audit_id, franchisee_id, parameter_id, category_name, sub_category_name,
    parameter_text, weight, evidence_required, sort, response)
  select a.id, a.franchisee_id, p.id, 'Bench', s.name, p.text, p.weight, false, p.sort,
    case when (hashint4(a.id * 131 + p.id) & 1023) < 870 then 'yes'
         when (hashint4(a.id * 131 + p.id) & 1023) < 990 then 'no' else 'na' end
  from centre_audits a
  join franchisees f on f.id = a.franchisee_id and f.code like ${`BA-${tag}-%`}
  cross join audit_parameters p join audit_sub_categories s on s.id = p.sub_category_id
  where s.category_id = ${cat.id}`);
await db.execute(sql`
  update centre_audits a set score_percent = x.score,
    band = case when x.score >= 85 then 'Excellent' when x.score >= 70 then 'Good'
                when x.score >= 50 then 'Needs improvement' else 'Critical' end
  from (select audit_id, round(100.0 * sum(weight) filter (where response = 'yes')
          / nullif(sum(weight) filter (where response in ('yes', 'no')), 0), 1) as score
        from audit_responses group by audit_id) x
  where x.audit_id = a.id and a.score_percent is null and a.status = 'COMPLETED'`);
await db.execute(sql`
  insert into audit_non_compliances (audit_id, response_id, franchisee_id, status, due_date)
  select r.audit_id, r.id, r.franchisee_id, case when a.audit_date < current_date - 100 then 'CLOSED' else 'OPEN' end,
         a.audit_date + 14
  from audit_responses r join centre_audits a on a.id = r.audit_id
  where r.response = 'no' and r.category_name = 'Bench'`);
await db.execute(sql`analyze`);
const [counts] = rowsOf(
  await db.execute(sql`select (select count(*) from centre_audits where status = 'COMPLETED')::int as audits,
    (select count(*) from audit_responses)::int as responses,
    (select count(*) from audit_non_compliances)::int as ncs`),
);
console.log(
  `data: ${CENTRES} centres, ${counts.audits} submitted audits, ${counts.responses} answers, ` +
    `${counts.ncs} non-compliances (${((Date.now() - started) / 1000).toFixed(1)} s to build, ${DB})`,
);

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const ms = (n) => `${n.toFixed(1)} ms`;
const figures = (label, xs) =>
  console.log(
    `${label.padEnd(52)} p50 ${ms(pct(xs, 50)).padStart(9)}  p95 ${ms(pct(xs, 95)).padStart(9)}  ` +
      `max ${ms(Math.max(...xs)).padStart(9)}`,
  );

async function time(email, method, url, payload) {
  const t0 = performance.now();
  const res = await t.as(email, { method, url, payload });
  const took = performance.now() - t0;
  if (res.statusCode >= 300) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body.slice(0, 300)}`);
  return { took, res };
}

async function report(label, email, url) {
  await time(email, 'GET', url); // warm: the first call plans the statements
  const xs = [];
  let size = 0;
  for (let i = 0; i < RUNS; i++) {
    const { took, res } = await time(email, 'GET', url);
    xs.push(took);
    size = res.body.length;
  }
  figures(`${label} (${(size / 1024).toFixed(0)} kB)`, xs);
  return xs;
}

console.log(`\nnetwork audit report, ${RUNS} runs each:`);
await report('head office GET /api/audit/centres', HEAD_OFFICE, '/api/audit/centres?type=centre');
await report('head office GET /api/audit/scores', HEAD_OFFICE, '/api/audit/scores?type=centre');
await report('centre owner GET /api/audit/centres', OWNER, '/api/audit/centres?type=centre');
await report('centre owner GET /api/audit/scores', OWNER, '/api/audit/scores?type=centre');

// ---- saving the answers of one audit of 100 parameters ----
const [centre] = rowsOf(await db.execute(sql`select id from franchisees where code = ${`BA-${tag}-1`}`));
const { res: drafted } = await time(HEAD_OFFICE, 'POST', '/api/centre-audits', {
  franchiseeId: centre.id,
  auditType: 'centre',
  auditDate: todayInIndia(),
});
const auditId = drafted.json().id;
const { res: details } = await time(HEAD_OFFICE, 'GET', `/api/audit/${auditId}`);
const items = details.json().categories.flatMap((c) => c.subCategories.flatMap((s) => s.items));
const saves = [];
for (const [i, item] of items.entries()) {
  const response = i % 10 === 3 ? 'no' : i % 25 === 7 ? 'na' : 'yes';
  const { took } = await time(HEAD_OFFICE, 'PUT', `/api/audit/${auditId}/responses/${item.id}`, {
    response,
    comment: response === 'no' ? 'Found during the visit' : undefined,
  });
  saves.push(took);
}
console.log(`\nsaving answers one by one, an audit of ${items.length} parameters:`);
figures('PUT /api/audit/{id}/responses/{responseId}', saves);
const { took: submitTook } = await time(HEAD_OFFICE, 'POST', `/api/centre-audits/${auditId}/submit`, {});
console.log(`${'POST /api/centre-audits/{id}/submit'.padEnd(52)} ${ms(submitTook)}`);

await t.close();
