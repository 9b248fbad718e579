// A large network in the real tables: 500 franchisees, 100,000 students (with this
// year's admission), 1,000,000 enquiries and 2,000,000 ledger postings (1,000,000
// balanced journal entries of two lines), all scaled by --scale. The rows are built by
// PostgreSQL itself (INSERT … SELECT over generate_series in batches), so nothing
// crosses the wire but the statements, and every value comes from the row number and
// the seed through a fixed multiplicative hash: the same seed gives the same data.
//
//   node bench/generate.mjs --scale 1 --db pg        full size into PostgreSQL (portal_bench_1_42)
//   node bench/generate.mjs --scale 0.01 --db pglite  a quick one into PGlite under .tmp/bench/
//   options: --seed 42, --fresh (drop and generate again)
//
// Per centre the density stays the same at every scale (2,000 enquiries, 200 students,
// 4,000 postings): --scale shrinks the number of centres, so a small run still answers
// the per-centre list the way the full network would.
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { openBenchDb, parseArgs } from './lib/database.mjs';
import { AREAS, BOYS, BRANDS, FATHERS, GIRLS, MOTHERS, PARENTS, SOURCES, STAGES, SURNAMES } from './lib/names.mjs';
import { addPeople, ensureBenchUser } from './lib/people.mjs';
import { batched, hasher, one, textArray } from './lib/sql-rows.mjs';

export { benchPeople } from './lib/people.mjs';

export const FULL = { franchisees: 500, students: 100_000, enquiries: 1_000_000, entries: 1_000_000 };

export function sizes(scale) {
  const n = (x) => Math.max(1, Math.round(x * scale));
  return {
    franchisees: n(FULL.franchisees),
    students: n(FULL.students),
    enquiries: n(FULL.enquiries),
    entries: n(FULL.entries),
  };
}

/**
 * Generates the network into an open database unless this seed's centres are already
 * there. Returns what the benchmarks need: the centres, the year and the bench user.
 */
export async function generate(db, { scale = 1, seed = 42 } = {}) {
  const n = sizes(scale);
  const tag = `GEN${seed}`;
  const existing = await one(db, `select count(*)::int as c from franchisees where code like '${tag}-%'`);
  const year = await one(
    db,
    `select id, start_date::text as start from academic_years where start_date <= current_date and end_date >=
      current_date order by start_date desc limit 1`,
  );
  const prev = await one(
    db,
    `select id from academic_years where start_date < '${year.start}' order by start_date desc limit 1`,
  );
  let seconds = 0;
  if (existing.c !== n.franchisees) {
    if (existing.c > 0)
      throw new Error(`A partial network of seed ${seed} is in this database; run again with --fresh`);
    const started = performance.now();
    console.log(
      `generating ${Object.entries(n)
        .map(([k, v]) => `${v.toLocaleString('en-IN')} ${k}`)
        .join(', ')} (seed ${seed})`,
    );
    await db.transaction((tx) =>
      fill(tx, n, { seed, tag, yearId: year.id, yearStart: year.start, prevYearId: prev?.id ?? year.id }),
    );
    // What autovacuum would have done on a live system: statistics and the visibility map (index-only counts), and
    // the dead rows the kept counts leave as the generated enquiries are counted (enquiry_counts: 60,021 rows in
    // 134 MB at --scale 3 with 1.4 million dead, which made the head office's widgets grow faster than the network).
    // Every table, as the cluster this runs on may have autovacuum off.
    await db.execute(sql.raw('vacuum analyze'));
    seconds = (performance.now() - started) / 1000;
    console.log(`  generated in ${seconds.toFixed(1)} s`);
  }
  const centre = await one(db, `select id from franchisees where code = '${tag}-0001'`);
  const user = await ensureBenchUser(db, centre.id, seed);
  const people = await addPeople(db, { tag, yearId: year.id });
  const counts = await one(
    db,
    `select (select count(*) from enquiries where franchisee_id = ${centre.id} and academic_year_id =
      ${year.id})::int as "centreEnquiries",
            (select count(*) from enquiries)::int as enquiries, (select count(*) from students)::int as students,
            (select count(*) from journal_lines)::int as postings, (select count(*) from franchisees)::int as
              franchisees`,
  );
  return {
    sizes: n,
    seed,
    scale,
    generatedSeconds: seconds,
    peopleSeconds: people.seconds,
    centreId: centre.id,
    academicYearId: year.id,
    user,
    counts,
  };
}

