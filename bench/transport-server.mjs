// The transport figures against the built portal (a separate server process): a day of GPS points posted by
// the vehicle's device over HTTP with the server's peak memory, and the actual-route screen drawn in Chromium.
// Run through `node bench/transport.mjs --server [--db pg|pglite] [--points 20000]`.
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { memoryOf, startPortal } from './enquiry-import.mjs';

const MB = 1024 * 1024;
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];

/** India's calendar day and the UTC instant of its midnight. */
function indiaToday() {
  const ist = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
  return { day: ist, midnight: Date.parse(`${ist}T00:00:00+05:30`) };
}

export async function serverFigures({ db = 'pg', points = 20_000 } = {}) {
  const portal = await startPortal(db);
  try {
    const login = await fetch(`${portal.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'franchisee-a@demo.school', password: 'Demo@12345' }),
    });
    const auth = { authorization: `Bearer ${(await login.json()).token}` };
    const json = async (method, path, body, headers = auth) => {
      const res = await fetch(`${portal.url}${path}`, {
        method,
        headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    const [bus] = (await json('GET', '/api/vehicle-details?q=KA01AB1234')).rows;
    const { key } = await json('POST', `/api/transport/vehicle-details/${bus.id}/device-key`);

    // Today's points, a fix every second (closer when the India day is younger than that), ending now.
    const { midnight } = indiaToday();
    const now = Date.now() - 60_000;
    const gap = Math.min(1000, Math.floor((now - midnight) / (points + 1)));
    const start = now - points * gap;
    const fixes = Array.from({ length: points }, (_, i) => ({
      at: new Date(start + i * gap).toISOString(),
      lat: 12.9705 + (0.016 * i) / points,
      lng: 77.642 + 0.0026 * Math.sin(i / 500),
      speed: 22,
    }));
    writeFileSync(`/proc/${portal.pid}/clear_refs`, '5');
    const startMB = Math.round(memoryOf(portal.pid).rss / MB);
    let accepted = 0;
    const t0 = performance.now();
    for (let i = 0; i < fixes.length; i += 1000) {
      const answer = await json(
        'POST',
        `/api/transport/gps/${bus.id}`,
        { points: fixes.slice(i, i + 1000) },
        { 'x-device-key': key },
      );
      accepted += answer.accepted + answer.duplicates;
    }
    const ingestS = (performance.now() - t0) / 1000;
    const ingest = {
      points: accepted,
      seconds: Number(ingestS.toFixed(2)),
      perSecond: Math.round(accepted / ingestS),
      serverStartMB: startMB,
      serverPeakMB: Math.round(memoryOf(portal.pid).peak / MB),
    };
    console.log('GPS ingest over HTTP', ingest);

    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: FLAGS, headless: true });
    const draws = [];
    let drawnPoints = null;
    try {
      const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
      // Marks the moment the track and the stops are on the map (after the browser has painted them).
      await context.addInitScript(() => {
        const done = () =>
          document.querySelectorAll('.leaflet-overlay-pane path').length >= 6 &&
          document.querySelector('[data-testid="actual-stops"]');
        new MutationObserver((_m, observer) => {
          if (!done()) return;
          observer.disconnect();
          requestAnimationFrame(() => requestAnimationFrame(() => (window.__drawnAt = performance.now())));
        }).observe(document, { childList: true, subtree: true });
      });
      const page = await context.newPage();
      await page.goto(`${portal.url}/login`, { waitUntil: 'networkidle' });
      await page.getByLabel(/email or mobile/i).fill('franchisee-a@demo.school');
      await page.getByLabel(/^password/i).fill('Demo@12345');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL(/\/profile\/dashboard/);
      for (let i = 0; i < 4; i++) {
        await page.goto(`${portal.url}/transport/vehicle-actual-route`);
        await page.waitForFunction(() => window.__drawnAt, null, { timeout: 60_000 });
        const figures = await page.evaluate(() => {
          const answer = performance
            .getEntriesByType('resource')
            .filter((r) => r.name.includes('/api/transport/vehicle-actual-route/'))
            .at(-1);
          return {
            afterAnswerMs: window.__drawnAt - answer.responseEnd,
            fromNavigationMs: window.__drawnAt,
            text: document.querySelector('[data-testid="gps-points"]')?.textContent ?? '',
          };
        });
        drawnPoints = figures.text;
        // The first visit also downloads the screen's code and Leaflet; the later ones are what a user sees again.
        if (i > 0) draws.push(figures);
      }
    } finally {
      await browser.close();
    }
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const screen = {
      shown: drawnPoints,
      drawAfterAnswerMs: Math.round(median(draws.map((d) => d.afterAnswerMs))),
      fromNavigationMs: Math.round(median(draws.map((d) => d.fromNavigationMs))),
    };
    console.log('actual-route screen in Chromium', screen);
    const n = (x) => x.toLocaleString('en-IN');
    const where = db === 'pg' ? 'PostgreSQL' : 'PGlite';
    console.log(
      `transport server (${where}): GPS ingest over HTTP ${n(ingest.perSecond)} points/s ` +
        `(${n(ingest.points)} in batches of 1,000), server ${ingest.serverStartMB} MB before, ` +
        `peak ${ingest.serverPeakMB} MB; actual-route screen (${drawnPoints}) drawn ` +
        `${screen.drawAfterAnswerMs} ms after the answer, ${screen.fromNavigationMs} ms from navigation ` +
        '(median of 3 visits)',
    );
    return { ingest, screen };
  } finally {
    await portal.stop();
  }
}
