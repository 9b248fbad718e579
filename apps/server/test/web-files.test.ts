import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webCacheControl } from '../src/web-files.ts';
import { startTestApp, type TestApp } from './support.ts';

/** The built web app as the build leaves it: hashed assets and index.html, each with .br and .gz copies. */
const SCRIPT = `export const screen = ${JSON.stringify('a screen of the portal '.repeat(400))};\n`;
const HTML =
  '<!doctype html><html lang="en"><head><script type="module" src="/assets/index-Bx1y2z3w.js"></script></head>' +
  `<body><div id="root"></div>${'<!-- shell -->'.repeat(200)}</body></html>`;

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
  mkdirSync(path.join(dist, 'assets'));
  const write = (rel: string, text: string) => {
    writeFileSync(path.join(dist, rel), text);
    writeFileSync(path.join(dist, `${rel}.br`), brotliCompressSync(Buffer.from(text)));
    writeFileSync(path.join(dist, `${rel}.gz`), gzipSync(Buffer.from(text)));
  };
  write('index.html', HTML);
  write('assets/index-Bx1y2z3w.js', SCRIPT);
  writeFileSync(path.join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await startTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the web app files', () => {
  it('sends a hashed asset brotli-compressed, kept a year without asking again', async () => {
    const res = await t.app.inject({
      url: '/assets/index-Bx1y2z3w.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a browser that takes only gzip, and the file itself to one that takes neither', async () => {
    const gz = await t.app.inject({ url: '/assets/index-Bx1y2z3w.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await t.app.inject({ url: '/assets/index-Bx1y2z3w.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('asks again for index.html on every visit, on its own path and on client-side routes', async () => {
    for (const url of ['/', '/index.html', '/profile/dashboard', '/forms/list']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(HTML);
    }
  });

  it('answers a revalidation of an unchanged index.html with 304 and no body', async () => {
    const first = await t.app.inject({ url: '/index.html', headers: { 'accept-encoding': 'br' } });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      url: '/index.html',
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('keeps no-store on API answers', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('compresses a JSON answer for a client that asks, and leaves it plain for one that does not', async () => {
    const token = await t.token('superadmin@demo.school');
    const auth = { authorization: `Bearer ${token}` };
    const plain = await t.app.inject({ url: '/api/user/menu', headers: auth });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await t.app.inject({ url: '/api/user/menu', headers: { ...auth, 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await t.app.inject({ url: '/api/user/menu', headers: { ...auth, 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends a page the full policy, and a hashed file or a JSON answer only the headers that act on it', async () => {
    const page = await t.app.inject({ url: '/profile/dashboard' });
    expect(page.headers['content-security-policy']).toContain('frame-src');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['x-frame-options']).toBe('DENY');
    const api = await t.app.inject({ url: '/api/health' });
    expect(api.headers['content-security-policy']).toBe(
      "default-src 'self';object-src 'none';base-uri 'self';frame-ancestors 'none'",
    );
    expect(api.headers['x-frame-options']).toBe('DENY');
    for (const url of ['/assets/index-Bx1y2z3w.js', '/api/health']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      for (const name of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-xss-protection'])
        expect(res.headers[name], `${url} ${name}`).toBeUndefined();
    }
    const file = await t.app.inject({ url: '/assets/index-Bx1y2z3w.js', headers: { 'accept-encoding': 'br' } });
    for (const name of ['etag', 'last-modified', 'content-security-policy'])
      expect(file.headers[name], name).toBeUndefined();
  });

  it('lets the browser keep the menu, revalidated by a bodiless 304 while it is unchanged', async () => {
    const auth = { authorization: `Bearer ${await t.token('superadmin@demo.school')}` };
    const first = await t.app.inject({ url: '/api/user/menu', headers: auth });
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    const again = await t.app.inject({ url: '/api/user/menu', headers: { ...auth, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // Another user's menu is another answer: the kept one is not reused for them.
    const other = { authorization: `Bearer ${await t.token('teacher@demo.school')}` };
    const theirs = await t.app.inject({ url: '/api/user/menu', headers: { ...other, 'if-none-match': etag } });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().menu).not.toEqual(first.json().menu);
    // Every other answer stays out of caches.
    const list = await t.app.inject({ url: '/api/franchisee/active', headers: auth });
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.headers.etag).toBeUndefined();
  });

  it('marks only files under assets/ as immutable', () => {
    expect(webCacheControl('assets/LoginScreen-D3m-yGX4.js')).toBe('public, max-age=31536000, immutable');
    for (const file of ['index.html', 'sw.js', 'manifest.webmanifest', 'logo.svg', 'workbox-2fbc6a65.js'])
      expect(webCacheControl(file), file).toBe('no-cache');
  });
});
