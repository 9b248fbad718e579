import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, pick, type Browser, type Page, until, signInQuietly, go } from './browser.ts';

/**
 * Recorded classes end to end: a centre uploads a video over tus with a visible progress bar, the upload is cut
 * (paused) and the page reloaded, the same file resumes where it stopped, and the video plays and seeks in
 * Chromium through its signed player link (range requests).
 */
let browser: Browser;
let dir: string;
beforeAll(async () => {
  browser = await launch();
  dir = mkdtempSync(path.join(tmpdir(), 'video-e2e-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
});

/** A few seconds of moving colour recorded from a canvas by Chromium's MediaRecorder (VP8 in WebM). */
async function recordWebm(page: Page, seconds: number): Promise<Buffer> {
  const base64 = await page.evaluate(async (ms) => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 360;
    const g = canvas.getContext('2d')!;
    const stream = canvas.captureStream(25);
    const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 4_000_000 });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const started = performance.now();
    let frame = 0;
    const timer = setInterval(() => {
      frame++;
      for (let i = 0; i < 40; i++) {
        g.fillStyle = `hsl(${(frame * 7 + i * 9) % 360} 80% ${30 + ((i * 13 + frame) % 50)}%)`;
        g.fillRect(Math.random() * 640, Math.random() * 360, 60, 60);
      }
      g.fillStyle = '#fff';
      g.font = '48px sans-serif';
      g.fillText(`${((performance.now() - started) / 1000).toFixed(1)} s`, 20, 60);
    }, 40);
    recorder.start(500);
    await new Promise((r) => setTimeout(r, ms));
    recorder.stop();
    await new Promise((r) => (recorder.onstop = r));
    clearInterval(timer);
    const blob = new Blob(chunks, { type: 'video/webm' });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  }, seconds * 1000);
  return Buffer.from(base64, 'base64');
}

async function fillForm(page: Page, file: string, title: string) {
  await go(page, '/videos/upload');
  await pick(page, page.getByTestId('field-folder'), /^Rhymes/);
  await pick(page, page.getByTestId('field-class'), 'Playgroup');
  await page.getByTestId('field-week').fill('4');
  await pick(page, page.getByTestId('field-day'), /^Day 3/);
  await page.getByTestId('field-title').fill(title);
  await page.locator('input[type="file"]').setInputFiles(file);
}

const percentOf = async (page: Page) => Number((await page.getByTestId('upload-percent').innerText()).replace('%', ''));

describe('recorded classes', () => {
  it(
    'uploads with visible progress, is cut and resumed after a reload, then plays and seeks',
    { timeout: 240_000 },
    async () => {
      const page = await newPage(browser);
      await signInQuietly(page, 'franchisee-a@demo.school');
      await go(page, '/videos/upload');
      const bytes = await recordWebm(page, 6);
      expect(bytes.length).toBeGreaterThan(300_000);
      const file = path.join(dir, 'rhyme-time.webm');
      writeFileSync(file, bytes);

      // A slow line, so the upload can be watched and cut.
      const cdp = await page.context().newCDPSession(page);
      const throttle = (bytesPerSecond: number) =>
        cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 0,
          downloadThroughput: -1,
          uploadThroughput: bytesPerSecond,
        });
      await throttle(Math.max(60_000, Math.round(bytes.length / 12)));
      await fillForm(page, file, 'Rhyme time, week 4');
      await page.getByTestId('start-upload').click();
      await until(() => percentOf(page), 30_000).toBeGreaterThan(15);
      await expect(page.getByTestId('upload-percent').innerText()).resolves.toMatch(/^\d{1,3}\.\d{2}%$/);
      await expect(page.getByTestId('upload-progress').isVisible()).resolves.toBe(true);
      await page.getByTestId('pause-upload').click();
      const cutAt = await percentOf(page);
      expect(cutAt).toBeLessThan(100);

      // The page is reloaded: the same file continues from the bytes the server holds.
      await page.reload();
      await fillForm(page, file, 'Rhyme time, week 4');
      await throttle(-1);
      const offsets: number[] = [];
      page.on('response', (res) => {
        if (res.request().method() === 'HEAD' && res.url().includes('/api/videos/tus/'))
          offsets.push(Number(res.headers()['upload-offset']));
      });
      const seen: number[] = [];
      const watching = setInterval(() => {
        void percentOf(page)
          .then((p) => seen.push(p))
          .catch(() => undefined);
      }, 50);
      await page.getByTestId('start-upload').click();
      await page.getByTestId('upload-done').waitFor({ timeout: 60_000 });
      clearInterval(watching);
      await page.getByText('Uploaded (resumed)').waitFor();
      // It asked where the cut upload stood and went on from there, never from nothing. What the server holds is
      // not the percentage shown at the pause: bytes still in flight are lost with the connection, and bytes the
      // server took after the page's last progress event were never shown (on a loaded machine 16.90 % held
      // against 16.02 % shown). So the progress restarts from the server's offset.
      expect(offsets.length).toBeGreaterThan(0);
      expect(offsets[0]).toBeGreaterThan(0);
      expect(offsets[0]).toBeLessThan(bytes.length);
      const resumedAt = Math.floor((offsets[0] / bytes.length) * 10_000) / 100;
      expect(seen.filter((p) => p > 0 && p < resumedAt)).toEqual([]);
      await expect(page.getByTestId('upload-percent').innerText()).resolves.toBe('100.00%');

      // Listed, then played through the signed link, with range requests.
      await go(page, '/videos/list');
      const row = page.getByTestId('video-row').filter({ hasText: 'Rhyme time, week 4' });
      await row.waitFor();
      const ranges: number[] = [];
      page.on('response', (res) => {
        if (res.url().includes('/stream')) ranges.push(res.status());
      });
      await row.getByTestId('play-video').click();
      await page.waitForURL(/\/videoplayer\/rhyme-time-week-4\/\d+\.\d+\.[A-Za-z0-9_-]{43}$/);
      const video = page.getByTestId('video-player');
      await video.waitFor();
      await page.evaluate(async () => {
        const v = document.querySelector('video')!;
        v.muted = true;
        await v.play();
      });
      await until(() => page.evaluate(() => document.querySelector('video')!.currentTime), 30_000).toBeGreaterThan(0.5);
      const seeked = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const v = document.querySelector('video')!;
            v.addEventListener('seeked', () => resolve(v.currentTime), { once: true });
            v.currentTime = 4;
          }),
      );
      expect(seeked).toBeGreaterThan(3.5);
      await until(() => page.evaluate(() => document.querySelector('video')!.currentTime), 30_000).toBeGreaterThan(4.2);
      expect(ranges).toContain(206);
      await page.context().close();
    },
  );

  it('refuses an altered player link with a message', async () => {
    const page = await newPage(browser);
    await go(page, `/videoplayer/anything/1.9999999999.${'A'.repeat(43)}`);
    await expect(page.getByTestId('player-error').innerText()).resolves.toContain('This video link is not valid');
    await page.context().close();
  });
});
