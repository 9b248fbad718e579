// Phone figures: Largest Contentful Paint and the longest main-thread task of the parent's and the teacher's
// homes in Chromium at 390×844, CPU slowed 4× and the network of a slow phone connection (1.6 Mbps down,
// 750 kbps up, 150 ms round trip), cold (empty HTTP cache) and warm (the same page loaded again). Served by the
// real portal from the built web app (npm run build) on a fresh demo database.
//   node bench/phone.mjs [--db pg|pglite]
// Goals: LCP ≤ 2.5 s cold and ≤ 1.0 s warm, no task over 200 ms, a cold load in ≤ 15 requests and ≤ 150 kB.
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { openBenchDb, parseArgs, root } from './lib/database.mjs';

/**
 * Debian's Chromium headless shell, as the flows use (e2e/chromium.ts): the same Blink and V8 as a phone's Chrome
 * without a desktop browser's own pages. The full browser's address-bar popup (a WebUI renderer of its own) ran
 * beside every measured load, on the same two cores, and its favicon request counted as one of the page's.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];
const PHONE = { width: 390, height: 844 };
const NETWORK = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const HOMES = [
  { name: 'parent', email: 'parent@demo.school', testId: 'parent-home' },
  { name: 'teacher', email: 'teacher@demo.school', testId: 'teacher-home' },
];

/** Collects LCP entries and long tasks from the start of every document the page opens. */
function observe() {
  const perf = { lcp: 0, longest: 0, longTasks: 0 };
  Object.defineProperty(window, '__phonePerf', { value: perf });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) perf.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      perf.longTasks++;
      perf.longest = Math.max(perf.longest, e.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * What a load asked the network for: requests by kind and the bytes that crossed the wire (CDP's counts), and of
 * them the images' (photos come through `fetch`, so by their media type, not the request's kind): an image the
 * browser kept (a photo's copy is cached for good) crosses no bytes.
 */
function countTransfers(cdp) {
  const byId = new Map();
  const onResponse = ({ requestId, type, response }) =>
    byId.set(requestId, {
      type,
      bytes: 0,
      path: new URL(response.url).pathname,
      image: (response.mimeType ?? '').startsWith('image/'),
    });
  const onFinished = ({ requestId, encodedDataLength }) => {
    const r = byId.get(requestId);
    if (r) r.bytes = encodedDataLength;
  };
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.loadingFinished', onFinished);
  return () => {
    cdp.off('Network.responseReceived', onResponse);
    cdp.off('Network.loadingFinished', onFinished);
    const kinds = {};
    for (const { type } of byId.values()) kinds[type] = (kinds[type] ?? 0) + 1;
    const bytes = [...byId.values()].reduce((sum, r) => sum + r.bytes, 0);
    const images = [...byId.values()].filter((r) => r.image);
    const imageBytes = images.reduce((sum, r) => sum + r.bytes, 0);
    const files = [...byId.values()].sort((a, b) => b.bytes - a.bytes).map((r) => `${r.path} ${r.bytes}`);
    return {
      requests: byId.size,
      kB: Number((bytes / 1024).toFixed(1)),
      kinds,
      images: images.length,
      imageBytes,
      files,
    };
  };
}

/**
 * Resolves once no request has been in flight for half a second, leaving out the live stream (`/api/live`),
 * which stays open for as long as the page does: Playwright's `networkidle` never comes while it is.
 */
function restingExceptLive(page) {
  const inFlight = new Set();
  const counts = (r) => !new URL(r.url()).pathname.startsWith('/api/live');
  const started = (r) => counts(r) && inFlight.add(r);
  const ended = (r) => inFlight.delete(r);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async () => {
    for (let restedMs = 0, waitedMs = 0; restedMs < 500; waitedMs += 100) {
      if (waitedMs > 180_000) throw new Error('the page kept loading for three minutes');
      await page.waitForTimeout(100);
      restedMs = inFlight.size === 0 ? restedMs + 100 : 0;
    }
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  };
}

/** Loads the landing page and waits for the home to be drawn and the network to rest. */
async function load(page, cdp, url, testId, reload) {
  const requests = [];
  const onRequest = (r) => r.url().includes('/api/') && requests.push(new URL(r.url()).pathname);
  page.on('request', onRequest);
  const transfers = countTransfers(cdp);
  const quiet = restingExceptLive(page);
  const started = Date.now();
  // A shared machine can stretch a throttled cold load past Playwright's 30 s default.
  const wait = { waitUntil: 'load', timeout: 180_000 };
  await (reload ? page.reload(wait) : page.goto(url, wait));
  await page.getByTestId(testId).waitFor({ timeout: 180_000 });
  await quiet();
  const drawnMs = Date.now() - started;
  page.off('request', onRequest);
  const transferred = transfers();
  // LCP is final once the page has rested; a short pause lets the last entries arrive.
  await page.waitForTimeout(500);
  const perf = await page.evaluate(() => window.__phonePerf);
  return {
    lcpMs: Math.round(perf.lcp),
    longestTaskMs: Math.round(perf.longest),
    longTasks: perf.longTasks,
    homeDrawnMs: drawnMs,
    apiCalls: requests,
    ...transferred,
  };
}

/**
 * Today's care photo on the parent's home, as a teacher's phone takes it: a 1600×1200 JPEG uploaded through the
 * portal, which keeps its 160 and 640 px copies, and noted as a PHOTO on the day of parent@demo.school's child.
 * The demo day has no photo of its own, and no care notes at all on a day the centre is closed, so the note is
 * written straight into the day's table.
 */
async function addCarePhoto(base, db) {
  const signIn = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'teacher@demo.school', password: 'Demo@12345' }),
  });
  const { token } = await signIn.json();
  // Some hundred overlapping shapes, softened: detail at every scale, as a photo has (its 640 px copy is about 21 kB).
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const shapes = Array.from({ length: 400 }, () => {
    const [x, y, r] = [random() * 1600, random() * 1200, 8 + random() * 120];
    const colour = `rgb(${(random() * 255) | 0},${(random() * 255) | 0},${(random() * 255) | 0})`;
    const ry = r * (0.4 + random());
    return `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${ry}" fill="${colour}" opacity="${0.3 + random() * 0.6}"/>`;
  }).join('');
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">' +
    `<rect width="1600" height="1200" fill="#8fb3d9"/>${shapes}</svg>`;
  const photo = await sharp(Buffer.from(svg)).blur(0.8).jpeg({ quality: 82 }).toBuffer();
  const form = new FormData();
  form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'sand-play.jpg');
  const upload = await fetch(`${base}/api/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-franchisee-id': '2' },
    body: form,
  });
  if (!upload.ok) throw new Error(`the care photo was not uploaded: ${upload.status} ${await upload.text()}`);
  const { id: fileId } = await upload.json();
  await db.execute(sql`
    insert into day_care_events (franchisee_id, student_admission_id, day, at, kind, file_id)
    select s.franchisee_id, s.id, (now() at time zone 'Asia/Kolkata')::date, now(), 'PHOTO', ${fileId}
    from admin_users u join student_admissions s on s.id = u.student_admission_id
    where u.email = 'parent@demo.school'`);
  return { fileId, bytes: photo.length };
}

async function measureHome(browser, base, home) {
  // Signed in once without throttling; the measured profile starts from that session with an empty cache.
  const setup = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
  const signIn = await setup.newPage();
  await signIn.goto(`${base}/login`);
  await signIn.getByLabel(/email or mobile/i).fill(home.email);
  await signIn.getByLabel(/^password/i).fill('Demo@12345');
  await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
  await signIn.getByTestId(home.testId).waitFor({ timeout: 60_000 });
  const storageState = await setup.storageState();
  await setup.close();

  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block', storageState });
  await context.addInitScript(observe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const url = `${base}/profile/dashboard`;
  const cold = await load(page, cdp, url, home.testId, false);
  const warm = await load(page, cdp, url, home.testId, true);
  await context.close();
  return { cold, warm };
}

export async function benchPhone({ db: kind = 'pg' } = {}) {
  const dist = path.join(root, 'apps/web/dist');
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error('apps/web/dist is missing: run npm run build first');
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { loadConfig } = await import('../apps/server/src/config.ts');
  // A fresh demo network each run: the demo day (arrivals, diary, photos) is seeded for today.
  const { handle } = await openBenchDb(kind, { scale: 'phone', seed: 0 }, { fresh: true });
  const app = await buildApp({
    db: handle,
    config: { ...loadConfig({}), webDist: dist, authIpLimitPerMinute: 10_000 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${app.server.address().port}`;
  const browser = await chromium.launch({ executablePath: HEADLESS_SHELL, args: FLAGS, headless: true });
  const homes = {};
  let carePhoto;
  try {
    carePhoto = await addCarePhoto(base, handle.db);
    for (const home of HOMES) homes[home.name] = await measureHome(browser, base, home);
  } finally {
    await browser.close();
    await app.close();
    await handle.close();
  }
  return {
    database: handle.kind,
    machine: { cpus: os.cpus().length, load1: Number(os.loadavg()[0].toFixed(1)) },
    conditions: { viewport: PHONE, cpuSlowdown: 4, network: '1.6 Mbps down, 750 kbps up, 150 ms RTT' },
    carePhoto,
    homes,
  };
}

