// Web figures: gzip JS of the initial load and of each chunk (apps/web/scripts/size.mjs), the bytes
// on the wire of the sign-in page and the dashboard, cold (empty cache) and warm (visited before),
// and page metrics from Chromium's performance timing (FCP, LCP, DOMContentLoaded, load, JS
// transferred) for the sign-in page, the dashboard and a 10,000-row list, served by the
// real portal from the built web app (npm run build) on the generated network.
//   node bench/web.mjs --db pg --scale 0.1
// Goals: initial JS ≤ 200 kB gzip, LCP ≤ 1.5 s on localhost, sign-in and dashboard ≤ 250 kB on the wire
// cold and ≤ 10 kB warm.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { openBenchDb, parseArgs, root } from './lib/database.mjs';
import { generate } from './generate.mjs';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function bundleSizes() {
  const res = spawnSync(process.execPath, [path.join(root, 'apps/web/scripts/size.mjs')], { encoding: 'utf8' });
  const chunks = [];
  for (const line of res.stdout.split('\n')) {
    const m = /^(assets\/\S+)\s+([\d.]+)\s+([\d.]+)\s*(\*)?/.exec(line);
    if (m) chunks.push({ file: m[1], rawKb: Number(m[2]), gzipKb: Number(m[3]), initial: Boolean(m[4]) });
  }
  const initialKb = Number(/initial JS \(login \+ shell\): ([\d.]+) kB/.exec(res.stdout)?.[1]);
  return { initialKb, overBudget: res.status !== 0, chunks };
}

async function metrics(page) {
  // LCP is only final once the page is hidden or used; read what the buffered entries say after the load settles.
  return page.evaluate(async () => {
    const lcp = await new Promise((resolve) => {
      let last = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) last = e.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      setTimeout(() => resolve(last), 300);
    });
    const nav = performance.getEntriesByType('navigation')[0];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const js = performance.getEntriesByType('resource').filter((r) => r.name.endsWith('.js'));
    return {
      lcpMs: Math.round(lcp),
      fcpMs: fcp && Math.round(fcp),
      domContentLoadedMs: Math.round(nav.domContentLoadedEventEnd),
      loadMs: Math.round(nav.loadEventEnd),
      jsFiles: js.length,
      jsTransferredKb: Number(
        (js.reduce((s, r) => s + (r.transferSize || r.encodedBodySize || 0), 0) / 1024).toFixed(1),
      ),
    };
  });
}

/**
 * Bytes that crossed the network (headers and compressed bodies, as Chromium's network layer counts
 * them; a file taken from the browser's cache counts nothing) and the requests made while `visit` runs.
 */
async function onTheWire(page, visit) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  let bytes = 0;
  let requests = 0;
  let fromCache = 0;
  const urls = new Map();
  const byUrl = new Map();
  cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
  cdp.on('Network.responseReceived', (e) => {
    requests++;
    if (e.response.fromDiskCache || e.response.fromServiceWorker || e.response.fromPrefetchCache) fromCache++;
  });
  cdp.on('Network.requestServedFromCache', () => fromCache++);
  cdp.on('Network.loadingFinished', (e) => {
    bytes += e.encodedDataLength;
    const url = urls.get(e.requestId) ?? '?';
    byUrl.set(url, (byUrl.get(url) ?? 0) + e.encodedDataLength);
  });
  await visit();
  // Late requests (the enquiry alert, the menu refresh) still count: wait for the network to settle.
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  // --detail: every request by weight, to see where the bytes go.
  if (process.argv.includes('--detail')) {
    const top = [...byUrl].sort((a, b) => b[1] - a[1]);
    for (const [url, n] of top) console.log(`    ${(n / 1024).toFixed(1).padStart(7)} kB  ${new URL(url).pathname}`);
  }
  return { kb: Number((bytes / 1024).toFixed(1)), requests, fromCache };
}

/**
 * Waits until no request of the page has been in flight for half a second. After sign-in the app moves
 * to the dashboard without a new document, so the page's load states are already reached and say nothing.
 */