async function fill(db, n, { seed, tag, yearId, yearStart, prevYearId }) {
  const R = hasher(seed);
  const city = await one(db, 'select array_agg(id order by id) as ids from cities');
  const cls = await one(
    db,
    `select array_agg(id order by sort, id) as ids from classes where name in ('Playgroup', 'Nursery', 'LKG', 'UKG')`,
  );
  const cityIds = `'{${city.ids.join(',')}}'::int[]`;
  const classIds = `'{${cls.ids.join(',')}}'::int[]`;

  await batched(
    db,
    'franchisees',
    n.franchisees,
    `
    insert into franchisees (code, company_name, owner_name, email, mobile, address, city_id, pincode, agreement_date)
    select '${tag}-' || lpad(g::text, 4, '0'),
           ${R.pick(BRANDS)} || ' ' || ${R.pick(AREAS)} || ' ' || g,
           ${R.pick(PARENTS)} || ' ' || ${R.pick(SURNAMES)},
           'centre' || g || '.${seed}@bench.example.in',
           '9' || lpad(((g::bigint * 7919) % 900000000 + 100000000)::text, 9, '0'),
           (1 + ${R.int(300)}) || ', ' || ${R.pick(AREAS)} || ' Main Road',
           (${cityIds})[1 + ${R.int(city.ids.length)}],
           (560001 + ${R.int(99)})::text,
           date '2022-04-01' + ${R.int(700)}
    from generate_series(__FROM__, __TO__) g`,
  );
  const centres = await one(
    db,
    `select array_agg(id order by id) as ids, array_agg(code order by id) as codes from franchisees where code like
      '${tag}-%'`,
  );
  const centreIds = `'{${centres.ids.join(',')}}'::int[]`;
  const F = centres.ids.length;
  const yy = yearStart.slice(2, 4);

  await batched(
    db,
    'students',
    n.students,
    `
    insert into students (franchisee_id, admission_number, first_name, last_name, date_of_birth, gender, father_name,
      mother_name, parent_mobile, pincode, status, edit_status)
    select (${centreIds})[1 + g % ${F}],
           '${tag}/${yy}/' || lpad(g::text, 6, '0'),
           case when g % 2 = 0 then ${R.pick(BOYS)} else ${R.pick(GIRLS)} end,
           ${R.pick(SURNAMES)},
           date '2020-06-01' + ${R.int(1095)},
           case when g % 2 = 0 then 'MALE' else 'FEMALE' end,
           ${R.pick(FATHERS)} || ' ' || ${R.pick(SURNAMES)},
           ${R.pick(MOTHERS)} || ' ' || ${R.pick(SURNAMES)},
           (6 + ${R.int(4)})::text || lpad(((g::bigint * 104729) % 900000000 + 100000000)::text, 9, '0'),
           (560001 + ${R.int(99)})::text, 'Active', 'completed'
    from generate_series(__FROM__, __TO__) g`,
  );
  await batched(
    db,
    'student admissions',
    n.students,
    `
    insert into student_admissions (franchisee_id, student_id, academic_year_id, class_id, admission_date, status)
    select s.franchisee_id, s.id, ${yearId}, (${classIds})[1 + ${R.int(cls.ids.length)}], date '${yearStart}' +
      ${R.int(60)}, 'Active'
    from (select *, row_number() over (order by id) as g from students where franchisee_id = any(${centreIds})) s
    where s.g between __FROM__ and __TO__`,
  );

  const STAGE_TABLE = `array[${STAGES.map((x) => textArray(x)).join(',')}]`;
  await batched(
    db,
    'enquiries',
    n.enquiries,
    `
    insert into enquiries (enquiry_code, franchisee_id, academic_year_id, enquiry_type, source, parent_name, mobile,
      email, child_name, child_name_key,
                           child_dob, gender, class_id, pincode, stage, spanco_status, spanco_sub_status,
                             next_follow_up_date, created_at, updated_at)
    select code, f, y, type, source, parent, mobile, email, child, lower(child), dob, gender, class_id, pincode,
           (${STAGE_TABLE})[si][1], (${STAGE_TABLE})[si][2], (${STAGE_TABLE})[si][3], follow, at, at
    from (
      select 'ENQ-${tag}-' || g as code,
             (${centreIds})[1 + g % ${F}] as f,
             case when ${R.int(10)} < 7 then ${yearId} else ${prevYearId} end as y,
             case when g % 25 = 0 then 'SERVICE' else 'ADMISSION' end as type,
             ${R.pick(SOURCES)} as source,
             ${R.pick(PARENTS)} || ' ' || ${R.pick(SURNAMES)} as parent,
             (6 + ${R.int(4)})::text || lpad(((g::bigint * 7919) % 900000000 + 100000000)::text, 9, '0') as mobile,
             case when g % 3 = 0 then 'parent' || g || '@example.in' end as email,
             case when g % 2 = 0 then ${R.pick(BOYS)} else ${R.pick(GIRLS)} end || ' ' || ${R.pick(SURNAMES)} as child,
             date '2020-06-01' + ${R.int(1095)} as dob,
             case when g % 2 = 0 then 'MALE' else 'FEMALE' end as gender,
             (${classIds})[1 + ${R.int(cls.ids.length)}] as class_id,
             (560001 + ${R.int(99)})::text as pincode,
             1 + ${R.int(STAGES.length)} as si,
             current_date + ${R.int(30)} as follow,
             now() - (${R.int(365 * 24 * 60)} * interval '1 minute') as at
      from generate_series(__FROM__, __TO__) g
    ) x
    `,
  );

  // Two lines per entry: fees billed (Dr receivable, Cr income) and tuition paid (Dr nodal, Cr receivable),
  // each student getting bills and payments in turn.
  // The entries come back from a CTE the planner cannot estimate; a nested loop over it grows with the square of
  // the batch (10,000 entries took 38 s), a hash join with the batch.
  // The ledger's balance trigger looks each batch's entries up in the whole table; with nested loops off it would
  // scan every line so far once per batch. The generated entries balance by construction: checked once at the end.
  await db.execute(sql.raw('alter table journal_lines disable trigger journal_lines_balanced'));
  await db.execute(sql.raw('set local enable_nestloop = off'));
  await batched(
    db,
    'ledger postings',
    n.entries,
    `
    with adm as (
      select id, franchisee_id, row_number() over (order by id) - 1 as k from student_admissions where franchisee_id
        = any(${centreIds})
    ), src as (
      select g, (g / ${n.students}) % 2 as kind, adm.id as admission, adm.franchisee_id as f,
             (50 + ${R.int(200)}) * 10000 as paise,
             current_date - ${R.int(365)} as day
      from generate_series(__FROM__, __TO__) g join adm on adm.k = g % ${n.students}
    ), e as (
      insert into journal_entries (franchisee_id, reference, reference_type, description, entry_date)
      select f, case when kind = 0 then 'fee-bill:' else 'payment:' end || '${tag}-' || g,
             case when kind = 0 then 'fee-bill' else 'payment' end,
             case when kind = 0 then 'Tuition fee billed' else 'Tuition fee paid online' end, day
      from src
      returning id, reference
    )
    insert into journal_lines (entry_id, franchisee_id, account, student_admission_id, tag, month, debit, credit)
    select e.id, src.f, side.account, case when side.account = 'STUDENT_RECEIVABLE' then src.admission end,
      'TUITION', to_char(src.day, 'YYYY-MM'),
           case when side.dr then src.paise else 0 end, case when side.dr then 0 else src.paise end
    from src
    join e on e.reference = case when src.kind = 0 then 'fee-bill:' else 'payment:' end || '${tag}-' || src.g
    join (values (0, 'STUDENT_RECEIVABLE', true), (0, 'FEE_INCOME', false), (1, 'NODAL_ACCOUNT', true), (1,
      'STUDENT_RECEIVABLE', false)) side(kind, account, dr)
      on side.kind = src.kind`,
    2,
  );
  await db.execute(sql.raw('alter table journal_lines enable trigger journal_lines_balanced'));
  const unbalanced = await one(
    db,
    `select count(*)::int as c from (select 1 from journal_lines group by entry_id having sum(debit - credit) <> 0) u`,
  );
  if (unbalanced.c) throw new Error(`${unbalanced.c} generated journal entries do not balance`);
  // The ledger keeps its sums as it posts (modules/ledger/server/journal/kept-sums.ts); lines written here in bulk
  // get theirs by the same rules (migration 0081): collections per student and per centre, every account per centre.
  await db.execute(
    sql.raw(`
    insert into ledger_student_month_collections (franchisee_id, month, tag, student_admission_id, net_paise)
    select l.franchisee_id, l.month, l.tag, coalesce(l.student_admission_id, 0), sum(l.credit - l.debit)
      from journal_lines l
     where l.franchisee_id = any(${centreIds}) and l.tag is not null
       and (l.account = 'STUDENT_RECEIVABLE' or (l.account = 'FEE_INCOME' and exists (select 1 from journal_lines c
            where c.entry_id = l.entry_id and c.account in ('NODAL_ACCOUNT', 'CENTRE_BANK'))))
     group by 1, 2, 3, 4`),
  );
  await db.execute(
    sql.raw(`
    insert into ledger_month_collections (franchisee_id, month, tag, collected_paise, student_count, net_paise)
    select franchisee_id, month, tag, sum(greatest(net_paise, 0)), count(*) filter (where net_paise > 0), sum(net_paise)
      from ledger_student_month_collections where franchisee_id = any(${centreIds}) group by 1, 2, 3`),
  );
  await db.execute(
    sql.raw(`
    insert into ledger_account_sums (franchisee_id, account, debit_paise, credit_paise)
    select franchisee_id, account, sum(debit), sum(credit) from journal_lines where franchisee_id = any(${centreIds})
     group by 1, 2`),
  );
  // The follow-up buckets' counts are moved by the enquiry module's code as enquiries are written; the ones
  // written here in bulk are counted by the same rules.
  const { recountFollowUpSums } = await import('@portal/mod-enquiry/server');
  await recountFollowUpSums(db);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = parseArgs(process.argv.slice(2), { scale: 0.01, seed: 42, db: 'pg', fresh: false });
  const started = performance.now();
  const { handle } = await openBenchDb(args.db, args, { fresh: args.fresh });
  const out = await generate(handle.db, args);
  console.log(
    `${handle.kind}: ${JSON.stringify(out.counts)} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await handle.close();
}
