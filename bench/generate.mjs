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

export const FULL = { franchisees: 500, students: 100_000, enquiries: 1_000_000, entries: 1_000_000 };
const BATCH = 100_000;
const PRIME = 2147483647;

const BOYS = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Vihaan',
  'Arjun',
  'Sai',
  'Reyansh',
  'Ayaan',
  'Krishna',
  'Ishaan',
  'Shaurya',
  'Atharv',
  'Advik',
  'Pranav',
  'Advaith',
  'Dhruv',
  'Kabir',
  'Ritvik',
  'Aniket',
  'Rudra',
];
const GIRLS = [
  'Saanvi',
  'Ananya',
  'Diya',
  'Aadhya',
  'Pari',
  'Myra',
  'Anika',
  'Navya',
  'Kiara',
  'Ira',
  'Sara',
  'Aarohi',
  'Riya',
  'Avni',
  'Meera',
  'Kavya',
  'Ishita',
  'Tara',
  'Nitya',
  'Siya',
];
const FATHERS = [
  'Rajesh',
  'Suresh',
  'Ramesh',
  'Anil',
  'Vikram',
  'Manoj',
  'Sanjay',
  'Arvind',
  'Srinivas',
  'Ashok',
  'Ganesh',
  'Mahesh',
];
const MOTHERS = [
  'Priya',
  'Sunita',
  'Deepa',
  'Lakshmi',
  'Kavita',
  'Neha',
  'Pooja',
  'Meena',
  'Rekha',
  'Anjali',
  'Shalini',
  'Geeta',
];
const PARENTS = [
  'Rajesh',
  'Suresh',
  'Ramesh',
  'Priya',
  'Sunita',
  'Anil',
  'Deepa',
  'Vikram',
  'Lakshmi',
  'Manoj',
  'Kavita',
  'Sanjay',
  'Neha',
  'Arvind',
  'Pooja',
  'Srinivas',
  'Meena',
  'Ashok',
  'Rekha',
  'Ganesh',
];
const SURNAMES = [
  'Sharma',
  'Verma',
  'Iyer',
  'Nair',
  'Reddy',
  'Rao',
  'Patil',
  'Deshpande',
  'Kulkarni',
  'Joshi',
  'Menon',
  'Pillai',
  'Gupta',
  'Agarwal',
  'Mehta',
  'Shah',
  'Das',
  'Banerjee',
  'Singh',
  'Chopra',
];
const AREAS = [
  'Indiranagar',
  'Koramangala',
  'Jayanagar',
  'Whitefield',
  'HSR Layout',
  'Malleshwaram',
  'Kothrud',
  'Baner',
  'Aundh',
  'Viman Nagar',
  'Hadapsar',
  'Wakad',
  'Andheri',
  'Powai',
  'Thane',
  'Borivali',
  'Anna Nagar',
  'Adyar',
  'Velachery',
  'T Nagar',
];
const BRANDS = [
  'Little Sprouts Preschool',
  'Tiny Tots Academy',
  'Bright Beginnings',
  'Kidzee Junction',
  'Sunshine Kids',
  'Rainbow Playschool',
];
const SOURCES = [
  'Walk-in',
  'Phone Call',
  'Website',
  'QR Code',
  'Parent Form',
  'Google Ads',
  'WhatsApp',
  'Referral',
  'Social Media',
  'Newspaper',
  'Hoarding',
];
// Stage with the Spanco status and sub-status the stage settings give it; early stages weigh more.
const STAGES = [
  ['Yet_to_call', 'Suspect', 'New'],
  ['Yet_to_call', 'Suspect', 'New'],
  ['Yet_to_call', 'Suspect', 'New'],
  ['Appointment Fixed', 'Prospect', 'Appointment Fixed'],
  ['Appointment Fixed', 'Prospect', 'Appointment Fixed'],
  ['Online Counselling Done', 'Approach', 'Counselling Done'],
  ['Offline Counselling Done', 'Approach', 'Walk-in Completed'],
  ['Application Fee Link Sent', 'Negotiation', 'Application Fee Link Sent'],
  ['Temporarily Confirmed', 'Closure', 'Registered'],
  ['Admission Confirmed', 'Order', 'Admission Confirmed'],
  ['Drop Off', 'Closure', 'Dropped'],
  ['Close', 'Closure', 'Not Interested'],
];