async function settled(page, quietMs = 500) {
  let inFlight = 0;
  let last = Date.now();
  const start = () => inFlight++;
  const end = () => {
    inFlight--;
    last = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  try {
    while (inFlight > 0 || Date.now() - last < quietMs) await new Promise((r) => setTimeout(r, 50));
  } finally {
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  }
}

/** Sign-in page and dashboard, cold (a new browser profile) then warm (the same profile again). */
async function wireFigures(browser, base) {
  // The service worker would answer a warm visit from its own cache; measured without it, the figures
  // are what the HTTP cache alone achieves (the worker's background precache is counted apart).
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const wire = {};
  wire.loginCold = await onTheWire(page, () => page.goto(`${base}/login`, { waitUntil: 'networkidle' }));
  wire.loginWarm = await onTheWire(page, () => page.goto(`${base}/login`, { waitUntil: 'networkidle' }));
  await page.getByLabel(/email or mobile/i).fill('superadmin@demo.school');
  await page.getByLabel(/^password/i).fill('Demo@12345');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/profile\/dashboard/);
  await settled(page);
  wire.dashboardWarm = await onTheWire(page, () => page.reload({ waitUntil: 'networkidle' }));
  // A cold dashboard: the same signed-in storage in a profile whose HTTP cache is empty.
  const storage = await context.storageState();
  const cold = await browser.newContext({
    viewport: { width: 1366, height: 860 },
    serviceWorkers: 'block',
    storageState: storage,
  });
  const coldPage = await cold.newPage();
  wire.dashboardCold = await onTheWire(coldPage, () =>
    coldPage.goto(`${base}/profile/dashboard`, { waitUntil: 'networkidle' }),
  );
  await cold.close();
  await context.close();
  return wire;
}

export async function benchWeb({ db: kind, scale, seed }) {
  const dist = path.join(root, 'apps/web/dist');
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error('apps/web/dist is missing: run npm run build first');
  const sizes = bundleSizes();
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { loadConfig } = await import('../apps/server/src/config.ts');
  const { handle } = await openBenchDb(kind, { scale, seed });
  const network = await generate(handle.db, { scale, seed });
  const app = await buildApp({
    db: handle,
    config: { ...loadConfig({}), webDist: dist, authIpLimitPerMinute: 10_000 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${app.server.address().port}`;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: FLAGS, headless: true });
  const pages = {};
  let wire;
  try {
    wire = await wireFigures(browser, base);
    const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
    const page = await context.newPage();
    // Warm the server's static file cache and the browser's connection once.
    await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
    await context.clearCookies();

    const fresh = await browser.newContext({ viewport: { width: 1366, height: 860 } });
    const p = await fresh.newPage();
    await p.goto(`${base}/login`, { waitUntil: 'networkidle' });
    pages.login = await metrics(p);

    await p.getByLabel(/email or mobile/i).fill('superadmin@demo.school');
    await p.getByLabel(/^password/i).fill('Demo@12345');
    await p.getByRole('button', { name: 'Sign in', exact: true }).click();
    await p.waitForURL(/\/profile\/dashboard/);
    await p.reload({ waitUntil: 'networkidle' });
    pages.dashboard = await metrics(p);

    // The student list of the whole network (head office sees every centre): 10,010 rows at --scale 0.1.
    let listCount = null;
    p.on('response', async (res) => {
      if (/\/api\/student/.test(res.url()) && res.request().method() === 'GET') {
        try {
          const body = await res.json();
          if (typeof body.count === 'number') listCount = Math.max(listCount ?? 0, body.count);
        } catch {
          // not a list answer
        }
      }
    });
    await p.goto(`${base}/students/details/page/1`, { waitUntil: 'networkidle' });
    pages.list = { ...(await metrics(p)), url: '/students/details/page/1', rows: listCount };
    await fresh.close();
    await context.close();
  } finally {
    await browser.close();
    await app.close();
    await handle.close();
  }
  return { database: handle.kind, network: network.counts, bundle: sizes, wire, pages };
}

export function webSummary(r) {
  const p = r.pages;
  const w = r.wire;
  return (
    `web: initial JS ${r.bundle.initialKb} kB gzip (budget 200) | on the wire: sign-in ${w.loginCold.kb} kB cold, ` +
    `${w.loginWarm.kb} kB warm; dashboard ${w.dashboardCold.kb} kB cold, ${w.dashboardWarm.kb} kB warm ` +
    `(goal ≤ 250 / ≤ 10) | LCP login ${p.login.lcpMs} ms, dashboard ` +
    `${p.dashboard.lcpMs} ms, list (${p.list.rows ?? '?'} rows) ${p.list.lcpMs} ms (goal ≤ 1500)`
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { writeResult } = await import('./api.mjs');
  const args = parseArgs(process.argv.slice(2), { db: 'pg', scale: 0.1, seed: 42 });
  const result = await benchWeb(args);
  for (const [name, w] of Object.entries(result.wire))
    console.log(`  ${name.padEnd(14)} ${w.kb} kB on the wire, ${w.requests} requests (${w.fromCache} from cache)`);
  for (const [name, m] of Object.entries(result.pages))
    console.log(
      `  ${name.padEnd(10)} FCP ${m.fcpMs} ms  LCP ${m.lcpMs} ms  DCL ${m.domContentLoadedMs} ms  load ` +
        `${m.loadMs} ms  JS ${m.jsFiles} files ${m.jsTransferredKb} kB`,
    );
  console.log(`${webSummary(result)}  → ${writeResult('web', { scale: args.scale, seed: args.seed, ...result })}`);
}
