/**
 * How a Vitest pass kept its workers busy, from the files' start and end times (scripts/durations-reporter.mjs):
 * the time from the first file's start to the last one's end during which fewer files ran than the pass has
 * workers, and the longest files running then. A pass whose last minutes run one long file alone is told apart
 * from one whose files are all slow: the first wants the long file started first, the second less work.
 */
export function idleLanes({ files, workers }) {
  if (!files?.length || workers < 2) return null;
  const edges = files.flatMap((f) => [
    { at: f.start, file: f, step: 1 },
    { at: f.end, file: f, step: -1 },
  ]);
  edges.sort((a, b) => a.at - b.at || a.step - b.step);
  const running = new Set();
  const alone = new Map();
  let idleMs = 0;
  for (const [i, edge] of edges.entries()) {
    if (edge.step > 0) running.add(edge.file);
    else running.delete(edge.file);
    const next = edges[i + 1];
    if (!next || running.size >= workers || running.size === 0) continue;
    const span = next.at - edge.at;
    idleMs += span;
    for (const f of running) alone.set(f, (alone.get(f) ?? 0) + span);
  }
  const longest = [...alone.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 2)
    .map(([f, ms]) => `${f.file} ${(ms / 1000).toFixed(0)} s of its ${((f.end - f.start) / 1000).toFixed(0)} s`);
  return { idleMs, longest };
}

/** A line for the summary: ", a worker idle 95 s of it (beside e2e/screens.e2e.ts 90 s of its 204 s)". */
export function idleLanesLine(timings) {
  const idle = idleLanes(timings);
  if (!idle || idle.idleMs < 1_000) return '';
  return `, a worker idle ${(idle.idleMs / 1000).toFixed(0)} s of it (beside ${idle.longest.join(', ')})`;
}

/**
 * How many of the machine's cores a phase kept busy, from the whole machine's CPU seconds over its wall time: a phase
 * near all of them is CPU-bound (only less work shortens it), one well below waits on something (docs/testing.md,
 * Times). The machine's, not the phase's own processes': PostgreSQL and what else runs beside count too.
 */
export function busyCoresText(cpuSeconds, wallMs, cores) {
  // /proc/stat counts in hundredths of a second: a phase of a few seconds (an install with nothing missing) is noise.
  if (!(wallMs >= 5_000) || !(cpuSeconds >= 0)) return '';
  return `${Math.min(cores, cpuSeconds / (wallMs / 1000)).toFixed(1)} of ${cores} cores busy`;
}
