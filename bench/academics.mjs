// Academics against the built portal: grade entry for 40 children × 30 parameters (each cell saved as a
// teacher types it, one after another, the p50/p95 of the save), then the report cards of a centre's class
// of 200 children generated as a job (seconds, cards/s) with the server's peak memory (VmHWM, reset first).
//   node bench/academics.mjs [--db pglite|pg] [--children 200]
// Needs `npm run build`. Goals: each save under 150 ms at p95; 200 cards in ≤ 20 s; the server below 400 MB.
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { memoryOf, startPortal } from './enquiry-import.mjs';
import { parseArgs } from './lib/database.mjs';

const MB = 1024 * 1024;
const GRID_CHILDREN = 40;
const GRID_PARAMETERS = 30;

async function signIn(url, username) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Demo@12345' }),
  });
  if (!res.ok) throw new Error(`sign-in ${username}: ${res.status}`);
  const auth = { authorization: `Bearer ${(await res.json()).token}` };
  return async (method, path, body) => {
    const r = await fetch(`${url}${path}`, {
      method,
      headers: { ...auth, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${await r.text()}`);
    return r.json();
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Runs `task(i)` for i < n on `lanes` concurrent lanes. */
async function lanes(n, count, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: count }, async () => {
      while (next < n) await task(next++);
    }),
  );
}

export async function run({ db = 'pglite', children = 200 } = {}) {
  const portal = await startPortal(db);
  const results = {};
  try {
    const head = await signIn(portal.url, 'superadmin@demo.school');
    const owner = await signIn(portal.url, 'franchisee-a@demo.school');
    const teacher = await signIn(portal.url, 'teacher@demo.school');

    // Set-up: Nursery at centre 002, its Term 2, 30 parameters assigned, a section of 40 and 200 children.
    const child1 = await owner('GET', '/api/student-admission/1');
    const centre = child1.franchiseeId;
    const nursery = child1.classId;
    const year = child1.academicYearId;
    const terms = (await owner('GET', `/api/terms?classCategory=Hybrid&academicYearId=${year}&pageSize=10`)).rows;
    const term = terms.find((t) => t.name === 'Term 2');
    const scale = (await head('GET', '/api/grade-scales?pageSize=1')).rows[0];
    const have = (await head('GET', '/api/skill-parameters?pageSize=1')).count;
    const skill = await head('POST', '/api/skills', { classCategory: 'Hybrid', name: 'Bench skill', sort: 99 });
    const sub = await head('POST', '/api/sub-skills', { skillId: skill.id, name: 'Bench sub-skill' });
    for (let i = have; i < GRID_PARAMETERS; i++)
      await head('POST', '/api/skill-parameters', {
        skillId: skill.id,
        subSkillId: sub.id,
        scaleId: scale.id,
        name: `Bench parameter ${i + 1}`,
        sort: i,
      });
    await head('POST', '/api/skill-assignments', { skillId: skill.id, classId: nursery, termId: term.id });
    const section = await owner('POST', '/api/section', {
      franchiseeId: centre,
      classId: nursery,
      name: 'Bench',
      capacity: 60,
    });
    const existing = (await owner('GET', `/api/student-admission?classId=${nursery}&pageSize=1`)).count;
    const toAdmit = Math.max(0, children - existing);
    const t0 = performance.now();
    await lanes(toAdmit, 4, async (i) => {
      const student = await owner('POST', '/api/student', {
        franchiseeId: centre,
        firstName: `Bench ${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + (Math.floor(i / 26) % 26))}`,
        lastName: 'Child',
        dateOfBirth: '2022-06-15',
        gender: 'MALE',
        parentMobile: `9${String(800_000_000 + i)}`,
      });
      await owner('POST', '/api/student-admission', {
        franchiseeId: centre,
        studentId: student.id,
        academicYearId: year,
        classId: nursery,
        sectionId: i < GRID_CHILDREN ? section.id : null,
        admissionDate: '2026-06-01',
      });
    });
    console.log(`set-up: ${toAdmit} children admitted in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    // Grade entry: the teacher's grid of the section, every cell saved in turn (as typed).
    const g0 = performance.now();
    const grid = await teacher(
      'GET',
      `/api/grade-book/skills/grade-entry?classId=${nursery}&termId=${term.id}&sectionId=${section.id}`,
    );
    const gridMs = performance.now() - g0;
    const grades = ['E', 'D', 'A'];
    const times = [];
    for (const [i, row] of grid.children.entries())
      for (const [k, p] of grid.parameters.entries()) {
        const s = performance.now();
        const answer = await teacher('PUT', '/api/grade-book/skills/grade-entry/cell', {
          studentAdmissionId: row.studentAdmissionId,
          termId: term.id,
          parameterId: p.id,
          grade: grades[(i + k) % 3],
          version: 0,
        });
        times.push(performance.now() - s);
        if (!answer.saved) throw new Error('a cell was not saved');
      }
    times.sort((a, b) => a - b);
    results.gradeEntry = {
      children: grid.children.length,
      parameters: grid.parameters.length,
      cells: times.length,
      gridLoadMs: Math.round(gridMs),
      saveP50Ms: Number(percentile(times, 50).toFixed(1)),
      saveP95Ms: Number(percentile(times, 95).toFixed(1)),
      saveMaxMs: Number(times[times.length - 1].toFixed(1)),
    };
    console.log('GRADE ENTRY', results.gradeEntry);

    // Report cards of the whole class as a job.
    const rssBefore = memoryOf(portal.pid).rss;
    writeFileSync(`/proc/${portal.pid}/clear_refs`, '5');
    const j0 = performance.now();
    const { runId } = await owner('POST', '/api/grade-book/skills/final-report/class', {
      classId: nursery,
      termId: term.id,
    });
    let status;
    let peak = 0;
    for (;;) {
      status = await owner('GET', `/api/grade-book/skills/final-report/class/${runId}`);
      peak = Math.max(peak, memoryOf(portal.pid).peak);
      if (status.status === 'Completed' && status.fileId) break;
      if (status.error || status.status === 'Interrupted')
        throw new Error(`report cards: ${status.error ?? status.status}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const seconds = (performance.now() - j0) / 1000;
    results.reportCards = {
      cards: status.cards,
      seconds: Number(seconds.toFixed(1)),
      cardsPerSecond: Number((status.cards / seconds).toFixed(1)),
      serverPeakMB: Math.round(Math.max(peak, memoryOf(portal.pid).peak) / MB),
      serverRssBeforeMB: Math.round(rssBefore / MB),
      serverRssAfterMB: Math.round(memoryOf(portal.pid).rss / MB),
    };
    console.log('REPORT CARDS', results.reportCards);
    return results;
  } finally {
    await portal.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await run(parseArgs(process.argv.slice(2), { db: 'pglite', children: 200 }));
}
