// Prints the size of the first load and of every chunk; exits non-zero above the budget.
// The first load is everything a signed-in home needs before its first paint: index.html, the scripts it pulls in
// (with their static imports), the landing page's chunk (`landing`, started at boot: the dashboard, the parent's
// home, the banners) with its static imports, and the style sheets of both; a teacher's adds the `teacher` chunk
// (their home and the training notices, started beside `landing`). Each is measured with brotli, as the server
// sends it (the build's `.br` copies); gzip is printed beside it. The budget holds the larger of the two.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// React DOM, the router, TanStack Query, Mantine's components a home draws and the home: 227 kB brotli when zod, the
// drawers and their selectors, the tooltip's floating-position library, the notifications, the enquiry alert and
// Mantine's default-variables sheet came with them, 144 kB once they left, and now a parent's 132.7 kB and a
// teacher's 138.5 kB, since dayjs, the live stream's client, the office's counts, the other role's home and React
// Router's unused components left (29-11-2026). The phone's goal for the whole cold load, the API's answers and the
// photo included, is 150 kB.
const BUDGET_KB = 140;
/** Chunks a role's home adds to the landing page's, started at boot beside it (vite.config.ts). */
const ROLE_CHUNKS = { teacher: /^teacher-[\w-]{8}\.js$/ };
const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const assets = path.join(dist, 'assets');

const kb = (bytes) => (bytes / 1024).toFixed(1);
const gz = (bytes) => gzipSync(bytes, { level: 9 }).length;
const br = (bytes) =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length;

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const fromHtml = (rel) => [...html.matchAll(new RegExp(`<link[^>]+rel="${rel}"[^>]+href="/?([^"]+)"`, 'g'))];
const entries = [...html.matchAll(/<script[^>]+src="\/?([^"]+\.js)"/g), ...fromHtml('modulepreload')].map((m) => m[1]);
const landing = readdirSync(assets)
  .filter((f) => /^landing-.*\.js$/.test(f))
  .map((f) => `assets/${f}`);

/** The files a script needs before it runs: its static imports, and theirs. */
function withStaticImports(start) {
  const found = new Set();
  const queue = [...start];
  while (queue.length) {
    const rel = queue.shift();
    if (found.has(rel)) continue;
    found.add(rel);
    const code = readFileSync(path.join(dist, rel), 'utf8');
    for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g))
      queue.push(`assets/${m[1]}`);
  }
  return found;
}

const initial = withStaticImports(entries);

/** A first paint's files: these scripts with their static imports, and the style sheets named after them. */
function paintOf(start) {
  const files = withStaticImports(start);
  // Style sheets: index.html's, and those named after a first-paint chunk (Vite names a chunk's CSS after it).
  const stems = new Set([...files].map((f) => path.basename(f).replace(/-[\w-]{8}\.js$/, '')));
  for (const m of fromHtml('stylesheet')) files.add(m[1]);
  for (const f of readdirSync(assets))
    if (f.endsWith('.css') && stems.has(f.replace(/-[\w-]{8}\.css$/, ''))) files.add(`assets/${f}`);
  return files;
}

const firstPaint = paintOf([...initial, ...landing]);
const homes = {
  parent: firstPaint,
  ...Object.fromEntries(
    Object.entries(ROLE_CHUNKS).map(([home, chunk]) => [
      home,
      paintOf([
        ...firstPaint,
        ...readdirSync(assets)
          .filter((f) => chunk.test(f))
          .map((f) => `assets/${f}`),
      ]),
    ]),
  ),
};
const anyPaint = new Set(Object.values(homes).flatMap((files) => [...files]));

const rows = readdirSync(assets)
  .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
  .map((f) => {
    const bytes = readFileSync(path.join(assets, f));
    const file = `assets/${f}`;
    return {
      file,
      raw: statSync(path.join(assets, f)).size,
      gzip: gz(bytes),
      br: anyPaint.has(file) ? br(bytes) : 0,
    };
  })
  .sort((a, b) => b.gzip - a.gzip);

console.log('chunk'.padEnd(56), 'raw kB'.padStart(9), 'gzip kB'.padStart(9), 'br kB'.padStart(7), ' first paint');
for (const r of rows)
  console.log(
    r.file.padEnd(56),
    kb(r.raw).padStart(9),
    kb(r.gzip).padStart(9),
    (r.br ? kb(r.br) : '').padStart(7),
    initial.has(r.file)
      ? ' * (index.html)'
      : firstPaint.has(r.file)
        ? ' *'
        : anyPaint.has(r.file)
          ? ' * (teacher)'
          : '',
  );

const htmlBytes = Buffer.from(html);
const sum = (key, pick) => rows.filter(pick).reduce((s, r) => s + r[key], 0);
const initialJs = sum('gzip', (r) => initial.has(r.file));
const fonts = existsSync(assets) ? readdirSync(assets).filter((f) => /\.(woff2?|ttf|otf)$/.test(f)) : [];
console.log(`\nindex.html's scripts: ${kb(initialJs)} kB gzip in ${initial.size} file(s)`);
let largest = 0;
for (const [home, files] of Object.entries(homes)) {
  const paintGzip = sum('gzip', (r) => files.has(r.file)) + gz(htmlBytes);
  const paintBr = sum('br', (r) => files.has(r.file)) + br(htmlBytes);
  const paintJsBr = sum('br', (r) => files.has(r.file) && r.file.endsWith('.js'));
  largest = Math.max(largest, paintBr);
  console.log(
    `first paint of a ${home}'s home: ${kb(paintBr)} kB brotli (${kb(paintGzip)} kB gzip) in ${files.size + 1} ` +
      `file(s), of which script ${kb(paintJsBr)} kB brotli`,
  );
}
console.log(`web fonts: ${fonts.length ? fonts.join(', ') : 'none (system fonts)'}; budget ${BUDGET_KB} kB brotli`);
if (largest / 1024 > BUDGET_KB) {
  console.error(`A home's first paint is over the ${BUDGET_KB} kB budget`);
  process.exit(1);
}
