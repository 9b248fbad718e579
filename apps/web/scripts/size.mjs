// Prints the gzip size of the initial load (the scripts index.html pulls in, with
// their static imports) and of every chunk; exits non-zero above the budget.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// The sign-in form and the wide screen's top menu load as chunks of their own, so a phone's landing page starts
// from 181 kB (the ICU formatter and the English catalogue are 5.5 kB of it).
const BUDGET_KB = 185;
const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const assets = path.join(dist, 'assets');

const kb = (bytes) => (bytes / 1024).toFixed(1);
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entries = [
  ...html.matchAll(/<script[^>]+src="\/?([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/?([^"]+\.js)"/g),
].map((m) => m[1]);

// Follow static imports from the entry scripts (dynamic import() chunks load later).
const initial = new Set();
const queue = [...entries];
while (queue.length) {
  const rel = queue.shift();
  if (initial.has(rel)) continue;
  initial.add(rel);
  const code = readFileSync(path.join(dist, rel), 'utf8');
  for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g))
    queue.push(`assets/${m[1]}`);
}

const rows = readdirSync(assets)
  .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
  .map((f) => ({ file: `assets/${f}`, raw: statSync(path.join(assets, f)).size, gzip: gz(path.join(assets, f)) }))
  .sort((a, b) => b.gzip - a.gzip);

console.log('chunk'.padEnd(56), 'raw kB'.padStart(9), 'gzip kB'.padStart(9), ' initial');
for (const r of rows)
  console.log(r.file.padEnd(56), kb(r.raw).padStart(9), kb(r.gzip).padStart(9), initial.has(r.file) ? ' *' : '');

const initialJs = rows.filter((r) => initial.has(r.file)).reduce((s, r) => s + r.gzip, 0);
const css = rows.filter((r) => r.file.endsWith('.css')).reduce((s, r) => s + r.gzip, 0);
console.log(
  `\ninitial JS (login + shell): ${kb(initialJs)} kB gzip in ${initial.size} file(s); ` +
    `CSS ${kb(css)} kB gzip; budget ${BUDGET_KB} kB`,
);
if (initialJs / 1024 > BUDGET_KB) {
  console.error(`Initial JS is over the ${BUDGET_KB} kB budget`);
  process.exit(1);
}