/** mulberry32: the seed's stream of multipliers for the SQL hash. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const lit = (s) => `'${String(s).replace(/'/g, "''")}'`;
const textArray = (xs) => `array[${xs.map(lit).join(',')}]::text[]`;

/** SQL builders over the row number column `g`: a fresh hash per call, fixed by the seed. */
function hasher(seed) {
  const next = prng(seed);
  const h = () => {
    const mul = 1 + Math.floor(next() * (PRIME - 2));
    const add = Math.floor(next() * PRIME);
    return `((g::bigint * ${mul} + ${add}) % ${PRIME})`;
  };
  return {
    /** 0 … n-1 */
    int: (n) => `(${h()} % ${n})::int`,
    pick: (xs) => `(${textArray(xs)})[1 + ${h()} % ${xs.length}]`,
  };
}

export function sizes(scale) {
  const n = (x) => Math.max(1, Math.round(x * scale));
  return {
    franchisees: n(FULL.franchisees),
    students: n(FULL.students),
    enquiries: n(FULL.enquiries),
    entries: n(FULL.entries),
  };
}

async function one(db, query) {
  const res = await db.execute(sql.raw(query));
  return (res.rows ?? res)[0];
}

/** Runs an INSERT … SELECT for row numbers __FROM__ … __TO__ in batches, printing rows per second. */
async function batched(db, label, total, statement, rowsPerG = 1) {
  const started = performance.now();
  for (let from = 1; from <= total; from += BATCH) {
    const to = Math.min(total, from + BATCH - 1);
    await db.execute(sql.raw(statement.replaceAll('__FROM__', String(from)).replaceAll('__TO__', String(to))));
    if (process.stdout.isTTY)
      process.stdout.write(`\r  ${label}: ${to.toLocaleString('en-IN')} / ${total.toLocaleString('en-IN')}`);
  }
  const s = (performance.now() - started) / 1000;
  const rows = total * rowsPerG;
  if (process.stdout.isTTY) process.stdout.write('\r');
  console.log(
    `  ${label.padEnd(20)} ${rows.toLocaleString('en-IN').padStart(11)} rows in ${s.toFixed(1).padStart(6)} s  ` +
      `(${Math.round(rows / s).toLocaleString('en-IN')} rows/s)`,
  );
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
    // What autovacuum would have done on a live system: statistics and the visibility map (index-only counts).
    for (const table of [
      'franchisees',
      'students',
      'student_admissions',
      'enquiries',
      'journal_entries',
      'journal_lines',
    ])
      await db.execute(sql.raw(`vacuum analyze ${table}`));
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

/**
 * Each generated centre's people and today's morning, added to a network already generated (a network made before
 * this step gets them on its next run; each part is added only where it is missing):
 * - two sections (A, B) of each class, each child's admission placed in one;
 * - a centre owner, a class teacher per class and a counsellor, with their staff records approved and each
 *   teacher on their class, as a centre's invitation and the staff approval leave them;
 * - a family account per child (the PARENT role, linked to the child's admission and the parent's mobile), as the
 *   user screen makes it;
 * - on a weekend, each centre's calendar naming today an extra working day (so the morning can be benched any day);
 * - today's first arrivals: a third of the children checked in at the kiosk between 08:30 and 09:00,
 *   India time, and marked present; the rest arrive during the rush.
 * Every account signs in with the demo password (its hash is copied from a demo account: hashed once).
 * Addresses: owner|counsellor|teacher<1-4>-<centre code>@bench.example.in, parent-<admission number>@bench.example.in.
 */
async function addPeople(db, { tag, yearId }) {
  const started = performance.now();
  const gen = `(select id from franchisees where code like '${tag}-%')`;
  const cls = await one(
    db,
    `select array_agg(id order by sort, id) as ids from classes where name in ('Playgroup', 'Nursery', 'LKG', 'UKG')`,
  );
  const classIds = `'{${cls.ids.join(',')}}'::int[]`;
  const demo = await one(db, `select password_hash as hash from admin_users where email = 'franchisee-a@demo.school'`);
  const hash = lit(demo.hash);
  const centreSlug = `lower(f.code)`;

  await db.transaction(async (tx) => {
    const exec = async (label, query) => {
      const at = performance.now();
      const res = await tx.execute(sql.raw(query));
      const rows = res.rowCount ?? res.affectedRows ?? 0;
      if (rows)
        console.log(
          `  ${label.padEnd(20)} ${rows.toLocaleString('en-IN').padStart(11)} rows in ` +
            `${((performance.now() - at) / 1000).toFixed(1).padStart(6)} s`,
        );
    };
    await exec(
      'sections',
      `insert into sections (franchisee_id, class_id, name, capacity)
       select f.id, c, s, 40 from franchisees f, unnest(${classIds}) c, unnest(array['A', 'B']) s
       where f.id in ${gen}
       on conflict (franchisee_id, class_id, name) do nothing`,
    );
    await exec(
      'admission sections',
      `update student_admissions a set section_id = s.id from sections s
       where a.franchisee_id in ${gen} and a.section_id is null and s.franchisee_id = a.franchisee_id
         and s.class_id = a.class_id and s.name = case when a.id % 2 = 0 then 'A' else 'B' end`,
    );
    // Staff: an owner, a counsellor and a teacher per class (teacher<k> teaches the k-th class).
    const staffPeople = `
      select f.id as franchisee_id, f.code, p.kind, p.k, p.kind || case when p.k > 0 then p.k::text else '' end
               || '-' || ${centreSlug} || '@bench.example.in' as email,
             '8' || lpad((f.id * 10 + p.slot)::text, 9, '0') as mobile,
             (${textArray(MOTHERS)})[1 + (f.id * 7 + p.slot) % ${MOTHERS.length}] as first_name,
             (${textArray(SURNAMES)})[1 + (f.id * 13 + p.slot * 3) % ${SURNAMES.length}] as last_name
      from franchisees f
      cross join (values ('owner', 0, 0), ('counsellor', 0, 1), ('teacher', 1, 2), ('teacher', 2, 3),
                         ('teacher', 3, 4), ('teacher', 4, 5)) p(kind, k, slot)
      where f.id in ${gen}`;
    await exec(
      'staff accounts',
      `with made as (
         insert into admin_users (first_name, last_name, email, mobile, password_hash, franchisee_id, designation,
           is_staff, modules_auth)
         select first_name, last_name, email, mobile, ${hash}, franchisee_id,
                case kind when 'owner' then 'Centre owner' when 'counsellor' then 'Admissions counsellor'
                  else 'Class teacher' end,
                kind <> 'owner',
                case when kind = 'teacher' then array['USER_STAFF_APPROVED'] else array[]::text[] end
         from (${staffPeople}) p
         on conflict do nothing
         returning id, email
       )
       insert into user_roles (user_id, role_id)
       select made.id, r.id from made join roles r on r.role = case split_part(made.email, '-', 1)
         when 'owner' then 'FRANCHISEE_USER_1' when 'counsellor' then 'Councellor' else 'TEACHER' end
       on conflict do nothing`,
    );
    await exec(
      'staff records',
      `insert into staff (franchisee_id, user_id, first_name, last_name, email, mobile, staff_category, designation,
         gender, joining_date, status, approved_at)
       select u.franchisee_id, u.id, u.first_name, u.last_name, u.email, u.mobile,
              case when p.kind = 'teacher' then 'TEACHER' else 'NON TEACHING' end, u.designation, 'FEMALE',
              date '2024-06-01', 'APPROVED', now()
       from (${staffPeople}) p join admin_users u on u.email = p.email
       where p.kind <> 'owner'
       on conflict do nothing`,
    );
    await exec(
      'class teachers',
      `insert into class_teachers (franchisee_id, class_id, staff_id, user_id)
       select p.franchisee_id, (${classIds})[p.k], s.id, s.user_id
       from (${staffPeople}) p join admin_users u on u.email = p.email join staff s on s.user_id = u.id
       where p.kind = 'teacher'
       on conflict do nothing`,
    );
    // A family account per child of this year, named after the father, with the parent's mobile.
    await exec(
      'family accounts',
      `with made as (
         insert into admin_users (first_name, last_name, email, mobile, password_hash, franchisee_id,
           student_admission_id)
         select split_part(s.father_name, ' ', 1), s.last_name,
                'parent-' || lower(replace(s.admission_number, '/', '-')) || '@bench.example.in', s.parent_mobile,
                ${hash}, a.franchisee_id, a.id
         from student_admissions a join students s on s.id = a.student_id
         where a.franchisee_id in ${gen} and a.academic_year_id = ${yearId}
           and not exists (select 1 from admin_users u where u.student_admission_id = a.id)
         on conflict do nothing
         returning id
       )
       insert into user_roles (user_id, role_id) select made.id, r.id from made, roles r where r.role = 'PARENT'
       on conflict do nothing`,
    );
    // A morning falls on a weekend in India when the network is benched on one: each centre's calendar for the
    // year then names today an extra working day, as a centre open that Saturday would (without a calendar a
    // centre works Monday to Friday, and the rush's check-ins would be refused).
    await exec(
      'weekend calendars',
      `insert into academic_calendars (franchisee_id, academic_year_id, start_date, end_date)
       select f.id, y.id, y.start_date, y.end_date from franchisees f, academic_years y
       where f.id in ${gen} and y.id = ${yearId}
         and extract(isodow from (now() at time zone 'Asia/Kolkata')::date) >= 6
       on conflict do nothing`,
    );
    await exec(
      'weekend open days',
      `insert into academic_calendar_days (franchisee_id, calendar_id, date, title, kind)
       select c.franchisee_id, c.id, (now() at time zone 'Asia/Kolkata')::date, 'Bench open day', 'WORKING_DAY'
       from academic_calendars c
       where c.franchisee_id in ${gen} and c.academic_year_id = ${yearId}
         and extract(isodow from (now() at time zone 'Asia/Kolkata')::date) >= 6
       on conflict do nothing`,
    );
    // Today's first arrivals, on the centres' working day.
    await exec(
      "today's arrivals",
      `with today as (select (now() at time zone 'Asia/Kolkata')::date as d),
       arrived as (
         insert into day_check_ins (franchisee_id, student_admission_id, day, in_at, in_method)
         select a.franchisee_id, a.id, today.d,
                least(now() - interval '1 minute',
                      ((today.d + time '08:30') + (a.id % 30) * interval '1 minute') at time zone 'Asia/Kolkata'),
                'KIOSK_QR'
         from student_admissions a, today
         where a.franchisee_id in ${gen} and a.academic_year_id = ${yearId} and a.status = 'Active'
           and a.id % 3 = 0
           and (extract(isodow from today.d) < 6 or exists (
             select 1 from academic_calendar_days d
             where d.franchisee_id = a.franchisee_id and d.date = today.d and d.kind = 'WORKING_DAY'))
         on conflict do nothing
         returning franchisee_id, student_admission_id, day
       )
       insert into student_attendance (franchisee_id, student_admission_id, date, status)
       select franchisee_id, student_admission_id, day, 'Present' from arrived
       on conflict do nothing`,
    );
  });
  for (const table of [
    'sections',
    'student_admissions',
    'admin_users',
    'user_roles',
    'staff',
    'class_teachers',
    'day_check_ins',
    'student_attendance',
    'academic_calendars',
    'academic_calendar_days',
  ])
    await db.execute(sql.raw(`analyze ${table}`));
  return { seconds: (performance.now() - started) / 1000 };
}

/**
 * A sample of the generated people for a load, spread over the centres: the first of every centre, then the
 * second, and so on (in a fixed order per centre), up to each count. With `centres` only the first few centres.
 */
export async function benchPeople(db, { seed = 42, centres, counts }) {
  const t = `gen${seed}`;
  const within = centres ? `and f.code <= 'GEN${seed}-${String(centres).padStart(4, '0')}'` : '';
  const out = {};
  for (const [kind, n] of Object.entries(counts)) {
    const res = await db.execute(
      sql.raw(`
      select email, "studentAdmissionId", "franchiseeId" from (
        select u.email, u.student_admission_id as "studentAdmissionId", u.franchisee_id as "franchiseeId",
               row_number() over (partition by u.franchisee_id order by md5(u.email)) as rn
        from admin_users u join franchisees f on f.id = u.franchisee_id
        where u.email like '${kind}%-${t}-%@bench.example.in' and u.is_active ${within}
      ) x order by rn, "franchiseeId" limit ${Number(n)}`),
    );
    out[kind] = res.rows ?? res;
  }
  return out;
}

/** A centre owner at the first generated centre (a copy of franchisee-a's account and roles). */
async function ensureBenchUser(db, centreId, seed) {
  const email = `bench-owner-${seed}@demo.school`;
  await db.execute(
    sql.raw(`
    insert into admin_users (first_name, last_name, email, password_hash, franchisee_id, designation)
    select 'Bench', 'Owner', '${email}', password_hash, ${centreId}, 'Centre owner' from admin_users where email =
      'franchisee-a@demo.school'
    on conflict (email) do nothing`),
  );
  await db.execute(
    sql.raw(`
    insert into user_roles (user_id, role_id)
    select u.id, r.role_id from admin_users u, user_roles r join admin_users a on a.id = r.user_id and a.email =
      'franchisee-a@demo.school'
    where u.email = '${email}' on conflict do nothing`),
  );
  return { email, password: 'Demo@12345' };
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