export function phoneSummary(r) {
  const part = (name) => {
    const { cold, warm } = r.homes[name];
    return (
      `${name} LCP ${cold.lcpMs} ms cold, ${warm.lcpMs} ms warm, longest task ` +
      `${Math.max(cold.longestTaskMs, warm.longestTaskMs)} ms, cold ${cold.requests} requests ${cold.kB} kB ` +
      `(images ${cold.imageBytes} B), warm images ${warm.imageBytes} B`
    );
  };
  const goals = 'goal ≤ 2500 / ≤ 1000, tasks ≤ 200, cold ≤ 15 requests ≤ 150 kB, warm images 0 B';
  return `phone (4× CPU, 1.6 Mbps): ${part('parent')}; ${part('teacher')} (${goals})`;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { writeResult } = await import('./api.mjs');
  const args = parseArgs(process.argv.slice(2), { db: 'pg' });
  const result = await benchPhone(args);
  for (const [name, { cold, warm }] of Object.entries(result.homes))
    for (const [visit, m] of Object.entries({ cold, warm }))
      console.log(
        `  ${`${name} ${visit}`.padEnd(13)} LCP ${m.lcpMs} ms  longest task ${m.longestTaskMs} ms ` +
          `(${m.longTasks} over 50 ms)  home drawn ${m.homeDrawnMs} ms  ${m.requests} requests, ${m.kB} kB, ` +
          `${m.images} images ${m.imageBytes} B ` +
          `(${Object.entries(m.kinds)
            .map(([kind, n]) => `${n} ${kind}`)
            .join(', ')})  API calls: ${m.apiCalls.join(', ')}`,
      );
  console.log(`  today's care photo as uploaded: ${(result.carePhoto.bytes / 1024).toFixed(1)} kB JPEG, 1600×1200`);
  console.log(`  machine: ${result.machine.cpus} cores, load ${result.machine.load1} at the end`);
  console.log(`${phoneSummary(result)}  → ${writeResult('phone', result)}`);
}
