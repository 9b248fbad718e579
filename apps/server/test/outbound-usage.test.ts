import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every request the server makes goes through the outbound gate (packages/kit/src/outbound: the HTTP client, the
 * SMTP transport, the agents of the S3 SDK), which refuses inward addresses when connecting. A `fetch`, a
 * node:http request, a raw socket or a library's own client anywhere else would slip past it: this scan lists
 * every such line of server code as file:line.
 */
const ROOT = join(import.meta.dirname, '../../..');

/** Where connections may be opened, and why. */
const ALLOWED: Record<string, string> = {
  'packages/kit/src/outbound/': 'the gate itself',
  'packages/db/src/client.ts': "the database driver: DATABASE_URL is the operator's own database",
  'packages/kit/src/live/hub.ts': 'a LISTEN connection to that same database',
  'packages/db/src/probe.ts': "the start's one timed query of that same database, before the pool opens",
  'packages/db/src/waits.ts': "a slow start's one timed read of that same database's sessions, beside its pool",
  'apps/server/src/port-check.ts': "listens on the portal's own port for a moment to see it is free: nothing goes out",
};

/** Ways of reaching out, each with what to use instead. `unless` may appear on the line or the five after it. */
const RULES: { pattern: RegExp; unless?: RegExp; use: string }[] = [
  { pattern: /\bfetch\s*\(/, use: 'outboundClient(…).request' },
  { pattern: /\b(?:http|https)\.(?:request|get)\s*\(/, use: 'outboundClient(…).request' },
  { pattern: /\b(?:net|tls)\.(?:connect|createConnection)\s*\(/, use: 'the outbound gate (connect.ts)' },
  {
    pattern: /\bfrom\s+'(?:node:)?(?:http|https|net|tls|dgram|http2)'/,
    use: 'outboundClient (types only: import type)',
  },
  { pattern: /\bfrom\s+'(?:undici|axios|got|node-fetch|ky|superagent)'/, use: 'outboundClient' },
  { pattern: /\bfrom\s+'nodemailer'|\bcreateTransport\s*\(/, use: 'smtpTransport (types only: import type)' },
  { pattern: /\bsendNotification\s*\(/, use: "web-push's generateRequestDetails and the push client" },
  { pattern: /\bnew\s+(?:WebSocket|EventSource|XMLHttpRequest)\s*\(/, use: 'outboundClient' },
  { pattern: /\bnew\s+(?:pg\.)?(?:Pool|Client)\s*\(/, use: 'the database client of @portal/db' },
  {
    // An SDK client of the S3 API (the SDK's own, or one a library builds, such as tus's S3Store).
    pattern: /\bnew\s+(?:S3Client|S3|\w*S3Store)\s*\(/,
    unless: /\bs3ClientConfig\(/,
    use: "s3ClientConfig(settings), whose requestHandler is the gate's",
  },
];

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(entry.name === 'node_modules' ? [] : sourceFiles(path)));
    else if (/\.(?:ts|tsx|js|mjs|cjs)$/.test(entry.name)) out.push(path);
  }
  return out;
}

/** The statement a line belongs to starts with `import type` / `export type` (nothing runs). */
function typeOnly(lines: string[], i: number): boolean {
  let start = i;
  while (start > 0 && !/^\s*(?:import|export)\b/.test(lines[start])) start--;
  return /^\s*(?:import|export)\s+type\b/.test(lines[start]);
}

/** Every offending line of the given source as 'file:line  text  → use'. */
export function outboundCalls(file: string, source: string): string[] {
  const lines = source.split('\n');
  const found: string[] = [];
  lines.forEach((line, i) => {
    const code = line.replace(/\/\*.*?(?:\*\/|$)/g, '').replace(/\/\/.*$/, '');
    if (/^\s*\*/.test(code)) return; // inside a block comment
    const rule = RULES.find(
      (r) =>
        r.pattern.test(code) &&
        !(r.unless && r.unless.test(lines.slice(i, i + 6).join('\n'))) &&
        !(/\bfrom\s+'/.test(code) && typeOnly(lines, i)),
    );
    if (rule) found.push(`${file}:${i + 1}  ${line.trim()}  → use ${rule.use}`);
  });
  return found;
}

/** Server code: every package but the browser's (packages/ui), each module's server/, the app's src/. */
function scannedFiles(): string[] {
  const dirs = (parent: string, sub: string) =>
    readdirSync(join(ROOT, parent), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => join(ROOT, parent, d.name, sub));
  const packages = dirs('packages', 'src').filter((dir) => !dir.includes(join('packages', 'ui')));
  return [...packages, ...dirs('modules', 'server'), join(ROOT, 'apps/server/src')].flatMap((dir) => {
    try {
      return sourceFiles(dir);
    } catch {
      return []; // a module without server code
    }
  });
}

describe('every request of the server goes through the outbound gate', () => {
  it('finds no request, socket or outside client outside packages/kit/src/outbound', () => {
    const files = scannedFiles().map((path) => relative(ROOT, path).split('\\').join('/'));
    expect(files.length).toBeGreaterThan(500);
    const offending = files
      .filter((file) => !Object.keys(ALLOWED).some((allowed) => file.startsWith(allowed)))
      .flatMap((file) => outboundCalls(file, readFileSync(join(ROOT, file), 'utf8')));
    expect(offending, `Requests outside the outbound gate:\n${offending.join('\n')}`).toEqual([]);
  });

  it('recognises each way of reaching out', () => {
    const samples = [
      "const res = await fetch('https://api.razorpay.com/v1/orders', {",
      'const req = https.request(url, { method: "POST" });',
      "http.get('http://169.254.169.254/latest/meta-data/')",
      'const socket = net.connect({ host, port });',
      'tls.connect(443, host)',
      "import https from 'node:https';",
      "import { request } from 'undici';",
      "import nodemailer from 'nodemailer';",
      'const transport = nodemailer.createTransport(url);',
      'await webpush.sendNotification(subscription, payload);',
      'const pool = new pg.Pool({ connectionString });',
      'const client = new S3Client({ region });',
      'const store = new S3Store({ s3ClientConfig: { bucket } });',
      'const ws = new WebSocket(url);',
    ];
    for (const sample of samples) expect(outboundCalls('x.ts', sample), sample).toHaveLength(1);
    const fine = [
      "import type { Transporter } from 'nodemailer';",
      "import type { IncomingMessage } from 'node:http';",
      'const client = new S3Client(s3ClientConfig(settings));',
      'const store = new RangedS3Store({\n  partSize: 8,\n  s3ClientConfig: { bucket, ...s3ClientConfig(s3) },\n});',
      ' * fetch(…) is not used here',
      '/** A link the browser may fetch (and seek in). */',
      'const res = await client.request(url); // not fetch( here',
    ];
    for (const sample of fine) expect(outboundCalls('x.ts', sample), sample).toEqual([]);
  });
});
