// The generated network's people: owners, counsellors, teachers and parents who can sign in (for the load benchmarks),
// a sample of them for a load, and the bench owner at the first centre.
import { sql } from 'drizzle-orm';
import { MOTHERS, SURNAMES } from './names.mjs';
import { lit, one, textArray } from './sql-rows.mjs';

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
export async function addPeople(db, { tag, yearId }) {
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
export async function ensureBenchUser(db, centreId, seed) {
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
